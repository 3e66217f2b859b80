"""Command line: ``coventry-desktop`` (or ``python -m coventry_desktop``) starts the game.

    coventry-desktop                          # the desktop game, at the game last played
    coventry-desktop --game comet             # start with Comet (coventry, comet, hearts)
    coventry-desktop --smoke-test OUT.png [--game ID]
                                              # one all-bot deal offscreen, screenshot, settlement
    coventry-desktop --version
    coventry-desktop show FILE [--lang ru]    # a record or autosave as a transcript
    coventry-desktop tournament ...           # bots against bots (see its --help)
    coventry-desktop lessons [--lang ru] [--verify]
                                              # every game's lessons; --verify checks them

Anything else is refused with a usage message and exit status 2, except Qt's own options,
which are handed to Qt: -platform NAME, -platformpluginpath DIR, -platformtheme NAME,
-plugin NAME, -style NAME, -stylesheet FILE, -reverse, -qwindowgeometry WxH+X+Y,
-geometry WxH+X+Y, -qwindowtitle TITLE, -qwindowicon FILE, -display DISPLAY, -session ID
and -widgetcount (each also as -name=value).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse

QT_OPTIONS: dict[str, int] = {  # Qt's option -> how many values follow it
    "-platform": 1, "-platformpluginpath": 1, "-platformtheme": 1, "-plugin": 1,
    "-style": 1, "-stylesheet": 1, "-reverse": 0, "-qwindowgeometry": 1, "-geometry": 1,
    "-qwindowtitle": 1, "-qwindowicon": 1, "-display": 1, "-session": 1, "-widgetcount": 0,
}
"""The options of QGuiApplication and QApplication that pass through to Qt (their docs)."""

# Each subcommand's own module parses the rest of the line; it is imported only when named,
# so the game's start-up pays for none of them. speech-server is the helper process the
# game starts (a bundle can only start itself), so it stays out of --help.
SCREENSHOT_SUFFIXES = (".png", ".jpg", ".jpeg", ".bmp")
"""The image kinds ``--smoke-test`` saves its screenshot as (Qt's image writers)."""

SUBCOMMANDS = {
    "show": ("coventry_desktop.show", "a saved game or record as a transcript to read"),
    "tournament": ("coventry_desktop.tournament", "bots play each other; standings and speed"),
    "lessons": ("coventry_desktop.lessons_cli", "the Learn to Play lessons: list, or --verify"),
    "speech-server": ("coventry_desktop.speech.server", None),
}


def split_qt_options(args: Sequence[str]) -> tuple[list[str], list[str]]:
    """``args`` split into (ours, Qt's): Qt's options (``QT_OPTIONS``) with their values.

    Only the game takes Qt's options, so they are split off before a subcommand only.
    """
    ours: list[str] = []
    qt: list[str] = []
    index = 0
    while index < len(args):
        arg = args[index]
        name = arg.split("=", 1)[0]
        if name in QT_OPTIONS:
            count = 0 if "=" in arg else QT_OPTIONS[name]
            qt.extend(args[index:index + 1 + count])
            index += 1 + count
        else:
            ours.append(arg)
            index += 1
    return ours, qt


def build_parser() -> argparse.ArgumentParser:
    """The game's parser, with the subcommands as choices (their modules not imported)."""
    import argparse

    from .cli_help import plain
    from .games import GAMES

    ids = [info.id for info in GAMES]
    names = ", ".join(f"{info.id} ({info.name})" for info in GAMES)
    parser = argparse.ArgumentParser(
        prog="coventry-desktop", description=plain(__doc__),
        usage="%(prog)s [--game ID] [--smoke-test OUT.png] [--version] [Qt options]\n"
              "       %(prog)s COMMAND ...",
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument("--game", metavar="ID", choices=ids,
                        help=f"start with this game: {names}")
    parser.add_argument("--smoke-test", metavar="OUT.png",
                        help="play one all-bot deal of --game (default: coventry) at zero "
                             "animation speed, save a screenshot, print the settlement")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND",
                                     title="commands (each has its own --help)")
    for name, (_module, summary) in SUBCOMMANDS.items():
        if summary is not None:  # add_help=False: the subcommand's own parser answers --help
            commands.add_parser(name, add_help=False, help=summary)
    return parser


def pause_collector() -> None:
    """Pause Python's cyclic garbage collector until the first table is painted (#25).

    Importing Qt and the game's modules and building the first window allocate some
    50,000 objects that live as long as the app, none of them garbage, and the collector
    walked them about 100 times on the way to the first table (33 ms of a 0.55 s start).
    ``app.run`` switches it back on just after the first paint (or at once when no
    window is painted); reference counting frees everything else as usual meanwhile."""
    import gc

    gc.disable()


STAND_INS = {
    "\u2212": "-",  # the minus sign of units and totals ("−2.5")
    "\u2192": "->",  # "Points 4 → +2.5"
    "\u2660": "S", "\u2665": "H", "\u2666": "D", "\u2663": "C",  # Q♠ as QS, as files allow
    "\u00a0": " ", "\u202f": " ",  # French no-break spaces
    "\u2066": "", "\u2067": "", "\u2068": "", "\u2069": "", "\u2060": "",  # isolates, joiner
}
"""What a console that cannot show a character prints in its place; "?" for the rest."""
STAND_IN = "coventry-stand-in"
"""The codec error handler that prints them (``fit_console``)."""


def _stand_in(error: UnicodeError) -> tuple[str, int]:
    if not isinstance(error, UnicodeEncodeError):
        raise error
    missing = error.object[error.start:error.end]
    return "".join(STAND_INS.get(char, "?") for char in missing), error.end


def fit_console(*streams: object) -> None:
    """Let each text stream of ``streams`` that fails on a character it cannot encode print
    a stand-in instead (``STAND_INS``): a Windows console or pipe in cp1252 has no minus
    sign, suit or isolate, and the smoke test's or ``show``'s first "−" raised
    UnicodeEncodeError. Characters the stream can encode are printed as they are."""
    import codecs
    import io

    codecs.register_error(STAND_IN, _stand_in)
    for stream in streams:
        if isinstance(stream, io.TextIOWrapper) and stream.errors == "strict":
            stream.reconfigure(errors=STAND_IN)


def main(argv: Sequence[str] | None = None) -> int:
    """Dispatch to the game, the smoke test or a subcommand; returns the exit status.

    Raises:
        SystemExit: 2 with a usage message for an unknown argument, subcommand or game;
            0 after ``--help``.
    """
    fit_console(sys.stdout, sys.stderr)
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in SUBCOMMANDS:
        import importlib

        module = importlib.import_module(SUBCOMMANDS[args[0]][0])
        return int(module.main(args[1:]))
    ours, qt_args = split_qt_options(args)
    if not ours:
        pause_collector()
        from .app import run  # the everyday start, without building the parser (start-up time)

        return run(qt_args)
    parser = build_parser()
    options = parser.parse_args(ours)
    if options.command is not None:  # a subcommand after an option: say where it goes
        parser.error(f"{options.command} takes its own options after it: "
                             f"coventry-desktop {options.command} ...")
    if options.version:
        from . import __version__

        print(f"coventry-desktop {__version__}")
        return 0
    from pathlib import Path

    if options.smoke_test is None:
        pause_collector()
    from .app import run

    smoke_test = Path(options.smoke_test) if options.smoke_test else None
    if smoke_test is not None:
        # Said before the deal is played, not after it (QA: a folder or "x.txt" played
        # the whole deal, then said only "could not save").
        import os

        if not smoke_test.absolute().parent.is_dir():
            parser.error(f"--smoke-test {smoke_test}: there is no folder {smoke_test.parent}; "
                         "make it first")
        if smoke_test.is_dir():
            parser.error(f"--smoke-test {smoke_test}: that is a folder; give a file name "
                         "ending in .png")
        if smoke_test.suffix.lower() not in SCREENSHOT_SUFFIXES:
            parser.error(f"--smoke-test {smoke_test}: the screenshot is an image; give a file "
                         f"name ending in {', '.join(SCREENSHOT_SUFFIXES)}")
        if not os.access(smoke_test.absolute().parent, os.W_OK):
            parser.error(f"--smoke-test {smoke_test}: the folder {smoke_test.parent} cannot "
                         "be written")
    return run(qt_args, smoke_test=smoke_test, game=options.game)


if __name__ == "__main__":
    sys.exit(main())
