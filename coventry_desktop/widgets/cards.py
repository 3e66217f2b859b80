"""Card faces and backs from the svg-cards deck (LGPL-2.1), rendered with QtSvg.

Each card is an element id of ``:/cards/svg-cards.svg`` ("heart_1", "spade_queen", "back");
pixmaps are rendered at the device pixel ratio of the screen and cached by size, so cards
are crisp from 1024x600 to 4K.

The app also keeps them on disk (``use_disk_cache``: the user's cache folder), one PNG a
card in a folder a deck, size and version, so a start paints its table without parsing
the deck's SVG (#25). The cache is only a cache: an entry that does not load as the
expected image is rendered again, and a write that fails is dropped without a word (the
next start renders that card again); nothing a player keeps lives there.
"""

from __future__ import annotations

import contextlib
import logging
import os
import shutil
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QFile, QFileInfo, QIODevice, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QImage, QPainter, QPixmap

if TYPE_CHECKING:
    from PySide6.QtSvg import QSvgRenderer

from ..engine import DECK as FULL_DECK
from ..engine import Card, Rank, Suit
from ..qt_resources import ensure_resources
from .four_colour import four_colour_svg
from .table_geometry import CARD_HEIGHT, CARD_WIDTH

_SUIT_IDS = {Suit.SPADES: "spade", Suit.HEARTS: "heart", Suit.DIAMONDS: "diamond",
             Suit.CLUBS: "club"}
_RANK_IDS = {Rank.JACK: "jack", Rank.QUEEN: "queen", Rank.KING: "king"}
BACK = "back"
DECK = ":/cards/svg-cards.svg"
RENDER_VERSION = 1
"""Bumped whenever the rendering changes: the disk cache's older folders are then unused."""
KEPT_SIZES = 6
"""Folders of card sizes kept in the disk cache (the most recently written); older ones go."""
FILL_BATCH = 4
"""Cards rendered per turn of the event loop while a size's whole deck is filled in."""
FILLED_SIZES = 2
"""Sizes whose decks are filled in at a time (the table's cards and the small ones); a
resize storm's older sizes are dropped."""
WRITE_DELAY_MS = 1500
"""Rendered cards are written to the disk cache this long after the last one (a resize
storm writes only what it ends on, and never before the first frame)."""
log = logging.getLogger(__name__)
_disk_cache: Path | None = None


def element_id(card: Card | None) -> str:
    """The SVG element id of ``card`` ("heart_1" for A♥, "club_queen" for Q♣), or of the back."""
    if card is None:
        return BACK
    return f"{_SUIT_IDS[card.suit]}_{_RANK_IDS.get(card.rank, str(int(card.rank)))}"


