"""The keyboard of a game window, and the card chosen for Enter (a part of ``GameWindow``).

Left/Right move among the playable cards, Enter or Space plays (or selects) the chosen
one, Enter confirms a complete give or deals on at the end, P passes, L shows the last
trick again. On a person's turn the card chosen already is the one the Normal bot would
play. Split off ``game_window`` (a mixin) to keep it short.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent

from ..engine.cards import Card

if TYPE_CHECKING:
    from PySide6.QtWidgets import QListWidget

    from ..engine.game import GameInfo
    from ..models.presentation import Presenter
    from ..models.session import GameSession
    from ..models.table_flow import TableFlow
    from .zone_table import ZoneTable


class GameKeys:
    """Keys and the suggested card for ``GameWindow``, which provides the rest."""

    if TYPE_CHECKING:
        info: GameInfo
        presenter: Presenter
        session: GameSession
        flow: TableFlow
        table: ZoneTable
        log: QListWidget
        current: Card | None
        _review_of: object

        def playable(self) -> frozenset[Card]: ...
        def refresh(self) -> None: ...
        def next_deal(self) -> None: ...
        def pass_turn(self) -> None: ...
        def review(self, on: bool = True) -> None: ...
        def confirm(self) -> None: ...
        def card_clicked(self, card: Card) -> None: ...

    def _suggested(self, playable: frozenset[Card]) -> Card | None:
        """The card Normal would play from the viewer's seat (a rule of thumb, quick enough
        for the GUI thread); None during a give, or when it would pass."""
        mine = self.flow.actions()
        if not playable or any(len(a.cards) > 1 for a in mine):
            return None
        seat = self.session.to_act()
        if seat is None:
            return None
        view = self.info.rules.observe(self.session.state, seat)
        rng = random.Random(f"{self.session.seed}:suggest:{self.log.count()}")
        action = self.info.bots["normal"]().choose(view, rng)
        return action.cards[0] if action.cards and action.cards[0] in playable else None

    def _hand_order(self, picture: Any) -> Any:
        order = {spot.card: i for i, spot in enumerate(picture.spots)}
        return lambda card: order.get(card, 0)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is getattr(self, "table", None) and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            self.keyPressEvent(event)
            return event.isAccepted()
        return bool(super().eventFilter(watched, event))  # type: ignore[misc]

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Left/Right choose among the playable cards; Enter or Space plays (or selects) it;
        P passes (the table keeps the keyboard, so the Pass button's shortcut may not see it);
        L shows the last trick again, or stops showing it.
        """
        playable = self.playable()
        picture = self.table.picture()
        key = event.key()
        if playable and picture is not None and key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            cards = sorted(playable, key=self._hand_order(picture))
            index = cards.index(self.current) if self.current in cards else 0
            step = 1 if key == Qt.Key.Key_Right else -1
            self.current = cards[(index + step) % len(cards)]
            self.refresh()
            event.accept()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.session.deal_over():
            self.flow.enter()  # the settlement first, then the next deal
            event.accept()
        elif key == Qt.Key.Key_Escape and self.table.cancel_drag():
            event.accept()  # the card carried goes back to the hand
        elif key == Qt.Key.Key_P:
            self.pass_turn()
            event.accept()
        elif key == Qt.Key.Key_L and self.presenter.review_label():
            self.review(self._review_of is not self.session.state)
            event.accept()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and self.current:
            if self.flow.chosen_action() is not None and key != Qt.Key.Key_Space:
                self.confirm()
            else:
                self.card_clicked(self.current)
            event.accept()
        else:
            event.ignore()
