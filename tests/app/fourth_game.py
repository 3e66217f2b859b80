"""A copy of ``games/comet`` registered as a fourth game (``test_a_fourth_game``): made
in a folder outside the source tree, with its own id, name, menu label and rules help,
and added to the registry by the one line a new game adds to ``games/__init__.py``."""

from __future__ import annotations

import importlib
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

COPY = "cometcopy"
"""The copy's game id."""

ROOT = Path(__file__).resolve().parents[2]
PLUGIN = """
import sys
from pathlib import Path

sys.path.insert(0, {here!r})
from fourth_game import register_copy  # noqa: E402

register_copy(Path({folder!r}))
"""
"""A pytest plugin that registers the copy before the tests are collected."""


def make_copy(folder: Path) -> Path:
    """Copy ``games/comet`` to ``folder/games/cometcopy`` with its own id and words, and
    its rules help to ``folder/rules/cometcopy``; return the package's parent."""
    games = ROOT / "coventry_desktop" / "games"
    package = folder / "games" / COPY
    if not package.exists():
        shutil.copytree(games / "comet", package,
                        ignore=shutil.ignore_patterns("__pycache__"))
        init = package / "__init__.py"
        init.write_text(init.read_text(encoding="utf-8")
                        .replace('id="comet"', f'id="{COPY}"')
                        .replace('name="Comet"', 'name="Comet Copy"'), encoding="utf-8")
        presenter = package / "ui" / "presenter.py"
        presenter.write_text(presenter.read_text(encoding="utf-8")
                             .replace('self.tr("Comet")', 'self.tr("Comet Copy")')
                             .replace('"Play Co&met…"', '"Play Comet Cop&y…"'),
                             encoding="utf-8")
        shutil.copytree(ROOT / "resources" / "rules" / "comet", folder / "rules" / COPY)
    return folder / "games"


def _rules_resource(folder: Path) -> Path:
    """The copy's rules help compiled as the app's are (``:/rules/<id>/...``)."""
    target = folder / "rules.rcc"
    if not target.exists():
        files = sorted(p.relative_to(folder).as_posix()
                       for p in (folder / "rules" / COPY).glob("rules_*.html"))
        qrc = folder / "rules.qrc"
        qrc.write_text('<RCC><qresource prefix="/">'
                       + "".join(f"<file>{f}</file>" for f in files)
                       + "</qresource></RCC>", encoding="utf-8")
        rcc = Path(sys.executable).parent / "pyside6-rcc"
        subprocess.run([str(rcc), "--binary", "-o", str(target), str(qrc)], check=True)
    return target


def register_copy(folder: Path) -> ModuleType:
    """Make the copy importable as ``coventry_desktop.games.cometcopy`` and add its
    ``INFO`` to the registry: the one line a new game adds to ``games/__init__.py``."""
    from PySide6.QtCore import QResource

    from coventry_desktop import games

    parent = make_copy(folder)
    games.__path__.append(str(parent))
    module = importlib.import_module(f"coventry_desktop.games.{COPY}")
    games.GAMES = (*games.GAMES, module.INFO)  # the registry line
    QResource.registerResource(str(_rules_resource(folder)))
    return module
