"""The keeper saves the controller's game after every change and counts settled deals."""

from __future__ import annotations

import random
from dataclasses import replace

from pytestqt.qtbot import QtBot

from coventry_desktop.games.coventry import SeriesRecord
from coventry_desktop.models import GameController, GameSetup, Occupant, SeatSetup, watch_setup
from coventry_desktop.models.game_setup import setup_from_game, setup_to_game
from coventry_desktop.models.keeper import GameKeeper
from coventry_desktop.storage import AppPaths, Autosave, Saved, Statistics

SETUP = GameSetup((SeatSetup("Наталья", Occupant.HUMAN), SeatSetup("Ada", Occupant.BOT, "hard"),
                   SeatSetup("Élodie", Occupant.HUMAN), SeatSetup("Basil", Occupant.BOT, "easy")),
                  seed=77, language="fr", call_style="snip-snap")


def keeper_for(paths: AppPaths) -> tuple[GameController, GameKeeper]:
    controller = GameController()
    keeper = GameKeeper(controller, Autosave(paths.autosave_file),
                        Statistics(paths.statistics_file))
    return controller, keeper


def play_random(controller: GameController, actions: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    for _ in range(actions):
        if controller.is_over():
            controller.next_deal()
        assert controller.request(rng.choice(controller.legal_actions()))


def test_every_action_is_on_disk_before_the_next(paths: AppPaths) -> None:
    controller, keeper = keeper_for(paths)
    controller.new_game(SETUP)
    autosave = Autosave(paths.autosave_file)
    rng = random.Random(3)
    for _ in range(120):
        if controller.is_over():
            controller.next_deal()
        controller.request(rng.choice(controller.legal_actions()))
        loaded = autosave.load()
        assert isinstance(loaded, Saved) and loaded.record == controller.record
    assert keeper.saves >= 121


def test_resuming_rebuilds_the_same_setup_and_table(paths: AppPaths) -> None:
    controller, _keeper = keeper_for(paths)
    controller.new_game(SETUP)
    play_random(controller, 75)
    loaded = Autosave(paths.autosave_file).load()
    assert isinstance(loaded, Saved)
    setup = setup_from_game(loaded.record, loaded.game)
    assert controller.series is not None
    assert setup == replace(SETUP, first_dealer=controller.series.first_dealer)
    again = GameController()
    again.restore(setup, loaded.record)
    assert again.state == controller.state
    assert again.series == controller.series
    assert again.record == controller.record


def test_a_bare_or_odd_game_falls_back_to_one_person_and_normal_bots() -> None:
    record = SeriesRecord(3, 1, 5, 6, (), ("A", "B", "C"))
    setup = setup_from_game(record, {"occupants": ["human", "robot", "bot"], "language": "de"})
    assert [s.occupant for s in setup.seats] == [Occupant.HUMAN, Occupant.BOT, Occupant.BOT]
    assert [s.level for s in setup.seats] == ["normal"] * 3
    assert (setup.language, setup.call_style, setup.first_dealer, setup.seed) == (
        "en", "rhymes", 1, 5)
    assert setup_to_game(setup)["occupants"] == ["human", "bot", "bot"]


def test_watching_bots_never_overwrites_the_players_series(paths: AppPaths) -> None:
    controller, _keeper = keeper_for(paths)
    controller.new_game(SETUP)
    play_random(controller, 10)
    saved = paths.autosave_file.read_bytes()
    controller.new_game(watch_setup(4, seed=5))
    play_random(controller, 30)
    # Set aside unchanged, as the previous save that Restore Previous Game brings back.
    assert not paths.autosave_file.exists()
    assert paths.autosave_file.with_name("autosave.previous.json").read_bytes() == saved


def test_settled_deals_are_counted_for_the_people_only(paths: AppPaths) -> None:
    controller, keeper = keeper_for(paths)
    controller.new_game(SETUP)
    rng = random.Random(4)
    while controller.series is not None and not controller.series.results:
        controller.request(rng.choice(controller.legal_actions()))
    stats, problem = Statistics.load(paths.statistics_file)
    assert problem is None
    assert set(stats.players) == {"Наталья", "Élodie"}
    assert controller.series is not None
    result = controller.series.results[0]
    assert stats.players["Наталья"].units == result[0]
    assert stats.players["Élodie"].units == result[2]
    assert keeper.statistics.players == stats.players


def test_a_failing_disk_is_reported_once_and_play_goes_on(paths: AppPaths, qtbot: QtBot) -> None:
    blocked = paths.data / "blocked"
    blocked.write_text("a file where a folder should be")
    controller = GameController()
    keeper = GameKeeper(controller, Autosave(blocked / "autosave.json"),
                        Statistics(paths.statistics_file))
    messages: list[str] = []
    keeper.failed.connect(messages.append)
    controller.new_game(SETUP)
    play_random(controller, 20)
    assert len(messages) == 1
    assert messages[0].startswith("The game could not be saved (")
    assert keeper.saves == 0


def test_undo_is_the_same_series_and_keeps_the_previous_save(paths: AppPaths) -> None:
    # Play test: Undo wrote a shorter record, the keeper took it for a new game and
    # pushed the series kept for Restore Previous Game out.
    from coventry_desktop.games.coventry import Play

    controller, _keeper = keeper_for(paths)
    one_person = GameSetup((SeatSetup("Наталья", Occupant.HUMAN),
                            *(SeatSetup(n, Occupant.BOT, "easy") for n in ("Ada", "Basil"))),
                           seed=5)
    controller.new_game(one_person)
    play_random(controller, 6)
    first = controller.record
    controller.new_game(replace(one_person, seed=6))  # series A is kept as the previous
    autosave = Autosave(paths.autosave_file)
    kept = autosave.load_previous()
    assert isinstance(kept, Saved) and kept.record == first
    rng = random.Random(2)
    for _ in range(200):  # play until Undo may take back a card of seat 0
        if controller.is_over():
            break
        if controller.undo_target() is not None:
            break
        controller.request(rng.choice(controller.legal_actions()))
    assert controller.undo_target() is not None
    assert any(isinstance(a, Play) and a.seat == 0 for a in controller.record.actions[-1])
    assert controller.undo()
    again = autosave.load_previous()
    assert isinstance(again, Saved) and again.record == first  # still series A
    now = autosave.load()
    assert isinstance(now, Saved) and now.record == controller.record
    assert now.game.get("undone") == [0]
