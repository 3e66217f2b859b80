"""Card faces and backs from the svg-cards deck (LGPL-2.1), rendered with QtSvg.

Each card is an element id of ``:/cards/svg-cards.svg`` ("heart_1", "spade_queen", "back");
pixmaps are rendered at the device pixel ratio of the screen and cached by size, so cards
are crisp from 1024x600 to 4K.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QFile, QIODevice, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ..engine import Card, Rank, Suit
from ..qt_resources import ensure_resources
from .four_colour import four_colour_svg
from .table_geometry import CARD_HEIGHT, CARD_WIDTH

_SUIT_IDS = {Suit.SPADES: "spade", Suit.HEARTS: "heart", Suit.DIAMONDS: "diamond",
             Suit.CLUBS: "club"}
_RANK_IDS = {Rank.JACK: "jack", Rank.QUEEN: "queen", Rank.KING: "king"}
BACK = "back"


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
        if four_colour:
            source = QFile(":/cards/svg-cards.svg")
            if not source.open(QIODevice.OpenModeFlag.ReadOnly):
                raise RuntimeError("the card deck :/cards/svg-cards.svg did not load")
            text = bytes(source.readAll().data()).decode("utf-8")
            self._svg = QSvgRenderer(QByteArray(four_colour_svg(text).encode("utf-8")))
        else:
            self._svg = QSvgRenderer(":/cards/svg-cards.svg")
        if not self._svg.isValid():
            raise RuntimeError("the card deck :/cards/svg-cards.svg did not load")
        self._cache: dict[tuple[str, int, int], QPixmap] = {}

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
            pixmap = QPixmap(width, height)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            self.paint(painter, card, QRectF(0, 0, width, height))
            painter.end()
            self._cache[key] = pixmap
        result = QPixmap(pixmap)
        result.setDevicePixelRatio(device_pixel_ratio)
        return result


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
