"""``python -m coventry_desktop show FILE``: a record or an autosave as a readable transcript.

Any game's record or autosave (``engine.game_records``) and Coventry's files of every
earlier release (records, ``autosave.json``) are read, checked and replayed; per deal the
dealer, every action in order (Coventry's calls in the chosen language), the settlement,
and the series totals with places. A damaged file prints what is wrong in plain words
and exits 1; the technical reason (a JSON decoder's position, "NUL bytes") goes to the
log only, never to the reader.
"""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path

from .cli_help import plain

LANGUAGES = ("en", "ru", "fr")
log = logging.getLogger(__name__)


def main(argv: list[str]) -> int:
    """Print the transcript of ``FILE``; returns 0, or 1 for a damaged or unknown file."""
    parser = argparse.ArgumentParser(prog="coventry-desktop show", description=plain(__doc__),
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
    """The transcript of the record or autosave at ``path`` (Coventry's calls in
    ``language``).

    Raises:
        _Damaged: with the plain-words reason (the file is never moved).
    """
    from PySide6.QtCore import QCoreApplication

    from .models.transcript import transcript
    from .storage.game_files import read_record
    from .storage.problems import FileDamaged

    # Before reading: "the system refused access" would be the wrong words (play test).
    if path.is_dir():
        raise _Damaged(QCoreApplication.translate("Show", "This is a folder, not a file."))
    if not path.exists():
        raise _Damaged(QCoreApplication.translate("Show", "There is no such file."))
    try:
        loaded = read_record(path)  # Coventry's earlier files too (GameInfo.read_earlier)
    except FileDamaged as error:
        log.info("show %s: %s", path, error.problem.detail)  # for the log, not the reader
        raise _Damaged(error.problem.message()) from None
    info = loaded.info
    if info.ui is None:
        raise _Damaged(f"{info.name} has no words yet")
    presenter = info.ui()
    presenter.use_language(language)  # Coventry: the calls in the chosen language
    return transcript(info, presenter, loaded.record)
