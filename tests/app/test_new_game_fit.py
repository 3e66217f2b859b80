"""The New Game dialog is whole in every language and for every game: it is its rows'
size (never smaller than its size hint, every row inside it), rows shown for more people
resize it, and it is wide enough for its title in a title bar; on an 800×560 screen its
rows scroll above OK/Cancel and it stays on the screen."""

from __future__ import annotations

import itertools
import re

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics, QScreen
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel, QWidget

from coventry_desktop.games import GAMES
from coventry_desktop.i18n import install_language

GAME_IDS = [info.id for info in GAMES if info.ui is not None]


def _cut(dialog: QWidget) -> list[str]:
    return [f"{type(child).__name__} {child.geometry().getRect()}"
            for child in dialog.findChildren(QWidget)
            if child.parentWidget() is dialog and child.isVisible()
            and not dialog.rect().contains(child.geometry())]


def _shown(app_shell, qtbot, game: str, language: str):
    from coventry_desktop.games import get
    from coventry_desktop.widgets.other_games import GameSetupDialog

    app_shell(start=False)  # puts English back afterwards
    install_language(QApplication.instance(), language)
    dialog = GameSetupDialog(get(game))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _laid_out(dialog) -> bool:
    """Whether the dialog has taken its rows' size (rows shown or hidden are laid out
    when their layout's request comes)."""
    rows = dialog.rows  # as wide as OK/Cancel, which its title may widen
    return rows.height() == rows.sizeHint().height() and dialog.size() == dialog.sizeHint()


@pytest.mark.parametrize(("game", "language"),
                         list(itertools.product(GAME_IDS, ["en", "ru", "fr"])))
def test_the_new_game_dialog_is_whole(app_shell, qtbot, game, language) -> None:
    from coventry_desktop.widgets.other_games import TITLE_BAR_ROOM

    dialog = _shown(app_shell, qtbot, game, language)
    for people in (1, dialog.seats.maximum(), 2, 1):
        dialog.seats.setValue(max(people, dialog.seats.value()))
        dialog.people.setValue(people)
        qtbot.waitUntil(lambda: _laid_out(dialog))
        hint = dialog.sizeHint()
        assert dialog.minimumSize() == dialog.maximumSize() == hint  # no resize handle
        assert _cut(dialog) == [], people
        names = [edit for edit in dialog.names if edit.isVisible()]
        assert len(names) == (people if people > 1 else 0)
    title = QFont(dialog.font())
    title.setBold(True)
    assert (QFontMetrics(title).horizontalAdvance(dialog.windowTitle()) + TITLE_BAR_ROOM
            <= dialog.width()), dialog.windowTitle()


@pytest.mark.parametrize(("game", "language"),
                         list(itertools.product(GAME_IDS, ["en", "ru", "fr"])))
def test_on_an_800_by_560_screen_the_rows_scroll_above_ok_and_cancel(
        app_shell, qtbot, monkeypatch, game, language) -> None:
    """At its largest table (every seat a person: a name row each) the dialog and its
    frame are no taller than the screen's free area; once the rows are taller than that
    leaves, they scroll, and Tab brings each field into view."""
    from coventry_desktop.widgets.game_window_parts import FRAME_ROOM

    free = QRect(0, 0, 800, 560)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: free)
    dialog = _shown(app_shell, qtbot, game, language)
    dialog.seats.setValue(dialog.seats.maximum())
    dialog.people.setValue(dialog.seats.maximum())
    qtbot.waitUntil(lambda: _laid_out(dialog))
    rows = dialog.rows
    tall = rows.widget().sizeHint().height()
    if rows.scrolls():
        assert dialog.height() == free.height() - FRAME_ROOM.height() == 512
    else:
        assert dialog.height() + FRAME_ROOM.height() <= free.height()
    assert rows.scrolls() == (tall > rows.height()), (tall, rows.height())
    assert free.contains(dialog.frameGeometry())  # moved up onto the screen as it grew
    buttons = dialog.buttons.geometry()
    assert dialog.rect().contains(buttons) and buttons.top() >= rows.geometry().bottom()
    # Tab from the first field to the last name: each field in view as it takes the focus.
    dialog.activateWindow()
    dialog.game.setFocus()
    qtbot.waitUntil(dialog.game.hasFocus)
    last = dialog.names[dialog.seats.maximum() - 1]
    hidden = []
    while not last.hasFocus():
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        field = QApplication.focusWidget()
        if rows.widget().isAncestorOf(field):
            seen = QRect(field.mapTo(rows.viewport(), QPoint(0, 0)), field.size())
            if not rows.viewport().rect().contains(seen):
                hidden.append(type(field).__name__)
        assert len(hidden) < 3 and field is not dialog.buttons.button(
            QDialogButtonBox.StandardButton.Cancel), "Tab never reached the last name"
    assert hidden == []
    assert not rows.scrolls() or rows.verticalScrollBar().value() > 0
    # Its Alt key from the top of the rows: the last name comes into view too.
    rows.verticalScrollBar().setValue(0)
    dialog.game.setFocus()
    label = next(label for label in dialog.findChildren(QLabel) if label.buddy() is last)
    key = re.search(r"&(.)", label.text()).group(1)
    qtbot.keyClick(dialog.game, key, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(last.hasFocus)
    seen = QRect(last.mapTo(rows.viewport(), QPoint(0, 0)), last.size())
    assert rows.viewport().rect().contains(seen), (label.text(), seen)
