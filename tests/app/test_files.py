"""What Earl of Coventry's window keeps and offers in the app shell: the autosave after every
action, statistics of the people, Export Record, Export Transcript, Open Record, a damaged
file in plain words, and a data folder that cannot be written or is not this copy's.

The old window's keeper and ``Persistence`` promised these (tests/storage/test_keeper.py,
test_persistence.py, test_export_privacy.py, test_replay_steps.py).
"""

from __future__ import annotations

import logging
import random
import shutil
from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from coventry_desktop.engine.cards import Card
from coventry_desktop.games import get
from coventry_desktop.games.coventry.calls import call_text
from coventry_desktop.models.presentation import Hand, format_units
from coventry_desktop.models.setup import Occupant, SeatSetup
from coventry_desktop.storage.game_files import GameAutosave, LoadedRecord, read_record
from coventry_desktop.storage.game_statistics import GameStatistics
from coventry_desktop.widgets import file_choice, speeds
from coventry_desktop.widgets.game_replay import GameReplay
from coventry_desktop.widgets.other_games import Opening

from .conftest import play, play_deal

COVENTRY = get("coventry")
RELEASE = Path(__file__).parents[1] / "golden" / "coventry" / "release1"
KEEPER_ENTRIES = ["&Undo", "&Watch Bots Play", "&Export Record…", "Export &Transcript…",
                  "&Open Record…", "&Statistics…"]


def _save_to(monkeypatch, path: Path) -> list[tuple[str, str]]:
    """The save dialog answers ``path``; returns the (caption, proposed path) it was shown."""
    shown: list[tuple[str, str]] = []

    def save_file_name(_parent, caption: str, where: str, _filter: str) -> tuple[str, str]:
        shown.append((caption, where))
        return str(path), ""

    monkeypatch.setattr(file_choice, "save_file_name", save_file_name)
    return shown


def test_the_game_menu_offers_undo_watch_export_open_and_statistics(coventry) -> None:
    window = coventry().window
    texts = [action.text() for action in window.game_menu.actions()]
    at = texts.index("&Undo")
    assert texts[at:at + len(KEEPER_ENTRIES)] == KEEPER_ENTRIES
    assert texts[-1] == "&Quit"


def test_every_action_is_on_disk_before_the_next(coventry, tmp_path: Path) -> None:
    session = coventry(seats=4, people=4).window.session
    autosave = GameAutosave(tmp_path / "data", COVENTRY)
    rng = random.Random(3)
    for _ in range(120):
        if session.deal_over():
            session.next_deal()
        else:
            assert session.request(rng.choice(session.legal_actions()))
        loaded = autosave.load()
        assert isinstance(loaded, LoadedRecord) and loaded.record == session.record()
    assert session.deal_index >= 1  # across a deal's end too


def test_settled_deals_count_for_the_people_only(app_shell, qtbot, tmp_path: Path) -> None:
    # People and bots in turn, as a table of an earlier release came back.
    seats = (SeatSetup("Наталья", Occupant.HUMAN), SeatSetup("Ada", Occupant.BOT, "hard"),
             SeatSetup("Élodie", Occupant.HUMAN), SeatSetup("Basil", Occupant.BOT, "easy"))
    shell = app_shell(start=False)
    window = shell.show(Opening(COVENTRY, seats, 6, None))
    speeds.set_speed(0)  # the shell set the remembered speed, Normal
    session, rng = window.session, random.Random(4)

    def people_or_end() -> bool:  # a person's turn that is not a pass made for them
        seat, legal = session.to_act(), session.legal_actions()
        return session.deal_over() or (seat in (0, 2) and any(a.cards for a in legal))

    while not session.deal_over():
        qtbot.waitUntil(people_or_end, timeout=20_000)
        if not session.deal_over():
            assert session.request(rng.choice(session.legal_actions()))
    stats, problem = GameStatistics.load(tmp_path / "data", COVENTRY)
    assert problem is None
    assert set(stats.players) == {"Наталья", "Élodie"}
    units = session.results[0]
    assert stats.players["Наталья"][""].units == units[0]
    assert stats.players["Élodie"][""].units == units[2]
    assert stats.players["Élodie"][""].deals_played == 1
    assert window.keeper.statistics.players == stats.players
    session.shutdown()


