"""The keyboard of a game window: keys turned into the table flow's calls.

Left/Right move among the playable cards, Enter plays (or selects) the chosen one, confirms
a complete give, or once a deal is over shows the settlement and then deals on; Space plays
(or selects) the chosen card; P passes; L shows the last finished step again; Escape puts
a dragged card back. What each does is the flow's (``TableFlow``): this only reads keys.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent

from ..models.table_flow import TableFlow
from .zone_table import ZoneTable

ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class TableKeys(QObject):
    """Reads the keys pressed on ``table`` and on the widgets ``watch`` (the window: keys
    no other part of it used) and calls ``flow``.

    Args:
        flow: the table flow.
        table: the table (Escape cancels its drag).
        watch: more widgets whose unused keys are read (the window).
    """

    def __init__(self, flow: TableFlow, table: ZoneTable, *watch: QObject) -> None:
        super().__init__(table)
        self.flow, self.table = flow, table
        for widget in (table, *watch):
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            return self.press(event.key())
        return False

    def press(self, key: int) -> bool:
        """The flow's answer to ``key`` (a ``Qt.Key``); False for a key it does not use."""
        flow = self.flow
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and flow.playable():
            flow.step(1 if key == Qt.Key.Key_Right else -1)
        elif key in ENTER and (flow.session.deal_over() or flow.chosen_action() is not None
                               or flow.current is not None):
            flow.enter()
        elif key == Qt.Key.Key_Space and flow.current is not None:
            flow.click(flow.current)
        elif key == Qt.Key.Key_Escape and self.table.cancel_drag():
            pass  # the card carried goes back to the hand
        elif key == Qt.Key.Key_P:
            flow.pass_turn()
        elif key == Qt.Key.Key_L and flow.presenter.review_label():
            flow.toggle_review()
        else:
            return False
        return True
