"""PySide6's per-module question at import (``app._scan_sources_without_keeping_them``):
does the module's source name PySide6? It decides the module's ``__feature__`` selection
(PYSIDE-2029). This package's own modules are answered without reading their files (#25),
which holds only while none of them selects a feature."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import coventry_desktop

PACKAGE = Path(coventry_desktop.__file__).parent


def test_no_module_of_the_package_selects_a_pyside_feature() -> None:
    selecting = re.compile(rb"^\s*(from\s+__feature__\s+import|import\s+__feature__)", re.M)
    assert [path.relative_to(PACKAGE).as_posix() for path in sorted(PACKAGE.rglob("*.py"))
            if selecting.search(path.read_bytes())] == []


PROBE = """
import importlib, sys
import coventry_desktop.app
feature = importlib.import_module("PySide6.support.feature")
opened = []
real_open = open
def watching_open(file, *args, **kwargs):
    opened.append(str(file))
    return real_open(file, *args, **kwargs)
import builtins
builtins.open = watching_open
from coventry_desktop.engine.shuffle import deal_again
from coventry_desktop.widgets.theme import NORMAL
builtins.open = real_open
selection = feature.pyside_feature_dict
print(selection["coventry_desktop.engine.shuffle"], selection["coventry_desktop.widgets.theme"])
print(sum("coventry_desktop" in name and name.endswith(".py") for name in opened))
"""


def test_the_packages_modules_are_registered_with_no_feature_unread() -> None:
    # engine.shuffle names no PySide6, widgets.theme does: both get the selection of a
    # module that uses Qt with no feature (0), and neither file is opened to decide it
    # (the import itself reads their bytecode, never the .py).
    done = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True,
                          timeout=120, check=False, env={"QT_QPA_PLATFORM": "offscreen",
                                                         "PYTHONDONTWRITEBYTECODE": "1",
                                                         "PATH": ""})
    assert done.returncode == 0, done.stderr[-3000:]
    selections, opened = done.stdout.split("\n")[:2]
    assert selections.split() == ["0", "0"]
    assert opened == "0"
