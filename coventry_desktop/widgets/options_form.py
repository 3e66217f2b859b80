"""A game's options, one control each, built from its frozen options dataclass.

An ``Enum`` field is a combo box of its members, a ``bool`` a check box, an ``int`` a
spin box; ``int | None`` has a lowest step that means None (its "off" text). A field the
game's words offer as ``choices`` is a combo box of just those values. The words (labels,
value texts, the refusal) come from the game's presenter (``option_words()``), so this
module names no game and no rule.
"""

from __future__ import annotations

import dataclasses
import typing
from enum import Enum
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox, QWidget

from ..models.option_words import OptionWords


class OptionControls(QObject):
    """The controls of ``default``'s fields named in ``words.labels``, in that order.

    Signals:
        changed(): the player changed a control (not ``set_options``).
    """

    changed = Signal()

    def __init__(self, default: Any, words: OptionWords, parent: QObject | None = None
                 ) -> None:
        super().__init__(parent)
        self.default = default
        self.words = words
        self.controls: dict[str, QWidget] = {}
        """Per field name its control: ``QComboBox``, ``QCheckBox`` or ``QSpinBox``."""
        self._optional: set[str] = set()
        hints = typing.get_type_hints(type(default))
        for name, label in words.labels.items():
            self.controls[name] = self._control(name, label, hints[name])
        self.set_options(default)

    def _control(self, name: str, label: str, hint: Any) -> QWidget:
        if name in self.words.choices or (isinstance(hint, type) and issubclass(hint, Enum)):
            combo = QComboBox()
            choices = self.words.choices.get(name) or tuple(
                (member, self.words.values.get(member, member.name)) for member in hint)
            for value, text in choices:
                combo.addItem(text, value)
            combo.activated.connect(self.changed)
            return combo
        if hint is bool:
            box = QCheckBox(label)
            box.clicked.connect(self.changed)
            return box
        spin = QSpinBox()
        low, high = self.words.limits.get(name, (0, 999))
        if type(None) in typing.get_args(hint):
            self._optional.add(name)
            low -= 1  # the lowest step is None
            spin.setSpecialValueText(self.words.off.get(name, "\u2014"))
        spin.setRange(low, high)
        spin.valueChanged.connect(lambda _value: self.changed.emit()
                                  if not spin.signalsBlocked() else None)
        return spin

    def reword(self, words: OptionWords) -> None:
        """Say the same controls in ``words`` (the table's size changed: Hearts' rotating
        give has no "across" at an odd table); the values shown stay."""
        self.words = words
        for name, control in self.controls.items():
            if isinstance(control, QComboBox):
                for index in range(control.count()):
                    value = control.itemData(index)
                    texts = dict(words.choices.get(name, ())) if name in words.choices \
                        else words.values
                    control.setItemText(index, texts.get(value, control.itemText(index)))
            elif isinstance(control, QCheckBox):
                control.setText(words.labels[name])

    def rows(self) -> list[tuple[str, QWidget]]:
        """(label, control) in order; a check box's label is "" (it carries its text)."""
        return [("" if isinstance(control, QCheckBox) else self.words.labels[name], control)
                for name, control in self.controls.items()]

    def set_options(self, options: Any) -> None:
        """Show ``options`` (the player's changes are replaced; ``changed`` not emitted)."""
        for name, control in self.controls.items():
            value = getattr(options, name)
            control.blockSignals(True)
            if isinstance(control, QComboBox):
                control.setCurrentIndex(max(_find(control, value), 0))
            elif isinstance(control, QCheckBox):
                control.setChecked(bool(value))
            elif isinstance(control, QSpinBox):
                control.setValue(control.minimum() if value is None else int(value))
            control.blockSignals(False)

    def options(self) -> Any:
        """The options the controls show, the other fields as ``default``.

        Raises:
            ValueError: the options class refuses the combination (``words.refusal``
                says why in plain words).
        """
        changes: dict[str, Any] = {}
        for name, control in self.controls.items():
            if isinstance(control, QComboBox):
                changes[name] = control.currentData()
            elif isinstance(control, QCheckBox):
                changes[name] = control.isChecked()
            elif isinstance(control, QSpinBox):
                off = name in self._optional and control.value() == control.minimum()
                changes[name] = None if off else control.value()
        return dataclasses.replace(self.default, **changes)


def _find(combo: QComboBox, value: Any) -> int:
    # QComboBox.findData compares through QVariant, which loses None and Python enums.
    return next((i for i in range(combo.count()) if combo.itemData(i) == value
                 and type(combo.itemData(i)) is type(value)), -1)
