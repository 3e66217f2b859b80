"""Actions to and from JSON (the record format)."""

from __future__ import annotations

import pytest

from coventry_desktop.engine.cards import Card
from coventry_desktop.games.hearts import RULES, Give, Play

C = Card.parse


def test_round_trip() -> None:
    give = Give(0, (C("Q♠"), C("K♠"), C("2♥")))
    assert RULES.action_to_json(give) == ["give", 0, "2♥", "Q♠", "K♠"]
    assert RULES.action_from_json(["give", 0, "Q♠", "K♠", "2♥"]) == give
    assert RULES.action_to_json(Play(2, C("10♥"))) == ["play", 2, "10♥"]
    assert RULES.action_from_json(["play", 2, "10♥"]) == Play(2, C("10♥"))
    assert give.cards == (C("2♥"), C("Q♠"), C("K♠"))


@pytest.mark.parametrize("junk", [
    None, [], ["play"], ["play", "1", "2♥"], ["play", 1], ["play", 1, "2♥", "3♥"],
    ["play", 1, "Z♥"], ["give", 1], ["pass", 1], ["play", -1, "2♥"], ["play", True, "2♥"],
    ["give", 0, 5], "play 1 2♥"])
def test_junk_is_a_value_error(junk) -> None:
    with pytest.raises(ValueError):
        RULES.action_from_json(junk)
