"""How a dialog fits its screen: rows that scroll once taller than the screen allows
(less ``FRAME_ROOM``, the room kept for a window manager's frame), and a window kept
inside its screen's free area.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import QApplication, QFrame, QScrollArea, QWidget

from .game_window_parts import FRAME_ROOM, corner_inside, free_area


def keep_on_screen(window: QWidget) -> None:
    """Move ``window`` so that its frame lies inside its screen's free area (its top-left
    corner first where it is larger); not while its frame is unknown, when ``move``
    would place the window's inside there and its title bar above the screen."""
    frame = window.frameGeometry()
    if frame.size() == window.size():
        return
    corner = corner_inside(free_area(window), frame.topLeft(), frame.size())
    if corner != frame.topLeft():
        window.move(corner)


class FittingRows(QScrollArea):
    """A dialog's rows above ``below`` (its OK and Cancel), as large as they are until
    taller than its screen allows; from there they scroll up and down, and the field that
    takes the focus (by Tab or its Alt key) is scrolled into view. The dialog is kept
    inside its screen's free area, also when it grows.

    Its size hint follows the rows (rows shown or hidden resize the dialog), so a dialog
    whose layout is ``SetFixedSize`` is its rows' size, or its screen's height less the
    frame's room."""

    def __init__(self, rows: QWidget, window: QWidget, *, below: QWidget) -> None:
        super().__init__()
        self.room = 1 << 20
        """The most pixels the rows may be high before they scroll."""
        self._window, self._below, self._body = window, below, rows
        self.setWidget(rows)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        window.installEventFilter(self)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)
        self.fit_screen()

    def fit_screen(self) -> None:
        """Take as much room as the free area of the window's screen leaves beside
        ``below``, the window's margins and its frame."""
        layout = self._window.layout()
        rest = self._below.sizeHint().height() + FRAME_ROOM.height()
        if layout is not None:
            margins = layout.contentsMargins()
            rest += margins.top() + margins.bottom() + layout.spacing()
        room = max(free_area(self._window).height() - rest,
                   3 * self.fontMetrics().lineSpacing())
        if room != self.room:
            self.room = room
            self.updateGeometry()

    def scrolls(self) -> bool:
        """Whether the rows are taller than the room (a scroll bar beside them)."""
        return self._rows().height() > self.room

    def _rows(self) -> QSize:
        rows = self._body
        size = rows.sizeHint()
        if rows.hasHeightForWidth():  # wrapped lines (a refusal) as the rows' width has them
            size.setHeight(max(size.height(), rows.heightForWidth(size.width())))
        return size

    def sizeHint(self) -> QSize:
        rows = self._rows()
        if rows.height() <= self.room:
            return rows
        return QSize(rows.width() + self.verticalScrollBar().sizeHint().width(), self.room)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self._body and kind == QEvent.Type.LayoutRequest:
            self.updateGeometry()  # a row shown or hidden: the dialog takes the new size
        elif watched is self._window and kind == QEvent.Type.Show:
            self.fit_screen()  # its screen is known now (QDialog then places it on it)
        elif (watched is self._window and kind == QEvent.Type.Resize
              and self._window.isVisible()):
            keep_on_screen(self._window)  # grown for more people: still on its screen
        return super().eventFilter(watched, event)

    def _focus_changed(self, _old: QWidget | None, now: QWidget | None) -> None:
        if now is not None and self._body.isAncestorOf(now):
            self.ensureWidgetVisible(now)
