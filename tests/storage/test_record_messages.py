"""A damaged record says which field is wrong and the value it holds, in whole sentences.

Each file is a good Hearts record (four seats, Classic, one give made) with one value
changed and the digest signed again, so only the check of that value can refuse it; the
message the player reads is asserted word for word (a tester found "a name or a list is
too long" for an empty name, too few seats blamed on ``levels``, and an unknown card,
action, level, option or game told only "The file is damaged…").
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from coventry_desktop.engine.game_records import GameRecord, _digest, to_json
from coventry_desktop.games import GAMES, get
from coventry_desktop.storage.game_files import read_record
from coventry_desktop.storage.problems import Damage, FileDamaged

DAMAGED = "The file is damaged or is not a Coventry Desktop file."


def _hearts_body() -> dict[str, Any]:
    info = get("hearts")
    state = info.rules.new_deal(seats=4, dealer=0, seed=77, number=0,
                                options=info.default_options)
    give = info.rules.legal_actions(state)[0]
    record = GameRecord("hearts", info.rules_version, info.default_options,
                        ("Анна", "Basil", "Zoë", "Ada"), 0, 6, (77,), ((give,),),
                        levels=("", "normal", "hard", "easy"))
    body: dict[str, Any] = json.loads(to_json(info, record))
    return body


def _damaged(tmp_path: Path, change: Callable[[dict[str, Any]], None]) -> str:
    """The message of the record with ``change`` made and signed again."""
    body = _hearts_body()
    change(body)
    body.pop("digest")
    body["digest"] = _digest(body)
    path = tmp_path / "r.json"
    path.write_text(json.dumps(body, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(FileDamaged) as error:
        read_record(path)
    return error.value.problem.message()


def _set(key: str, value: Any) -> Callable[[dict[str, Any]], None]:
    return lambda body: body.__setitem__(key, value)


PART_WORDS = {"seats[1]": "the name of player 2", "seats": "the players' names",
              "levels": "the bots' levels", "levels[1]": "the bot level of player 2",
              "levels[2]": "the bot level of player 3", "game": "",
              "options": "the game's options", "options.give": "the game's options",
              "options.queen_must_go": "the game's options", "actions (action 1)": "the moves",
              "actions[0][0]": "the moves of deal 1"}
"""The part of the file each field is, as the message says it (no "seats[1]")."""


def _in_field(field: str, reason: str) -> str:
    part = PART_WORDS[field]
    where = f"In “r.json” ({part}):" if part else "In “r.json”:"
    return f"{DAMAGED} {where} {reason}"


def _give_part(index: int, value: Any) -> Callable[[dict[str, Any]], None]:
    return lambda body: body["actions"][0][0].__setitem__(index, value)


CASES: dict[str, tuple[Callable[[dict[str, Any]], None], str]] = {
    "an empty name": (lambda body: body["seats"].__setitem__(1, ""),
                      _in_field("seats[1]", "a name is empty.")),
    # The levels still name four seats: the seats are what is wrong.
    "two seats": (lambda body: body.__setitem__("seats", body["seats"][:2]),
                  _in_field("seats", "the game is for 3 to 7 players, and the file has 2.")),
    "eight seats": (_set("seats", [f"P{n}" for n in range(8)]),
                    _in_field("seats", "the game is for 3 to 7 players, and the file has 8.")),
    "a level too many": (_set("levels", ["", "normal", "hard", "easy", "easy"]),
                         _in_field("levels", "the number of levels (5) is not the number "
                                             "of players (4).")),
    "an unknown level": (lambda body: body["levels"].__setitem__(2, "expert"),
                         _in_field("levels[2]", "“expert” is not a bot level.")),
    "an unknown game": (_set("game", "bridge"),
                        _in_field("game", "this version has no game “bridge”.")),
    "an unknown option": (lambda body: body["options"].__setitem__("jokers", True),
                          _in_field("options", "the game has no option “jokers”.")),
    "an option's unknown value": (
        lambda body: body["options"].__setitem__("give", "sideways"),
        _in_field("options.give", "“sideways” is not a value this option can take.")),
    "a number for yes or no": (
        lambda body: body["options"].__setitem__("queen_must_go", 1),
        _in_field("options.queen_must_go", "“1” is not a value this option can take.")),
    "no options": (_set("options", None), _in_field("options", "a value is missing.")),
    "an unknown card": (_give_part(3, "1X"), _in_field("actions (action 1)",
                                                        "“1X” is not a card.")),
    "an unknown action kind": (_give_part(0, "trade"), _in_field(
        "actions (action 1)", "the game has no action “trade”.")),
    "a play of two cards": (
        lambda body: body["actions"][0].__setitem__(0, ["play", 0, "2♣", "3♣"]),
        _in_field("actions (action 1)", "“[\"play\", 0, \"2♣\", \"3♣\"]” is not an action "
                                        "of this game.")),
    "an action without its seat": (
        lambda body: body["actions"][0].__setitem__(0, ["play"]),
        _in_field("actions[0][0]", "a list is too short.")),
}


@pytest.mark.parametrize("case", list(CASES))
def test_a_damaged_record_names_the_field_and_the_value(tmp_path: Path, case: str,
                                                          qapp) -> None:
    change, message = CASES[case]
    assert _damaged(tmp_path, change) == message


def test_options_of_a_game_that_has_none_are_named(tmp_path: Path, qapp) -> None:
    info = get("comet")
    body = json.loads(to_json(info, GameRecord("comet", info.rules_version, None,
                                               ("A", "B", "C"), 0, 1)))
    body["options"] = {"give": "right"}
    body.pop("digest")
    body["digest"] = _digest(body)
    path = tmp_path / "c.json"
    path.write_text(json.dumps(body), encoding="utf-8")
    with pytest.raises(FileDamaged) as error:
        read_record(path)
    assert error.value.problem.message() == (
        f"{DAMAGED} In “c.json” (the game's options): the game has no options.")


def test_a_value_that_holds_a_placeholder_is_shown_as_it_is(tmp_path: Path, qapp) -> None:
    # Filled in one pass: the level's own "%2" is not replaced by the file's name.
    message = _damaged(tmp_path, lambda body: body["levels"].__setitem__(1, "%2%1"))
    assert message == _in_field("levels[1]", "“%2%1” is not a bot level.")


def test_another_rules_version_is_said_so_before_its_options_or_actions(
        tmp_path: Path, qapp) -> None:
    def older(body: dict[str, Any]) -> None:
        body["rules_version"] = 0
        body["options"]["jokers"] = True  # perhaps an option of those rules
    assert _damaged(tmp_path, older) == (
        "The file was made by a version of the game with different rules or format.")


@pytest.mark.parametrize("info", GAMES, ids=lambda info: info.id)
def test_every_action_a_game_writes_has_a_declared_kind(info) -> None:
    """``GameInfo.action_kinds`` lists every kind the rules write, so a record's reader
    names an unknown one and never a known one."""
    import random

    rules, rng = info.rules, random.Random(4)
    written = set()
    for seed in range(3):
        state = rules.new_deal(seats=info.seats.start, dealer=0, seed=seed, number=0,
                               options=info.default_options)
        while rules.to_act(state) is not None:
            legal = list(rules.legal_actions(state))
            written |= {rules.action_to_json(action)[0] for action in legal}
            state = rules.apply(state, rng.choice(legal)).state
    assert written == set(info.action_kinds)


def test_the_parts_of_a_file_are_said_in_words_not_field_paths() -> None:
    from coventry_desktop.storage.problems import part_words

    assert [part_words(field) for field in (
        "seats[0]", "actions[1]", "done[...]", "players.Anna.Classic.units", "first_dealer",
        "view/large_cards", "digest")] == [
        "the name of player 1", "the moves of deal 2", "the lessons completed",
        "the statistics of “Anna”", "the first dealer", "Large Cards (View)", ""]


def test_every_setting_is_said_in_the_menus_words_not_its_key(qapp) -> None:
    from coventry_desktop.games import GAMES
    from coventry_desktop.models.game_words import title_of
    from coventry_desktop.storage.problems import setting_words
    from coventry_desktop.storage.settings import Settings

    said = {key: setting_words(key, title_of) for key in Settings.known_keys()}
    assert [key for key, words in said.items() if key in words or "“" in words] == []
    assert said["games/hearts/seats"] == "the number of players of Hearts"
    assert said["people/0"] == "the name of player 1"
    assert said["play/speech"] == "Speak Aloud (View)"
    assert len({said[f"games/{info.id}/level"] for info in GAMES}) == len(GAMES)
    # A key a later release wrote is quoted as it is: it has no words here.
    assert setting_words("view/sparkles") == "the setting “view/sparkles”"
    assert setting_words("games/whist/seats", title_of) == "the number of players of whist"


def test_a_newer_versions_record_is_said_so_and_kept_aside_untouched(tmp_path) -> None:
    from coventry_desktop.storage.files import set_aside

    body = _hearts_body()
    body["version"] = 99
    path = tmp_path / "r.json"
    data = json.dumps(body).encode("utf-8")
    path.write_bytes(data)
    with pytest.raises(FileDamaged) as error:
        read_record(path)
    problem = set_aside(error.value.problem)
    assert problem.damage is Damage.NEWER and problem.backup is not None
    assert problem.backup.read_bytes() == data
    assert problem.message() == (
        "The file was made by a newer version of Coventry Desktop, which this one cannot "
        f"read. It was kept aside as “{problem.backup.name}”; nothing else was changed.")
