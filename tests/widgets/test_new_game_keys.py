"""New Game: every label and check box has an Alt key of its own, in every language."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QAbstractButton, QDialogButtonBox, QLabel

from coventry_desktop.games import GAMES
from coventry_desktop.i18n import LANGUAGES, install_language
from coventry_desktop.models.game_words import presenter_of
from coventry_desktop.widgets.other_games import GameSetupDialog


@pytest.fixture
def language(qapp):
    yield lambda code: install_language(qapp, code)
    install_language(qapp, "en")


def _keys(dialog: GameSetupDialog) -> list[tuple[str, str]]:
    """(text, its mnemonic or "") of every label with a control and every check box."""
    box = dialog.findChild(QDialogButtonBox)  # OK and Cancel answer Enter and Esc
    texts = [label.text() for label in dialog.findChildren(QLabel) if label.buddy() is not None]
    texts += [button.text() for button in dialog.findChildren(QAbstractButton)
              if button.text() and button.parent() is not box]
    found = []
    for text in texts:
        match = re.search(r"&([^&])", text)
        found.append((text, match.group(1).casefold() if match else ""))
    return found


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("game_id", [info.id for info in GAMES])
def test_every_label_has_its_own_key(qtbot, language, code, game_id) -> None:
    language(code)
    info = next(info for info in GAMES if info.id == game_id)
    dialog = GameSetupDialog(info)
    qtbot.addWidget(dialog)
    for seats in (dialog.seats.minimum(), dialog.seats.maximum()):  # Hearts rewords its give
        dialog.seats.setValue(seats)
        dialog.people.setValue(seats)  # every name row shown
        keys = _keys(dialog)
        assert len(keys) >= 5 + seats, keys
        assert [text for text, key in keys if not key] == [], (code, game_id)
        taken = [key for _text, key in keys]
        twice = {key: [t for t, k in keys if k == key] for key in taken if taken.count(key) > 1}
        assert twice == {}, (code, game_id, seats)


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_series_list_counts_its_deals_in_figures(qtbot, language, code) -> None:
    # "1 deal" beside "6 deals" (never "One deal"), in New Game and in Hearts' own options.
    language(code)
    lists = []
    for info in GAMES:
        dialog = GameSetupDialog(info)
        qtbot.addWidget(dialog)
        lists.append([dialog.deals.itemText(i) for i in range(dialog.deals.count())])
    words = presenter_of("hearts").option_words(4)
    assert words is not None
    lists.append([text for length, text in words.choices["series_length"] if length is not None])
    counts = [text for texts in lists for text in texts]
    assert len(counts) >= 7
    assert [text for text in counts if not re.match(r"^\d+ ", text)] == [], code
    assert {"en": "1 deal", "ru": "1 раздача", "fr": "1 donne"}[code] in lists[-1]
