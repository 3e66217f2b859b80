"""Screen readers and other assistive technology: the table's cards and seats as
accessible children, and card names.

Qt exposes widgets to assistive technology (AT-SPI on Linux, UI Automation on Windows,
NSAccessibility on macOS) but not the items of a ``QGraphicsScene``, so the cards would
be invisible to a screen reader. :func:`install_factory` adds an accessibility factory
that gives the table (``zone_table.ZoneTable``) accessible children: the cards in the
centre and of the hand shown face up, and the seat plates, each with a name in the UI
language ("Queen of Spades", «Дама пик», «Dame de pique») and a state (focused,
selected, unavailable). A face-down card is only ever a "Face-down card": naming it
would tell a screen-reader user, or anyone listening in pass-and-play, what another hand
holds. :func:`announce` says a sentence without moving the focus (``game_access`` says
each event with it).

Every user-visible string here goes through ``QCoreApplication.translate`` with the
context "Accessibility" and literal text, so ``pyside6-lupdate`` extracts it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QRect
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleObject,
)
from PySide6.QtWidgets import (
    QAccessibleWidget,
    QWidget,
)

from ..engine import Card, Rank, Suit
from ..models.presentation import fill
from .items import CardItem, SeatPlate
from .zone_table import ZoneTable


def rank_in_card_name(rank: Rank) -> str:
    """The rank as it starts a card's name ("Queen" in "Queen of Spades")."""
    names = {
        Rank.ACE: QCoreApplication.translate("Accessibility", "Ace"),
        Rank.TWO: QCoreApplication.translate("Accessibility", "Two"),
        Rank.THREE: QCoreApplication.translate("Accessibility", "Three"),
        Rank.FOUR: QCoreApplication.translate("Accessibility", "Four"),
        Rank.FIVE: QCoreApplication.translate("Accessibility", "Five"),
        Rank.SIX: QCoreApplication.translate("Accessibility", "Six"),
        Rank.SEVEN: QCoreApplication.translate("Accessibility", "Seven"),
        Rank.EIGHT: QCoreApplication.translate("Accessibility", "Eight"),
        Rank.NINE: QCoreApplication.translate("Accessibility", "Nine"),
        Rank.TEN: QCoreApplication.translate("Accessibility", "Ten"),
        Rank.JACK: QCoreApplication.translate("Accessibility", "Jack"),
        Rank.QUEEN: QCoreApplication.translate("Accessibility", "Queen"),
        Rank.KING: QCoreApplication.translate("Accessibility", "King"),
    }
    return names[rank]


def suit_in_card_name(suit: Suit) -> str:
    """The suit as it ends a card's name: "Spades" (English), «пик» (Russian genitive),
    «pique» (French, after «de»)."""
    names = {
        Suit.SPADES: QCoreApplication.translate("Accessibility", "Spades"),
        Suit.HEARTS: QCoreApplication.translate("Accessibility", "Hearts"),
        Suit.DIAMONDS: QCoreApplication.translate("Accessibility", "Diamonds"),
        Suit.CLUBS: QCoreApplication.translate("Accessibility", "Clubs"),
    }
    return names[suit]


def card_name(card: Card) -> str:
    """The card's accessible name in the UI language: "Queen of Spades", «Дама пик»."""
    return fill(QCoreApplication.translate(
        "Accessibility", "%1 of %2", "a card's name for screen readers: %1 rank, %2 suit"),
        rank_in_card_name(card.rank), suit_in_card_name(card.suit))


def item_name(item: CardItem) -> str:
    """What a card item is called: its card if painted face up, else only "Face-down card"."""
    if item.face_up:
        return card_name(item.card)
    return QCoreApplication.translate("Accessibility", "Face-down card")


# ----------------------------------------------------------------------- the table's tree
def _global_rect(table: ZoneTable, item: CardItem | SeatPlate) -> QRect:
    polygon = table.mapFromScene(item.sceneBoundingRect())
    rect = polygon.boundingRect()
    return QRect(table.viewport().mapToGlobal(rect.topLeft()), rect.size())


def _table_of(item: QObject) -> ZoneTable | None:
    scene = item.scene() if isinstance(item, (CardItem, SeatPlate)) else None
    views = scene.views() if scene is not None else []
    return views[0] if views and isinstance(views[0], ZoneTable) else None