class CardRenderer:
    """Renders and caches card pixmaps; one shared instance (``renderer()``)."""

    def __init__(self, *, four_colour: bool = False) -> None:
        ensure_resources()
        self.four_colour = four_colour
        """Blue diamonds and green clubs (View → Four-Colour Deck), see four_colour.py."""
        self._parsed: QSvgRenderer | None = None
        self._cache: dict[tuple[str, int, int], QPixmap] = {}
        self._unwritten: dict[tuple[str, int, int], QPixmap] = {}
        self._writer: QTimer | None = None
        self._filling: list[tuple[Card | None, int, int]] = []
        self._filled: set[tuple[int, int]] = set()

    @property
    def _svg(self) -> QSvgRenderer:
        """The deck, parsed on first use (a start with its cards on disk never does)."""
        if self._parsed is None:
            from PySide6.QtSvg import QSvgRenderer  # QtSvg only when a card is rendered

            if self.four_colour:
                source = QFile(DECK)
                if not source.open(QIODevice.OpenModeFlag.ReadOnly):
                    raise RuntimeError(f"the card deck {DECK} did not load")
                text = bytes(source.readAll().data()).decode("utf-8")
                self._parsed = QSvgRenderer(QByteArray(four_colour_svg(text).encode("utf-8")))
            else:
                self._parsed = QSvgRenderer(DECK)
            if not self._parsed.isValid():
                raise RuntimeError(f"the card deck {DECK} did not load")
        return self._parsed

    def folder(self, width: int, height: int) -> Path | None:
        """The disk cache's folder of this deck at ``width``×``height`` device pixels
        (None without a disk cache): keyed by the render version, the deck's size in
        bytes, the deck (four-colour or not) and the size."""
        if _disk_cache is None:
            return None
        deck = "four-colour" if self.four_colour else "standard"
        return _disk_cache / (f"v{RENDER_VERSION}-{QFileInfo(DECK).size()}-{deck}-"
                              f"{width}x{height}")

    def paint(self, painter: QPainter, card: Card | None, target: QRectF) -> None:
        """Draw ``card`` (``None``: the back) into ``target`` (its card-shaped rectangle)."""
        key = element_id(card)
        scale_x = target.width() / CARD_WIDTH
        scale_y = target.height() / CARD_HEIGHT
        # An element's bounds include strokes a little outside the card; map the card's
        # natural rectangle, not the bounds, onto the target so every card lines up.
        bounds = self._svg.boundsOnElement(key)
        self._svg.render(painter, key, QRectF(
            target.x() + bounds.x() * scale_x, target.y() + bounds.y() * scale_y,
            bounds.width() * scale_x, bounds.height() * scale_y))

    def pixmap(self, card: Card | None, size: QSize, device_pixel_ratio: float = 1.0
               ) -> QPixmap:
        """A cached pixmap of ``card`` at ``size`` logical pixels and the given pixel ratio."""
        width = max(1, round(size.width() * device_pixel_ratio))
        height = max(1, round(size.height() * device_pixel_ratio))
        key = (element_id(card), width, height)
        pixmap = self._cache.get(key)
        if pixmap is None:
            if len(self._cache) > 400:
                self._cache.clear()  # a resize storm; old sizes will not come back
                self._unwritten.clear()
            pixmap = self._read(key)
            if pixmap is None:
                pixmap = self._render(card, width, height)
                self._remember(key, pixmap)
                self._fill(width, height)
            self._cache[key] = pixmap
        result = QPixmap(pixmap)
        result.setDevicePixelRatio(device_pixel_ratio)
        return result


    def _render(self, card: Card | None, width: int, height: int) -> QPixmap:
        pixmap = QPixmap(width, height)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self.paint(painter, card, QRectF(0, 0, width, height))
        painter.end()
        return pixmap

    def _fill(self, width: int, height: int) -> None:
        """Once the deck has been parsed for a card missing from the disk cache, render
        the rest of the deck at ``width``×``height`` too, a few cards a turn of the event
        loop, after the paint that asked: the next start at this size then finds every
        card on disk (a new deal shows other cards) and never parses the deck. Only the
        last ``FILLED_SIZES`` sizes asked for are filled (a resize storm fills the size
        it ends on)."""
        if _disk_cache is None or (width, height) in self._filled:
            return
        self._filled.add((width, height))
        running = bool(self._filling)
        self._filling += [(card, width, height) for card in (*FULL_DECK, None)]
        sizes = list(dict.fromkeys((w, h) for _card, w, h in self._filling))
        self._filling = [entry for entry in self._filling
                         if entry[1:] in sizes[-FILLED_SIZES:]]
        if not running:
            QTimer.singleShot(0, self._fill_batch)

    def _fill_batch(self) -> None:
        batch, self._filling = self._filling[:FILL_BATCH], self._filling[FILL_BATCH:]
        for card, width, height in batch:
            key = (element_id(card), width, height)
            folder = self.folder(width, height)
            if key in self._cache or key in self._unwritten or folder is None or \
                    (folder / f"{key[0]}.png").is_file():
                continue  # a damaged file is rendered again when it is shown
            self._remember(key, self._render(card, width, height))
        if self._filling:
            QTimer.singleShot(0, self._fill_batch)

    def _read(self, key: tuple[str, int, int]) -> QPixmap | None:
        """The card from the disk cache; None if it is not there or not the expected
        image (a damaged entry is rendered again and written over)."""
        element, width, height = key
        folder = self.folder(width, height)
        if folder is None:
            return None
        image = QImage(str(folder / f"{element}.png"))
        if image.isNull() or image.width() != width or image.height() != height:
            return None
        return QPixmap.fromImage(image)

    def _remember(self, key: tuple[str, int, int], pixmap: QPixmap) -> None:
        if _disk_cache is None:
            return
        self._unwritten[key] = pixmap
        if self._writer is None:
            self._writer = QTimer()
            self._writer.setSingleShot(True)
            self._writer.timeout.connect(self.write_cache)
        self._writer.start(WRITE_DELAY_MS)

    def write_cache(self) -> None:
        """Write the cards rendered since the last write to the disk cache, each through
        a temporary file (a card half written is never read); a failure is logged only."""
        unwritten, self._unwritten = self._unwritten, {}
        written: set[Path] = set()
        for (element, width, height), pixmap in unwritten.items():
            folder = self.folder(width, height)
            if folder is None:
                return
            path = folder / f"{element}.png"
            partial = folder / f".{element}.{os.getpid()}.png"
            try:
                folder.mkdir(parents=True, exist_ok=True)
                if not pixmap.save(str(partial), "PNG"):
                    raise OSError(f"{partial} was not written")
                os.replace(partial, path)
                written.add(folder)
            except OSError as error:  # a cache: the card is rendered again next time
                log.info("card cache not written: %s", error)
                with contextlib.suppress(OSError):
                    partial.unlink(missing_ok=True)
                return
        if written:
            _prune(next(iter(written)).parent)


def _prune(cache: Path) -> None:
    """Keep the ``KEPT_SIZES`` card folders written last; remove the others."""
    try:
        folders = sorted((entry for entry in cache.iterdir() if entry.is_dir()),
                         key=lambda entry: entry.stat().st_mtime, reverse=True)
        for old in folders[KEPT_SIZES:]:
            shutil.rmtree(old, ignore_errors=True)
    except OSError as error:
        log.info("card cache not pruned: %s", error)


def use_disk_cache(folder: Path | None) -> None:
    """Keep rendered cards in ``folder`` (the app's cache folder) and read them from
    there; None: memory only (tests, the smoke test)."""
    global _disk_cache
    _disk_cache = folder


_renderer: CardRenderer | None = None


def renderer() -> CardRenderer:
    """The shared card renderer (created on first use, after the QGuiApplication)."""
    global _renderer
    if _renderer is None:
        _renderer = CardRenderer()
    return _renderer


def set_four_colour(on: bool) -> None:
    """Switch every card face to the four-colour deck or back; callers repaint."""
    global _renderer
    if _renderer is None or _renderer.four_colour != on:
        _renderer = CardRenderer(four_colour=on)


def write_disk_cache() -> None:
    """Write what the shared renderer has not written to the disk cache yet, the deck it
    was filling in finished first (as the app quits: a start that ends within
    ``WRITE_DELAY_MS`` keeps its cards too)."""
    if _renderer is not None:
        while _renderer._filling:  # a start closed at once keeps its whole deck too
            _renderer._fill_batch()
        _renderer.write_cache()
