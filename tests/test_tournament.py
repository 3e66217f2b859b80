"""The tournament on tiny runs of every game: exact structure, zero-sum units, pool = alone."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from coventry_desktop import games
from coventry_desktop.__main__ import main as app_main
from coventry_desktop.engine.game import GameInfo, Transition
from coventry_desktop.tournament import (
    Options,
    SearchBot,
    _bar,
    _bots,
    compare,
    format_report,
    main,
    play,
    run,
    summarise,
)

TINY = Options(players=4, seats=("hard", "normal", "normal", "easy"), deals=8, seed=1,
               hard_budget_ms=None, hard_samples=16)


def table_of(info: GameInfo) -> int:
    return 4 if 4 in info.seats else info.seats.start


@pytest.mark.parametrize("info", games.GAMES, ids=[info.id for info in games.GAMES])
def test_every_game_plays_a_tiny_duplicate_run(info: GameInfo) -> None:
    players = table_of(info)
    seats = ("normal",) + ("easy",) * (players - 1)
    options = Options(players=players, seats=seats, deals=2, seed=3, hard_budget_ms=None,
                      hard_samples=None, game=info.id)
    results = play(options, workers=1)
    assert len(results) == 2
    for deal in results:
        # One chair each seating for Normal, the rest for Easy; settlements sum to 0 exactly.
        assert deal.chairs == {"normal": players, "easy": players * (players - 1)}
        assert sum(deal.units.values()) == 0
        assert sum(deal.wins.values()) >= players  # someone has the best settlement each time
        for level in seats:
            assert 0 <= deal.shared_wins[level] <= deal.wins[level] <= deal.chairs[level]
    easy, normal = summarise(results, seats)
    assert (easy.level, normal.level) == ("easy", "normal")
    assert (easy.chairs, normal.chairs) == (2 * players * (players - 1), 2 * players)
    assert easy.units + normal.units == 0
    for line in (easy, normal):
        assert line.mean_units == pytest.approx(float(line.units) / line.chairs)
        assert 0 <= line.win_rate <= 1
        assert line.decisions > 0 and 0 <= line.median_ms <= line.worst_ms
    [pair] = compare(results, seats)
    assert (pair.stronger, pair.weaker, pair.deals) == ("normal", "easy", 2)
    assert pair.difference == pytest.approx(normal.mean_units - easy.mean_units)
    assert pair.ci >= 0
    report = format_report(options, [easy, normal], [pair])
    assert report.startswith(f"{info.name}, {players} players, 2 duplicate deals")
    assert "normal - easy: " in report


def test_tiny_run_has_one_line_per_level_and_sums_to_zero() -> None:
    lines = run(TINY, workers=1)
    assert [line.level for line in lines] == ["easy", "normal", "hard"]
    # 8 shuffled deals x 4 seatings: each level fills its chairs in every seating.
    assert [line.chairs for line in lines] == [32, 64, 32]
    assert sum(line.units for line in lines) == 0
    # Coventry has exactly one winner a deal: nobody shares.
    assert sum(line.win_rate * line.chairs for line in lines) == pytest.approx(32)
    assert [line.shared_wins for line in lines] == [0, 0, 0]
    for line in lines:
        assert line.mean_units == pytest.approx(line.units / line.chairs)
        assert line.units_ci > 0 and 0 <= line.win_rate <= 1 and line.win_ci >= 0
        assert line.decisions > 0 and 0 <= line.median_ms <= line.worst_ms


def test_pairs_are_paired_per_deal_for_every_two_levels() -> None:
    results = play(TINY, workers=1)
    pairs = compare(results, TINY.seats)
    assert [(p.stronger, p.weaker) for p in pairs] == [
        ("normal", "easy"), ("hard", "easy"), ("hard", "normal")]
    means = {line.level: line.mean_units for line in summarise(results, TINY.seats)}
    for pair in pairs:
        assert pair.deals == 8
        assert pair.difference == pytest.approx(means[pair.stronger] - means[pair.weaker])
        assert pair.ci > 0


def test_hard_gets_the_tournament_budget() -> None:
    hard = _bots(games.get("coventry"), TINY)["hard"]
    assert isinstance(hard, SearchBot)
    assert (hard.samples, hard.budget_ms) == (16, None)
    own = _bots(games.get("coventry"), Options(4, ("hard",) * 4, 1, 1, 30.0, None))["hard"]
    assert isinstance(own, SearchBot)
    assert (own.samples, own.budget_ms) == (128, 30.0)  # samples None: Hard's own default


def test_a_process_pool_gives_the_same_units() -> None:
    # Hard without a time limit is a pure function of its seeds, so only timings differ.
    alone = [(line.level, line.units, line.win_rate) for line in run(TINY, workers=1)]
    pooled = [(line.level, line.units, line.win_rate) for line in run(TINY, workers=2)]
    assert pooled == alone


def test_command_line_prints_the_table(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["--players", "3", "--deals", "2", "--seats", "normal,easy,easy",
                   "--seed", "5", "--workers", "1"])
    out = capsys.readouterr().out.splitlines()
    assert status == 0
    assert out[0] == ("Earl of Coventry, 3 players, 2 duplicate deals x 3 seatings, "
                      "seats normal,easy,easy, seed 5")
    assert out[1].split()[:3] == ["level", "seat-deals", "units/deal"]
    assert [row.split()[:2] for row in out[2:4]] == [["easy", "12"], ["normal", "6"]]
    assert out[4].startswith("normal - easy: ") and out[4].endswith("(paired over 2 deals)")
    assert len(out) == 5
    assert "[" not in "".join(out)  # no progress bar when stdout is not a terminal


def test_one_deal_says_its_intervals_need_two(capsys: pytest.CaptureFixture[str]) -> None:
    # QA: `--deals 1` printed "± nan" in every interval.
    assert main(["--players", "3", "--deals", "1", "--seats", "normal,easy,easy",
                 "--workers", "1"]) == 0
    out = capsys.readouterr().out
    assert "nan" not in out
    rows = out.splitlines()
    assert rows[2].split()[3:5] == ["±", "n/a"] and rows[2].split()[6:8] == ["±", "n/a"]
    assert rows[4].startswith("normal - easy: ") and " ± n/a units/seat-deal" in rows[4]
    assert rows[-1] == "n/a: a 95% interval needs 2 deals or more (--deals 2)"
    # QA: "1 duplicate deals", "(paired over 1 deals)".
    assert rows[0].startswith("Earl of Coventry, 3 players, 1 duplicate deal x 3 seatings, ")
    assert rows[4].endswith(" (paired over 1 deal)")


def test_the_help_is_a_users_help_with_examples_that_run(
        capsys: pytest.CaptureFixture[str]) -> None:
    """QA: --help printed the module's 150 lines of developers' notes ("(issue 4, #13)",
    "until #27", "moved from the README") and an example whose line break was lost
    ("--deals 200         --bot peter=…")."""
    with pytest.raises(SystemExit) as exit_info:
        main(["--help"])
    assert exit_info.value.code == 0
    text = capsys.readouterr().out
    assert len(text.splitlines()) < 70
    assert [note for note in ("#", "issue", "README", "moved from", "until", "GameInfo")
            if note in text] == []
    examples = text[text.index("\nexamples:\n"):].replace("\\\n", " ")
    commands = [line.split() for line in examples.splitlines()
                if line.strip().startswith("python -m coventry_desktop tournament ")]
    assert len(commands) == 4
    for command in commands:
        assert command[:3] == ["python", "-m", "coventry_desktop"] and command[3] == "tournament"
        assert "  " not in " ".join(command)
        # Each example parses: 2 deals on one process, so it runs in a moment.
        args = [*command[4:], "--deals", "2", "--workers", "1"]
        assert main(args) == 0, args
    capsys.readouterr()


def test_the_app_dispatches_the_tournament_with_hard_defaults(
        capsys: pytest.CaptureFixture[str]) -> None:
    status = app_main(["tournament", "--game", "coventry", "--players", "3", "--deals", "1",
                       "--seats", "hard,easy,easy", "--workers", "1", "--hard-samples", "8"])
    head = capsys.readouterr().out.splitlines()[0]
    assert status == 0
    assert head.endswith(", seed 1, hard: 8 samples / 1000 ms")


@pytest.mark.parametrize("argv, message", [
    (["--players", "4", "--seats", "hard,normal"], "names 2 seats for 4 players"),
    (["--players", "3", "--seats", "hard,normal,expert"], "unknown level 'expert'"),
    (["--seats", "x,y,z,w"], "unknown level 'x';"),  # the first, not the last in order
    (["--hard-budget-ms", "-1"], "--hard-budget-ms -1: give a time of 0 ms or more"),
    (["--hard-budget-ms", "nan"], "--hard-budget-ms nan: give a time of 0 ms or more"),
    (["--dump", "/nonexistent/x.jsonl"],
     "--dump /nonexistent/x.jsonl: there is no folder /nonexistent; make it first"),
    (["--players", "7"], "--players 7: Earl of Coventry is for 3..6 players"),
    (["--game", "chess"], "invalid choice: 'chess'"),
    (["--hard-samples", "0"], "error: --hard-samples must be a positive number, not 0\n"),
    (["--deals", "-5"], "error: --deals must be a positive number, not -5\n"),
    (["--deals", "0"], "error: --deals must be a positive number, not 0\n"),
    (["--workers", "-1"], "error: --workers must be 0 (all cores) or more, not -1\n"),
    (["--game", "hearts", "--preset", "Omnibus"],
     "--preset: Hearts has no preset 'Omnibus' (presets: Classic, Standard)"),
    (["--preset", "Standard"], "Earl of Coventry has no preset 'Standard' (presets: none)"),
    (["--bot", "peer"], "--bot peer: give a new level name"),
    (["--bot", "hard=tests.anchor.gnome_hearts:john"], "give a new level name"),
    (["--bot", "peer=tests.anchor.gnome_hearts"], "an external bot is named module:factory"),
    (["--bot", "peer=tests.anchor.gnome_hearts:nobody"], "has no attribute 'nobody'"),
    (["--bot", "peer=no_such_module_here:bot"], "No module named 'no_such_module_here'"),
])
def test_bad_arguments_are_refused(argv: list[str], message: str,
                                   capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    assert message in capsys.readouterr().err


def test_progress_bar_counts_deals_and_ends_the_line(capsys: pytest.CaptureFixture[str]) -> None:
    _bar(1, 4)
    _bar(4, 4)
    assert capsys.readouterr().out == (
        "\r[#######.......................] 1/4 deals"
        "\r[##############################] 4/4 deals\n"
    )


# A made-up game: each seat acts once, seat 0 choosing between two actions, the others
# forced; seats 0 and 1 share the best settlement.

@dataclass(frozen=True)
class _Turn:
    players: int
    turn: int


class _TieRules:
    def new_deal(self, *, seats: int, dealer: int, seed: int, number: int,
                 options: Any) -> _Turn:
        return _Turn(seats, 0)

    def to_act(self, state: _Turn) -> int | None:
        return state.turn if state.turn < state.players else None

    def legal_actions(self, state: _Turn) -> list[str]:
        return ["a", "b"] if state.turn == 0 else ["a"] if self.to_act(state) is not None else []

    def apply(self, state: _Turn, action: str) -> Transition[_Turn]:
        return Transition(_Turn(state.players, state.turn + 1), ())

    def observe(self, state: _Turn, seat: int) -> int:
        return seat

    def points(self, state: _Turn) -> tuple[int, ...]:
        return self.settlement(state)

    def settlement(self, state: _Turn) -> tuple[int, ...]:
        return (1, 1, -2)

    def action_to_json(self, action: str) -> list[Any]:
        return [action]

    def action_from_json(self, item: Any) -> str:
        return str(item[0])


class _FirstBot:
    def choose(self, view: int, rng: random.Random) -> str:
        return "a"


TIES = GameInfo(id="ties", name="Ties", rules_version=1, seats=range(3, 4), deck=0,
                series_lengths=(1,), better="high", rules=_TieRules(),
                bots={level: _FirstBot for level in ("easy", "normal", "hard")})


@pytest.fixture
def ties(monkeypatch: pytest.MonkeyPatch) -> GameInfo:
    monkeypatch.setattr(games, "GAMES", (*games.GAMES, TIES))
    return TIES


def test_a_shared_best_is_a_win_for_each_and_is_reported(
        ties: GameInfo, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--game", "ties", "--deals", "1", "--seats", "normal,easy,easy",
                 "--workers", "1"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == ("Ties, 3 players, 1 duplicate deal x 3 seatings, "
                      "seats normal,easy,easy, seed 1")
    # Normal sits in chairs 0, 1, 2 in turn and wins (shared) in chairs 0 and 1.
    [deal] = play(Options(3, ("normal", "easy", "easy"), 1, 1, None, None, "ties"), workers=1)
    assert deal.wins == deal.shared_wins == {"normal": 2, "easy": 4}
    assert deal.units == {"normal": 0, "easy": 0}
    # Only seat 0 has a choice, so only its decisions are timed.
    assert [len(deal.decision_ms[level]) for level in ("normal", "easy")] == [1, 2]
    assert "shared wins (best settlement tied, a win for each): easy 4, normal 2" in out


def test_hard_settings_are_refused_for_a_hard_bot_without_a_search(
        ties: GameInfo, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--game", "ties", "--hard-budget-ms", "10"])
    assert "Ties's Hard bot has no search budget to set" in capsys.readouterr().err


def test_an_external_bot_and_a_preset_are_seated_from_the_command_line(
        capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["--game", "hearts", "--preset", "standard", "--deals", "2", "--workers", "1",
                   "--bot", "john=tests.anchor.gnome_hearts:john",
                   "--seats", "normal,john,john,john"])
    out = capsys.readouterr().out.splitlines()
    assert status == 0
    assert out[0] == ("Hearts, 4 players, 2 duplicate deals x 4 seatings, "
                      "seats normal,john,john,john, seed 1, preset standard, "
                      "john = tests.anchor.gnome_hearts:john")
    assert out[1].split()[-6:] == ["worst", "ms", "points/deal", "±", "95%", "CI"]
    # External levels first, then the game's own; the pair is ours minus theirs.
    assert [row.split()[:2] for row in out[2:4]] == [["john", "24"], ["normal", "8"]]
    assert any(row.startswith("normal per 1,000 seat-deals: clean ") and "moons" in row
               for row in out)
    [pair] = [row for row in out if row.startswith("normal - john: ")]
    assert "(paired over 2 deals); points " in pair
    assert pair.endswith(" (points: lower is better)")  # a Hearts row is read both ways


def test_a_dump_pairs_runs_deal_by_deal(tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    dump = tmp_path / "deals.jsonl"
    assert main(["--game", "hearts", "--deals", "3", "--workers", "1", "--seats",
                 "normal,easy,easy,easy", "--dump", str(dump)]) == 0
    rows = [json.loads(line) for line in dump.read_text(encoding="utf-8").splitlines()]
    assert [row["deal"] for row in rows] == [0, 1, 2]
    [pair] = [line for line in capsys.readouterr().out.splitlines()
              if line.startswith("normal - easy: ")]
    mean = sum(row["units"]["normal"] - row["units"]["easy"] for row in rows) / 3
    assert pair.startswith(f"normal - easy: {mean:+.3f} ± ")
    # Classic settles against the average: units are the average minus one's points.
    for row in rows:
        assert row["units"]["normal"] - row["units"]["easy"] == pytest.approx(
            row["points"]["easy"] - row["points"]["normal"])


def test_common_random_numbers_replay_the_table_until_a_level_plays_differently() -> None:
    # "twin" is Normal seated from outside: with each chair's RNG the same in every seating,
    # its seatings replay the all-Normal table exactly, so every deal gives it 0 units.
    seats = ("twin", "normal", "normal", "normal")
    twin = (("twin", "coventry_desktop.games.coventry.bots:NormalBot"),)
    common = Options(4, seats, 12, 3, None, None, external=twin, common_random=True)
    results = play(common, workers=1)
    assert [result.units["twin"] for result in results] == [0] * 12
    [pair] = compare(results, seats)
    assert (pair.stronger, pair.weaker, pair.difference, pair.ci) == ("normal", "twin", 0, 0)
    # Keyed per seating instead, the same deals differ by the draws alone.
    apart = play(Options(4, seats, 12, 3, None, None, external=twin), workers=1)
    assert any(result.units["twin"] != 0 for result in apart)


def test_common_random_numbers_give_hard_the_units_of_its_deviations_only() -> None:
    # A zero-sum deal: Hard's seatings sum to its chairs' units minus the all-Normal
    # table's, chair by chair; the report names the mode and counts no cut searches.
    options = Options(3, ("hard", "normal", "normal"), 6, 2, None, 16, common_random=True)
    results = play(options, workers=1)
    assert [result.cut for result in results] == [{"hard": 0}] * 6
    lines = summarise(results, options.seats)
    report = format_report(options, lines, compare(results, options.seats))
    assert report.splitlines()[0].endswith("hard: 16 samples / no time limit, "
                                           "common random numbers")
    assert f"hard: 0 of {lines[1].decisions} real decisions stopped by the time limit" in report
    for result in results:
        assert result.units["hard"] + result.units["normal"] == 0


def test_comets_hard_is_sized_and_its_cut_searches_counted() -> None:
    # Comet's Hard plays a fixed number of samples too; a 1 s cap it never reaches here.
    options = Options(3, ("hard", "normal", "normal"), 2, 1, 1000.0, 4, game="comet",
                      common_random=True)
    results = play(options, workers=1)
    assert [result.cut for result in results] == [{"hard": 0}] * 2
    lines = summarise(results, options.seats)
    report = format_report(options, lines, compare(results, options.seats))
    assert report.splitlines()[0].endswith("hard: 4 samples / 1000 ms, common random numbers")
    assert f"hard: 0 of {lines[1].decisions} real decisions stopped by the time limit" in report
    assert lines[1].decisions > 0
