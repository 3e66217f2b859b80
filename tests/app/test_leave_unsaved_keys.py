"""Leaving after a failed save asks Save…, Discard or Cancel: each button has a key of its
own in every language (Qt's standard buttons had none: Alt+D did nothing)."""

from __future__ import annotations

import errno

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QMessageBox

from coventry_desktop.i18n import install_language

from .conftest import play
from .test_write_failures import FailingWrites, table, writes  # noqa: F401 (fixtures)

KEYS = {"en": ("Alt+S", "Alt+D", "Alt+C"), "ru": ("Alt+С", "Alt+Н", "Alt+О"),
        "fr": ("Alt+E", "Alt+N", "Alt+A")}
"""Save…, Discard and Cancel's keys by language."""


@pytest.mark.parametrize("language", ["en", "ru", "fr"])
def test_each_button_has_a_key_of_its_own(table, writes: FailingWrites, qtbot,  # noqa: F811
                                          language) -> None:
    window = table().window
    writes.fail(errno.ENOSPC, "coventry-autosave.json")
    play(window.session, 2)
    install_language(QApplication.instance(), language)
    box = window.keeper.leave_unsaved_box()
    qtbot.addWidget(box)
    buttons = [box.button(b) for b in (QMessageBox.StandardButton.Save,
                                       QMessageBox.StandardButton.Discard,
                                       QMessageBox.StandardButton.Cancel)]
    keys = tuple(QKeySequence.mnemonic(b.text()).toString() for b in buttons)
    assert keys == KEYS[language]
    assert box.defaultButton() is buttons[2] and box.escapeButton() is buttons[2]
