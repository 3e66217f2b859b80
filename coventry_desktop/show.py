"""``python -m coventry_desktop show FILE``: a record or an autosave as a readable transcript.

Any game's record or autosave (``engine.game_records``) and Coventry's files of every
earlier release (records, ``autosave.json``) are read, checked and replayed; per deal the
dealer, every action in order (Coventry's calls in the chosen language), the settlement,
and the series totals with places. A damaged file prints what is wrong in plain words
and exits 1.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

LANGUAGES = ("en", "ru", "fr")


def main(argv: list[str]) -> int:
    """Print the transcript of ``FILE``; returns 0, or 1 for a damaged or unknown file."""
    parser = argparse.ArgumentParser(prog="coventry-desktop show", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("file", type=Path, metavar="FILE")
    parser.add_argument("--lang", choices=LANGUAGES, default="en",
                        help="the language of the sentences and Coventry's calls")
    options = parser.parse_args(argv)
    from PySide6.QtCore import QCoreApplication

    from .i18n import install_language

    app = QCoreApplication.instance() or QCoreApplication([])
    install_language(app, options.lang)
    try:
        text = transcript_of(options.file, options.lang)
    except _Damaged as error:
        print(f"{options.file}: {error.message}", file=sys.stderr)
        return 1
    sys.stdout.write(text)
    return 0


class _Damaged(Exception):
    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def transcript_of(path: Path, language: str = "en") -> str:
    """The transcript of the record or autosave at ``path``.

    Raises:
        _Damaged: with the plain-words reason (the file is never moved).
    """
    from PySide6.QtCore import QCoreApplication

    from .engine.game_records import is_game_record
    from .storage.problems import FileDamaged
    from .storage.saves import decode_json, read_bytes

    # Before reading: "the system refused access" would be the wrong words (play test).
    if path.is_dir():
        raise _Damaged(QCoreApplication.translate("Show", "This is a folder, not a file."))
    if not path.exists():
        raise _Damaged(QCoreApplication.translate("Show", "There is no such file."))
    try:
        body = decode_json(path, read_bytes(path))
        if is_game_record(body):
            return _game_transcript(path)
        return _coventry_transcript(path, body, language)
    except FileDamaged as error:
        raise _Damaged(f"{error.problem.message()} ({error.problem.detail})") from None


def _game_transcript(path: Path) -> str:
    from .models.transcript import transcript
    from .storage.game_files import read_record

    loaded = read_record(path)
    if loaded.info.ui is None:
        raise _Damaged(f"{loaded.info.name} has no words yet")
    return transcript(loaded.info, loaded.info.ui(), loaded.record)


def _coventry_transcript(path: Path, body: Any, language: str) -> str:
    """Coventry's records and autosaves, in the format of every release so far."""
    from .storage import autosave
    from .storage.saves import record_from_body

    if isinstance(body, dict) and body.get("format") == autosave.FORMAT:
        body = body.get("record")
    return coventry_text(record_from_body(path, body, require_digest=False), language)


def coventry_text(record: Any, language: str = "en") -> str:
    """A Coventry record (``DealRecord`` or ``SeriesRecord``) as a transcript: every action
    with its call in ``language``, then the totals (Game → Export Transcript, ``show``).
    Only public facts: the actions and the settlements, never a hand."""
    from .games.coventry.calls import call_text
    from .models.coventry_words import step_text
    from .models.presentation import game_name
    from .models.setup import YOU, shown_name
    from .models.transcript import Words, standings
    from .storage.replay_steps import replay_steps

    words = Words()
    seats = [record.seats[s] if s < len(record.seats) else str(s + 1)
             for s in range(record.players)]
    names = [shown_name(name) for name in seats]
    you = {seat for seat, name in enumerate(seats) if name == YOU}
    steps = replay_steps(record)
    finished = sum(1 for s in steps if s.action is not None and s.state.winner is not None)
    out = [words.title(game_name("Earl of Coventry"), len(names), finished)]
    for step in steps:
        line = step_text(step, names, you)
        played = step.card_played
        if step.action is None:
            out += ["", line]
            continue
        if played is not None:
            line += f" «{call_text(played.card.rank, played.position, language)}»"
        out.append("  " + line)
        if step.state.winner is not None:
            out.append("  " + words.over())
    if steps and steps[-1].state.winner is None:
        out.append("  " + words.in_play())
    totals = steps[-1].totals if steps else tuple(0 for _ in names)
    out += ["", words.totals(finished), *standings(names, totals)]
    return "\n".join(out) + "\n"
