"""View → Language retranslates the message bar with the rest of the window (QA F-O): its
lines and its button are written again in the new language, not left in the one they were
said in."""

from __future__ import annotations

import errno
from typing import Any

from PySide6.QtWidgets import QApplication

from coventry_desktop.i18n import install_language
from coventry_desktop.storage.settings import GameTable
from coventry_desktop.widgets.language_menu import LanguageMenu

from .conftest import play, play_deal

RESUMED_FR = "Votre partie inachevée de Dame de pique continue à la donne 2."
RESUMED_EN = "Your unfinished game of Hearts goes on at deal 2."


def _resumed_hearts(app_shell: Any) -> Any:
    """Hearts of three people with its first deal played, and the app started again: the
    bar says the series goes on at deal 2 and offers New Game…."""
    first = app_shell(start=False, seed=4, first_dealer=2)
    first.settings.set_game_table("hearts", GameTable(3, 3, "easy", 6))
    first.start_up("hearts")
    session = first.window.session
    play_deal(session)
    session.next_deal()
    play(session, 2)
    return app_shell("hearts")


def _switch(qtbot: Any, window: Any, language: str, line: str) -> None:
    """View → Language → ``language``, until the bar's label reads ``line``."""
    window.findChild(LanguageMenu).choose(language)
    qtbot.waitUntil(lambda: window.messages.label.text() == line)


def test_the_resumed_line_and_its_button_follow_a_language_switch(app_shell, qtbot) -> None:
    window = _resumed_hearts(app_shell).window
    bar = window.messages
    assert (bar.label.text(), bar.action.text()) == (RESUMED_EN, "&New Game…")
    assert bar.isVisible()
    _switch(qtbot, window, "fr", RESUMED_FR)
    assert bar.lines() == {"resumed": RESUMED_FR}
    assert bar.action.text() == "&Nouvelle partie…"
    assert bar.accessibleDescription() == RESUMED_FR
    assert window.game_menu.title() == "&Partie"  # the rest of the window did follow
    _switch(qtbot, window, "en", RESUMED_EN)
    assert bar.action.text() == "&New Game…"


def test_a_closed_bar_stays_closed_and_is_in_the_new_language_when_it_comes_back(
        app_shell, qtbot) -> None:
    window = _resumed_hearts(app_shell).window
    bar = window.messages
    bar.close_button.click()
    _switch(qtbot, window, "fr", RESUMED_FR)
    assert not bar.isVisible()
    bar.say("other", "Anna")  # a new line shows the bar again, the old one in French
    assert bar.label.text() == RESUMED_FR + "\nAnna"


def test_the_data_folders_line_and_save_elsewhere_follow_a_language_switch(
        app_shell, qtbot, tmp_path) -> None:
    shell = app_shell(start=False)
    shell.folder_problem = OSError(errno.EROFS, "Read-only file system")
    window = shell.start_up("hearts")
    folder = str(tmp_path / "data")
    french = ("Le dossier de données «\xa0" + folder + "\xa0» ne peut pas être écrit\xa0: le "
              "disque est en lecture seule. Votre partie enregistrée peut être jouée, mais "
              "rien n’est enregistré tant que ce n’est pas réparé.")
    _switch(qtbot, window, "fr", french)
    assert window.messages.action.text() == "Enregistrer la partie ailleurs…"


def test_a_line_said_in_french_goes_back_to_english(app_shell, qtbot) -> None:
    install_language(QApplication.instance(), "fr")
    window = _resumed_hearts(app_shell).window
    assert window.messages.label.text() == RESUMED_FR
    _switch(qtbot, window, "en", RESUMED_EN)
