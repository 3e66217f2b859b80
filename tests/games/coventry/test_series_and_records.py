"""Series rotation and totals (EC-15), JSON records and replay of damaged records."""

import json
import random
import subprocess
import sys

import pytest
from storage.old_files import old_to_json as to_json  # release 0.1.0's writer

from coventry_desktop.engine import Card
from coventry_desktop.games.coventry import (
    DealRecord,
    Pass,
    Phase,
    Play,
    RecordError,
    Series,
    SeriesRecord,
    apply,
    from_json,
    legal_actions,
    new_deal,
    replay,
)


def play_out(state, rng):
    while state.phase is not Phase.OVER:
        state = apply(state, rng.choice(legal_actions(state))).state
    return state


def test_series_rotates_the_dealer_left_and_keeps_running_totals():
    series = Series(players=4, first_dealer=2, seed=11)
    rng = random.Random(0)
    finals = []
    while not series.is_over:
        deal = series.next_deal()
        assert deal.dealer == (2 + series.deal_number) % 4
        assert deal.leader == (deal.dealer + 1) % 4
        final = play_out(deal, rng)
        finals.append(final)
        series = series.with_result(final)
    assert series.deal_number == 6 and len(series.results) == 6
    assert series.totals == tuple(sum(r[s] for r in series.results) for s in range(4))
    assert sum(series.totals) == 0
    with pytest.raises(ValueError, match="over"):
        series.next_deal()


def test_series_places_share_ties():
    series = Series(4, 0, 1, deals=1, results=((3, 3, -2, -4),))
    assert series.is_over and series.totals == (3, 3, -2, -4)
    assert series.places == [1, 1, 3, 4]


@pytest.mark.parametrize("deals", [0, 2, 7])
def test_series_has_one_or_six_deals(deals):
    with pytest.raises(ValueError, match="1 or 6"):
        Series(4, 0, 1, deals=deals)


def test_series_deal_seeds_are_a_pure_function_of_the_series_seed():
    assert Series(4, 0, 5).next_deal() == Series(4, 0, 5).next_deal()
    assert Series(4, 0, 5).seed_of(1) != Series(4, 0, 5).seed_of(0)


def series_record_after(deals_played, rng):
    series = Series(3, 0, 42)
    actions = []
    for _ in range(deals_played):
        final = play_out(series.next_deal(), rng)
        actions.append(final.history)
        series = series.with_result(final)
    return SeriesRecord(3, 0, 42, 6, tuple(actions), ("Anna", "Boris", "Chloé")), series


def test_series_record_round_trips_and_replays_to_the_same_totals():
    record, series = series_record_after(3, random.Random(9))
    text = to_json(record)
    assert json.loads(text)["seats"] == ["Anna", "Boris", "Chloé"]
    replayed = replay(from_json(text))
    assert replayed.series == series
    assert replayed.deal == replayed.finals[-1]
    assert len(replayed.finals) == 3


def test_a_deal_in_progress_replays_to_the_same_state():
    rng = random.Random(4)
    state = new_deal(5, 3, 77)
    for _ in range(20):
        state = apply(state, rng.choice(legal_actions(state))).state
    record = DealRecord(5, 3, 77, state.history)
    assert replay(from_json(to_json(record))) == state


def test_an_illegal_action_in_a_record_is_named_by_index():
    state = new_deal(4, 0, 1)
    first = legal_actions(state)[0]
    record = DealRecord(4, 0, 1, (first, Pass(3)))
    with pytest.raises(RecordError, match="action 1: illegal") as error:
        replay(record)
    assert error.value.index == 1


def test_an_edited_record_fails_its_digest():
    state = new_deal(4, 0, 1)
    first = legal_actions(state)[0]
    text = to_json(DealRecord(4, 0, 1, (first,)))
    edited = text.replace(f'"{first.card}"', '"K♣"' if str(first.card) != "K♣" else '"A♠"')
    with pytest.raises(RecordError, match="digest"):
        from_json(edited)


def test_a_record_without_digest_is_still_checked_by_replay():
    body = json.loads(to_json(DealRecord(4, 0, 1, ())))
    del body["digest"]
    body["actions"] = [["play", 1, "A♠"], ["dance", 2]]
    with pytest.raises(RecordError, match="action 1: unreadable"):
        from_json(json.dumps(body))


@pytest.mark.parametrize(
    ("text", "message"),
    [("", "not a record"), ("{", "not a record"), ("[]", "not a Coventry"),
     ('{"format": "coventry-desktop/record", "rules_version": 99}', "rules version 99"),
     ('{"format": "coventry-desktop/record", "rules_version": 1, "kind": "deal"}', "seats")],
)
def test_garbage_is_refused_with_a_reason(text, message):
    with pytest.raises(RecordError, match=message):
        from_json(text)


def test_deeply_nested_json_is_refused_not_a_crash():
    with pytest.raises(RecordError, match="nested too deeply"):
        from_json("[" * 100_000 + "]" * 100_000)


def test_actions_after_a_finished_deal_are_refused():
    rng = random.Random(2)
    final = play_out(new_deal(4, 0, 3), rng)
    record = DealRecord(4, 0, 3, (*final.history, Play(0, Card.parse("A♠"))))
    with pytest.raises(RecordError, match=f"action {len(final.history)}: illegal"):
        replay(record)


def test_engine_and_bots_never_import_qt():
    code = (
        "import sys, coventry_desktop.engine, importlib.util\n"
        "import coventry_desktop.games, coventry_desktop.games.coventry.bots\n"
        "print(sorted(m for m in sys.modules if m.startswith('PySide6')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
