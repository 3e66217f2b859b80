"""Help → Playing Coventry Desktop: one page per language that names every menu entry."""

from __future__ import annotations

import html
import re

import pytest
from PySide6.QtWidgets import QMenu

from coventry_desktop.i18n import LANGUAGES, install_language
from coventry_desktop.widgets.help_page import HelpDialog, help_html


def _entries(menu: QMenu) -> list[str]:
    """Every visible entry of ``menu`` and its submenus, as a person reads it."""
    names = []
    for action in menu.actions():
        if action.isSeparator() or not action.isVisible():
            continue
        if action.menu() is not None:
            names += _entries(action.menu())
        names.append(re.sub(r"&(?!&)", "", action.text()).removesuffix("…"))
    return names


def _window_in(app_shell, qapp, qtbot, language: str):
    """A Hearts window switched to ``language``, once its menus have followed."""
    shell = app_shell("hearts")
    install_language(qapp, language)
    about = {"en": "&About Coventry Desktop", "ru": "&О программе Coventry Desktop",
             "fr": "À &propos de Coventry Desktop"}[language]
    qtbot.waitUntil(lambda: shell.window.help_menu.actions()[-1].text() == about)
    return shell


def _text(page: str) -> str:
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", page)).replace("\u00a0", " ").split())


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_page_names_every_menu_entry_of_the_window(app_shell, qapp, qtbot,
                                                        language) -> None:
    shell = _window_in(app_shell, qapp, qtbot, language)
    page = _text(help_html(language))
    menus = [action.menu() for action in shell.window.menuBar().actions()]
    entries = [entry for menu in menus if isinstance(menu, QMenu) for entry in _entries(menu)]
    entries += [re.sub(r"&(?!&)", "", menu.title()) for menu in menus if isinstance(menu, QMenu)]
    assert len(entries) > 25
    missing = [entry for entry in entries if entry not in page]
    assert missing == [], (language, missing)


def test_the_pages_have_the_same_sections_in_every_language() -> None:
    sections = {lang: re.findall(r"<h2>", help_html(lang)) for lang in LANGUAGES}
    assert len(set(map(len, sections.values()))) == 1 and len(sections["en"]) >= 10
    with pytest.raises(ValueError, match="klingon"):
        help_html("klingon")


def test_help_opens_the_page_and_follows_the_language(app_shell, qapp, qtbot) -> None:
    shell = app_shell()
    actions = shell.window.help_menu.actions()
    texts = [a.text() for a in actions]
    assert texts[0] == "&Rules" and texts[-2:] == ["&Playing Coventry Desktop",
                                                   "&About Coventry Desktop"]
    assert shell.window.findChild(HelpDialog) is None  # built on first use
    actions[-2].trigger()
    dialog = shell.window.findChild(HelpDialog)
    assert dialog is not None and dialog.isVisible()
    assert dialog.windowTitle() == "Playing Coventry Desktop"
    assert "Hint (H) asks the Hard bot" in dialog.browser.toPlainText()
    install_language(qapp, "fr")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Jouer avec Coventry Desktop")
    assert "Conseil (H) demande au robot Difficile" in dialog.browser.toPlainText()
    dialog.close()


def _mnemonic(text: str) -> str:
    match = re.search(r"&([^&])", text)
    return match.group(1).casefold() if match else ""


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_keys_the_page_names_open_those_menu_entries(app_shell, qapp, qtbot,
                                                         language) -> None:
    # "(Alt+G, M)": the menu with mnemonic G holds an entry with mnemonic M, in this language.
    shell = _window_in(app_shell, qapp, qtbot, language)
    page = _text(help_html(language))
    named = re.findall(r"(\S+…)»? \(Alt\+(\w), (\w)\)", page)
    assert len(named) >= 2, language
    menus = {_mnemonic(action.text()): action.menu()
             for action in shell.window.menuBar().actions()}
    for entry, menu_key, entry_key in named:
        menu = menus.get(menu_key.casefold())
        assert isinstance(menu, QMenu), (language, menu_key, sorted(menus))
        menu.aboutToShow.emit()  # as the menu opens: the other games' entries are worded then
        keys = {_mnemonic(action.text()): re.sub(r"&(?!&)", "", action.text())
                for action in menu.actions() if not action.isSeparator()}  # any game's window
        assert entry_key.casefold() in keys, (language, entry, entry_key, keys)
        assert keys[entry_key.casefold()].endswith(entry), (language, entry, keys)
