"""Settings: explicit types, defaults, clamping of bad values, never a crash."""

from __future__ import annotations

import logging

import msgspec
import pytest
from PySide6.QtCore import QByteArray

from coventry_desktop.games import GAMES, get
from coventry_desktop.storage import AppPaths, Settings
from coventry_desktop.storage.schema import Name
from coventry_desktop.storage.settings import SPEEDS, GameTable
from coventry_desktop.widgets import speeds

BAD_INI = """[games]
coventry\\seats=9
coventry\\deals=4
coventry\\level=godlike

[game]
last=whist

[view]
animation_speed=-2.5

[language]
ui=klingon
calls=de
calls_style=limerick

[play]
auto_pass=perhaps
double_click=1
speech=yes

[people]
0=\\x1b[31mНаталья Élodie — a very long name indeed, too long
1=
"""


def test_defaults_on_a_fresh_install(paths: AppPaths) -> None:
    settings = Settings(paths.settings_file)
    assert settings.last_game == GAMES[0].id
    assert settings.animation_speed == "normal"
    assert settings.ui_language == "system"
    assert settings.calls_language == ""
    assert settings.calls_style == "rhymes"
    assert (settings.auto_pass, settings.double_click, settings.speech) == (True, False, False)
    assert settings.window_geometry == QByteArray()
    assert settings.people_names(3) == ["", "", ""]
    for info in GAMES:
        table = settings.game_table(info.id)
        assert table.seats == (4 if 4 in info.seats else info.seats.start)
        assert (table.people, table.level, table.deals) == (1, "normal", info.series_lengths[0])


def test_values_survive_a_new_process(paths: AppPaths) -> None:
    settings = Settings(paths.settings_file)
    info = GAMES[-1]
    settings.set_game_table(info.id, GameTable(info.seats.start, 2, "hard",
                                               info.series_lengths[-1]))
    settings.set_people_names(["Наталья", "Élodie"])
    settings.last_game = info.id
    settings.animation_speed = "fast"
    settings.ui_language = "ru"
    settings.calls_language = "fr"
    settings.calls_style = "snip-snap"
    settings.auto_pass = False
    settings.speech = True
    settings.window_geometry = QByteArray(bytes(range(256)))
    del settings  # a fresh QSettings reads the file, as after a restart

    again = Settings(paths.settings_file)
    # In one process QSettings gives back what was set (the number of deals as an int,
    # not the file's text): that is no damage.
    assert again.problem is None
    table = again.game_table(info.id)
    assert (table.seats, table.people, table.level, table.deals) == \
        (info.seats.start, 2, "hard", info.series_lengths[-1])
    assert again.people_names(2) == ["Наталья", "Élodie"]
    assert (again.last_game, again.animation_speed, again.ui_language) == (info.id, "fast", "ru")
    assert (again.calls_language, again.calls_style) == ("fr", "snip-snap")
    assert (again.auto_pass, again.speech) == (False, True)
    assert bytes(again.window_geometry.data()) == bytes(range(256))


def test_bad_values_are_clamped_or_replaced_and_logged(
        paths: AppPaths, caplog: pytest.LogCaptureFixture) -> None:
    paths.settings_file.write_text(BAD_INI, encoding="utf-8")
    coventry = get("coventry")
    with caplog.at_level(logging.WARNING, logger="coventry_desktop.storage.settings"):
        settings = Settings(paths.settings_file)
        table = settings.game_table("coventry")
        assert table.seats == coventry.seats.stop - 1  # clamped from 9
        assert table.deals == coventry.series_lengths[0]  # 4 is no series length
        assert table.level == "normal"
        assert settings.last_game == GAMES[0].id  # no such game
        assert settings.animation_speed == "normal"  # -2.5 is no speed
        assert settings.ui_language == "system"
        assert settings.calls_language == ""
        assert settings.calls_style == "rhymes"
        assert settings.auto_pass is True
        assert (settings.double_click, settings.speech) == (True, True)
        assert settings.people_names(2) == ["[31mНаталья Élodie — a v", ""]
    warned = {record.args[0] for record in caplog.records if isinstance(record.args, tuple)}
    assert {"games/coventry/seats", "games/coventry/deals", "games/coventry/level",
            "game/last", "view/animation_speed", "language/ui", "language/calls",
            "language/calls_style", "play/auto_pass", "people/0"} <= warned
    again = Settings(paths.settings_file)
    assert again.game_table("coventry").seats == coventry.seats.stop - 1


