"""Statistics per human player name: counted once, saved atomically, damage kept aside."""

from __future__ import annotations

import json

import pytest

from coventry_desktop.games.coventry import replay_series
from coventry_desktop.storage import AppPaths, Damage, PlayerStats, Statistics

from .conftest import random_series

HUMANS = (True, True, False, False)


def expected_for(seed: int, seat: int) -> PlayerStats:
    """What one seat's statistics must be after the whole series ``seed``, from the engine."""
    replayed = replay_series(random_series(seed))
    results = replayed.series.results
    total = replayed.series.totals[seat]
    places = replayed.series.places
    first, shared = places[seat] == 1, list(places).count(1) > 1
    return PlayerStats(
        series_played=1, series_won=int(first and not shared),
        series_shared=int(first and shared), deals_played=6,
        deals_won=sum(final.winner == seat for final in replayed.finals),
        units=sum(result[seat] for result in results), best_series=total)


def test_a_finished_series_counts_each_human_once(paths: AppPaths) -> None:
    stats, problem = Statistics.load(paths.statistics_file)
    assert problem is None and stats.players == {}
    record = random_series(21)
    assert stats.record(record, HUMANS)
    assert set(stats.players) == {"Анна", "Élodie"}
    assert stats.players["Анна"] == expected_for(21, 0)
    assert stats.players["Élodie"] == expected_for(21, 1)
    assert not stats.record(record, HUMANS)  # counted already
    assert stats.players["Анна"].series_played == 1


def test_deals_count_as_they_settle_and_the_series_at_its_end(paths: AppPaths) -> None:
    stats = Statistics(paths.statistics_file)
    whole = random_series(22)
    done = 0
    for cut in range(0, 500, 7):
        part = random_series(22, stop_after=cut)
        stats.record(part, HUMANS)
        done = len(replay_series(part).series.results)
        entry = stats.players.get("Анна", PlayerStats())
        assert entry.deals_played == done
        assert entry.series_played == (1 if done == 6 else 0)
    stats.record(whole, HUMANS)
    assert stats.players["Анна"] == expected_for(22, 0)


def test_two_series_add_up_and_best_is_the_highest_total(paths: AppPaths) -> None:
    stats = Statistics(paths.statistics_file)
    stats.record(random_series(31), HUMANS)
    stats.record(random_series(32), HUMANS)
    first, second = expected_for(31, 0), expected_for(32, 0)
    entry = stats.players["Анна"]
    assert entry.series_played == 2
    assert entry.series_won == first.series_won + second.series_won
    assert entry.deals_won == first.deals_won + second.deals_won
    assert entry.units == first.units + second.units
    assert entry.best_series == max(first.units, second.units)
    assert entry.mean_units == pytest.approx((first.units + second.units) / 12)


def test_a_single_deal_counts_as_a_deal_not_a_series(paths: AppPaths) -> None:
    stats = Statistics(paths.statistics_file)
    stats.record(random_series(40, deals=1), HUMANS)
    entry = stats.players["Анна"]
    assert (entry.series_played, entry.deals_played, entry.best_series) == (0, 1, None)


def test_save_and_load_round_trip_in_a_non_ascii_folder(paths: AppPaths) -> None:
    stats = Statistics(paths.statistics_file)
    stats.record(random_series(50), HUMANS)
    stats.save()
    loaded, problem = Statistics.load(paths.statistics_file)
    assert problem is None
    assert loaded.players == stats.players
    assert not loaded.record(random_series(50), HUMANS)  # remembered as counted


def test_reset_forgets_players_but_not_which_series_were_counted(paths: AppPaths) -> None:
    stats = Statistics(paths.statistics_file)
    stats.record(random_series(51), HUMANS)
    stats.reset()
    loaded, _ = Statistics.load(paths.statistics_file)
    assert loaded.players == {}
    assert not loaded.record(random_series(51), HUMANS)


@pytest.mark.parametrize(("content", "damage"), [
    (b"", Damage.EMPTY),
    (b'{"format": "coventry-desktop/statistics", "version": 1, "play', Damage.TRUNCATED),
    (b"\x00\x01\x02\xff", Damage.BINARY),
    (b"statistics!", Damage.NOT_OURS),
    (b'{"format": "coventry-desktop/statistics", "version": 7}', Damage.WRONG_VERSION),
    (b"[" * 100_000 + b"]" * 100_000, Damage.NOT_OURS),
    (b'{"format": "coventry-desktop/statistics", "version": 1, "players": '
     b'{"A": {"series_played": -1, "series_won": 0, "deals_played": 0, "deals_won": 0, '
     b'"units": 0, "best_series": null}}, "counted": {}}', Damage.NOT_OURS),
    (b'{"format": "coventry-desktop/statistics", "version": 1, "players": '
     b'{"A": {"series_played": "many"}}, "counted": {}}', Damage.NOT_OURS),
])
def test_damaged_statistics_are_kept_aside_and_start_empty(
        paths: AppPaths, content: bytes, damage: Damage) -> None:
    paths.statistics_file.write_bytes(content)
    paths.autosave_file.write_text("untouched")
    stats, problem = Statistics.load(paths.statistics_file)
    assert stats.players == {}
    assert problem is not None and problem.damage is damage
    assert problem.backup is not None and problem.backup.read_bytes() == content
    assert not paths.statistics_file.exists()
    assert paths.autosave_file.read_text() == "untouched"


def test_the_file_is_plain_json_with_the_documented_shape(paths: AppPaths) -> None:
    stats = Statistics(paths.statistics_file)
    stats.record(random_series(60), HUMANS)
    stats.save()
    body = json.loads(paths.statistics_file.read_text(encoding="utf-8"))
    assert body["format"] == "coventry-desktop/statistics" and body["version"] == 1
    assert set(body["players"]["Élodie"]) == {"series_played", "series_won", "series_shared",
                                              "deals_played", "deals_won", "units",
                                              "best_series"}
    assert list(body["counted"].values()) == [6]


def test_a_shared_first_place_is_counted_apart_from_a_win(paths: AppPaths) -> None:
    # Seed 91 ends 6, -9, -3, 6: Анна (seat 0) shares first place with a bot (#12 item 17).
    record = random_series(91)
    assert replay_series(record).series.places == [1, 4, 3, 1]
    stats = Statistics(paths.statistics_file)
    stats.record(record, HUMANS)
    anna = stats.players["Анна"]
    assert (anna.series_played, anna.series_won, anna.series_shared) == (1, 0, 1)
    assert anna == expected_for(91, 0)
    assert stats.players["Élodie"].series_shared == 0


def test_a_file_from_before_shared_places_reads_them_as_zero(paths: AppPaths) -> None:
    paths.statistics_file.write_bytes(
        b'{"format": "coventry-desktop/statistics", "version": 1, "players": '
        b'{"A": {"series_played": 2, "series_won": 1, "deals_played": 12, "deals_won": 3, '
        b'"units": 4, "best_series": 9}}, "counted": {}}')
    stats, problem = Statistics.load(paths.statistics_file)
    assert problem is None
    assert stats.players["A"] == PlayerStats(2, 1, 0, 12, 3, 4, 9)
