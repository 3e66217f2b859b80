"""A game window's Undo, autosave and resume, exports and statistics (#13 items 5, 7, 8)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from coventry_desktop.engine.game_records import from_json, replay
from coventry_desktop.games import GAMES, get
from coventry_desktop.models.presentation import format_units
from coventry_desktop.models.setup import YOU
from coventry_desktop.storage.game_files import GameAutosave, read_record
from coventry_desktop.widgets import file_choice, other_games, speeds
from coventry_desktop.widgets.game_window import GameWindow


def _my_turn(window: GameWindow) -> bool:
    return window.session.deal_over() or bool(window.flow.actions())


@pytest.mark.parametrize("game", [info.id for info in GAMES])
def test_ctrl_z_takes_back_my_action_and_the_log_says_only_what_stands(
        qtbot, instant, tmp_path, game, game_window) -> None:
    window = game_window(game, 1, 3, data=tmp_path)
    qtbot.waitUntil(lambda: _my_turn(window), timeout=10_000)
    # A choice of several cards (the only card is mine too); past Hearts' give, which Undo
    # takes back no more once its cards are received (HT-5).
    while len(window.flow.actions()) < 2 or len(window.flow.actions()[0].cards) > 1:
        window.session.request(window.flow.actions()[0])
        qtbot.waitUntil(lambda: _my_turn(window), timeout=10_000)
        assert not window.session.deal_over()
    before, lines = window.session.state, window.log.count()
    window.session.request(window.flow.actions()[0])
    qtbot.waitUntil(lambda: _my_turn(window), timeout=10_000)
    assert window.keeper.undo_action.isEnabled()
    qtbot.keyClick(window.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.session.state == before
    assert window.log.count() == lines
    # Enabled again only for an action of mine before it (the only card I could play).
    earlier = window.session.undo_target()
    assert window.keeper.undo_action.isEnabled() == (earlier is not None)
    assert earlier is None or window.session.history[-1][earlier].seat == 0
    # The autosave follows: it holds the undone position, marked.
    saved = GameAutosave(tmp_path, get(game)).load()
    assert saved is not None and not isinstance(saved, Exception)
    assert saved.record.undone == (0,) and saved.states[-1] == before  # type: ignore[union-attr]
    window.close()


def test_closing_keeps_the_series_and_play_comet_offers_to_go_on(qtbot, instant, tmp_path,
                                                                 monkeypatch, game_window) -> None:
    window = game_window("comet", 1, 3, data=tmp_path)
    qtbot.waitUntil(lambda: _my_turn(window), timeout=10_000)
    window.session.request(window.flow.actions()[0])
    qtbot.waitUntil(lambda: _my_turn(window), timeout=10_000)
    state, record = window.session.state, window.session.record()
    assert window.close()  # no question: the series is saved
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    again = other_games.open_game(get("comet"), data=tmp_path)
    assert again is not None
    qtbot.addWidget(again)
    assert again.session.state == state and again.session.record() == record
    assert [s.is_human for s in again.session.seats] == [True, False, False, False]
    assert again.log.count() > 0  # the deal so far is told again
    again.close()


def test_a_damaged_autosave_is_reported_and_a_new_game_offered(qtbot, tmp_path,
                                                               monkeypatch) -> None:
    info = get("hearts")
    GameAutosave(tmp_path, info).path.write_bytes(b"\xff\xfe garbage")
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: warnings.append(text))
    dialog = other_games.GameSetupDialog(info)
    monkeypatch.setattr(dialog, "exec", lambda: 0)  # the player cancels the new game
    assert other_games.open_game(info, data=tmp_path, dialog=dialog) is None
    assert warnings and "kept aside" in warnings[0]
    assert warnings[0].startswith("The unfinished game of Hearts could not be restored")
    assert list(tmp_path.glob("hearts-autosave*.bak*"))


@pytest.mark.parametrize("game", [info.id for info in GAMES])
def test_a_whole_deal_is_counted_exported_and_told(qtbot, instant, tmp_path, monkeypatch,
                                                   game, game_window) -> None:
    window = game_window(game, 1, 3, data=tmp_path)
    while not window.session.deal_over():
        qtbot.waitUntil(lambda: _my_turn(window), timeout=20_000)
        if not window.session.deal_over():
            window.session.request(window.flow.actions()[0])
    out = tmp_path / "out.json"
    monkeypatch.setattr(file_choice, "save_file_name", lambda *a, **k: (str(out), ""))
    assert window.keeper.export_record() == out
    # Said where it went, for a while (it was written without a word).
    assert window.messages.lines()["exported"] == (
        f"The finished deals were written as a record to “{out}”.")
    loaded = read_record(out)
    assert len(loaded.record.deal_seeds) == 1 and not loaded.deal_in_play
    info, record = from_json(out.read_text(encoding="utf-8"), GAMES)
    assert replay(info, record)[-1] == window.session.state
    text_out = tmp_path / "out.txt"
    monkeypatch.setattr(file_choice, "save_file_name", lambda *a, **k: (str(text_out), ""))
    assert window.keeper.export_transcript() == text_out
    assert window.messages.lines()["exported"] == (
        f"The finished deals were written as text to “{text_out}”.")
    monkeypatch.setattr(speeds, "NOTICE_MS", 1)
    window.keeper.export_transcript()
    qtbot.waitUntil(lambda: "exported" not in window.messages.lines())
    text = text_out.read_text(encoding="utf-8")
    assert "Deal 1" in text and "The deal is over." in text and "Totals after 1 deal" in text
    stats = window.keeper.statistics
    assert stats is not None
    entry = next(iter(stats.players[YOU].values()))
    assert entry.deals_played == 1
    assert entry.units == float(window.session.results[0][0])
    dialog = window.keeper.show_statistics()
    table = dialog.table  # type: ignore[attr-defined]
    assert table.rowCount() == 1
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    units = table.item(0, headers.index("Units")).text()
    assert units == format_units(entry.units)  # a real minus sign, as everywhere
    assert "-" not in "".join(table.item(0, c).text() for c in range(table.columnCount()))
    assert table.editTriggers() == table.EditTrigger.NoEditTriggers
    dialog.close()
    window.close()


@pytest.mark.parametrize("game", [info.id for info in GAMES])
def test_a_hint_chooses_what_the_hard_bot_would_do_and_plays_nothing(qtbot, instant, tmp_path,
                                                                     game, game_window) -> None:
    window = game_window(game, 1, 3, data=tmp_path)
    qtbot.waitUntil(lambda: bool(window.flow.actions()), timeout=10_000)
    before = window.session.state
    assert window.hint.action.isEnabled()
    with qtbot.waitSignal(window.hint.given, timeout=30_000):
        qtbot.keyClick(window.table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.hint.last is not None, timeout=5_000)
    hint = window.hint.last
    assert hint in window.flow.actions() and window.session.state is before
    if len(hint.cards) == 1:
        assert window.flow.current == hint.cards[0]
    elif len(hint.cards) > 1:  # a Hearts give: selected, Confirm gives it
        assert window.flow.chosen_action() == hint and window.confirm_button.isEnabled()
    assert window.status.text().startswith("Hint:")
    window.close()


def test_watching_plays_a_bot_table_in_its_own_window_and_keeps_nothing(qtbot, instant,
                                                                       tmp_path,
        game_window) -> None:
    window = game_window("comet", 1, 3, data=tmp_path)
    watcher = window.keeper.watch()
    qtbot.addWidget(watcher)
    assert watcher.keeper.autosave is None and watcher.keeper.statistics is None
    assert not any(seat.is_human for seat in watcher.session.seats)
    assert len(watcher.session.seats) == len(window.session.seats)
    qtbot.waitUntil(watcher.session.deal_over, timeout=30_000)
    assert sum(watcher.session.results[0]) == 0
    assert not (tmp_path / "comet-statistics.json").exists()
    watcher.close()
    window.close()


def test_comets_announcements_are_spoken_when_speech_is_on(qtbot, instant, tmp_path,
        game_window) -> None:
    from PySide6.QtWidgets import QMainWindow

    from coventry_desktop.games.comet.announce import announcement
    from coventry_desktop.games.comet.events import Announced
    from coventry_desktop.speech.speakers import FakeSpeaker

    main = QMainWindow()
    qtbot.addWidget(main)
    main.speaker = FakeSpeaker(parent=main)  # type: ignore[attr-defined]
    window = game_window("comet", 0, 3, parent=main, show=False)  # main deletes it
    heard: list[object] = []
    window.session.happened.connect(lambda e: isinstance(e, Announced) and heard.append(e))
    qtbot.waitUntil(lambda: bool(heard), timeout=30_000)
    said = main.speaker.said  # type: ignore[attr-defined]
    first = heard[0]
    assert (announcement(first.card, "en"), "en") in said  # type: ignore[attr-defined]
    main.speaker.set_enabled(False)  # type: ignore[attr-defined]
    before = len(said)
    window.session.happened.emit(first)
    assert len(main.speaker.said) == before  # type: ignore[attr-defined]
    window.close()


@pytest.mark.parametrize("language", ["en", "ru", "fr"])
@pytest.mark.parametrize("game", [info.id for info in GAMES])
def test_the_statistics_open_wide_enough_for_every_column(qtbot, qapp, tmp_path, game,
                                                          language) -> None:
    from coventry_desktop.i18n import install_language
    from coventry_desktop.storage.game_statistics import GameStatistics, GameStats
    from coventry_desktop.widgets.game_window_parts import FRAME_ROOM
    from coventry_desktop.widgets.statistics_table import StatisticsTable

    info = get(game)
    stats = GameStatistics(tmp_path, info)
    counts = {"clean": 3, "queen_taken": 12, "moons": 1} if game == "hearts" else {}
    if game == "comet":
        counts = {"comets": 4, "kings_kept": 2}
    stats.players = {"Zoë 🎉👨\u200d👩\u200d👧 🃏": {
        name: GameStats(120, 20, 7, 2, -13.5, 812.0, 31.5, counts)
        for name in ([p for p, _ in info.presets] or [""])}}
    install_language(qapp, language)
    try:
        dialog = StatisticsTable(info, stats)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        table = dialog.table
        assert table.columnCount() >= 9
        room = dialog.screen().availableGeometry()
        columns = table.horizontalHeader().length()
        assert dialog.width() + FRAME_ROOM.width() <= room.width()  # with its frame
        if dialog.width() + FRAME_ROOM.width() < room.width():  # else as wide as it may be
            # Every column is in view as it opens: nothing cut ("Best s…"), no scrolling.
            assert table.viewport().width() >= columns, language
            assert table.horizontalScrollBar().maximum() == 0
        assert table.viewport().height() >= table.verticalHeader().length()
    finally:
        install_language(qapp, "en")
