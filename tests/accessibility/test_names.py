"""Accessible names: every card in three languages, the table's tree, every control."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QGraphicsView,
    QHeaderView,
    QLineEdit,
    QProgressBar,
    QWidget,
)
from pytestqt.qtbot import QtBot

from coventry_desktop.engine import DECK, Card
from coventry_desktop.games.coventry import Play
from coventry_desktop.i18n import install_language
from coventry_desktop.models import default_setup
from coventry_desktop.widgets.about import AboutDialog
from coventry_desktop.widgets.accessibility import card_name, fill
from coventry_desktop.widgets.dialogs import NewGameDialog
from coventry_desktop.widgets.main_window import MainWindow

from .conftest import wait_for_person

NAME = QAccessible.Text.Name
CONTROLS = (QAbstractButton, QComboBox, QLineEdit, QAbstractSpinBox, QAbstractItemView,
            QProgressBar, QGraphicsView)


@pytest.fixture
def language() -> Iterator[None]:
    """Restore English after a test that switches the UI language."""
    yield
    install_language(QApplication.instance(), "en")


@pytest.mark.parametrize(("code", "names"), [
    ("en", {"QS": "Queen of Spades", "AH": "Ace of Hearts", "10D": "Ten of Diamonds",
            "JC": "Jack of Clubs", "7S": "Seven of Spades"}),
    ("ru", {"QS": "Дама пик", "AH": "Туз червей", "10D": "Десятка бубен",
            "JC": "Валет треф", "7S": "Семёрка пик"}),
    ("fr", {"QS": "Dame de pique", "AH": "As de cœur", "10D": "Dix de carreau",
            "JC": "Valet de trèfle", "7S": "Sept de pique"}),
])
def test_card_names_in_each_ui_language(qapp, language, code, names):
    install_language(qapp, code)
    assert {text: card_name(Card.parse(text)) for text in names} == names
    assert len({card_name(card) for card in DECK}) == 52


def test_fill_substitutes_once():
    assert fill("%1 plays %2. %3", "Anna %2", "Queen of Spades", "Call") == (
        "Anna %2 plays Queen of Spades. Call")


def _tree(window: MainWindow) -> tuple[QAccessible, list]:
    table = QAccessible.queryAccessibleInterface(window.table)
    return table, [table.child(k) for k in range(table.childCount())]


def test_table_exposes_hand_quartet_and_seats_never_a_hidden_face(qtbot: QtBot, window):
    window.start(default_setup(seed=3))
    assert wait_for_person(qtbot, window)
    state = window.controller.state
    table, children = _tree(window)
    assert table.text(NAME) == "Card table"
    names = [child.text(NAME) for child in children]
    quartet = [card_name(play.card) for play in state.quartet]
    hand = [card_name(card) for card in state.hand(0)]
    assert names == quartet + hand + list(window.controller.names)
    assert all(child.parent().text(NAME) == "Card table" for child in children)
    assert [table.indexOfChild(child) for child in children] == list(range(len(children)))
    # Opponents' cards are painted face down and named only as such.
    hidden = window.table.card_item(state.hand(1)[0])
    interface = QAccessible.queryAccessibleInterface(hidden)
    assert interface.text(NAME) == "Face-down card"
    assert not any(card_name(card) in names for card in state.hand(1))


def test_card_states_follow_the_table(qtbot: QtBot, window):
    window.start(default_setup(seed=3))
    assert wait_for_person(qtbot, window)
    window.table.setFocus()
    plays = [a.card for a in window.controller.legal_actions() if isinstance(a, Play)]
    window.table.select(plays[0])
    table, _children = _tree(window)
    chosen = QAccessible.queryAccessibleInterface(window.table.card_item(plays[0]))
    assert chosen.state().selected and chosen.state().focused
    assert table.focusChild().text(NAME) == card_name(plays[0])
    unplayable = [c for c in window.controller.state.hand(0) if c not in plays]
    if unplayable:
        state = QAccessible.queryAccessibleInterface(window.table.card_item(unplayable[0])).state()
        assert state.disabled and not state.focusable


def _unnamed_controls(root: QWidget) -> list[str]:
    missing = []
    for widget in root.findChildren(QWidget):
        # Qt's own parts of a control (a spin box's line edit, a table's corner button
        # and headers) are exposed through the control; dialogs are checked on their own.
        internal = widget.objectName().startswith("qt_") or isinstance(widget, QHeaderView)
        if internal or widget.window() is not root:
            continue
        if isinstance(widget, CONTROLS) and widget.isVisibleTo(root):
            interface = QAccessible.queryAccessibleInterface(widget)
            if not interface.text(NAME).strip():
                missing.append(f"{type(widget).__name__} {widget.objectName()!r}")
    return missing


@pytest.mark.parametrize("code", ["en", "ru", "fr"])
def test_every_visible_control_has_an_accessible_name(qtbot: QtBot, window, language, code):
    install_language(QApplication.instance(), code)
    window.start(default_setup(seed=4))
    wait_for_person(qtbot, window)
    dialogs = [NewGameDialog(window), AboutDialog(window), window.scoreboard]
    for dialog in dialogs:
        dialog.show()
    try:
        for root in (window, *dialogs):
            assert _unnamed_controls(root) == [], type(root).__name__
    finally:
        for dialog in dialogs:
            dialog.close()


def test_an_active_screen_reader_gets_focus_and_announcement_events(
        qtbot: QtBot, window, monkeypatch):
    """With assistive technology listening, choosing a card moves the accessible focus to
    it and each announcement is a QAccessibleAnnouncementEvent with the text."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QAccessibleAnnouncementEvent

    sent: list[tuple[QAccessible.Event, str]] = []
    original = QAccessible.updateAccessibility

    def record(event):
        text = event.message() if isinstance(event, QAccessibleAnnouncementEvent) else ""
        sent.append((event.type(), text))
        original(event)

    monkeypatch.setattr(QAccessible, "updateAccessibility", record)
    QAccessible.setActive(True)
    try:
        window.start(default_setup(seed=3))
        assert wait_for_person(qtbot, window)
        window.table.setFocus()
        qtbot.waitUntil(window.table.hasFocus)
        qtbot.keyClick(window.table, Qt.Key.Key_Right)
        assert (QAccessible.Event.Focus, "") in sent
        announced = [text for kind, text in sent if kind == QAccessible.Event.Announcement]
        assert announced and announced[-1] == window.announcer.history[-1]
    finally:
        QAccessible.setActive(False)
