"""Qt resources (card faces, translations) registered once, built on demand in a checkout.

``make`` writes ``resources/coventry.qrc`` from the folders (``packaging/backend/qrc.py``)
and compiles it into ``coventry_desktop/resources_rc.py``; a checkout where that has not
happened yet (an editor, a bare ``pytest``) does both here.
"""

from __future__ import annotations

import importlib
import os
import sys
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent
_QRC = _PACKAGE.parent / "resources" / "coventry.qrc"
_WRITE_QRC = _PACKAGE.parent / "packaging" / "backend" / "qrc.py"
_loaded = False


def _tool(name: str) -> str:
    beside = Path(sys.executable).with_name(name)
    return str(beside) if beside.exists() else name


def _compile_translations() -> None:
    import subprocess  # only a bare checkout compiles: start-up does not pay for it

    # The qrc lists the .qm catalogues, which make builds from the .ts sources; rcc fails
    # without them, so a bare checkout compiles them first (make also refuses unfinished).
    for source in sorted((_QRC.parent / "translations").glob("*.ts")):
        compiled = source.with_suffix(".qm")
        if not compiled.exists():
            subprocess.run([_tool("pyside6-lrelease"), "-silent", str(source), "-qm",
                            str(compiled)], check=True)


def ensure_resources() -> None:
    """Register the app's Qt resources (":/cards/svg-cards.svg", ...), compiling them if needed.

    Raises:
        ImportError: the compiled module is missing and cannot be built (no checkout).
    """
    global _loaded
    if _loaded:
        return
    try:
        importlib.import_module("coventry_desktop.resources_rc")
    except ImportError:
        if not _WRITE_QRC.exists():
            raise
        import subprocess  # as above

        subprocess.run([sys.executable, str(_WRITE_QRC)], check=True)

        target = _PACKAGE / "resources_rc.py"
        temporary = target.with_suffix(f".{os.getpid()}.tmp")
        _compile_translations()
        subprocess.run([_tool("pyside6-rcc"), "-g", "python", "--compress-algo", "zlib", "-o",
                        str(temporary), str(_QRC)], check=True)
        temporary.replace(target)  # atomic, so a parallel test run never reads half a file
        importlib.import_module("coventry_desktop.resources_rc")
    _loaded = True
