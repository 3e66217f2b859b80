"""Earl of Coventry's window in the app shell for screen readers and the keyboard: card
names in three languages, the game announced as the log tells it, every control named, the
chosen card outlined, and High Contrast's buttons telling enabled from disabled.

What the old window's tests/accessibility/test_names.py, test_view_options.py,
test_keyboard.py and test_high_contrast_states.py asked of ``MainWindow``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QColor, QImage
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QGraphicsView,
    QHeaderView,
    QLineEdit,
    QProgressBar,
    QWidget,
)

from coventry_desktop.engine.cards import DECK, Card
from coventry_desktop.games import get
from coventry_desktop.games.coventry.calls import call_text
from coventry_desktop.i18n import install_language
from coventry_desktop.models.presentation import fill
from coventry_desktop.widgets import theme
from coventry_desktop.widgets.accessibility import card_name
from coventry_desktop.widgets.app_shell import AppMenus
from coventry_desktop.widgets.other_games import GameSetupDialog

from .helpers import YOU_AND_THREE_BOTS, activate, log_lines, people_and_bots
from .helpers import wait_for_person as wait

NAME = QAccessible.Text.Name
CONTROLS = (QAbstractButton, QComboBox, QLineEdit, QAbstractSpinBox, QAbstractItemView,
            QProgressBar, QGraphicsView)


@pytest.fixture
def language(qapp) -> Iterator[None]:
    """Put English back after a test that switches the interface language."""
    yield
    install_language(qapp, "en")


@pytest.mark.parametrize(("code", "names"), [
    ("en", {"QS": "Queen of Spades", "AH": "Ace of Hearts", "10D": "Ten of Diamonds",
            "JC": "Jack of Clubs", "7S": "Seven of Spades"}),
    ("ru", {"QS": "Дама пик", "AH": "Туз червей", "10D": "Десятка бубен",
            "JC": "Валет треф", "7S": "Семёрка пик"}),
    ("fr", {"QS": "Dame de pique", "AH": "As de cœur", "10D": "Dix de carreau",
            "JC": "Valet de trèfle", "7S": "Sept de pique"}),
])
def test_the_chosen_card_is_said_by_its_name_in_each_language(coventry_table, qtbot, qapp,
                                                             language, code, names) -> None:
    install_language(qapp, code)
    assert {text: card_name(Card.parse(text)) for text in names} == names
    assert len({card_name(card) for card in DECK}) == 52
    window = coventry_table(YOU_AND_THREE_BOTS, seed=8)
    assert wait(qtbot, window)
    assert window.table.accessibleDescription() == card_name(window.flow.current)
    qtbot.keyClick(window.table, Qt.Key.Key_Right)
    assert window.table.accessibleDescription() == card_name(window.flow.current)
    assert window.status.accessibleDescription() == window.status.text()


def test_a_name_is_filled_in_once() -> None:
    assert fill("%1 plays %2. %3", "Anna %2", "Queen of Spades", "Call") == (
        "Anna %2 plays Queen of Spades. Call")


def _named(line: str) -> str:
    """A log line as a screen reader should hear it: each card symbol by its name."""
    return re.sub(r"\b(10|[2-9AJQK])([♠♥♦♣])", lambda m: card_name(Card.parse(m.group(0))),
                  line)


def test_each_play_pass_quartet_and_the_winner_are_announced_as_the_log_tells_them(
        coventry_table, qtbot) -> None:
    window = coventry_table(people_and_bots(0, 4), seed=7, deals=1)
    said: list[str] = []
    # After the window's own slot: what it has just said through the table.
    window.session.happened.connect(lambda _e: said.append(
        window.table.accessibleDescription()))
    qtbot.waitUntil(window.session.deal_over, timeout=30_000)
    state = window.session.state
    names = window.names()
    # The log's sentences, each card said by its name ("Ace of Clubs", not "A♣").
    assert said == [_named(line) for line in log_lines(window)[:len(said)]]
    assert log_lines(window)[len(said)] == "The deal is over."
    plays = [line for line in said if " plays " in line]
    assert len(plays) == sum(len(q) for q in state.completed) + len(state.quartet)
    first = state.history[0]
    call = call_text(first.card.rank, 1, "en")
    assert plays[0] == f"{names[first.seat]} plays {card_name(first.card)}. “{call}”"
    assert "♠" not in " ".join(said) and "♦" not in " ".join(said)
    assert sum(line.endswith(" passes.") for line in said) == \
        len(state.history) - len(plays)
    assert said[-1] == f"{names[state.winner]} goes out and wins the deal."
    assert window.table.accessibleDescription() == said[-1]


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
                missing.append(f"{type(widget).__name__} in {type(widget.parent()).__name__}")
    return missing


@pytest.mark.parametrize("code", ["en", "ru", "fr"])
def test_every_visible_control_has_an_accessible_name(coventry_table, qtbot, qapp, language,
                                                      code) -> None:
    install_language(qapp, code)
    window = coventry_table(YOU_AND_THREE_BOTS, seed=4)
    wait(qtbot, window)
    dialogs = [GameSetupDialog(get("coventry"), window),
               window.findChild(AppMenus).show_about(), window.keeper.show_statistics()]
    for dialog in dialogs:
        dialog.show()
    try:
        for root in (window, *dialogs):
            assert _unnamed_controls(root) == [], type(root).__name__
    finally:
        for dialog in dialogs:
            dialog.close()


def test_an_active_screen_reader_hears_the_status_and_the_chosen_card(
        coventry_table, qtbot, monkeypatch) -> None:
    sent: list[tuple[QAccessible.Event, str]] = []
    original = QAccessible.updateAccessibility

    def record(event) -> None:
        text = event.message() if isinstance(event, QAccessibleAnnouncementEvent) else ""
        sent.append((event.type(), text))
        original(event)

    monkeypatch.setattr(QAccessible, "updateAccessibility", record)
    QAccessible.setActive(True)
    try:
        window = coventry_table(YOU_AND_THREE_BOTS, seed=3)
        activate(qtbot, window)
        assert wait(qtbot, window)
        announced = [text for kind, text in sent if kind == QAccessible.Event.Announcement]
        assert window.status.text() in announced
        qtbot.keyClick(window.table, Qt.Key.Key_Right)
        announced = [text for kind, text in sent if kind == QAccessible.Event.Announcement]
        assert announced[-1] == card_name(window.flow.current)
    finally:
        QAccessible.setActive(False)


def test_the_chosen_card_has_its_own_outline(coventry_table, qtbot) -> None:
    window = coventry_table(YOU_AND_THREE_BOTS, seed=5)
    assert wait(qtbot, window)
    qtbot.keyClick(window.table, Qt.Key.Key_Right)
    item = window.table.card_items()[window.flow.current]
    assert item.selected_
    image = window.table.viewport().grab().toImage()
    top_left = window.table.mapFromScene(item.mapToScene(item.card_rect().topLeft()))
    colours = {image.pixelColor(top_left.x() + dx, top_left.y() + 20).name()
               for dx in range(-3, 3)}
    assert theme.current().selected in colours


def _luminance(colour: QColor) -> float:
    """WCAG 2.1 relative luminance."""
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    return (0.2126 * channel(colour.red()) + 0.7152 * channel(colour.green())
            + 0.0722 * channel(colour.blue()))


def _contrast(a: QColor, b: QColor) -> float:
    high, low = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def _brightest(image: QImage, inset: int = 5) -> QColor:
    best = QColor("#000000")
    for y in range(inset, image.height() - inset):
        for x in range(inset, image.width() - inset):
            colour = image.pixelColor(x, y)
            if _luminance(colour) > _luminance(best):
                best = colour
    return best


def test_high_contrast_buttons_read_enabled_or_disabled_at_a_glance(coventry_table,
                                                                   qtbot) -> None:
    window = coventry_table(YOU_AND_THREE_BOTS, seed=8)
    while not window.session.state.completed:  # to a turn with a quartet to look back at
        assert wait(qtbot, window)
        window.flow.click(min(window.playable()))
    assert wait(qtbot, window)
    window.findChild(AppMenus).view_options.set_high_contrast(True)
    enabled, disabled = window.review_button, window.pass_button
    assert enabled.isEnabled() and not disabled.isEnabled()  # you hold cards to play
    black = QColor("#000000")
    text = _brightest(enabled.grab().toImage())
    assert _contrast(text, black) >= 7.0  # WCAG AAA for text
    dim = _brightest(disabled.grab().toImage())
    assert _contrast(dim, black) < 7.0
    assert _luminance(dim) < _luminance(text) / 2

