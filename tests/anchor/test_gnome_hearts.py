"""The anchor match's peer: GNOME Hearts' players run unchanged through our API shim."""

from __future__ import annotations

import random
import tomllib
from pathlib import Path

import pytest

from coventry_desktop.games.hearts import RULES, STANDARD, Give, Phase, Play
from coventry_desktop.tournament import Options, compare, play, summarise

# Absolute imports: the tournament loads the shim by this name, and one copy of it must
# answer the players' API.
from tests.anchor import gnome_hearts
from tests.anchor.gnome_hearts import DATA, from_gnome, python3, to_gnome
from tests.games.hearts.helpers import reshuffle_hidden

ROOT = Path(__file__).resolve().parents[2]
NAMES = ("john", "jake", "ling", "luis", "peter")


def test_the_players_lie_in_the_tests_with_their_licence_and_not_in_the_wheel() -> None:
    assert "GNU GENERAL PUBLIC LICENSE" in (DATA / "COPYING").read_text(encoding="utf-8")
    for name in NAMES:
        source = (DATA / "players" / f"{name}.py").read_text(encoding="utf-8")
        assert "GNU General Public License" in source and "PlayerAI_" in source
    found = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert found["tool"]["setuptools"]["packages"]["find"]["include"] == ["coventry_desktop*"]
    shipped = [path for path in (ROOT / "coventry_desktop").rglob("*.py")
               if "PlayerAI_" in path.read_text(encoding="utf-8")]
    assert shipped == []
    # Nor the sdist, which the wheel is built from.
    manifest = (ROOT / "MANIFEST.in").read_text(encoding="utf-8").splitlines()
    assert not [line for line in manifest if "tests" in line and not line.startswith("#")]


def test_python_2_source_reads_as_python_3_with_its_meaning() -> None:
    source = ("def f(cards):\n\tcards.sort(s_rank, reverse=True)\n\tcards.sort(s_rank,)\n"
              "\tif cards:\n\t\tprint cards[0]\n        return len(cards)/3\n")
    assert python3(source) == (
        "def f(cards):\n        cards.sort(key=_cmp_to_key(s_rank), reverse=True)\n"
        "        cards.sort(key=_cmp_to_key(s_rank))\n        if cards:\n"
        "                print(cards[0])\n        return len(cards)//3\n")
    namespace = dict(gnome_hearts.PYTHON2, s_rank=lambda a, b: a - b)
    exec(python3(source), namespace)
    assert namespace["f"]([1, 2, 3, 4, 5, 6, 7]) == 2
    assert namespace["filter"](lambda c: c > 1, (1, 2, 3)) == (2, 3)


def test_cards_map_both_ways() -> None:
    from coventry_desktop.engine.cards import DECK
    assert {from_gnome(to_gnome(card)) for card in DECK} == set(DECK)
    assert to_gnome(from_gnome((3, 12))) == (3, 12)  # Q♠: spades are 3, the queen 12
    assert str(from_gnome((2, 14))) == "A♥"
    with pytest.raises(ValueError, match="not a GNOME Hearts card"):
        from_gnome((4, 2))


@pytest.mark.parametrize("name", NAMES)
def test_every_player_plays_legal_standard_deals_in_every_chair(name: str) -> None:
    options = Options(players=4, seats=("normal", name, name, name), deals=2, seed=3,
                      hard_budget_ms=None, hard_samples=None, game="hearts",
                      preset="Standard",
                      external=((name, f"tests.anchor.gnome_hearts:{name}"),))
    results = play(options, workers=1)  # an illegal card would raise
    lines = {line.level: line for line in summarise(results, options.seats)}
    assert lines[name].chairs == 24 and lines["normal"].chairs == 8
    # Standard: 26 points a deal, 78 more to the others after a moon.
    moons = sum(line.counts.get("moons", 0) for line in lines.values())
    total = sum(line.mean_points * line.chairs for line in lines.values())
    assert total == pytest.approx(26 * 8 + 52 * moons)
    [pair] = compare(results, options.seats)
    assert (pair.stronger, pair.weaker) == ("normal", name)
    assert pair.points_difference == pytest.approx(
        lines["normal"].mean_points - lines[name].mean_points)


def test_a_peer_sees_only_its_seats_view() -> None:
    rng = random.Random(4)
    for seed in range(3):
        state = RULES.new_deal(seats=4, dealer=seed, seed=seed, number=seed, options=STANDARD)
        peers = [gnome_hearts.ling() for _ in range(4)]
        twins = [gnome_hearts.ling() for _ in range(4)]
        while (seat := RULES.to_act(state)) is not None:
            other = reshuffle_hidden(state, seat, rng)
            mine = peers[seat].choose(RULES.observe(state, seat), random.Random(seed))
            theirs = twins[seat].choose(RULES.observe(other, seat), random.Random(seed))
            assert mine == theirs
            assert isinstance(mine, Give if state.phase is Phase.GIVE else Play)
            state = RULES.apply(state, mine).state


def test_a_peer_refuses_another_table_size_and_a_turn_not_its_own() -> None:
    state = RULES.new_deal(seats=5, dealer=0, seed=1, number=0, options=STANDARD)
    with pytest.raises(ValueError, match="four players, not 5"):
        gnome_hearts.john().choose(RULES.observe(state, 0), random.Random(1))
    state = RULES.new_deal(seats=4, dealer=0, seed=1, number=1, options=STANDARD)
    waiting = next(s for s in range(4) if s != RULES.to_act(state))
    RULES.apply(state, gnome_hearts.john().choose(RULES.observe(state, RULES.to_act(state)),
                                                  random.Random(1)))
    with pytest.raises(ValueError, match="not to act"):
        gnome_hearts.john().choose(RULES.observe(state, waiting), random.Random(1))
