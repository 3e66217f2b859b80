"""The game's name is one word per language, as its rules help is titled (not a suit's case)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication

from coventry_desktop.games import GAMES, get
from coventry_desktop.i18n import install_language
from coventry_desktop.models.game_words import game_title
from coventry_desktop.widgets.rules_dialog import rules_html

GAME_NAME_MESSAGES = [  # (context, source): %1 is a game's name
    ("OtherGames", "A game of %1 is not finished (deal %2). Go on with it?"),
    ("OtherGames", "The unfinished game of %1 could not be restored, so a new one starts."),
    ("GameKeeper", "Leave this unfinished game of %1? It is kept, and offered again when you "
                   "next play %1."),
    ("LearnToPlay", "New to %1? Learn it in five minutes."),
    ("Presenter", "Play %1…"),
]


@pytest.fixture
def language(qapp):
    yield lambda code: install_language(qapp, code)
    install_language(qapp, "en")


@pytest.mark.parametrize("code", ["en", "ru", "fr"])
@pytest.mark.parametrize("game_id", [info.id for info in GAMES])
def test_the_window_names_the_game_as_its_rules_help_does(language, code, game_id) -> None:
    language(code)
    title = game_title(get(game_id))
    heading = re.search(r"<h1>([^<♠♥♦♣]*)", rules_html(code, game_id))
    assert heading is not None and heading.group(1).strip() == title
    if game_id == "hearts":
        assert title == {"en": "Hearts", "ru": "Червы", "fr": "Dame de pique"}[code]


def test_russian_sentences_need_no_case_of_a_games_name(language) -> None:
    # «Комета» cannot be declined after «в» ("Партия в «Комета»"): a noun carries the case.
    language("ru")
    for context, source in GAME_NAME_MESSAGES:
        text = QCoreApplication.translate(context, source)
        assert text != source, source
        for at in [m.start() for m in re.finditer("«%1»", text)]:
            assert re.search(r"(?:игр[аыуе]|игрой) $", text[:at]), text
