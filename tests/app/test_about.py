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
COMPONENT_LINES = {
    "en": ("The Coventry Desktop authors (program and app icon)",
           "svg-cards 4.0.2 (card faces and back)", "The platformdirs developers"),
    "ru": ("Авторы Coventry Desktop (программа и значок приложения)",
           "svg-cards 4.0.2 (лицевые стороны и рубашка карт)", "Разработчики platformdirs"),
    "fr": ("Les auteurs de Coventry Desktop (programme et icône de l’application)",
           "svg-cards 4.0.2 (faces et dos des cartes)", "Les développeurs de platformdirs")}
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
        # The components' names and authors are words too, in the language.
        assert all(text in table for text in COMPONENT_LINES[language]), table
        assert "Python Software Foundation" in table  # a name stays as it is
    finally:
        install_language(qapp, "en")
