"""Help → About names every registered game, and its table's headings follow the language."""

from __future__ import annotations

import pytest

from coventry_desktop import __version__
from coventry_desktop.games import GAMES
from coventry_desktop.i18n import install_language
from coventry_desktop.qt_resources import ensure_resources
from coventry_desktop.widgets.about import AboutDialog

NAMES = {"en": tuple(info.name for info in GAMES),
         "ru": ("Граф Ковентри", "Комета", "Червы"),
         "fr": ("Comte de Coventry", "Comète", "Dame de pique")}
HEADINGS = {"en": ("Component", "Licence", "Qt version: "),
            "ru": ("Компонент", "Лицензия", "Версия Qt: "),
            "fr": ("Composant", "Licence", "Version de Qt : ")}


@pytest.mark.parametrize("language", ["en", "ru", "fr"])
def test_about_names_every_game_and_translates_its_table(qapp, qtbot, language) -> None:
    ensure_resources()
    install_language(qapp, language)
    try:
        dialog = AboutDialog()
        qtbot.addWidget(dialog)
        heading = dialog.heading.text()
        assert f"Coventry Desktop {__version__}" in heading
        assert all(name in heading for name in NAMES[language]), heading
        joined = {"en": "Earl of Coventry, Comet and Hearts",
                  "ru": "«Граф Ковентри», «Комета» и «Червы»",
                  "fr": "«\u00a0Comte de Coventry\u00a0», «\u00a0Comète\u00a0» et "
                        "«\u00a0Dame de pique\u00a0»"}[language]
        assert f": {joined}, " in heading, heading
        table = dialog.components.toPlainText().replace("\u00a0", " ")  # as a reader hears it
        assert all(text in table for text in HEADINGS[language]), table
    finally:
        install_language(qapp, "en")
