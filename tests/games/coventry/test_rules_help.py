"""Help → Rules in each language (issue #5 item 5), and switching the UI language live."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from coventry_desktop.i18n import current_language, install_language
from coventry_desktop.models.game_words import presenter_of
from coventry_desktop.widgets.rules_dialog import RulesDialog, rules_html


@pytest.fixture
def ui_language(qapp: QApplication) -> Iterator[None]:
    """Leave the app in English whatever a test switched to, so later tests read English."""
    yield
    install_language(qapp, "en")


# A phrase from each seed's §04 and the note that the calls render meaning (RULES.md).
RULES_TEXT = {
    "ru": ("Граф Ковентри", "«Вот дама, хороша собой»",
           "передачи смысла английских приговорок, а не исторические"),
    "fr": ("Comte de Coventry", "Voici une dame de qualité",
           "pas des citations historiques"),
    "en": ("Earl of Coventry", "“There’s as good a Queen as can be!”",
           "our rendering of the meaning of the rhyme, not a historical quotation"),
}


@pytest.mark.parametrize("language", ["ru", "fr", "en"])
def test_rules_text_in_each_language(language: str) -> None:
    html = " ".join(rules_html(language, "coventry").split())  # line breaks read as spaces
    for phrase in RULES_TEXT[language]:
        assert phrase in html
    for heading in ("01.", "02.", "03.", "04.", "05.", "06."):
        assert f"<h2>{heading}" in html


def test_rules_in_an_unknown_language() -> None:
    with pytest.raises(ValueError, match="no rules in 'de'"):
        rules_html("de", "coventry")


def test_rules_dialog_follows_the_ui_language(qtbot, qapp: QApplication, ui_language: None) -> None:
    presenter = presenter_of("coventry")
    dialog = RulesDialog(game="coventry", title=presenter.rules_title)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Rules of Earl of Coventry"
    assert "Earl of Coventry ♠" in dialog.browser.toPlainText()

    install_language(qapp, "ru")
    QCoreApplication.processEvents()  # LanguageChange is posted, not sent
    assert current_language() == "ru"
    assert dialog.windowTitle() == "Правила игры «Граф Ковентри»"
    assert dialog.browser.toPlainText().startswith("Граф Ковентри ♠")
    close = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    assert close.text() == "Закрыть"  # Qt's own qtbase_ru catalogue

    install_language(qapp, "fr")
    QCoreApplication.processEvents()
    assert dialog.windowTitle() == "Règles du Comte de Coventry"
    assert dialog.browser.toPlainText().startswith("Comte de Coventry ♠")
    assert close.text() == "Fermer"

    install_language(qapp, "en")
    QCoreApplication.processEvents()
    assert dialog.windowTitle() == "Rules of Earl of Coventry"
    assert close.text() == "Close"
