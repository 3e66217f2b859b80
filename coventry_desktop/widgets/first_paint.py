"""Work that waits until a window's table has been painted once (start-up, #25).

A card game is opened for a quick deal: the player sees the table sooner when what the
first frame does not need — a bot's first move, the Learn to Play offer, the other
games' menu entries — runs after that frame. ``after_first_paint`` runs its callbacks
once, in order, just after the first paint of ``widget``; or after ``FALLBACK_MS`` if no
paint comes (a window opened minimised, a platform that paints nothing).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

FALLBACK_MS = 1000
"""How long the callbacks wait for a first paint that does not come, in milliseconds."""


class _FirstPaint(QObject):
    def __init__(self, widget: QWidget, callbacks: list[Callable[[], object]]) -> None:
        super().__init__(widget)
        self.widget, self.callbacks = widget, callbacks
        widget.installEventFilter(self)
        QTimer.singleShot(FALLBACK_MS, self, self.run)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget and event.type() == QEvent.Type.Paint:
            self.widget.removeEventFilter(self)
            QTimer.singleShot(0, self, self.run)  # after this paint has been drawn
        return False

    def run(self) -> None:
        callbacks, self.callbacks = self.callbacks, []
        self.widget.removeEventFilter(self)
        for callback in callbacks:
            callback()


def after_first_paint(widget: QWidget, *callbacks: Callable[[], object]) -> None:
    """Run ``callbacks`` once, in order, right after ``widget`` is first painted (or
    after ``FALLBACK_MS`` without a paint); none runs if ``widget`` is deleted first."""
    _FirstPaint(widget, list(callbacks))
