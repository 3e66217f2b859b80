"""Command line: ``python -m coventry_desktop`` starts the game.

    python -m coventry_desktop                      # the desktop game
    python -m coventry_desktop --smoke-test OUT.png # one all-bot deal, screenshot, settlement
    python -m coventry_desktop --game comet         # start with a game of Comet (or hearts)
    python -m coventry_desktop --version
    python -m coventry_desktop tournament ...       # bot tournament (see --help)
    python -m coventry_desktop show FILE [--lang ru] # a record or autosave as a transcript
    python -m coventry_desktop speech-server        # the speech helper the game starts
"""

from __future__ import annotations

import sys
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    """Dispatch to the game, the smoke test or a subcommand; returns the exit status."""
    args = sys.argv[1:] if argv is None else argv
    if args and args[0] == "tournament":
        from .tournament import main as tournament_main

        return tournament_main(args[1:])
    if args and args[0] == "show":
        from .show import main as show_main

        return show_main(args[1:])
    if args and args[0] == "speech-server":
        # The speech helper process (#7); a PyInstaller bundle starts it through here.
        from .speech.server import main as speech_main

        return speech_main(args[1:])
    if not args:
        from .app import run  # the everyday start, without building the parser (start-up time)

        return run([])
    import argparse

    parser = argparse.ArgumentParser(prog="coventry-desktop", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument("--game", metavar="ID",
                        help="open the New Game dialog of another game: comet or hearts")
    parser.add_argument("--smoke-test", type=Path, metavar="OUT.png",
                        help="play one all-bot deal at zero animation speed, save a screenshot")
    options, qt_args = parser.parse_known_args(args)
    if options.version:
        from . import __version__

        print(f"coventry-desktop {__version__}")
        return 0
    from .app import run

    if options.game is not None:
        from .games import GAMES

        if options.game not in {info.id for info in GAMES}:
            parser.error(f"unknown game {options.game!r}; known: "
                         + ", ".join(info.id for info in GAMES))
    return run(qt_args, smoke_test=options.smoke_test, game=options.game)


if __name__ == "__main__":
    sys.exit(main())
