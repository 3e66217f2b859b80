"""The tournament on tiny runs: exact structure, zero-sum units, same numbers in a pool."""

from __future__ import annotations

import pytest

from coventry_desktop.bots.tournament import Options, main, run

TINY = Options(players=4, seats=("hard", "normal", "normal", "easy"), deals=8, seed=1,
               hard_budget_ms=None, hard_samples=16)


def test_tiny_run_has_one_line_per_level_and_sums_to_zero() -> None:
    lines = run(TINY, workers=1)
    assert [line.level for line in lines] == ["easy", "normal", "hard"]
    # 8 shuffled deals x 4 seatings: each level fills its chairs in every seating.
    assert [line.chairs for line in lines] == [32, 64, 32]
    assert sum(line.units for line in lines) == 0
    assert sum(line.win_rate * line.chairs for line in lines) == pytest.approx(32)
    for line in lines:
        assert line.mean_units == pytest.approx(line.units / line.chairs)
        assert line.units_ci > 0 and 0 <= line.win_rate <= 1 and line.win_ci >= 0
        assert line.decisions > 0 and 0 <= line.median_ms <= line.worst_ms


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
    assert out[0] == "3 players, 2 duplicate deals x 3 seatings, seats normal,easy,easy, seed 5"
    assert out[1].split()[:3] == ["level", "seat-deals", "units/deal"]
    assert [row.split()[:2] for row in out[2:]] == [["easy", "12"], ["normal", "6"]]
    assert "[" not in "".join(out)  # no progress bar when stdout is not a terminal


@pytest.mark.parametrize("argv, message", [
    (["--players", "4", "--seats", "hard,normal"], "names 2 seats for 4 players"),
    (["--players", "3", "--seats", "hard,normal,expert"], "unknown level 'expert'"),
])
def test_bad_seats_are_refused(argv: list[str], message: str,
                               capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    assert message in capsys.readouterr().err


def test_progress_bar_counts_deals_and_ends_the_line(capsys: pytest.CaptureFixture[str]) -> None:
    from coventry_desktop.bots.tournament import _bar

    _bar(1, 4)
    _bar(4, 4)
    assert capsys.readouterr().out == (
        "\r[#######.......................] 1/4 deals"
        "\r[##############################] 4/4 deals\n"
    )
