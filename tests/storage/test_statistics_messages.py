"""A statistics file with damaged entries: the message names each entry left out, the field
that is wrong in it and why, in the UI language; the other people's statistics are kept,
the file as it was kept aside as ``.bak``, and the good entries written back (QA F-J).

The files are the app's own, edited as the tester did: one number far too big (``1e999``,
which the JSON reader cannot hold) or out of its range (``"deals_played": -5``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from coventry_desktop.games import get
from coventry_desktop.storage import AppPaths
from coventry_desktop.storage.game_statistics import GameStatistics, GameStats
from coventry_desktop.storage.problems import Damage

HEARTS = get("hearts")
SOME = ("Some entries of the file are damaged and were left out; the others were kept. "
        "Left out of “hearts-statistics.json”: ")
GOOD = GameStats(6, 1, 1, 0, -4.5, 31.0, 31.0, {"moons": 0})


def _file(paths: AppPaths, edit: Any = None) -> tuple[Path, bytes]:
    """A Hearts statistics file of four people (Classic), written as the app writes it,
    then ``edit``ed as text; its path and bytes."""
    stats = GameStatistics(paths.data, HEARTS)
    for name in ("Anna", "Zoë", "Omar", "Ада"):
        stats.players[name] = {"Classic": GOOD}
    stats.save()
    text = stats.path.read_text(encoding="utf-8")
    data = (edit(text) if edit else text).encode("utf-8")
    stats.path.write_bytes(data)
    return stats.path, data


def _in(entry: str, field: str, reason: str) -> str:
    return f"In “hearts-statistics.json” (the statistics of “{entry}”): {reason}"


WRITTEN = {"units": "-4.5", "deals_played": "6", "points": "31.0", "series_won": "1"}
"""How the app writes ``GOOD``'s fields edited here."""


def _set(name: str, field: str, value: str) -> Any:
    """The edit that sets ``field`` of ``name``'s entry to ``value`` (JSON text)."""
    def edit(text: str) -> str:
        start = text.index(f'"{name}"')
        end = text.index('"counts"', start)
        entry = text[start:end].replace(f'"{field}": {WRITTEN[field]}', f'"{field}": {value}')
        assert entry != text[start:end]
        return text[:start] + entry + text[end:]
    return edit


@pytest.mark.parametrize("field, value, reason", [
    ("units", "1e999", "a number is far too big."),
    ("deals_played", "-5", "a number is out of its range."),
    ("points", '"lots"', "a value is of the wrong kind: text where a number belongs."),
], ids=["1e999", "negative", "text"])
def test_one_bad_number_costs_only_its_entry_and_is_named(
        paths: AppPaths, field: str, value: str, reason: str) -> None:
    path, data = _file(paths, _set("Zoë", field, value))
    stats, problem = GameStatistics.load(paths.data, HEARTS)
    assert problem is not None and problem.damage is Damage.SOME_ENTRIES
    assert problem.backup is not None and problem.backup.read_bytes() == data
    assert problem.message() == (
        SOME + "Zoë (Classic). " + _in("Zoë", field, reason)
        + f" A copy of the file as it was is kept as “{problem.backup.name}”.")
    assert sorted(stats.players) == ["Anna", "Omar", "Ада"]
    assert all(stats.players[n] == {"Classic": GOOD} for n in stats.players)
    again, none = GameStatistics.load(paths.data, HEARTS)  # written back: nothing to say
    assert none is None and again.players == stats.players and path.exists()


def test_each_entry_left_out_is_named_the_first_three_with_why(paths: AppPaths) -> None:
    def edit(text: str) -> str:
        for name, field, value in (("Anna", "units", "1e999"), ("Zoë", "deals_played", "-5"),
                                   ("Omar", "series_won", "true"), ("Ада", "points", "1e999")):
            text = _set(name, field, value)(text)
        return text.replace('"Ада"', '"Ада\\u202e"')

    _file(paths, edit)
    stats, problem = GameStatistics.load(paths.data, HEARTS)
    assert stats.players == {}
    assert problem is not None and problem.backup is not None
    assert problem.message() == (
        SOME + "Anna (Classic), Zoë (Classic), Omar (Classic), Ада\\u202e. "
        + _in("Anna", "units", "a number is far too big.") + " "
        + _in("Zoë", "deals_played", "a number is out of its range.") + " "
        + _in("Omar", "series_won", "a value is of the wrong kind: true or false where a "
                                    "whole number belongs.")
        + f" A copy of the file as it was is kept as “{problem.backup.name}”.")


def test_the_message_is_in_the_ui_language(paths: AppPaths, qapp) -> None:
    from coventry_desktop.i18n import install_language
    from coventry_desktop.qt_resources import ensure_resources

    ensure_resources()
    _file(paths, _set("Zoë", "units", "1e999"))
    _stats, problem = GameStatistics.load(paths.data, HEARTS)
    assert problem is not None and problem.backup is not None
    kept = problem.backup.name
    try:
        install_language(qapp, "fr")
        assert problem.message() == (
            "Certaines entrées du fichier sont abîmées et ont été écartées\u00a0; les autres "
            "sont conservées. Écarté de «\u00a0hearts-statistics.json\u00a0»\u00a0: Zoë "
            "(Classic). Dans «\u00a0hearts-statistics.json\u00a0» (les statistiques de "
            "«\u00a0Zoë\u00a0»)\u00a0: un nombre est bien trop grand. Une "
            f"copie du fichier tel qu’il était est gardée sous «\u00a0{kept}\u00a0».")
        install_language(qapp, "ru")
        assert problem.message() == (
            "Некоторые записи файла повреждены и пропущены; остальные сохранены. Пропущено "
            "в «hearts-statistics.json»: Zoë (Classic). В «hearts-statistics.json» "
            "(статистика игрока «Zoë»): число слишком велико. Копия файла в прежнем "
            f"виде сохранена как «{kept}».")
    finally:
        install_language(qapp, "en")


def test_a_file_that_is_not_statistics_is_still_set_aside_whole(paths: AppPaths) -> None:
    path, data = _file(paths, lambda t: t.replace('"version": 1', '"version": 1e999', 1))
    stats, problem = GameStatistics.load(paths.data, HEARTS)
    assert stats.players == {} and not path.exists()
    assert problem is not None and problem.damage is Damage.NOT_OURS
    assert problem.backup is not None and problem.backup.read_bytes() == data
    assert problem.message() == (
        "The file is damaged or is not a Coventry Desktop file. In "
        "“hearts-statistics.json”: a number is far too big. It was kept aside as "
        f"“{problem.backup.name}”; nothing else was changed.")
