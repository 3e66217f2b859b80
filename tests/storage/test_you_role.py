""""You" is a role, not a stored name: it reads right in every UI language (#12 item 9)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from coventry_desktop.games.coventry import (
    Pass,
    Play,
    SeriesRecord,
    apply,
    legal_actions,
    replay_series,
)
from coventry_desktop.i18n import install_language
from coventry_desktop.models import YOU, default_setup
from coventry_desktop.storage import AppPaths, SeatSetting
from coventry_desktop.widgets.dialogs import NewGameDialog
from coventry_desktop.widgets.replay_viewer import ReplayViewer

from .test_persistence import Opened


@pytest.fixture
def language(qapp: QApplication) -> Iterator[object]:
    yield lambda code: install_language(qapp, code)
    install_language(qapp, "en")


def _record_you_lead() -> SeriesRecord:
    """Seat 0 is "you"; dealer 3, so you lead; played until you pass and complete a quartet."""
    record = SeriesRecord(4, 3, 77, 1, (), (YOU, "Ada", "Basil", "Clara"))
    deal = replay_series(record).series.next_deal()
    actions = []
    while deal.winner is None:
        action = legal_actions(deal)[0]
        deal = apply(deal, action).state
        actions.append(action)
    return replace(record, actions=(tuple(actions),))


@pytest.mark.parametrize(("code", "you", "play", "passes", "dealt"), [
    ("en", "You", "You play ", "You pass.", "Deal 1: Clara deals, you lead."),
    ("ru", "Вы", "Вы кладёте ", "Вы пасуете.", "Раздача 1: сдаёт Clara, выходите вы."),
    ("fr", "Vous", "Vous jouez ", "Vous passez.", "Donne 1\u00a0: Clara distribue, vous entamez."),
])
def test_the_replay_speaks_of_you_in_your_language(
        qtbot: QtBot, language: object, code: str, you: str, play: str, passes: str,
        dealt: str) -> None:
    language(code)  # type: ignore[operator]
    record = _record_you_lead()
    viewer = ReplayViewer(record)
    qtbot.addWidget(viewer)
    lines = [viewer.describe(step) for step in viewer.steps]
    assert lines[0] == dealt
    assert viewer.names[0] == you
    mine = [(step.action, line) for step, line in zip(viewer.steps, lines, strict=True)
            if step.action is not None and step.action.seat == 0]
    assert any(isinstance(a, Play) for a, _ in mine) and any(isinstance(a, Pass) for a, _ in mine)
    for action, line in mine:
        assert line.startswith(passes if isinstance(action, Pass) else play), line
    assert not [line for line in lines if "You plays" in line or "You passes" in line
                or "You leads" in line or "You goes" in line]
    viewer.go(0)
    assert f"<b>▶ {you}</b>" in viewer.table.text()


def test_a_russian_first_start_stores_the_role_and_shows_it_in_english_later(
        qtbot: QtBot, paths: AppPaths, instant: None, language: object) -> None:
    language("ru")  # type: ignore[operator]
    first = Opened(qtbot, paths)
    first.persistence.start_up()
    assert first.window.controller.names[0] == "Вы"
    assert first.storage.settings.seats()[0] == SeatSetting(YOU, True)
    assert first.window.controller.record.seats[0] == YOU  # type: ignore[union-attr]
    first.window.autoplayer.shutdown()
    first.storage.close()
    language("en")  # type: ignore[operator]
    second = Opened(qtbot, paths, resume=True)
    second.persistence.start_up()
    assert second.window.controller.names[0] == "You"
    assert second.window.controller.is_you(0) and not second.window.controller.is_you(1)
    second.window.autoplayer.shutdown()
    second.storage.close()


def test_a_name_stored_by_an_earlier_version_becomes_the_role(
        qtbot: QtBot, paths: AppPaths, instant: None) -> None:
    opened = Opened(qtbot, paths)
    opened.storage.settings.set_seats([SeatSetting("Вы", True), SeatSetting("Ada", False),
                                       SeatSetting("Basil", False)])
    setup = opened.persistence.remembered_setup()
    assert [seat.name for seat in setup.seats] == [YOU, "Ada", "Basil"]
    opened.window.autoplayer.shutdown()
    opened.storage.close()


def test_the_new_game_dialog_shows_the_role_in_the_ui_language(
        qtbot: QtBot, language: object) -> None:
    language("fr")  # type: ignore[operator]
    dialog = NewGameDialog(previous=default_setup(seed=1))
    qtbot.addWidget(dialog)
    assert dialog._rows[0][2].text() == "Vous"
    setup = dialog.setup(seed=2)
    assert setup.seats[0].name == YOU and setup.seats[0].is_human
    dialog._rows[0][2].setText("Élodie")  # a real name stays a name
    assert dialog.setup(seed=2).seats[0].name == "Élodie"


@pytest.mark.parametrize(("code", "on_table", "opening"), [
    ("en", "On the table:", "“"), ("ru", "На столе:", "«"), ("fr", "Sur la table :", "« "),
])
def test_the_replay_table_and_call_are_in_the_languages_own_words_and_marks(
        qtbot: QtBot, language: object, code: str, on_table: str, opening: str) -> None:
    language(code)  # type: ignore[operator]
    viewer = ReplayViewer(_record_you_lead())
    qtbot.addWidget(viewer)
    viewer.go(1)  # the first card played: its call is quoted
    assert f"<p>{on_table} " in viewer.table.text()
    assert viewer.call.text().startswith(f"<i>{opening}")