def test_speeds_are_the_tables_named_speeds(paths: AppPaths) -> None:
    assert set(SPEEDS) == set(speeds.SPEEDS)
    settings = Settings(paths.settings_file)
    for name in SPEEDS:
        settings.animation_speed = name
        assert Settings(paths.settings_file).animation_speed == name


def test_a_binary_settings_file_gives_defaults(paths: AppPaths, caplog) -> None:
    garbage = bytes(range(256)) * 4
    paths.settings_file.write_bytes(garbage)
    with caplog.at_level(logging.DEBUG):
        settings = Settings(paths.settings_file)
    assert settings.last_game == GAMES[0].id and settings.animation_speed == "normal"
    # Said in plain words, and kept aside as a .bak like a damaged autosave.
    assert settings.problem is not None
    backup = settings.problem.backup
    assert backup is not None and backup.name.startswith("settings.ini.")
    assert backup.name.endswith(".bak") and backup.read_bytes() == garbage
    message = settings.problem.message()
    assert message.startswith("The file is not text") and backup.name in message
    # The log names it with the bytes escaped: nothing raw reaches a terminal.
    logged = " ".join(record.getMessage() for record in caplog.records)
    assert "settings.ini" in logged and "\\x00" in logged
    assert all(ch.isprintable() for ch in logged)
    settings.animation_speed = "slow"
    again = Settings(paths.settings_file)
    assert again.animation_speed == "slow" and again.problem is None


def test_unknown_keys_are_logged_escaped(paths: AppPaths, caplog) -> None:
    paths.settings_file.write_bytes(b"[view]\nlarge_cards=true\n\x1b[31mred\x07=1\n")
    with caplog.at_level(logging.WARNING):
        settings = Settings(paths.settings_file)
    assert settings.large_cards and settings.problem is None
    logged = " ".join(record.getMessage() for record in caplog.records)
    assert "dropping unknown keys" in logged and all(ch.isprintable() for ch in logged)


def test_setters_clamp_and_refuse_unknown_choices(paths: AppPaths) -> None:
    settings = Settings(paths.settings_file)
    with pytest.raises(ValueError, match="game/last"):
        settings.last_game = "whist"
    with pytest.raises(ValueError, match="view/animation_speed"):
        settings.animation_speed = "ludicrous"
    with pytest.raises(ValueError, match="language/ui"):
        settings.ui_language = "tlh"


def test_joined_emoji_names_round_trip_exactly(paths: AppPaths) -> None:
    # ZWJ sequences (a family) and ZWNJ (Persian) are part of the name, as in the statistics.
    names = ["Zoë 🎉👨\u200d👩\u200d👧 🃏", "می\u200cخواهم", "🏳️\u200d🌈 Ana"]
    settings = Settings(paths.settings_file)
    settings.set_people_names(names)
    again = Settings(paths.settings_file)
    assert again.people_names(3) == names
    assert [msgspec.convert(name, Name) for name in names] == names


def test_names_still_lose_controls_and_direction_overrides(paths: AppPaths) -> None:
    settings = Settings(paths.settings_file)
    settings.set_people_names(["Eve\u202egnp.exe", "A\x1b[31mB\u200b", "C\u2066D"])
    assert Settings(paths.settings_file).people_names(3) == ["Evegnp.exe", "A[31mB", "CD"]


def test_the_copy_of_a_file_with_refused_values_is_the_file_as_it_was(paths: AppPaths) -> None:
    """An unknown key ("speed") is dropped and written at once: the copy said to be "the
    file as it was" lacked that line, as it was made after."""
    text = (b"[view]\nlarge_cards=maybe\nspeed=-9999999999999999999999\n\n[language]\nui=tlh\n"
            b"\n[game]\nlast=chess\n")
    paths.settings_file.write_bytes(text)
    settings = Settings(paths.settings_file)
    problem = settings.problem
    assert problem is not None and problem.copied and problem.backup is not None
    assert problem.backup.read_bytes() == text
    assert b"speed=" not in paths.settings_file.read_bytes()  # dropped from the file itself
    assert settings.large_cards is False and settings.ui_language == "system"