def test_the_statistics_dialog_shows_each_person(coventry) -> None:
    window = coventry(seats=3, people=3).window
    play_deal(window.session, seed=8)
    dialog = window.keeper.show_statistics()
    table = dialog.table
    assert dialog.windowTitle() == "Statistics of Earl of Coventry"
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert headers == ["Player", "Rules", "Deals", "Series", "Won", "First place shared",
                       "Points per deal", "Units", "Best series"]
    rows = [[table.item(r, c).text() for c in range(table.columnCount())]
            for r in range(table.rowCount())]
    units = window.session.results[0]
    assert rows == [[f"Player {seat + 1}", "—", "1", "0", "0", "0",
                     format_units(units[seat]).replace("+", ""), format_units(units[seat]),
                     "—"] for seat in range(3)]
    dialog.close()


def test_damaged_statistics_are_said_in_the_bar_with_the_game_and_folder(
        app_shell, dialogs, tmp_path: Path) -> None:
    """No box before the window: its bar names the game's statistics, the file and its
    folder, and Game → Statistics… says where the earlier ones went."""
    name, data = "coventry-statistics.json", tmp_path / "data"
    data.mkdir()
    (data / name).write_bytes(b"\x00\xff binary")
    window = app_shell().window
    [backup] = data.glob(f"{name}.*.bak")
    assert dialogs.told == []
    assert window.messages.lines()["statistics-read"] == (
        f"The statistics of Earl of Coventry (“{name}” in “{data}”) could not be read, so "
        "they count again from zero. The file is not text: it was damaged or overwritten by "
        f"another program. It was kept aside as “{backup.name}”; nothing else was changed.")
    assert window.keeper.statistics is not None and window.keeper.statistics.players == {}
    dialog = window.keeper.show_statistics()
    assert dialog.note.isVisible() and dialog.table.rowCount() == 0
    assert dialog.note.text() == (
        "The earlier statistics of Earl of Coventry could not be read: they were set aside "
        f"as “{backup.name}” in “{data}”, and these count from then.")
    dialog.close()


def test_statistics_of_30_mb_are_said_too_big_not_empty(app_shell, dialogs,
                                                        tmp_path: Path) -> None:
    """30 MB of spaces then "{}": its first 8 MB read were blank, and it was said empty."""
    name, data = "comet-statistics.json", tmp_path / "data"
    data.mkdir()
    (data / name).write_bytes(b" " * (30 * 1024 * 1024) + b"{}")
    window = app_shell("comet").window
    [backup] = data.glob(f"{name}.*.bak")
    assert backup.stat().st_size == 30 * 1024 * 1024 + 2  # kept whole
    assert dialogs.told == []
    assert window.messages.lines()["statistics-read"] == (
        f"The statistics of Comet (“{name}” in “{data}”) could not be read, so they count "
        "again from zero. The file is 30 MB, far bigger than any file Coventry Desktop "
        f"writes, so it was not read. It was kept aside as “{backup.name}”; nothing else "
        "was changed.")


def test_release_0_1_0s_files_are_converted_at_start_and_the_series_resumed(
        app_shell, dialogs, tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    for name in ("autosave.json", "statistics.json"):
        shutil.copy(RELEASE / name, data / name)
    window = app_shell("coventry").window
    assert dialogs.asked == []  # it goes on without a question; the bar says so
    assert "resumed" in window.messages.lines()
    assert window.session.record().seats == ("You", "Basil", "Zoë", "Дмитрий")
    assert len(window.session.results) == 2
    assert sorted(p.name for p in data.glob("*.old")) == ["autosave.json.old",
                                                          "statistics.json.old"]
    assert window.keeper.statistics is not None
    assert window.keeper.statistics.players["You"][""].deals_played == 2
    assert "migration" not in window.messages.lines()


def test_damaged_earlier_statistics_are_said_at_start_and_kept_aside(
        app_shell, dialogs, tmp_path: Path) -> None:
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "statistics.json").write_bytes(b"\x00\xff binary")
    window = app_shell().window
    [backup] = (tmp_path / "data").glob("statistics.json.*.bak")
    assert window.messages.lines()["migration"] == (
        "A file of an earlier release could not be converted. The file is not text: it was "
        "damaged or overwritten by another program. It was kept aside as "
        f"“{backup.name}”; nothing else was changed.")
    assert window.keeper.statistics is not None and window.keeper.statistics.players == {}


