"""The generic card table's view: shows a presenter's ``Picture`` and takes the input.

It knows no game. Where everything goes is ``table_layout.lay_out``'s answer, a pure
function of the picture, the viewer, the table's size, the card scale and the font's
metrics; the scene (``table_scene.TableScene``) puts its items at those rectangles and
lets cards glide between them. This view keeps what is shown, lays it out when the
picture or the size changes, and handles the mouse (clicks, double clicks, drags), the
keyboard's focus ring and Esc's put-back of a dragged card: a click on a card counts
only for a face-up card of the viewer's own hand, so the table cannot act on what it
was never told.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFocusEvent, QPainter, QPen, QResizeEvent
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsView, QWidget

from ..engine.cards import Card
from ..models.presentation import Centre, Flash, Hand, Picture, Pile
from . import theme
from .items import CardItem, SeatPlate
from .table_layout import TableLayout, lay_out
from .table_scene import TableScene
from .zone_items import BadgeItem, OutlineItem, QtTextMetrics

FELT = "#1f6b45"
"""The cloth's colour (black in high contrast)."""


class ZoneTable(QGraphicsView):
    """Shows one ``Picture`` at a time.

    Args:
        seats: the number of seats (2..7).

    Signals:
        cardClicked(card): the viewer clicked a face-up card of their own hand (double-
            clicked, with ``double_click`` on), or dragged it out of the hand.
        cardChosen(card): with ``double_click`` on, a single click on such a card.
        slotClicked(card): the viewer clicked an empty outlined slot waiting for ``card``.
    """

    cardClicked = Signal(object)
    cardChosen = Signal(object)
    slotClicked = Signal(object)

    LEAST = QSize(584, 420)
    """The least size kept for the table in a game window (``TableColumn``)."""
    LEAST_UNDER_BAR = 300
    """The least height left to it under a message bar (seven seats still lay out)."""

    def __init__(self, seats: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # The viewport made here, the default's twin, is known to Python from the start:
        # the first viewport() asked of a viewport made in C++ had PySide6 work out its
        # type among every QtWidgets class, creating each (about 20 ms, #25).
        self.setViewport(QWidget())
        self._scene = TableScene(seats, self)
        self.setScene(self._scene)
        self._scene.cardPressed.connect(self._clicked)
        self._scene.cardDoubleClicked.connect(self._double_clicked)
        self._scene.cardDropped.connect(self._dropped)
        self._scene.slotClicked.connect(self.slotClicked)
        self._scene.may_drag = self._may_drag
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setBackgroundBrush(QColor(FELT))
        self.double_click = False
        """Play a card by double-click (a single click only chooses it)."""
        self.card_scale = 1.0
        """How much larger than fits the cards are drawn (View → Large Cards: 1.35)."""
        # With the panel at its narrowest (200), 784 pixels wide: the window and its frame
        # fit an 800-pixel screen (fit_to_screen keeps FRAME_ROOM for the frame). Its least
        # height is the game window's column's (LEAST), less what a message bar takes.
        self.setMinimumSize(self.LEAST.width(), self.LEAST_UNDER_BAR)
        self._seats = seats
        self._viewer = 0
        self._picture: Picture | None = None
        self._playable: frozenset[Card] = frozenset()
        self._chosen: frozenset[Card] = frozenset()
        self._current: Card | None = None
        self._laid: TableLayout | None = None
        self._shown_once = False
        """Whether a picture was laid out while the table was on screen (after that, cards
        that move glide)."""

    # -- what to show ---------------------------------------------------------------------
    def show_picture(self, picture: Picture, viewer: int, *,
                     playable: frozenset[Card] = frozenset(),
                     chosen: frozenset[Card] = frozenset(), current: Card | None = None
                     ) -> None:
        """Show ``picture`` from ``viewer``'s chair.

        ``playable`` cards glow, ``chosen`` ones are raised (a give being chosen), and the
        keyboard's ``current`` card wears the selection rim.
        """
        self._picture, self._viewer = picture, viewer
        self._playable, self._chosen, self._current = playable, chosen, current
        self._layout()

    def picture(self) -> Picture | None:
        """The picture shown now."""
        return self._picture

    def table_scene(self) -> TableScene:
        """The scene that holds the table's items."""
        return self._scene

    def plates(self) -> list[SeatPlate]:
        """The seat plates, by seat."""
        return self._scene.plates()

    def card_items(self) -> dict[object, CardItem]:
        """The card items on the table by key (a card, or a hidden card's place)."""
        return self._scene.card_items()

    @property
    def selected_card(self) -> Card | None:
        """The keyboard's current card (Enter plays it), or None."""
        return self._current

    def card_item(self, card: Card) -> CardItem:
        """The item of a card that lies face up on the table.

        Raises:
            KeyError: no such card is shown.
        """
        return self._scene.card_items()[card]

    def accessible_items(self) -> list[CardItem | SeatPlate]:
        """What a screen reader may browse, in reading order: the cards in the centre, the
        viewer's hand as shown, then the seat plates. Face-down cards are left out."""
        picture = self._picture
        plates: list[CardItem | SeatPlate] = list(self._scene.plates())
        if picture is None:
            return plates
        items = self._scene.card_items()
        centre = [s.card for s in picture.cards if isinstance(s.zone, Centre)]
        hand = [s.card for s in picture.cards if s.zone == Hand(self._viewer)]
        shown: list[CardItem | SeatPlate] = [items[c] for c in (*centre, *hand)
                                             if c is not None and c in items]
        return shown + plates

    def outlines(self) -> dict[object, OutlineItem]:
        """The empty outlined slots on the table, by their key."""
        return self._scene.outlines()

    def badges(self) -> dict[Pile, BadgeItem]:
        """The badges worn by piles, by pile."""
        return self._scene.badges()

    def captions(self) -> list[QGraphicsSimpleTextItem]:
        """The captions on the table: under centre cards and piles, the notes, and the
        centre title (last)."""
        return self._scene.captions()

    def is_animating(self) -> bool:
        """Whether a card is still gliding."""
        return self._scene.is_animating()

    def flash(self, flashes: tuple[Flash, ...]) -> None:
        """Show each text at its seat's plate for a moment, rising (nothing at speed 0)."""
        self._scene.flash(flashes)

    def table_layout(self) -> TableLayout | None:
        """The rectangles of everything on the table as laid out last (None before the
        first picture)."""
        return self._laid

    def relayout(self) -> None:
        """Lay the table out again in the current look (card scale, high contrast)."""
        high = theme.current() is theme.HIGH_CONTRAST
        self.setBackgroundBrush(QColor(theme.HIGH_CONTRAST.felt_centre if high else FELT))
        self._layout()

    def _layout(self, *, glide: bool = True) -> None:
        """Lay the picture out and place it; cards that moved glide there (``glide``),
        except on the first picture shown (a resumed deal's first frame is the finished
        layout) and at a new size."""
        w, h = max(1, self.viewport().width()), max(1, self.viewport().height())
        self._scene.setSceneRect(QRectF(0, 0, w, h))
        picture = self._picture
        if picture is None:
            return
        metrics = QtTextMetrics(self.font())
        self._laid = lay_out(picture, self._viewer, seats=self._seats, width=w, height=h,
                             scale=self.card_scale, metrics=metrics, chosen=self._chosen)
        self._scene.show(self._laid, picture, self._viewer, playable=self._playable,
                         chosen=self._chosen, current=self._current, metrics=metrics,
                         glide=glide and self._shown_once)
        self._shown_once = self.isVisible()

    # -- input and focus ------------------------------------------------------------------
    def cancel_drag(self) -> bool:
        """Put a card being dragged back in the hand (Esc); whether one was dragged."""
        dragged = [item for item in self._scene.card_items().values() if item.cancel_drag()]
        if dragged:
            self._layout()
        return bool(dragged)

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        super().drawForeground(painter, rect)
        if self.hasFocus():  # the keyboard is here: a ring round the cloth says so
            painter.setPen(QPen(theme.current().color("focus"), 3))
            painter.drawRect(self.sceneRect().adjusted(1.5, 1.5, -1.5, -1.5))

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.viewport().update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.viewport().update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._layout(glide=False)  # a new size is the same table: no card flies

    def _own(self, card: Card) -> bool:
        item = self._scene.card_items().get(card)
        return item is not None and item.face_up and self._picture is not None and any(
            spot.card == card and spot.zone == Hand(self._viewer) for spot in self._picture.spots)

    def _clicked(self, card: Card) -> None:
        # Every card of the viewer's own hand reports its click, playable or not: the
        # window asks the rules, which say why a dimmed card may not be played.
        if not self._own(card):
            return
        if self.double_click:
            self.cardChosen.emit(card)  # one click only chooses; a double click plays
        else:
            self.cardClicked.emit(card)

    def _double_clicked(self, card: Card) -> None:
        if self.double_click and self._own(card):
            self.cardClicked.emit(card)

    def _may_drag(self, card: Card) -> bool:
        return card in self._playable and self._own(card)

    def _dropped(self, card: Card, at: QPointF) -> None:
        """A card let go above its hand's row plays it; anywhere else it goes back."""
        hand = [item.pos().y() for key, item in self._scene.card_items().items()
                if key != card and self._own(key)]  # type: ignore[arg-type]
        top = min(hand, default=self.viewport().height() * 0.7)
        if at.y() < top - 4:
            self.cardClicked.emit(card)
        self._layout()  # a refused or a put-back card returns to its place
