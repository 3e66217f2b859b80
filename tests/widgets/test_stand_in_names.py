"""Pass-and-play's "Player 2" is a role like "You": stored in English, shown in the UI's
language, and never turned into a stored French or Russian name (second play test)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from coventry_desktop.i18n import install_language
from coventry_desktop.models import GameSetup, Occupant, SeatSetup, shown_name, stand_in
from coventry_desktop.models.setup import YOU
from coventry_desktop.widgets.dialogs import NewGameDialog


@pytest.fixture
def french(qapp: QApplication) -> Iterator[None]:
    install_language(qapp, "fr")
    yield
    install_language(qapp, "en")


def test_a_stand_in_is_stored_in_english_and_shown_in_the_ui_language(french) -> None:
    assert stand_in(1) == "Player 2"
    assert shown_name("Player 2") == "Joueur 2"
    assert shown_name("Player 22") == "Player 22"  # only the role's own form is translated
    assert shown_name("Basil") == "Basil"


def test_the_dialog_stores_roles_and_a_later_solo_game_is_you_again(qtbot, french) -> None:
    dialog = NewGameDialog(human_name=shown_name(YOU))
    qtbot.addWidget(dialog)
    dialog._rows[2][1].setCurrentIndex(0)  # seat 3 becomes a person too
    setup = dialog.setup(seed=1)
    assert setup.humans == (0, 2) and setup.seats[0].name == "Player 1"  # stored in English
    # Next time the dialog shows what was stored, in French; left as it is by one person
    # playing alone, it is the role "You" again, not the name "Joueur 1".
    previous = GameSetup((SeatSetup("Player 1", Occupant.HUMAN),
                          *setup.seats[1:2], SeatSetup("Clara"), SeatSetup("Dmitri")), seed=1)
    again = NewGameDialog(human_name=shown_name(YOU), previous=previous)
    qtbot.addWidget(again)
    assert again._rows[0][2].text() == "Joueur 1"
    alone = again.setup(seed=2)
    assert alone.seats[0].name == YOU
