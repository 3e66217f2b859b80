"""The replay window, its frame included, fits an 800×560 screen in every language, with
Continue This Series offered and the longest names in "Seen by" (it was 827 pixels wide)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QScreen

from coventry_desktop.games import GAMES
from coventry_desktop.i18n import install_language
from coventry_desktop.storage.game_files import read_record, write_record
from coventry_desktop.widgets.game_replay import GameReplay
from coventry_desktop.widgets.game_window_parts import FRAME_ROOM
from tests.test_every_game import _random_deal

NAME = "Александра Константинова"


def _record(info, tmp_path: Path) -> Path:
    """A finished deal at the game's most seats, every name 24 letters long."""
    seats = max(info.seats)
    record = replace(_random_deal(info, seats, 12),
                     seats=tuple(f"{NAME[:22]} {seat}" for seat in range(seats)))
    path = tmp_path / f"{info.id}.json"
    write_record(path, info, record)
    return path


@pytest.mark.parametrize("language", ["en", "ru", "fr"])
@pytest.mark.parametrize("info", [info for info in GAMES if info.ui is not None],
                         ids=lambda info: info.id)
def test_the_replay_and_its_frame_fit_800_by_560(qtbot, qapp, tmp_path, monkeypatch, info,
                                                  language) -> None:
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(0, 0, 800, 560))
    try:
        install_language(qapp, language)
        viewer = GameReplay(read_record(_record(info, tmp_path)), continues=True)
        qtbot.addWidget(viewer)
        viewer.show()
        qtbot.waitExposed(viewer)
        least = viewer.minimumSizeHint()
        assert least.width() + FRAME_ROOM.width() <= 800, least
        assert least.height() + FRAME_ROOM.height() <= 560, least
        assert viewer.size() == QSize(784, 512)
        assert viewer.continue_button.isVisible()
        for button in (*viewer.buttons, viewer.continue_button, viewer.seat):
            assert viewer.rect().contains(button.geometry()), button
    finally:
        install_language(qapp, "en")


def test_the_replays_moves_wrap_to_the_lists_width(qtbot, qapp, tmp_path, monkeypatch) -> None:
    """French at 800×560: "Clara joue 7♠. « Voici un sept de qualit" ran past the list's
    right edge; every step is wrapped to the list's width, a move's later lines under its
    text."""
    from coventry_desktop.widgets.wrapped_lines import WrappedLines

    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(0, 0, 800, 560))
    info = next(info for info in GAMES if info.id == "coventry")
    viewer = GameReplay(read_record(_record(info, tmp_path)), continues=False)
    qtbot.addWidget(viewer)
    viewer.show()
    qtbot.waitExposed(viewer)
    view = viewer.list
    delegate = view.itemDelegate()
    assert isinstance(delegate, WrappedLines)
    width = delegate.text_width()
    longest = max(range(view.count()), key=lambda r: len(view.item(r).text()))
    text = view.item(longest).text()
    layout, _ = delegate.lines(text, view.font(), width)
    assert layout.lineCount() >= 2, text
    for index in range(layout.lineCount()):
        line = layout.lineAt(index)
        assert line.position().x() + line.naturalTextWidth() <= width + 0.5
    assert view.visualItemRect(view.item(longest)).height() >= 2 * view.fontMetrics().height()
