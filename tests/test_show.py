"""``show FILE`` and the files of today's release (#13 items 5 and 7).

``tests/golden/coventry/release1/`` holds an autosave, a statistics file and an exported record
written by the release before files named their game; they must keep loading.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from coventry_desktop.__main__ import main
from coventry_desktop.engine.game_records import GameRecord
from coventry_desktop.games import GAMES, get
from coventry_desktop.storage.game_files import write_record

RELEASE = Path(__file__).parent / "golden" / "coventry" / "release1"


@pytest.fixture(autouse=True)
def _application(qapp):
    """``show`` makes a QCoreApplication when none exists; the tests' QApplication comes
    first, as later tests need one (and the language is put back)."""
    from coventry_desktop.i18n import install_language

    yield
    install_language(qapp, "en")


def test_show_prints_a_coventry_record_with_its_calls_in_russian(capsys) -> None:
    assert main(["show", str(RELEASE / "coventry-record.json"), "--lang", "ru"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("Граф Ковентри — игроков: 4, сыграно 2 раздачи\n\n"
                           "Раздача 1 — сдаёт Zoë\n"
                           "  Дмитрий кладёт 7♠. «Вот семёрка, хороша собой»\n"
                           "  Вы пасуете.\n")
    assert text.rstrip().endswith("3. Дмитрий −5\n  4. Zoë −6")  # −4−1 and −4−2
    assert "1. Basil +7\n  2. Вы +4" in text  # 10−3 and −2+6


def test_show_reads_an_autosave_too(capsys) -> None:
    assert main(["show", str(RELEASE / "autosave.json")]) == 0
    text = capsys.readouterr().out
    assert "\nDeal 3 — you deal\n  Basil plays 7♠. “There's as good a Seven as can be!”\n" \
        in text
    assert "Bots: Basil (Normal), Zoë (Normal), Дмитрий (Normal)" in text


def _one_deal_record(path: Path, game: str) -> object:
    """A record at ``path`` of one deal of ``game`` played by random legal actions (seed
    77, four seats, "You" and three Easy bots); its final state."""
    info, rng = get(game), random.Random(2)
    rules = info.rules
    state = rules.new_deal(seats=4, dealer=0, seed=77, number=0, options=info.default_options)
    actions = []
    while rules.to_act(state) is not None:
        action = rng.choice(list(rules.legal_actions(state)))
        state = rules.apply(state, action).state
        actions.append(action)
    record = GameRecord(info.id, info.rules_version, info.default_options,
                        ("You", "Basil", "Zoë", "Ada"), 0, 1, (77,), (tuple(actions),),
                        levels=("", "easy", "easy", "easy"))
    write_record(path, info, record)
    return state


@pytest.mark.parametrize("game", [info.id for info in GAMES])
def test_show_prints_every_deal_of_a_game_record(tmp_path: Path, capsys, game) -> None:
    info, rules = get(game), get(game).rules
    path = tmp_path / "r.json"
    state = _one_deal_record(path, game)
    assert main(["show", str(path)]) == 0
    text = capsys.readouterr().out
    # "You" has sentences of its own (play test: "You plays K♥", "You deals").
    assert "Deal 1 — you deal" in text and "Bots: Basil (Easy)" in text
    assert "You plays" not in text and "You passes" not in text and "You takes" not in text
    assert "The deal is over." in text and "Totals after 1 deal:" in text
    assert text.startswith(f"{info.name} — 4 players, 1 deal finished")
    units = rules.settlement(state)
    best = max(range(4), key=lambda s: (units[s], -s))
    assert f"  1. {['You', 'Basil', 'Zoë', 'Ada'][best]} " in text


@pytest.mark.parametrize("content", [b"", b"\x00\x01", b'{"format": "coventry-desktop/game-re',
                                     b'{"format": "coventry-desktop/game-record", "version": 1,'
                                     b' "game": "chess"}', b"[1, 2, 3]"])
def test_show_says_what_is_wrong_with_a_damaged_file_and_exits_1(tmp_path: Path, capsys,
                                                                  content: bytes) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    assert main(["show", str(path)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"{path}: The file ")
    # The plain sentence only: no decoder position, no "(NUL bytes)" after it.
    assert err.count("\n") == 1 and err.rstrip().endswith(".") and "(" not in err, err
    assert "Expecting" not in err and "NUL" not in err and "char 0" not in err
    assert path.read_bytes() == content  # never moved or changed


def test_show_of_an_edited_game_record_says_it_was_changed(tmp_path: Path, capsys) -> None:
    info = get("comet")
    path = tmp_path / "r.json"
    write_record(path, info, GameRecord("comet", info.rules_version, None, ("A", "B", "C"),
                                        0, 1))
    body = json.loads(path.read_text(encoding="utf-8"))
    body["seats"][0] = "Z"
    path.write_text(json.dumps(body), encoding="utf-8")
    assert main(["show", str(path)]) == 1
    assert "changed outside the game" in capsys.readouterr().err


def test_show_says_a_missing_file_or_a_folder_in_plain_words(tmp_path: Path, capsys) -> None:
    assert main(["show", str(tmp_path / "nowhere.json"), "--lang", "fr"]) == 1
    assert capsys.readouterr().err.rstrip().endswith("Il n’y a pas de tel fichier.")
    assert main(["show", str(tmp_path)]) == 1
    assert capsys.readouterr().err.rstrip().endswith("This is a folder, not a file.")


NOT_A_FILE = ("This is not a regular file (it is a pipe, a device or a folder), so it was "
              "not read. Choose a saved game or a record.")


def test_show_refuses_a_pipe_or_a_device_instead_of_waiting_on_it(tmp_path: Path,
                                                                  capsys) -> None:
    # QA: `show FIFO` (after mkfifo) waited forever for a writer; /dev/null read as empty.
    import os

    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    for path in (fifo, Path(os.devnull)):
        assert main(["show", str(path)]) == 1
        assert capsys.readouterr().err == f"{path}: {NOT_A_FILE}\n"


def test_earlier_coventry_records_still_read_and_name_no_other_game() -> None:
    import json as json_module

    from coventry_desktop.games.coventry import from_json
    from coventry_desktop.games.coventry.records import _digest

    text = (RELEASE / "coventry-record.json").read_text(encoding="utf-8")
    assert "game" not in json_module.loads(text)
    assert from_json(text).seats == ("You", "Basil", "Zoë", "Дмитрий")  # no game: Coventry's
    written = json_module.loads(text)
    written["game"] = "hearts"
    written.pop("digest")
    written["digest"] = _digest(written)
    with pytest.raises(ValueError, match="not of Earl of Coventry"):
        from_json(json_module.dumps(written))


def _signed_hearts(path: Path, change) -> None:
    """A Hearts record of one give, with ``change`` made to its body and signed again."""
    from coventry_desktop.engine.game_records import _digest, to_json

    info = get("hearts")
    state = info.rules.new_deal(seats=4, dealer=0, seed=77, number=0,
                                options=info.default_options)
    record = GameRecord("hearts", info.rules_version, info.default_options,
                        ("You", "Basil", "Zoë", "Ada"), 0, 6, (77,),
                        ((info.rules.legal_actions(state)[0],),))
    body = json.loads(to_json(info, record))
    change(body)
    body.pop("digest")
    body["digest"] = _digest(body)
    path.write_text(json.dumps(body, ensure_ascii=False), encoding="utf-8")


SHOWN_DAMAGE = {
    ("an empty name", "en"): (
        lambda body: body["seats"].__setitem__(2, ""),
        "The file is damaged or is not a Coventry Desktop file. In “r.json” (the name of "
        "player 3): a name is empty."),
    ("two seats", "ru"): (
        lambda body: body.__setitem__("seats", ["You", "Basil"]),
        "Файл повреждён или не является файлом Coventry Desktop. В «r.json» (имена игроков): "
        "в эту игру играют от 3 до 7 игроков, а в файле игроков: 2."),
    ("an unknown card", "fr"): (
        lambda body: body["actions"][0][0].__setitem__(2, "Z♠"),
        "Le fichier est endommagé ou n’est pas un fichier Coventry Desktop. Dans "
        "«\u00a0r.json\u00a0» (les coups)\u00a0: "
        "«\u00a0Z♠\u00a0» n’est pas une carte."),
    ("an unknown game", "en"): (
        lambda body: body.__setitem__("game", "whist"),
        "The file is damaged or is not a Coventry Desktop file. In “r.json”: this version "
        "has no game “whist”."),
}


@pytest.mark.parametrize(("case", "lang"), list(SHOWN_DAMAGE))
def test_show_names_the_field_and_the_value_of_a_damaged_record(
        tmp_path: Path, capsys, case: str, lang: str) -> None:
    change, message = SHOWN_DAMAGE[case, lang]
    path = tmp_path / "r.json"
    _signed_hearts(path, change)
    data = path.read_bytes()
    assert main(["show", str(path), "--lang", lang]) == 1
    out, err = capsys.readouterr()
    assert (out, err) == ("", f"{path}: {message}\n")
    assert path.read_bytes() == data


def _hearts_record_after(actions: int) -> tuple[GameRecord, list]:
    info, rng = get("hearts"), random.Random(2)
    rules = info.rules
    state = rules.new_deal(seats=4, dealer=0, seed=77, number=0, options=info.default_options)
    done = []
    for _ in range(actions):
        action = rng.choice(list(rules.legal_actions(state)))
        state = rules.apply(state, action).state
        done.append(action)
    return GameRecord("hearts", info.rules_version, info.default_options,
                      ("You", "Basil", "Zoë", "Ada"), 0, 1, (77,), (tuple(done),),
                      levels=("", "", "", "")), done


def test_show_of_an_unfinished_pass_and_play_give_reveals_no_given_card(
        tmp_path: Path, capsys) -> None:
    """Two of four gives made at a pass-and-play table: the transcript says who gave to
    whom, as the table does, never which cards (the record holds them, to replay)."""
    record, gives = _hearts_record_after(2)
    path = tmp_path / "r.json"
    write_record(path, get("hearts"), record)
    assert main(["show", str(path)]) == 0
    text = capsys.readouterr().out
    assert text == ("Hearts — 4 players, 0 deals finished\n\n"
                    "Deal 1 — you deal\n"
                    "  Basil gives you 3 cards\n"
                    "  Zoë gives 3 cards to Basil\n"
                    "  (The record stops here, in the middle of the deal.)\n\n"
                    "No deal has ended yet.\n")
    given = {str(card) for give in gives for card in give.cards}
    assert len(given) == 6 and not any(card in text for card in given)


def test_show_of_a_deal_in_play_names_only_cards_played_face_up(tmp_path: Path,
                                                                capsys) -> None:
    record, done = _hearts_record_after(10)  # the four gives, then six plays
    path = tmp_path / "r.json"
    write_record(path, get("hearts"), record)
    assert main(["show", str(path)]) == 0
    text = capsys.readouterr().out
    played = [str(action.card) for action in done[4:]]
    assert [line.split()[-1] for line in text.splitlines()
            if line.split()[1:2] in (["play"], ["plays"])] == played
    given = {str(card) for give in done[:4] for card in give.cards} - set(played)
    assert not any(card in text for card in given)


def test_show_on_a_cp1252_console_prints_stand_ins_for_what_it_cannot_show(
        tmp_path: Path) -> None:
    """Windows' cp1252 console or pipe has no minus sign (U+2212) nor suit: `show` (and the
    smoke test) raised UnicodeEncodeError at the first "−". What cp1252 can show is
    printed as it is (Zoë, the dash), the rest as its ASCII stand-in."""
    import os
    import subprocess
    import sys

    path = tmp_path / "r.json"
    _one_deal_record(path, "hearts")
    common = [sys.executable, "-m", "coventry_desktop", "show", str(path)]
    utf8 = subprocess.run(common, capture_output=True, timeout=120, check=False,
                          env=dict(os.environ, PYTHONIOENCODING="utf-8"))
    done = subprocess.run(common, capture_output=True, timeout=120, check=False,
                          env=dict(os.environ, PYTHONIOENCODING="cp1252"))
    assert (done.returncode, done.stderr) == (0, b"")
    text, full = done.stdout.decode("cp1252"), utf8.stdout.decode("utf-8")
    assert "\u2212" in full and "♠" in full  # what there is to stand in for
    stand_ins = {"\u2212": "-", "→": "->", "♠": "S", "♥": "H", "♦": "D", "♣": "C"}
    assert text == full.translate(str.maketrans(stand_ins))
    assert "Zoë" in text and "Hearts — 4 players" in text


def test_a_cp1252_stream_prints_the_smoke_tests_settlement_with_a_hyphen_minus() -> None:
    import io

    from coventry_desktop.__main__ import fit_console

    raw = io.BytesIO()
    stream = io.TextIOWrapper(raw, encoding="cp1252", write_through=True)
    fit_console(stream)
    print("settlement: \u22122.5 +6.5 — Zoë ⁨אברהם⁩ Анна Q♠", file=stream)
    assert raw.getvalue().decode("cp1252") == "settlement: -2.5 +6.5 — Zoë ????? ???? QS\n"
    utf8 = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
    fit_console(utf8)  # a stream that can show everything shows it as it is
    print("\u22122.5 Q♠", file=utf8)
    utf8.flush()
    assert utf8.buffer.getvalue().decode("utf-8") == "\u22122.5 Q♠\n"  # type: ignore[attr-defined]
