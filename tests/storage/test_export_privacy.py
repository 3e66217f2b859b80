"""A record exported during a deal shows none of that deal's hidden cards (#12 item 2)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QFileDialog
from pytestqt.qtbot import QtBot

from coventry_desktop.engine import Card
from coventry_desktop.i18n import install_language
from coventry_desktop.models import GameSetup, Occupant, SeatSetup
from coventry_desktop.storage import AppPaths
from coventry_desktop.widgets.replay_viewer import ReplayViewer

from .test_persistence import Opened

# Pass-and-play: two people and a bot, so the curtain is part of the game.
TABLE = GameSetup((SeatSetup("Анна", Occupant.HUMAN), SeatSetup("Élodie", Occupant.HUMAN),
                   SeatSetup("Basil", Occupant.HUMAN)), seed=4242)


@pytest.fixture
def opened(qtbot: QtBot, qapp: QApplication, paths: AppPaths, instant: None
           ) -> Iterator[Opened]:
    install_language(qapp, "en")  # the English plural forms ("1 card", "2 cards")
    first = Opened(qtbot, paths)
    if first.window.auto_pass_action.isChecked():
        first.window.auto_pass_action.trigger()
    yield first
    first.window.autoplayer.shutdown()
    first.storage.close()


def _play_into_the_second_deal(opened: Opened, extra: int) -> None:
    controller = opened.window.controller
    rng = random.Random(3)
    while controller.series is not None and not controller.series.results:
        controller.request(rng.choice(controller.legal_actions()))
    controller.next_deal()
    for _ in range(extra):
        controller.request(rng.choice(controller.legal_actions()))


def _hand_cards(state_hands: tuple[tuple[Card, ...], ...]) -> set[str]:
    return {str(card) for hand in state_hands for card in hand}


def test_the_replay_of_a_deal_in_progress_keeps_its_hands_face_down(
        opened: Opened, tmp_path: Path) -> None:
    opened.window.start(TABLE)
    _play_into_the_second_deal(opened, extra=9)
    target = tmp_path / "mid-deal.json"
    assert opened.persistence.export_to(target)
    viewer = opened.persistence.import_from(target)
    assert isinstance(viewer, ReplayViewer)
    assert viewer.open_deals == {1}
    # The finished first deal is shown face up, as a study of the game.
    viewer.go(0)
    first = viewer.steps[0].state
    assert all(str(card) in viewer.table.text() for card in first.hand(0))
    shown_second = 0
    for position, step in enumerate(viewer.steps):
        if step.deal != 1:
            continue
        viewer.go(position)
        text = viewer.table.text()
        # The cards people still hold are named nowhere; their number is.
        held = _hand_cards(tuple(step.state.hand(s) for s in range(step.state.players)))
        assert not [card for card in held if card in text], (position, text)
        counts = [len(step.state.hand(s)) for s in range(step.state.players)]
        assert all(f"{n} cards, face down" in text or f"{n} card, face down" in text
                   for n in counts)
        assert "so its hands stay face down" in text
        shown_second += 1
    assert shown_second == 10  # the fresh deal and its nine actions
    viewer.close()


def test_the_export_dialog_says_what_it_writes(opened: Opened, tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    captions: list[str] = []

    def save_file_name(_parent: object, caption: str, _where: str, _filter: str
                       ) -> tuple[str, str]:
        captions.append(caption)
        return str(tmp_path / f"{len(captions)}.json"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_file_name)
    opened.window.start(TABLE)
    opened.window.controller.request(opened.window.controller.legal_actions()[0])
    opened.persistence.ask_export()
    _play_into_the_second_deal(opened, extra=0)
    opened.persistence.ask_export()
    assert captions == [
        "Export Record: 0 finished deals and the deal in progress so far",
        "Export Record: 1 finished deal and the deal in progress so far",
    ]
    assert (tmp_path / "1.json").exists() and (tmp_path / "2.json").exists()


def test_between_deals_the_caption_counts_finished_deals_only(opened: Opened) -> None:
    opened.window.start(TABLE)
    controller = opened.window.controller
    rng = random.Random(3)
    while not controller.is_over():
        controller.request(rng.choice(controller.legal_actions()))
    assert opened.persistence.export_caption() == "Export Record: 1 finished deal"
