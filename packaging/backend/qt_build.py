"""The build backend: setuptools, plus the Qt resources and translations compiled into the wheel.

``pyproject.toml`` names this module (``backend-path``), so ``pip install .``, ``pipx install
.``, ``python -m build`` and a wheel built from the sdist all run it; no ``make`` is needed.
What it adds to ``setuptools.build_meta`` (the pattern of setuptools' "Dynamic build
dependencies" documentation):

- ``get_requires_for_build_wheel`` asks for PySide6-Essentials, whose ``lrelease`` and
  ``rcc`` do the compiling (about 100 MiB, from pip's cache after the first build). An
  editable install and an sdist do not need it, so ``make setup`` does not pay for it: a
  checkout compiles its resources with ``make resources`` or on first start
  (``coventry_desktop/qt_resources.py``).
- :class:`BuildPy` (``[tool.setuptools.cmdclass]``) compiles every
  ``resources/translations/*.ts`` with ``lrelease -fail-on-unfinished`` (an untranslated
  string stops the build, as it stops ``make``) and ``resources/coventry.qrc`` with ``rcc``
  into ``coventry_desktop/resources_rc.py`` inside the wheel, working on a copy of
  ``resources/`` so the source tree is left as it was.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from setuptools import build_meta as _setuptools
from setuptools.build_meta import (  # noqa: F401 - the hooks this backend passes on unchanged
    build_editable,
    build_sdist,
    build_wheel,
    get_requires_for_build_editable,
    get_requires_for_build_sdist,
    prepare_metadata_for_build_editable,
    prepare_metadata_for_build_wheel,
)
from setuptools.command.build_py import build_py

sys.path.insert(0, str(Path(__file__).resolve().parent))  # its sibling, also when imported by path
from qrc import write_qrc

# The same range as the app's dependency in pyproject.toml, so pip's cache serves both.
QT_TOOLS = "PySide6-Essentials>=6.11.3,<6.12"


def get_requires_for_build_wheel(config_settings: dict | None = None) -> list[str]:
    """setuptools' own requirements and the Qt tools that :class:`BuildPy` runs."""
    return [*_setuptools.get_requires_for_build_wheel(config_settings), QT_TOOLS]


def _qt_tool(name: str, *args: str) -> None:
    """Run PySide6's ``name`` tool (``rcc``, ``lrelease``) with ``args``; raise on failure.

    Through PySide6's own wrapper, which knows where each binary lies on every platform.
    """
    code = f"import sys; from PySide6.scripts.pyside_tool import {name}; sys.exit({name}())"
    subprocess.run([sys.executable, "-c", code, *args], check=True)


def compile_resources(root: Path, target: Path) -> None:
    """Compile ``root/resources`` into the Python module ``target``.

    Raises:
        subprocess.CalledProcessError: a translation is unfinished or rcc failed.
    """
    with tempfile.TemporaryDirectory(prefix="coventry-qrc-") as name:
        scratch = Path(name)
        # The qrc names ../LICENSE beside resources/, so the copy keeps that shape.
        shutil.copytree(root / "resources", scratch / "resources",
                        ignore=shutil.ignore_patterns("screenshots", "*.qm"))
        shutil.copy2(root / "LICENSE", scratch / "LICENSE")
        for source in sorted((scratch / "resources" / "translations").glob("*.ts")):
            _qt_tool("lrelease", "-fail-on-unfinished", "-silent", str(source),
                     "-qm", str(source.with_suffix(".qm")))
        target.parent.mkdir(parents=True, exist_ok=True)
        _qt_tool("rcc", "-g", "python", "--compress-algo", "zlib", "-o", str(target),
                 str(write_qrc(scratch / "resources")))


class BuildPy(build_py):
    """``build_py`` that also writes the compiled Qt resources into the wheel."""

    def find_package_modules(self, package: str, package_dir: str) -> list[tuple[str, str, str]]:
        # A checkout's own resources_rc.py (make's, perhaps stale) goes neither into the
        # sdist nor into the wheel: the wheel gets the one compiled below.
        modules = super().find_package_modules(package, package_dir)
        return [entry for entry in modules if entry[:2] != ("coventry_desktop", "resources_rc")]

    def run(self) -> None:
        super().run()
        if self.editable_mode:  # the checkout itself is imported and compiles on demand
            return
        compile_resources(Path.cwd(), Path(self.build_lib) / "coventry_desktop" / "resources_rc.py")
