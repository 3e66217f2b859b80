"""A check box whose words wrap to its width, as many lines as they take.

``QCheckBox`` draws its text on one line and asks for all of its width: in the Calls tab
of an 800×560 window after a settled deal (the tabs down the side, two scroll bars),
"Me demander mes formules" wanted 146 pixels of 132 and the whole tab was cut at its
right side, the speech button with it.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QCheckBox, QSizePolicy, QStyle, QStyleOptionButton, QWidget

_FLAGS = (Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
          | Qt.TextFlag.TextWordWrap | Qt.TextFlag.TextShowMnemonic)


class WrappingCheckBox(QCheckBox):
    """A ``QCheckBox`` (its text, mnemonic, tooltip and signals as usual) whose text
    wraps between words to the width it is given; a click anywhere on it toggles it."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        policy.setHeightForWidth(True)  # the layouts ask the policy
        self.setSizePolicy(policy)

    def _indicator(self) -> tuple[QStyleOptionButton, int]:
        """The style option and the pixels the box and its gap take before the text."""
        option = QStyleOptionButton()
        self.initStyleOption(option)
        style = self.style()
        room = (style.pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth, option, self)
                + style.pixelMetric(QStyle.PixelMetric.PM_CheckBoxLabelSpacing, option, self))
        return option, room

    def _text_rect(self, width: int) -> QRect:
        """The text's wrapped bounds at ``width`` pixels of the whole box, in pixels."""
        _option, room = self._indicator()
        return self.fontMetrics().boundingRect(QRect(0, 0, max(1, width - room), 100_000),
                                               int(_FLAGS), self.text())

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        option, _room = self._indicator()
        box = self.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorHeight, option, self)
        return max(box, self._text_rect(width).height()) + 2

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()  # one line, as wide as the words
        return QSize(hint.width(), self.heightForWidth(hint.width()))

    def minimumSizeHint(self) -> QSize:
        # As narrow as its longest word wants, never its whole line.
        _option, room = self._indicator()
        metrics = self.fontMetrics()
        words = self.text().replace("&", "").split() or [""]
        width = room + max(metrics.horizontalAdvance(word) for word in words) + 2
        return QSize(width, self.heightForWidth(width))

    def hitButton(self, pos: QPoint) -> bool:  # Qt override
        return self.rect().contains(pos)  # the second line too, not the first one's only

    def paintEvent(self, _event: QPaintEvent) -> None:  # Qt override
        option, room = self._indicator()
        text = option.text
        option.text = ""  # the style draws the box (and its focus), the words are drawn here
        painter = QPainter(self)
        style = self.style()
        style.drawControl(QStyle.ControlElement.CE_CheckBox, option, painter, self)
        words = self.rect().adjusted(room, 0, 0, 0)
        style.drawItemText(painter, words, int(_FLAGS), option.palette,
                           self.isEnabled(), text, self.foregroundRole())
        painter.end()
