"""The command line is strict: unknown words and options are refused (exit 2, usage); Qt's
own options pass to Qt; subcommands are imported only when named."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from coventry_desktop.__main__ import QT_OPTIONS, main, split_qt_options

from .helpers import ROOT


def _run(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "coventry_desktop", *args], capture_output=True,
                          text=True, cwd=ROOT, timeout=120, env=env, check=False)


@pytest.mark.parametrize("args", [["nosuchword"], ["lesson"], ["--lessons"], ["--game", "chess"],
                                  ["--version", "extra"], ["--game", "comet", "show", "x.json"]])
def test_unknown_words_options_and_games_exit_2_with_the_usage(args, capsys) -> None:
    with pytest.raises(SystemExit) as raised:
        main(args)
    assert raised.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: coventry-desktop [--game ID] [--smoke-test OUT.png]")
    assert "coventry-desktop: error: " in err


def test_nosuchword_from_the_shell_names_the_known_commands() -> None:
    done = _run("nosuchword")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.splitlines()[-1] == ("coventry-desktop: error: argument COMMAND: invalid "
                                            "choice: 'nosuchword' (choose from 'show', "
                                            "'tournament', 'lessons')")


def test_help_lists_every_registered_game_and_the_commands(capsys) -> None:
    from coventry_desktop.games import GAMES

    with pytest.raises(SystemExit) as raised:
        main(["--help"])
    assert raised.value.code == 0
    out = " ".join(capsys.readouterr().out.split())
    for info in GAMES:
        assert f"{info.id} ({info.name})" in out
    assert "show a saved game or record" in out and "-platform NAME" in out


def test_qt_options_are_split_off_with_their_values() -> None:
    args = ["-style", "fusion", "--game", "comet", "-reverse", "-platform=offscreen",
            "-qwindowgeometry", "800x600+0+0"]
    assert split_qt_options(args) == (
        ["--game", "comet"],
        ["-style", "fusion", "-reverse", "-platform=offscreen", "-qwindowgeometry", "800x600+0+0"])
    assert split_qt_options(["-stylez", "x"]) == (["-stylez", "x"], [])
    assert all(name.startswith("-") and not name.startswith("--") for name in QT_OPTIONS)


def test_a_qt_option_reaches_qt_beside_the_smoke_test(tmp_path) -> None:
    # No QT_QPA_PLATFORM: only Qt's own -platform option keeps this run off the screen.
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    out = tmp_path / "shot.png"
    done = _run("-platform", "offscreen", "--game", "hearts", "--smoke-test", str(out), env=env)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("settlement: ") and out.read_bytes()[:4] == b"\x89PNG"


def test_subcommands_are_imported_only_when_named() -> None:
    code = ("import sys; from coventry_desktop.__main__ import build_parser; build_parser(); "
            "print(sorted(m for m in sys.modules if m.startswith('coventry_desktop.') and "
            "m.split('.')[1] in ('show', 'tournament', 'speech', 'app', 'widgets', 'models')))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=ROOT, timeout=60, check=True)
    assert done.stdout.strip() == "[]"


@pytest.mark.parametrize("command", [[], ["show"], ["tournament"], ["lessons"]])
def test_help_is_plain_text_without_rest_markup(command, capsys) -> None:
    # QA: --help showed "``coventry-desktop``" from the docstring's reStructuredText.
    with pytest.raises(SystemExit) as raised:
        main([*command, "--help"])
    assert raised.value.code == 0
    out = capsys.readouterr().out
    assert "`" not in out and "**" not in out
    if not command:
        assert "Command line: coventry-desktop (or python -m coventry_desktop) starts" in out


def test_the_smoke_test_refuses_a_missing_folder(tmp_path, capsys) -> None:
    # QA: --smoke-test /nonexistent/dir/x.png made the folders silently.
    out = tmp_path / "missing" / "x.png"
    with pytest.raises(SystemExit) as raised:
        main(["--smoke-test", str(out)])
    assert raised.value.code == 2 and not out.parent.exists()
    assert capsys.readouterr().err.splitlines()[-1] == (
        f"coventry-desktop: error: --smoke-test {out}: there is no folder {out.parent}; "
        "make it first")


@pytest.mark.parametrize(("name", "said"), [
    ("", "that is a folder; give a file name ending in .png"),
    ("shot.txt", "the screenshot is an image; give a file name ending in .png, .jpg, .jpeg, "
                 ".bmp"),
    ("read-only/shot.png", "the folder {parent} cannot be written"),
])
def test_the_smoke_test_refuses_a_file_it_cannot_write_before_it_plays(
        tmp_path, capsys, monkeypatch, name: str, said: str) -> None:
    # QA: a folder or "x.txt" played the whole deal, then said only "could not save".
    from coventry_desktop import app

    (tmp_path / "read-only").mkdir()
    real = os.access
    monkeypatch.setattr(os, "access", lambda path, mode: real(path, mode) and (
        Path(path).name != "read-only"))  # as root, chmod would not stop a write
    monkeypatch.setattr(app, "run", lambda *_a, **_k: pytest.fail("the deal was played"))
    out = tmp_path / name if name else tmp_path
    with pytest.raises(SystemExit) as raised:
        main(["--smoke-test", str(out)])
    assert raised.value.code == 2
    assert capsys.readouterr().err.splitlines()[-1] == (
        f"coventry-desktop: error: --smoke-test {out}: " + said.format(parent=out.parent))


def test_hearts_smoke_test_prints_the_settlement_as_the_table_shows_it(tmp_path) -> None:
    # QA: "settlement: -5/2 +13/2 …" (fractions); the table says −2.5.
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = _run("--game", "hearts", "--smoke-test", str(tmp_path / "shot.png"), env=env)
    assert done.returncode == 0, done.stderr
    [line] = [row for row in done.stdout.splitlines() if row.startswith("settlement:")]
    assert line == "settlement: \u22122.5 +6.5 +2.5 \u22126.5"


def test_a_subcommand_answers_its_own_help() -> None:
    done = _run("show", "--help")
    assert done.returncode == 0 and done.stdout.startswith("usage: coventry-desktop show")