def test_the_file_dialogs_open_in_documents_or_else_the_home_folder(
        coventry, monkeypatch, tmp_path: Path) -> None:
    """A fresh account often has no ~/Documents: Qt's dialog shown a folder that does not
    exist opens in the app's working folder, so the dialogs propose the home folder then."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    window = coventry().window
    shown = _save_to(monkeypatch, tmp_path / "x.json")
    opened: list[str] = []

    def open_file_name(_parent, _caption: str, where: str, _filter: str) -> tuple[str, str]:
        opened.append(where)
        return "", ""  # cancelled

    monkeypatch.setattr(file_choice, "open_file_name", open_file_name)
    window.keeper.export_record()
    window.keeper.ask_open_record()
    (home / "Documents").mkdir()
    window.keeper.export_transcript()
    window.keeper.ask_open_record()
    assert [where for _caption, where in shown] == [
        str(home / "coventry-series.json"), str(home / "Documents" / "coventry-series.txt")]
    assert opened == [str(home), str(home / "Documents")]


def test_export_then_open_replays_the_finished_deals(coventry, monkeypatch,
                                                     tmp_path: Path) -> None:
    window = coventry(seats=3, people=3).window
    session = window.session
    play_deal(session, seed=3)
    session.next_deal()
    play(session, 9, seed=3)
    target = tmp_path / "Партия Élodie.json"
    shown = _save_to(monkeypatch, target)
    assert window.keeper.export_record() == target
    assert shown[0][0] == "Export the Finished Deals as a Record"
    assert shown[0][1].endswith("coventry-series.json")
    loaded = read_record(target)
    # The deal in play stays private: only the finished one is written.
    assert loaded.record == session.record().finished_deals(COVENTRY)
    assert len(loaded.record.deal_seeds) == 1 and not loaded.deal_in_play
    monkeypatch.setattr(file_choice, "open_file_name", lambda *a, **k: (str(target), ""))
    window.keeper.ask_open_record()
    replay = window.findChild(GameReplay)
    assert replay is not None and replay.isVisible()
    assert replay.windowTitle() == "Replay of Earl of Coventry"
    assert len(replay.steps) == 1 + len(session.record().actions[0])
    assert replay.steps[-1].state == loaded.states[0]
    replay.close()


def test_an_open_record_stopped_mid_deal_keeps_that_deals_hands_face_down(coventry) -> None:
    # The previous release's autosave: two deals finished, the third stopped at action 9.
    window = coventry().window
    replay = window.keeper.open_record(RELEASE / "autosave.json")
    assert isinstance(replay, GameReplay)
    assert [step.deal for step in replay.steps].count(2) == 10  # dealt, and nine actions
    replay.seat.setCurrentIndex(1)
    for position, step in enumerate(replay.steps):
        replay.go(position)
        hands = [s for s in replay.table.picture().spots if isinstance(s.zone, Hand)]
        if step.deal == 2:
            assert all(s.card is None for s in hands), position
        else:  # a finished deal is a study of the game: the chosen seat's hand is shown
            assert all(s.card is not None for s in hands if s.zone == Hand(1)), position
    replay.go(0)
    assert sum(1 for s in replay.table.picture().spots if s.zone == Hand(1)) == 13
    replay.close()


def test_a_replay_has_a_step_per_action_and_per_deal_and_says_the_calls(coventry) -> None:
    window = coventry().window
    loaded = read_record(RELEASE / "coventry-record.json")
    replay = window.keeper.open_record(RELEASE / "coventry-record.json")
    assert isinstance(replay, GameReplay)
    record = loaded.record
    assert len(replay.steps) == sum(map(len, record.actions)) + len(record.actions)
    assert [s.deal for s in replay.steps if s.dealt] == [0, 1]
    assert [replay.steps[i - 1].state for i, s in enumerate(replay.steps) if i and s.dealt] \
        + [replay.steps[-1].state] == loaded.states
    first_play = next(s for s in replay.steps if "plays" in s.text)
    card = first_play.text.split(" plays ")[1].split(".")[0]
    assert first_play.text.endswith(f"“{call_text(Card.parse(card).rank, 1, 'en')}”")
    replay.close()


def test_a_replay_speaks_of_you_as_you(coventry) -> None:
    replay = coventry().window.keeper.open_record(RELEASE / "coventry-record.json")
    texts = [step.text for step in replay.steps]
    assert not [t for t in texts if t.startswith(("You passes", "You plays", "You goes"))]
    assert "You pass." in texts
    replay.close()


def test_a_damaged_record_is_said_in_plain_words_and_left_in_place(coventry, dialogs,
                                                                   tmp_path: Path) -> None:
    window = coventry().window
    target = tmp_path / "edited.json"
    text = '{"format": "coventry-desktop/record", "rules_version": 1}'
    target.write_text(text, encoding="utf-8")
    assert window.keeper.open_record(target) is None
    assert dialogs.told == [("Open a Record",
                             "The file is damaged or is not a Coventry Desktop file.")]
    assert target.read_text(encoding="utf-8") == text


def test_export_to_a_place_that_cannot_be_written_is_said(coventry, dialogs, monkeypatch,
                                                          tmp_path: Path) -> None:
    window = coventry(seats=3, people=3).window
    play_deal(window.session)
    (tmp_path / "blocked").write_text("a file where a folder should be")
    _save_to(monkeypatch, tmp_path / "blocked" / "x.json")
    assert window.keeper.export_record() is None
    assert dialogs.told == [("Export", "The record could not be written: a file stands where "
                                       "the folder should be.")]


def test_export_transcript_writes_the_finished_deals_with_their_calls(coventry, monkeypatch,
                                                                      tmp_path: Path) -> None:
    window = coventry(seats=3, people=3).window
    play_deal(window.session, seed=2)
    target = tmp_path / "partie.txt"
    shown = _save_to(monkeypatch, target)
    assert window.keeper.export_transcript() == target
    assert shown[0][0] == "Export the Finished Deals as Text"
    text = target.read_text(encoding="utf-8")
    lines = text.splitlines()
    assert lines[0] == "Earl of Coventry — 3 players, 1 deal finished"
    dealer = window.session.record().dealer(0)
    assert lines[2] == f"Deal 1 — Player {dealer + 1} deals"
    plays = [line for line in lines if " plays " in line]
    # The English calls in English quotation marks (“…”), as the calls' language has them.
    assert plays and all(line.count("\u201c") == 1 and line.endswith("\u201d") for line in plays)
    actions = window.session.record().actions[0]
    assert sum(1 for line in lines if line.startswith("  ")) >= len(actions)
    assert lines[-4:-3] == ["Totals after 1 deal:"]


def test_a_data_folder_that_cannot_be_written_stops_nothing(app_shell, caplog,
                                                            tmp_path: Path) -> None:
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where a folder should be")
    shell = app_shell(start=False)
    shell.data = blocked  # the data folder is not a folder
    window = shell.start_up()
    with caplog.at_level(logging.ERROR, "coventry_desktop.widgets.game_keeper"):
        window.session.set_paused(True)  # only the person acts
        while window.session.to_act() != 0:
            assert window.session.request(window.session.legal_actions()[0])
        assert window.session.request(window.session.legal_actions()[0])
    failures = [r.getMessage() for r in caplog.records if "could not autosave" in r.getMessage()]
    assert failures and all(str(blocked) in message for message in failures)
    assert blocked.read_text() == "a file where a folder should be"


def test_a_second_copy_keeps_nothing_and_asks_before_leaving_a_game(app_shell, dialogs,
                                                                    tmp_path: Path) -> None:
    first = app_shell()
    path = tmp_path / "data" / "coventry-autosave.json"
    saved = path.read_bytes()
    second = app_shell(data=False)  # what app.run gives a copy that does not own the saves
    window = second.window
    assert dialogs.asked == []  # the first copy's series is not offered here
    assert window.keeper.autosave is None and window.keeper.statistics is None
    dialogs.answer = QMessageBox.StandardButton.No
    window.session.set_paused(True)
    while window.session.to_act() != 0:
        assert window.session.request(window.session.legal_actions()[0])
    assert window.session.request(window.session.legal_actions()[0])
    assert path.read_bytes() == saved
    assert sorted(p.name for p in path.parent.iterdir()) == ["coventry-autosave.json"]
    assert not window.may_leave()  # No, the default: it is not saved
    assert dialogs.asked == [("Leave the Game",
                              "This game is not finished. Leave it? It is not saved.")]
    assert first.window.keeper.autosave is not None


def test_open_record_in_coventrys_window_opens_a_comet_record_on_comets_table(
        coventry, tmp_path: Path) -> None:
    from coventry_desktop.engine.game_records import GameRecord
    from coventry_desktop.storage.game_files import write_record

    comet = get("comet")
    target = tmp_path / "comet.json"
    write_record(target, comet, GameRecord("comet", comet.rules_version, None,
                                           ("A", "B", "C"), 0, 1, (4,), ((),)))
    replay = coventry().window.keeper.open_record(target)
    assert isinstance(replay, GameReplay) and replay.loaded.info is comet
    assert replay.windowTitle() == "Replay of Comet"
    assert [step.text for step in replay.steps] == ["Deal 1 — A deals"]  # as dealt
    replay.close()
