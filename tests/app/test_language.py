"""View → Language on Earl of Coventry's window in the app shell: every text follows at once,
the shortcuts stay, the choice is remembered; the plural forms the window and New Game use.

Ported from the old window's tests/test_language_menu.py, tests/test_retranslate.py and the
old widgets' contexts in tests/test_translations.py.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTableWidget,
    QTabWidget,
    QWidget,
)

from coventry_desktop.i18n import LANGUAGE_NAMES, install_language
from coventry_desktop.storage.settings import Settings
from coventry_desktop.widgets.app_shell import AppMenus
from coventry_desktop.widgets.language_menu import LanguageMenu


def _language_menu(window) -> LanguageMenu:
    return window.findChild(LanguageMenu)


def _shortcuts(window) -> list[str]:
    menus = window.findChild(AppMenus)
    return [action.shortcut().toString() for action in (
        menus.new_action, menus.again_action, window.close_action, window.keeper.undo_action,
        menus.pause_action, window.rules_action)]


def test_the_open_window_switches_language_without_restart(app_shell, qapp,
                                                           tmp_path) -> None:
    shell = app_shell()
    window = shell.window
    menu = _language_menu(window)
    assert menu.menuAction() in window.view_menu.actions()  # View → Language
    shortcuts = _shortcuts(window)
    assert shortcuts == ["Ctrl+N", "F2", "Ctrl+Q", "Ctrl+Z", "Ctrl+Shift+P", "F1"]
    menu.choose("ru")
    QCoreApplication.processEvents()  # LanguageChange is posted
    assert (window.game_menu.title(), window.view_menu.title(), menu.title(),
            window.help_menu.title()) == ("&Игра", "&Вид", "&Язык", "&Справка")
    assert window.keeper.statistics_action.text() == "Ст&атистика…"
    assert window.names()[0] == "Вы"
    assert _shortcuts(window) == shortcuts  # keys do not follow the language
    menu.choose("fr")
    QCoreApplication.processEvents()
    assert (window.game_menu.title(), menu.title()) == ("&Partie", "&Langue")
    assert _shortcuts(window) == shortcuts
    assert Settings(tmp_path / "settings.ini").ui_language == "fr"


def test_the_next_start_opens_in_the_remembered_language(app_shell, tmp_path) -> None:
    from coventry_desktop.widgets.language_menu import ui_language_of

    menu = _language_menu(app_shell().window)
    menu.choose("ru")
    assert ui_language_of(Settings(tmp_path / "settings.ini").ui_language) == "ru"


# -- every visible text follows -------------------------------------------------------------
NAMES = ("Ada", "Basil", "Clara")
# The same in every language: names, languages named in themselves, the product's name,
# the calls (said in the calls language, not the interface's), words that happen to be
# spelt alike, and the scroll buttons of a tab bar, which Qt names once, in its own words.
SAME_EVERYWHERE = {*NAMES, *LANGUAGE_NAMES.values(), "Coventry Desktop", "Snip, Snap, Snorem",
                   "Total", "Bot", "Normal", "Style:", "&Style:", "Pause", "Points",
                   "Scroll Left", "Scroll Right"}
WORDED = re.compile(r"[A-Za-z]{3,}")


def _texts(root: QWidget) -> set[str]:
    """Every text a person can see or hear under ``root`` but its window title; not the
    last thing said to a screen reader either (an accessible description the window sets
    with ``announce``: said once, in the language of its moment)."""
    texts: set[str] = set()
    for widget in [root, *root.findChildren(QWidget)]:
        texts |= {widget.toolTip(), widget.accessibleName()}
        if not _announces(widget):
            texts.add(widget.accessibleDescription())
        if isinstance(widget, (QLabel, QAbstractButton)):
            texts.add(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.add(widget.title())
        elif isinstance(widget, QLineEdit):
            texts.add(widget.placeholderText())
        elif isinstance(widget, QComboBox):
            texts |= {widget.itemText(i) for i in range(widget.count())}
        elif isinstance(widget, QMenu):
            texts.add(widget.title())
        elif isinstance(widget, QTabWidget):
            texts |= {widget.tabText(i) for i in range(widget.count())}
        elif isinstance(widget, QTableWidget):
            texts |= {widget.horizontalHeaderItem(c).text() for c in range(widget.columnCount())
                      if widget.horizontalHeaderItem(c) is not None}
    for action in root.findChildren(QAction):
        texts |= {action.text(), action.toolTip() if action.toolTip() != action.text() else ""}
    return {t for t in texts if WORDED.search(t) and t not in SAME_EVERYWHERE
            and not t.startswith(("There's", "And there's"))}


def _announces(widget: QWidget) -> bool:
    """Whether ``widget`` is one the game window says things through (its table, status)."""
    window = widget.window()
    return widget in (getattr(window, "table", None), getattr(window, "status", None))


@pytest.fixture
def english(qapp) -> Iterator[None]:
    install_language(qapp, "en")
    yield
    install_language(qapp, "en")


def _switch(qapp, language: str) -> None:
    install_language(qapp, language)
    for _ in range(5):  # LanguageChange is posted; the texts set in reply land after it
        QCoreApplication.processEvents()


@pytest.mark.parametrize("language", ["ru", "fr"])
def test_every_text_of_the_window_follows_the_language(coventry, english, qapp,
                                                       language: str) -> None:
    window = coventry(seats=3, people=1).window
    rules = window.show_rules()
    before = _texts(window) | _texts(rules)
    assert {"&Game", "&View", "&Undo", "&Statistics…", "Calls"} <= before  # it sees the UI
    _switch(qapp, language)
    after = _texts(window) | _texts(rules)
    rules.close()
    assert sorted(before & after) == []


def test_the_window_title_follows_the_language(coventry, english, qapp) -> None:
    window = coventry(seats=3, people=1).window
    _switch(qapp, "ru")
    assert window.windowTitle() == "Граф Ковентри — Coventry Desktop"


def test_the_open_statistics_follow_the_language(coventry, english, qapp) -> None:
    window = coventry(seats=3, people=1).window
    dialog = window.keeper.show_statistics()
    before = _texts(dialog)
    assert "Points per deal" in before
    _switch(qapp, "fr")
    after = _texts(dialog)
    dialog.close()
    assert sorted(before & after) == []


# -- plural forms, through the real catalogues ---------------------------------------------
CARDS = {
    "ru": {0: "0 карт", 1: "1 карта", 2: "2 карты", 5: "5 карт", 21: "21 карта", 22: "22 карты"},
    "fr": {0: "0 carte", 1: "1 carte", 2: "2 cartes", 21: "21 cartes"},
    "en": {0: "0 cards", 1: "1 card", 2: "2 cards", 21: "21 cards"},
}


@pytest.mark.parametrize("language", ["en", "ru", "fr"])
def test_a_seats_cards_are_counted_in_the_languages_plural(english, qapp,
                                                          language: str) -> None:
    install_language(qapp, language)
    got = {n: QCoreApplication.translate("CoventryPresenter", "%n card(s)", None, n)
           for n in CARDS[language]}
    assert got == CARDS[language]


def test_the_series_length_in_russian(english, qapp, qtbot) -> None:
    from coventry_desktop.games import get
    from coventry_desktop.widgets.other_games import GameSetupDialog

    install_language(qapp, "ru")
    got = [QCoreApplication.translate("GameSetupDialog", "%n deal(s)", None, n)
           for n in (1, 2, 6, 21)]
    assert got == ["1 раздача", "2 раздачи", "6 раздач", "21 раздача"]
    dialog = GameSetupDialog(get("coventry"))
    qtbot.addWidget(dialog)
    assert [dialog.deals.itemText(i) for i in range(dialog.deals.count())] == [
        "6 раздач", "1 раздача"]
