"""The bots' level is one word per language: New Game's list and `show`'s transcript agree."""

from __future__ import annotations

import pytest

from coventry_desktop.engine.game import BOT_LEVELS
from coventry_desktop.games import get
from coventry_desktop.i18n import install_language
from coventry_desktop.models.transcript import Words
from coventry_desktop.widgets.other_games import GameSetupDialog


@pytest.fixture
def language(qapp):
    yield lambda code: install_language(qapp, code)
    install_language(qapp, "en")


@pytest.mark.parametrize("code", ["en", "ru", "fr"])
def test_new_game_and_show_name_each_level_alike(qtbot, language, code) -> None:
    language(code)
    dialog = GameSetupDialog(get("hearts"))
    qtbot.addWidget(dialog)
    listed = {dialog.level.itemData(i): dialog.level.itemText(i)
              for i in range(dialog.level.count())}
    assert set(listed) == set(BOT_LEVELS)
    words = Words()
    assert {level: words.level(level).casefold() for level in BOT_LEVELS} == \
        {level: text.casefold() for level, text in listed.items()}
    if code == "ru":
        assert listed["normal"] == "Средний"
