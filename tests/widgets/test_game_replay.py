"""The replay viewer of Comet and Hearts records (#14 item 6, #15 item 6)."""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSize, Qt

from coventry_desktop.engine.game_records import GameRecord
from coventry_desktop.games import GAMES, get
from coventry_desktop.i18n import install_language
from coventry_desktop.models.presentation import Hand
from coventry_desktop.models.setup import YOU
from coventry_desktop.models.transcript import transcript
from coventry_desktop.storage.game_files import read_record, write_record
from coventry_desktop.widgets.game_replay import GameReplay


def _record(game: str, tmp_path: Path, *, stop_after: int | None = None) -> Path:
    info, rng = get(game), random.Random(5)
    rules = info.rules
    state = rules.new_deal(seats=4, dealer=3, seed=12, number=0, options=info.default_options)
    actions = []
    while rules.to_act(state) is not None and (stop_after is None or len(actions) < stop_after):
        action = rng.choice(list(rules.legal_actions(state)))
        state = rules.apply(state, action).state
        actions.append(action)
    path = tmp_path / f"{game}.json"
    write_record(path, info, GameRecord(info.id, info.rules_version, info.default_options,
                                        ("Anna", "Basil", "Clara", "Dmitri"), 3, 1, (12,),
                                        (tuple(actions),)))
    return path


@pytest.mark.parametrize("game", [info.id for info in GAMES])
def test_every_action_is_a_step_and_the_last_is_the_records_end(qtbot, tmp_path, game) -> None:
    loaded = read_record(_record(game, tmp_path))
    viewer = GameReplay(loaded)
    qtbot.addWidget(viewer)
    assert len(viewer.steps) == 1 + len(loaded.record.actions[0])
    assert viewer.steps[0].text == "Deal 1 — Dmitri deals"
    qtbot.keyClick(viewer.list, Qt.Key.Key_End)
    assert viewer.position == len(viewer.steps) - 1
    assert viewer.steps[-1].state == loaded.states[-1]
    qtbot.keyClick(viewer.list, Qt.Key.Key_Left)
    assert viewer.position == len(viewer.steps) - 2
    qtbot.keyClick(viewer.list, Qt.Key.Key_Home)
    assert viewer.position == 0 and not viewer.buttons[1].isEnabled()
    # A finished deal: the hand of the seat chosen in "Seen by" is face up.
    viewer.seat.setCurrentIndex(2)
    picture = viewer.table.picture()
    assert picture is not None
    assert any(s.card is not None for s in picture.spots if s.zone == Hand(2))
    assert all(s.card is None for s in picture.spots if s.zone == Hand(1))


@pytest.mark.parametrize(("language", "line"), [("en", "Deal 1 — you deal"),
                                                 ("fr", "Donne 1 — vous distribuez"),
                                                 ("ru", "Раздача 1 — сдаёте вы")])
def test_the_person_dealing_has_the_sentence_show_gives(qtbot, qapp, tmp_path, language,
                                                        line) -> None:
    # It said "Deal 1: You deals." ("Vous distribue", "сдаёт Вы"), where `show` is right.
    path = _record("hearts", tmp_path)
    loaded = read_record(path)
    info = loaded.info
    seats = ("Anna", "Basil", "Clara", YOU)
    write_record(path, info, dataclasses.replace(loaded.record, seats=seats))
    install_language(qapp, language)
    try:
        viewer = GameReplay(read_record(path))
        qtbot.addWidget(viewer)
        assert viewer.steps[0].text == line
        assert transcript(info, info.ui(), read_record(path).record).splitlines()[2] == line
    finally:
        install_language(qapp, "en")


def test_a_record_that_stops_mid_deal_shows_no_hand(qtbot, tmp_path) -> None:
    loaded = read_record(_record("hearts", tmp_path, stop_after=7))
    viewer = GameReplay(loaded)
    qtbot.addWidget(viewer)
    for position in range(len(viewer.steps)):
        viewer.go(position)
        picture = viewer.table.picture()
        assert picture is not None
        assert all(s.card is None for s in picture.spots if isinstance(s.zone, Hand))


@pytest.mark.parametrize(("screen", "opened"), [(QRect(0, 0, 800, 560), QSize(784, 512)),
                                                (QRect(0, 0, 1920, 1080), QSize(1100, 640))])
def test_the_replay_opens_inside_the_screens_free_area(qtbot, tmp_path, monkeypatch, screen,
                                                       opened) -> None:
    """1100x640 where there is room, else the free area less the frame's room (QA F-C: it
    opened at 1100x640 on an 800x560 screen, its buttons and "Seen by" off it)."""
    from PySide6.QtGui import QScreen

    from coventry_desktop.widgets.game_window_parts import FRAME_ROOM

    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: screen)
    viewer = GameReplay(read_record(_record("hearts", tmp_path)))
    qtbot.addWidget(viewer)
    assert viewer.size() == opened
    assert screen.contains(QRect(viewer.pos(), opened + FRAME_ROOM))
    assert viewer.minimumSizeHint().boundedTo(opened) == viewer.minimumSizeHint()
