"""Screen readers and other assistive technology: names for every card, seat and control,
and the game announced as it happens.

Qt exposes widgets to assistive technology (AT-SPI on Linux, UI Automation on Windows,
NSAccessibility on macOS) but not the items of a ``QGraphicsScene``, so the cards would
be invisible to a screen reader. :func:`install` adds an accessibility factory that
gives the table accessible children: the cards of the hand shown face up, the quartet in
play and the seat plates, each with a name in the UI language ("Queen of Spades",
«Дама пик», «Dame de pique») and a state (focused, selected, unavailable). A face-down
card is only ever a "Face-down card": naming it would tell a screen-reader user, or
anyone listening in pass-and-play, what another hand holds.

The :class:`Announcer` says what happens: each card played with its call, each pass,
whose turn it is, and refusals. It sets the table's accessible description and sends a
``QAccessibleAnnouncementEvent`` (Qt 6.8+), so a screen reader speaks it without the
focus moving.

Every user-visible string here goes through ``QCoreApplication.translate`` with the
context "Accessibility" and literal text, so ``pyside6-lupdate`` extracts it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QTimer
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleObject,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QAccessibleWidget,
    QListView,
    QProgressBar,
    QWidget,
)

from ..engine import Card, Rank, Suit
from ..games.coventry import Action, Reason
from ..games.coventry.ui.words import reason_text
from ..models.presentation import fill
from .items import CardItem, SeatPlate
from .table import TableView

if TYPE_CHECKING:
    from .window_parts import WindowParts


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
def _global_rect(table: TableView, item: CardItem | SeatPlate) -> QRect:
    polygon = table.mapFromScene(item.sceneBoundingRect())
    rect = polygon.boundingRect()
    return QRect(table.viewport().mapToGlobal(rect.topLeft()), rect.size())


def _table_of(item: QObject) -> TableView | None:
    scene = item.scene() if isinstance(item, (CardItem, SeatPlate)) else None
    views = scene.views() if scene is not None else []
    return views[0] if views and isinstance(views[0], TableView) else None


class TableAccessible(QAccessibleWidget):
    """The table as a list whose children are the cards one may see and the seat plates."""

    def __init__(self, table: TableView) -> None:
        super().__init__(table, QAccessible.Role.List,
                         QCoreApplication.translate("Accessibility", "Card table"))
        self._table = table

    def children_items(self) -> list[CardItem | SeatPlate]:
        """The items exposed as children, in reading order: quartet, hand, seats."""
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
    if isinstance(obj, TableView):
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


class Announcer(QObject):
    """Announces the game through the table: plays with their calls, passes, whose turn.

    ``history`` keeps every announcement of the current deal (tests read it; a screen
    reader hears each once).
    """

    def __init__(self, window: WindowParts) -> None:
        super().__init__(window.window())
        self._parts = window
        self._window = window.window()
        self._table = window.table
        self._status = ""
        self.history: list[str] = []
        controller = window.controller
        controller.dealStarted.connect(self._deal_started)
        controller.cardPlayed.connect(self._card_played)
        controller.passed.connect(self._passed)
        controller.refused.connect(self._refused)
        controller.stateChanged.connect(self._state_changed)
        self._table.selectionChanged.connect(self._selection_changed)
        self._window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.LanguageChange:
            # The table retranslates its status line on this same event: say it again, in
            # the new language, rather than leave the old language's sentence as the
            # table's description.
            self._status = ""
            QTimer.singleShot(0, self._state_changed)
        return False

    def say(self, text: str, *, assertive: bool = False) -> None:
        """Announce ``text`` now."""
        self.history.append(text)
        announce(self._table, text, assertive=assertive)

    def _deal_started(self, _number: int) -> None:
        self.history.clear()
        self._status = ""

    def _is_listener(self, seat: int) -> bool:
        # The person at the screen hears "You play", not their seat's name in the third
        # person ("You passes."): the seat whose hand is shown is theirs.
        controller = self._parts.controller
        return seat == controller.viewer and controller.is_human(seat)

    def _card_played(self, seat: int, card: Card, position: int) -> None:
        call = self._parts.panel.model.text(card.rank, position)
        if self._is_listener(seat):
            self.say(fill(QCoreApplication.translate(
                "Accessibility", "You play %1. %2",
                "announced to screen readers: %1 card name, %2 the call said"),
                card_name(card), call))
            return
        self.say(fill(QCoreApplication.translate(
            "Accessibility", "%1 plays %2. %3",
            "announced to screen readers: %1 seat name, %2 card name, %3 the call said"),
            self._parts.controller.names[seat], card_name(card), call))

    def _passed(self, seat: int) -> None:
        if self._is_listener(seat):
            self.say(QCoreApplication.translate("Accessibility", "You pass."))
            return
        self.say(fill(QCoreApplication.translate("Accessibility", "%1 passes.", "%1 seat name"),
                      self._parts.controller.names[seat]))

    def _refused(self, _action: Action, reason: Reason) -> None:
        self.say(reason_text(reason), assertive=True)

    def _state_changed(self) -> None:
        # The status line under the quartet already says whose turn it is and what may be
        # played, in whole translated sentences; announce it whenever it changes.
        status = self._table.status_text()
        if status and status != self._status:
            self._status = status
            self.say(status)

    def _selection_changed(self, card: Card | None) -> None:
        if card is None or not self._table.hasFocus() or not QAccessible.isActive():
            return
        event = QAccessibleEvent(self._table.card_item(card), QAccessible.Event.Focus)
        QAccessible.updateAccessibility(event)


# ----------------------------------------------------------------------- controls
class _ControlNamer(QObject):
    """Names the main window's controls that have no visible label, again on every
    language change."""

    def __init__(self, window: WindowParts) -> None:
        super().__init__(window.window())
        self._parts = window
        self._window = window.window()
        self._by_tooltip: set[QAbstractButton] = set()
        self._window.installEventFilter(self)
        self.apply()

    def apply(self) -> None:
        parts, window = self._parts, self._window
        parts.table.setAccessibleName(
            QCoreApplication.translate("Accessibility", "Card table"))
        for view in parts.panel.findChildren(QListView):
            view.setAccessibleName(
                QCoreApplication.translate("Accessibility", "Calls of this deal"))
        for bar in parts.panel.findChildren(QProgressBar):
            bar.setAccessibleName(
                QCoreApplication.translate("Accessibility", "Cards of the quartet called"))
        # A button that shows only an icon is named by its tooltip, which its owner keeps
        # translated; the names set here are remembered so they follow the tooltip later.
        for button in window.findChildren(QAbstractButton):
            if button.window() is not window:
                continue
            if not button.text() and button.toolTip() and (
                    not button.accessibleName() or button in self._by_tooltip):
                button.setAccessibleName(button.toolTip())
                self._by_tooltip.add(button)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.LanguageChange:
            # After every widget has retranslated its own texts and tooltips.
            QTimer.singleShot(0, self.apply)
        return False


def install(window: WindowParts) -> Announcer:
    """Give ``window`` its accessible tree, control names and announcer; returns the announcer."""
    install_factory()
    _ControlNamer(window)
    return Announcer(window)
