"""``storage`` knows files, not games: it imports no game when imported, and names none."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from coventry_desktop.games import GAMES

STORAGE = Path(__file__).resolve().parents[2] / "coventry_desktop" / "storage"


def test_importing_storage_imports_no_game() -> None:
    code = ("import sys, coventry_desktop.storage, coventry_desktop.storage.migration, "
            "coventry_desktop.storage.game_statistics; "
            "print(sorted(m for m in sys.modules if m.startswith('coventry_desktop.games')))")
    shown = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                           check=True, cwd=STORAGE.parents[1])
    assert shown.stdout.strip() == "[]"


def test_storage_names_no_game() -> None:
    # The app's own name (coventry-desktop, coventry_desktop, Coventry Desktop) is no game.
    words = re.compile(r"\b(" + "|".join(re.escape(info.id) for info in GAMES) + r")\b(?![-_ ]"
                       r"[dD]esktop)", re.IGNORECASE)
    named = {path.name: words.findall(path.read_text(encoding="utf-8"))
             for path in sorted(STORAGE.glob("*.py"))}
    assert {name: found for name, found in named.items() if found} == {}