class TableAccessible(QAccessibleWidget):
    """The table as a list whose children are the cards one may see and the seat plates."""

    def __init__(self, table: ZoneTable) -> None:
        super().__init__(table, QAccessible.Role.List,
                         QCoreApplication.translate("Accessibility", "Card table"))
        self._table = table

    def children_items(self) -> list[CardItem | SeatPlate]:
        """The items exposed as children, in reading order: centre, hand, seats."""
        return self._table.accessible_items()

    def childCount(self) -> int:
        return len(self.children_items())

    # Qt's API returns nullptr for "none"; the PySide6 stubs say the result is never None.
    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        items = self.children_items()
        if 0 <= index < len(items):
            return QAccessible.queryAccessibleInterface(items[index])
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        target = child.object() if child is not None else None
        for index, item in enumerate(self.children_items()):
            if item is target:
                return index
        return -1

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        card = self._table.selected_card
        if card is None or not self._table.hasFocus():
            return None
        return QAccessible.queryAccessibleInterface(self._table.card_item(card))


class _LeafAccessible(QAccessibleObject):
    """An item on the table with no children of its own; its parent is the table."""

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        table = _table_of(self.object())
        return QAccessible.queryAccessibleInterface(table) if table is not None else None

    def child(self, index: int) -> None:  # type: ignore[override]
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1


class CardAccessible(_LeafAccessible):
    """One card: its name, and whether it is chosen, playable or hidden."""

    def __init__(self, item: CardItem) -> None:
        super().__init__(item)
        self._item = item

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.ListItem

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        table = _table_of(self._item)
        chosen = table is not None and table.selected_card == self._item.card
        state.focusable = self._item.glowing or chosen
        state.selectable = state.focusable
        state.selected = chosen
        state.focused = chosen and table is not None and table.hasFocus()
        state.disabled = self._item.dimmed
        state.invisible = not self._item.isVisible()
        return state

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return item_name(self._item)
        if kind == QAccessible.Text.Description and self._item.dimmed:
            return QCoreApplication.translate("Accessibility", "Cannot be played now.")
        return ""

    def rect(self) -> QRect:
        table = _table_of(self._item)
        return _global_rect(table, self._item) if table is not None else QRect()


class SeatAccessible(_LeafAccessible):
    """A seat's name plate: the name, then cards left, dealer and turn as a description."""

    def __init__(self, plate: SeatPlate) -> None:
        super().__init__(plate)
        self._plate = plate

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.StaticText

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.invisible = not self._plate.isVisible()
        return state

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return self._plate.name
        if kind == QAccessible.Text.Description:
            return seat_description(self._plate)
        return ""

    def rect(self) -> QRect:
        table = _table_of(self._plate)
        return _global_rect(table, self._plate) if table is not None else QRect()


def seat_description(plate: SeatPlate) -> str:
    """"8 cards. Dealer. Their turn." in the UI language, from what the plate shows."""
    sentences = [plate.detail] if plate.detail else []
    if plate.dealer:
        sentences.append(QCoreApplication.translate("Accessibility", "Dealer."))
    if plate.turn:
        sentences.append(QCoreApplication.translate("Accessibility", "Their turn."))
    return " ".join(sentences)


def _factory(_key: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, ZoneTable):
        return TableAccessible(obj)
    if isinstance(obj, CardItem):
        return CardAccessible(obj)
    if isinstance(obj, SeatPlate):
        return SeatAccessible(obj)
    return None


_factory_installed = False


def install_factory() -> None:
    """Make the table, its cards and seats known to assistive technology (once per process)."""
    global _factory_installed
    if not _factory_installed:
        QAccessible.installFactory(_factory)
        _factory_installed = True


# ----------------------------------------------------------------------- announcements
def announce(widget: QWidget, text: str, *, assertive: bool = False) -> None:
    """Say ``text`` through ``widget``: its accessible description, and an announcement."""
    widget.setAccessibleDescription(text)
    if not QAccessible.isActive():
        return  # no assistive technology listening: building events would be wasted work
    QAccessible.updateAccessibility(QAccessibleEvent(widget, QAccessible.Event.DescriptionChanged))
    event = QAccessibleAnnouncementEvent(widget, text)
    event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if assertive
                        else QAccessible.AnnouncementPoliteness.Polite)
    QAccessible.updateAccessibility(event)
