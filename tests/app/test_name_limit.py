"""New Game's name fields hold 24 characters as the files count them (code points): an
emoji is one character and is never cut in half (Qt's own limit counts UTF-16 units: a
name ending "UVW😀" kept half the emoji, shown as "�", and the settings saved the name
without it)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QGuiApplication, QKeyEvent
from PySide6.QtWidgets import QApplication

from coventry_desktop.games import get
from coventry_desktop.storage.settings import NAME_LENGTH, Settings
from coventry_desktop.widgets.other_games import GameSetupDialog

TYPED = "ABCDEFGHIJKLMNOPQRSTUVW😀😀"
KEPT = "ABCDEFGHIJKLMNOPQRSTUVW😀"


def _type(edit, text: str) -> None:  # type: ignore[no-untyped-def]
    """Type ``text`` one character at a time, as a keyboard or an input method sends it
    (QTest's key clicks cannot send a character outside the 16-bit range)."""
    for char in text:
        QApplication.sendEvent(edit, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_unknown,
                                               Qt.KeyboardModifier.NoModifier, char))


def _field(qtbot):  # type: ignore[no-untyped-def]
    dialog = GameSetupDialog(get("coventry"))
    qtbot.addWidget(dialog)
    dialog.people.setValue(2)
    dialog.show()
    return dialog, dialog.names[0]


def test_an_emoji_past_the_limit_is_refused_whole(qtbot, tmp_path) -> None:
    assert len(KEPT) == NAME_LENGTH
    dialog, name = _field(qtbot)
    _type(name, TYPED)
    assert name.text() == KEPT
    assert dialog.seat_setups()[0].name == KEPT
    settings = Settings(tmp_path / "settings.ini")
    settings.set_people_names(dialog.people_names())
    assert Settings(tmp_path / "settings.ini").people_names(2)[0] == KEPT


def test_a_paste_is_cut_where_it_went_in(qtbot) -> None:
    _dialog, name = _field(qtbot)
    _type(name, "Ada😀😀Zoë")
    name.setCursorPosition(len("Ada".encode("utf-16-le")) // 2)
    QGuiApplication.clipboard().setText("😀" * 30)
    name.paste()
    assert name.text() == "Ada" + "😀" * (NAME_LENGTH - 8) + "😀😀Zoë"
    full = name.text()
    assert len(full) == NAME_LENGTH
    name.setCursorPosition(0)
    _type(name, "x😀")  # the field is full: a key adds nothing
    assert name.text() == full
