"""A bar across the top of a game window for what the player must know but need not answer:
a save that failed, a data folder that cannot be written, a bot that had to be helped.

Non-modal: play goes on under it. Each message has a key (``"autosave"``, ``"folder"``
…); saying a key again replaces its line, ``clear(key)`` takes it away, and the bar hides
once it has no line. An optional button on the bar (Export the Series…) acts on the
messages; Close hides the lines shown until a new one comes.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QToolButton, QWidget


class MessageBar(QFrame):
    """The window's message bar (hidden while it has nothing to say).

    Attributes:
        label: the lines, one per key, in the order they were first said.
        action: the bar's button (hidden unless ``set_action`` gave it a job).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MessageBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        # Light amber with dark text in any theme: a warning, readable in high contrast.
        self.setStyleSheet("#MessageBar { background: #fff3cd; border: 1px solid #d39e00; }"
                           " #MessageBar QLabel { color: #3d2c00; }")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 4, 4)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.label, 1)
        self.action = QPushButton()
        self.action.hide()
        self._slot: Callable[[], object] | None = None
        self._action_key = ""
        self.action.clicked.connect(self._act)
        layout.addWidget(self.action)
        self.close_button = QToolButton()
        self.close_button.setText("×")
        self.close_button.setAutoRaise(True)
        self.close_button.clicked.connect(self.hide)
        layout.addWidget(self.close_button)
        self._lines: dict[str, str] = {}
        self._retranslate()
        self.hide()

    def say(self, key: str, text: str) -> None:
        """Show ``text`` as the line of ``key`` (replacing its earlier line)."""
        self._lines[key] = text
        self._update()
        self.show()

    def clear(self, key: str) -> None:
        """Take the line of ``key`` away (and the button, if it was set for that line);
        the bar hides when none is left."""
        self.clear_action(key)
        if self._lines.pop(key, None) is not None:
            self._update()
            if not self._lines:
                self.hide()

    def lines(self) -> dict[str, str]:
        """The lines by key (what the bar says, shown or closed)."""
        return dict(self._lines)

    def set_action(self, text: str, slot: Callable[[], object] | None, *,
                   key: str = "") -> None:
        """The bar's button: ``text`` doing ``slot`` for the line of ``key``; None hides it."""
        self._slot, self._action_key = slot, key
        self.action.setVisible(slot is not None)
        if slot is not None:
            self.action.setText(text)

    def clear_action(self, *keys: str) -> None:
        """Hide the bar's button if it was set for one of ``keys`` (another line's stays)."""
        if self._action_key in keys:
            self.set_action("", None)

    def _act(self) -> None:
        if self._slot is not None:
            self._slot()

    def _update(self) -> None:
        self.label.setText("\n".join(self._lines.values()))
        self.setAccessibleDescription(self.label.text())

    def _retranslate(self) -> None:
        self.close_button.setToolTip(self.tr("Hide this message"))
        self.close_button.setAccessibleName(self.tr("Hide this message"))
        self.setAccessibleName(self.tr("Message bar"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)
