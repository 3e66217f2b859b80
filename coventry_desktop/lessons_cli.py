"""``python -m coventry_desktop lessons``: every game's course, listed or verified.

    coventry-desktop lessons [--lang ru|fr|en]   # game id, lesson id, title, per line
    coventry-desktop lessons --verify            # each solution played through the rules,
                                                 # each guarded wrong move tried; exit 0 if
                                                 # all hold, 1 with every problem otherwise
"""

from __future__ import annotations

import argparse
import sys

from .cli_help import plain

LANGUAGES = ("en", "ru", "fr")


def main(argv: list[str]) -> int:
    """List the lessons (exit 0), or verify them (0 if every lesson holds, else 1)."""
    parser = argparse.ArgumentParser(prog="coventry-desktop lessons", description=plain(__doc__),
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lang", choices=LANGUAGES, default="en",
                        help="the language of the titles")
    parser.add_argument("--verify", action="store_true",
                        help="play every lesson's solution and try its wrong moves")
    options = parser.parse_args(argv)
    from .engine.lessons import verify
    from .games import GAMES

    courses = [(info, info.lessons()) for info in GAMES if info.lessons is not None]
    if options.verify:
        failed = 0
        for info, course in courses:
            for lesson in course.lessons:
                problems = verify(info, lesson)
                failed += bool(problems)
                print(f"{info.id}\t{lesson.id}\t{'FAILED' if problems else 'ok'}")
                for problem in problems:
                    print(f"  {problem}", file=sys.stderr)
        total = sum(len(course.lessons) for _info, course in courses)
        print(f"{total - failed} of {total} lessons hold")
        return 1 if failed else 0
    from PySide6.QtCore import QCoreApplication

    from .i18n import install_language
    from .models.lesson_flow import lesson_text

    app = QCoreApplication.instance() or QCoreApplication([])
    install_language(app, options.lang)
    for info, course in courses:
        for lesson in course.lessons:
            print(f"{info.id}\t{lesson.id}\t{lesson_text(lesson.title)}")
    return 0
