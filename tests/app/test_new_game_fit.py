"""The New Game dialog is whole in every language and for every game: it is its rows'
size (never smaller than its size hint, every row inside it), rows shown for more people
resize it, and it is wide enough for its title in a title bar."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QWidget

from coventry_desktop.games import GAMES
from coventry_desktop.i18n import install_language

GAME_IDS = [info.id for info in GAMES if info.ui is not None]


def _cut(dialog: QWidget) -> list[str]:
    return [f"{type(child).__name__} {child.geometry().getRect()}"
            for child in dialog.findChildren(QWidget)
            if child.parentWidget() is dialog and child.isVisible()
            and not dialog.rect().contains(child.geometry())]


@pytest.mark.parametrize(("game", "language"),
                         list(itertools.product(GAME_IDS, ["en", "ru", "fr"])))
def test_the_new_game_dialog_is_whole(app_shell, qtbot, game, language) -> None:
    from coventry_desktop.games import get
    from coventry_desktop.widgets.other_games import TITLE_BAR_ROOM, GameSetupDialog

    app_shell(start=False)  # puts English back afterwards
    install_language(QApplication.instance(), language)
    dialog = GameSetupDialog(get(game))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for people in (1, dialog.seats.maximum(), 2, 1):
        dialog.seats.setValue(max(people, dialog.seats.value()))
        dialog.people.setValue(people)
        hint = dialog.sizeHint()
        qtbot.waitUntil(lambda hint=hint: dialog.size() == hint)
        assert dialog.minimumSize() == dialog.maximumSize() == hint  # no resize handle
        assert _cut(dialog) == [], people
        names = [edit for edit in dialog.names if edit.isVisible()]
        assert len(names) == (people if people > 1 else 0)
    title = QFont(dialog.font())
    title.setBold(True)
    assert (QFontMetrics(title).horizontalAdvance(dialog.windowTitle()) + TITLE_BAR_ROOM
            <= dialog.width()), dialog.windowTitle()
