"""The main window's memory: resume at start, remembered settings, statistics, export/import."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from coventry_desktop.games.coventry.calls import call_text
from coventry_desktop.models import GameSetup, Occupant, SeatSetup
from coventry_desktop.models.statistics_model import StatisticsModel
from coventry_desktop.storage import AppPaths, Damage, SeatSetting, Storage
from coventry_desktop.widgets.main_window import MainWindow
from coventry_desktop.widgets.persistence import Persistence
from coventry_desktop.widgets.replay_viewer import ReplayViewer

from .conftest import random_series

# Every seat a person and auto-pass off: nothing plays by itself, so the test drives
# every action and no bot thread races it.
PEOPLE = GameSetup(tuple(SeatSetup(name, Occupant.HUMAN) for name in ("Наталья", "Élodie", "Zoë")),
                   seed=99, language="fr", call_style="snip-snap")


class Opened:
    """A main window with its persistence; ``told`` and ``asked`` collect the dialogs."""

    def __init__(self, qtbot: QtBot, paths: AppPaths, *, resume: bool = True) -> None:
        self.storage = Storage.open(paths)
        self.window = MainWindow()
        qtbot.addWidget(self.window)
        self.persistence = Persistence(self.window, self.storage)
        self.told: list[tuple[str, str]] = []
        self.asked: list[str] = []
        self.persistence.warn = lambda title, text: self.told.append((title, text))  # type: ignore[method-assign]
        self.persistence.ask = lambda title, text: self.asked.append(text) or resume  # type: ignore[method-assign]

    def play(self, actions: int, seed: int = 1) -> None:
        controller = self.window.controller
        rng = random.Random(seed)
        for _ in range(actions):
            if controller.is_over():
                controller.next_deal()
            assert controller.request(rng.choice(controller.legal_actions()))


@pytest.fixture
def opened(qtbot: QtBot, paths: AppPaths, instant: None) -> Iterator[Opened]:
    first = Opened(qtbot, paths)
    if first.window.auto_pass_action.isChecked():
        first.window.auto_pass_action.trigger()
    yield first
    first.window.autoplayer.shutdown()
    first.storage.close()


def test_a_fresh_install_starts_the_one_click_game(opened: Opened) -> None:
    opened.persistence.start_up()
    setup = opened.window.controller.setup
    assert setup is not None
    assert [s.name for s in setup.seats] == ["You", "Ada", "Basil", "Clara"]
    assert opened.told == [] and opened.asked == []


def test_an_unfinished_series_is_offered_and_resumed_exactly(
        opened: Opened, qtbot: QtBot, paths: AppPaths) -> None:
    opened.window.start(PEOPLE)
    opened.play(140)
    before = opened.window.controller
    opened.storage.close()  # the first window quits, as on a restart
    second = Opened(qtbot, paths, resume=True)
    second.persistence.start_up()
    after = second.window.controller
    assert len(second.asked) == 1
    assert second.asked[0].startswith("An unfinished game was saved: deal ")
    assert "Наталья, Élodie, Zoë" in second.asked[0]
    assert after.record == before.record
    assert after.state == before.state
    assert after.series == before.series
    assert after.setup is not None and after.setup.seats == PEOPLE.seats
    assert (after.setup.language, after.setup.call_style) == ("fr", "snip-snap")
    # The rhyme panel shows the deal's calls so far and where the quartet stands.
    assert after.state is not None
    plays = [p for quartet in (*after.state.completed, after.state.quartet) for p in quartet]
    panel = second.window.panel
    assert panel.model.rowCount() == len(plays) > 0
    assert panel.model.index(len(plays) - 1).data() == call_text(
        plays[-1].card.rank, len(after.state.quartet) or 4, "fr", "snip-snap")
    assert panel.progress() == len(after.state.quartet)
    second.window.autoplayer.shutdown()


def test_a_settled_deal_resumes_at_the_next_deal(opened: Opened, qtbot: QtBot,
                                                 paths: AppPaths) -> None:
    opened.window.start(PEOPLE)
    controller = opened.window.controller
    rng = random.Random(5)
    while not controller.is_over():
        controller.request(rng.choice(controller.legal_actions()))
    opened.storage.close()  # the first window quits, as on a restart
    second = Opened(qtbot, paths)
    second.persistence.start_up()
    assert second.window.controller.deal_number == 1
    assert second.window.controller.state is not None
    assert second.window.controller.state.history == ()
    assert second.window.controller.series == controller.series
    second.window.autoplayer.shutdown()


def test_declining_starts_the_remembered_table(opened: Opened, qtbot: QtBot,
                                               paths: AppPaths) -> None:
    opened.window.start(PEOPLE)
    opened.play(10)
    opened.storage.close()  # the first window quits, as on a restart
    second = Opened(qtbot, paths, resume=False)
    second.persistence.start_up()
    setup = second.window.controller.setup
    assert setup is not None and setup.seats == PEOPLE.seats
    assert setup.seed != PEOPLE.seed
    assert second.window.controller.record is not None
    assert sum(len(d) for d in second.window.controller.record.actions) == 0
    second.window.autoplayer.shutdown()


def test_a_damaged_autosave_is_reported_and_a_new_game_starts(
        opened: Opened, qtbot: QtBot, paths: AppPaths) -> None:
    opened.window.start(PEOPLE)
    opened.play(30)
    opened.window.speed_actions["slow"].trigger()
    settings_before = paths.settings_file.read_bytes()
    data = paths.autosave_file.read_bytes()
    paths.autosave_file.write_bytes(data[: len(data) // 2])
    opened.storage.close()  # the first window quits, as on a restart
    second = Opened(qtbot, paths)
    second.persistence.start_up()
    assert second.asked == []
    assert len(second.told) == 1
    title, text = second.told[0]
    assert title == "Saved Game"
    assert text.startswith("The saved game could not be continued. The file is cut short")
    assert text.endswith("nothing else was changed. A new game starts.")
    backups = list(paths.data.glob("autosave.json.*.bak"))
    assert len(backups) == 1 and backups[0].name in text
    assert backups[0].read_bytes() == data[: len(data) // 2]
    assert second.window.controller.setup is not None
    assert second.window.controller.setup.seats == PEOPLE.seats  # settings were untouched
    assert second.storage.settings.animation_speed == "slow"
    assert paths.settings_file.read_bytes().startswith(settings_before[:20])
    second.window.autoplayer.shutdown()


def test_settings_chosen_in_the_window_come_back(opened: Opened, qtbot: QtBot,
                                                 paths: AppPaths) -> None:
    window = opened.window
    window.speed_actions["fast"].trigger()
    window.double_click_action.trigger()
    french = window.panel.language.findData("fr")
    window.panel.language.setCurrentIndex(french)
    window.panel.language.activated.emit(french)  # a person's pick, as the list sends it
    window.resize(800, 590)  # the offscreen screen is 800 pixels wide
    opened.persistence.save_window()
    opened.storage.close()  # the first window quits, as on a restart
    second = Opened(qtbot, paths)
    settings = second.storage.settings
    assert (settings.animation_speed, settings.auto_pass, settings.double_click) == (
        "fast", False, True)
    assert settings.calls_language == "fr"
    assert second.window.speed_actions["fast"].isChecked()
    assert not second.window.auto_pass_action.isChecked()
    assert second.window.controller.auto_pass is False
    assert second.window.table.double_click_plays is True
    assert (second.window.width(), second.window.height()) == (800, 590)
    second.window.autoplayer.shutdown()


def test_watching_bots_keeps_the_players_table_in_settings(opened: Opened) -> None:
    opened.window.start(PEOPLE)
    opened.window.ask_yes_no = lambda _title, _text: True  # type: ignore[method-assign]
    opened.window.watch()  # abandons the deal in progress, as the person agreed
    assert [seat.name for seat in opened.storage.settings.seats()] == ["Наталья", "Élodie", "Zoë"]
    assert opened.storage.settings.seats()[0] == SeatSetting("Наталья", True)


def test_export_then_import_opens_the_replay_viewer(opened: Opened, tmp_path: Path) -> None:
    opened.window.start(PEOPLE)
    opened.play(50)
    target = tmp_path / "Партия Élodie.json"
    assert opened.persistence.export_to(target)
    viewer = opened.persistence.import_from(target)
    assert isinstance(viewer, ReplayViewer)
    record = opened.window.controller.record
    assert record is not None and viewer.record == record
    assert len(viewer.steps) == 50 + len(record.actions)
    assert opened.storage.settings.last_folder == str(tmp_path)
    viewer.close()


def test_a_damaged_import_is_reported_and_left_in_place(opened: Opened, tmp_path: Path) -> None:
    target = tmp_path / "edited.json"
    target.write_text('{"format": "coventry-desktop/record", "rules_version": 1}')
    assert opened.persistence.import_from(target) is None
    assert opened.told[0][0] == "Import Record"
    assert opened.told[0][1] == "The file is damaged or is not a Coventry Desktop file."
    assert target.exists()


def test_export_to_an_unwritable_place_is_reported(opened: Opened, tmp_path: Path) -> None:
    opened.window.start(PEOPLE)
    assert not opened.persistence.export_to(tmp_path / "missing folder" / "x.json")
    assert opened.told[0][1].startswith("The record could not be written (")


def test_game_menu_has_statistics_export_and_import(opened: Opened) -> None:
    texts = [a.text() for a in opened.window.game_menu.actions()]
    quit_at = texts.index(opened.window.quit_action.text())
    assert texts[quit_at - 5: quit_at - 1] == ["S&tatistics…", "&Export Record…",
                                                "Export &Transcript…", "&Import Record…"]


def test_statistics_dialog_shows_people_and_reset_asks_first(
        opened: Opened, monkeypatch: pytest.MonkeyPatch) -> None:
    opened.window.start(PEOPLE)
    controller = opened.window.controller
    rng = random.Random(8)
    while not controller.is_over():
        controller.request(rng.choice(controller.legal_actions()))
    dialog = opened.persistence.show_statistics()
    assert dialog.model.rowCount() == 3
    assert sorted(dialog.model.index(r, 0).data() for r in range(3)) == ["Zoë", "Élodie",
                                                                         "Наталья"]
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *args: QMessageBox.StandardButton.Cancel)
    assert not dialog.ask_reset()
    assert dialog.model.rowCount() == 3
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Reset)
    assert dialog.ask_reset()
    assert dialog.model.rowCount() == 0
    assert Storage.open(opened.storage.paths).statistics.players == {}


def test_statistics_model_passes_the_model_tester(paths: AppPaths, qtmodeltester: object) -> None:
    storage = Storage.open(paths)
    storage.statistics.record(random_series(3), (True, False, True, False))
    model = StatisticsModel(storage.statistics)
    qtmodeltester.check(model)  # type: ignore[attr-defined]
    assert model.rowCount() == 2
    assert model.headerData(3, Qt.Orientation.Horizontal) == "First place shared"
    assert model.index(0, 6).data(Qt.ItemDataRole.UserRole) == \
        storage.statistics.players[model.index(0, 0).data()].mean_units


def test_replay_viewer_steps_with_keys_and_says_the_calls(qtbot: QtBot) -> None:
    record = random_series(12, stop_after=60)
    viewer = ReplayViewer(record, language="ru")
    qtbot.addWidget(viewer)
    viewer.show()
    assert viewer.position == 0 and viewer.call.text() == ""
    assert viewer.what.text().startswith("<b>Deal 1: ")
    qtbot.keyClick(viewer, Qt.Key.Key_Right)
    assert viewer.position == 1
    played = viewer.steps[1].card_played
    assert played is not None and played.position == 1
    assert call_text(played.card.rank, 1, "ru") in viewer.call.text()
    qtbot.keyClick(viewer, Qt.Key.Key_End)
    assert viewer.position == len(viewer.steps) - 1 == 60
    qtbot.keyClick(viewer, Qt.Key.Key_Left)
    assert viewer.position == 59
    qtbot.keyClick(viewer, Qt.Key.Key_Home)
    assert viewer.position == 0
    qtbot.keyClick(viewer.list, Qt.Key.Key_Right)  # the list has the focus in use
    qtbot.keyClick(viewer.list, Qt.Key.Key_Right)
    assert viewer.position == 2 and viewer.list.currentRow() == 2
    viewer.style_box.setCurrentIndex(1)
    viewer.go(1)
    assert call_text(played.card.rank, 1, "ru", "snip-snap") in viewer.call.text()


def test_damaged_statistics_are_reported_at_start(qtbot: QtBot, paths: AppPaths,
                                                 instant: None) -> None:
    paths.statistics_file.write_bytes(b"\x00\xff binary")
    opened = Opened(qtbot, paths)
    assert [p.damage for p in opened.storage.problems] == [Damage.BINARY]
    opened.persistence.start_up()
    assert len(opened.told) == 1
    title, text = opened.told[0]
    assert title == "Statistics"
    assert text.startswith("The statistics could not be read. The file is not text")
    assert text.endswith("They start again from zero.")
    assert len(list(paths.data.glob("statistics.json.*.bak"))) == 1
    opened.window.autoplayer.shutdown()


def test_a_second_window_never_touches_the_first_ones_saves(
        opened: Opened, qtbot: QtBot, paths: AppPaths) -> None:
    opened.window.start(PEOPLE)
    opened.play(20)
    saved = paths.autosave_file.read_bytes()
    second = Opened(qtbot, paths)
    assert not second.storage.owns_saves
    second.persistence.start_up()
    assert second.asked == []
    assert second.told[0][1].startswith("Coventry Desktop is already open in another window.")
    second.play(15, seed=2)
    assert paths.autosave_file.read_bytes() == saved
    opened.play(1, seed=3)
    assert paths.autosave_file.read_bytes() != saved  # the first window still saves
    second.window.autoplayer.shutdown()
    opened.storage.close()
    third = Opened(qtbot, paths)
    assert third.storage.owns_saves
    third.storage.close()
    third.window.autoplayer.shutdown()


def test_import_record_opens_a_comet_record_on_comets_table(opened: Opened,
                                                            tmp_path: Path) -> None:
    from coventry_desktop.engine.game_records import GameRecord
    from coventry_desktop.games import get
    from coventry_desktop.storage.game_files import write_record
    from coventry_desktop.widgets.game_replay import GameReplay

    info = get("comet")
    target = tmp_path / "comet.json"
    write_record(target, info, GameRecord("comet", info.rules_version, None, ("A", "B", "C"),
                                          0, 1, (4,), ((),)))
    viewer = opened.persistence.import_from(target)
    assert isinstance(viewer, GameReplay) and viewer.loaded.info is info
    assert len(viewer.steps) == 1  # the deal as dealt
    viewer.close()


def test_export_transcript_writes_the_game_as_text_with_its_calls(opened: Opened,
                                                                  tmp_path: Path) -> None:
    opened.window.start(PEOPLE)
    opened.play(30)
    target = tmp_path / "partie.txt"
    assert opened.persistence.transcript_to(target)
    text = target.read_text(encoding="utf-8")
    assert text.startswith("Earl of Coventry — 3 players")
    assert "Deal 1: " in text and "«" in text  # each card with its call
    assert text.count("\n  ") >= 30
