"""Build the one-folder bundle with PyInstaller, then prove it runs: ``make package``.

    .venv/bin/python packaging/build.py            # build and check
    .venv/bin/python packaging/build.py --check    # check an existing dist/ only

Checks, each a failure (exit 1) if it does not hold:
1. ``coventry-desktop --version`` prints ``coventry-desktop <version from pyproject.toml>``;
2. ``coventry-desktop --game ID --smoke-test OUT.png``, for every registered game (offscreen,
   from an empty working directory, with fresh XDG folders so no user settings or saves
   are read or written), exits 0 and leaves a non-empty PNG.
Then it prints the build time, the bundle's size and its file count.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "coventry-desktop.spec"
DIST = ROOT / "dist"
BUNDLE = DIST / "coventry-desktop"
PROGRAM = BUNDLE / ("coventry-desktop.exe" if sys.platform == "win32" else "coventry-desktop")
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
SMOKE_TIMEOUT_S = 300


def project_version() -> str:
    """The ``[project] version`` of pyproject.toml."""
    with (ROOT / "pyproject.toml").open("rb") as handle:
        return str(tomllib.load(handle)["project"]["version"])


def build() -> float:
    """Run PyInstaller on the spec; returns the wall time in seconds.

    Raises:
        subprocess.CalledProcessError: PyInstaller failed (its log is on stderr).
    """
    start = time.monotonic()
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
                    "--log-level", "WARN", "--distpath", str(DIST),
                    "--workpath", str(ROOT / "build" / "pyinstaller"), str(SPEC)],
                   check=True, cwd=ROOT)
    return time.monotonic() - start


def png_size(path: Path) -> tuple[int, int]:
    """(width, height) from a PNG's IHDR chunk.

    Raises:
        ValueError: the file is not a PNG.
    """
    head = path.read_bytes()[:24]
    if len(head) < 24 or not head.startswith(PNG_MAGIC) or head[12:16] != b"IHDR":
        raise ValueError(f"{path} is not a PNG")
    width, height = struct.unpack(">II", head[16:24])
    return width, height


def fresh_environment(scratch: Path) -> dict[str, str]:
    """The environment for a bundle run: offscreen Qt and XDG folders inside ``scratch``."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for name in ("CONFIG", "DATA", "STATE", "CACHE"):
        folder = scratch / name.lower()
        folder.mkdir()
        env[f"XDG_{name}_HOME"] = str(folder)
    # A Python path from the developer's shell would let the bundle import the source tree
    # and hide a module missing from the bundle.
    env.pop("PYTHONPATH", None)
    return env


def game_ids() -> list[str]:
    """The registered games' ids, from the package the bundle was built from."""
    sys.path.insert(0, str(ROOT))
    from coventry_desktop.games import GAMES

    return [info.id for info in GAMES]


def smoke_test(game: str, scratch: Path, env: dict[str, str]) -> list[str]:
    """Failures of the bundle's ``--game GAME --smoke-test``; keeps its screenshot in
    ``build/package-smoke-<game>.png``."""
    shot = scratch / f"smoke-{game}.png"
    start = time.monotonic()
    smoke = subprocess.run([str(PROGRAM), "--game", game, "--smoke-test", str(shot)],
                           capture_output=True, text=True, env=env, cwd=scratch,
                           timeout=SMOKE_TIMEOUT_S)
    print(f"smoke test of {game}: exit {smoke.returncode} in {time.monotonic() - start:.1f} s;"
          f" {smoke.stdout.strip()}")
    if smoke.returncode != 0:
        return [f"{game}: --smoke-test exited {smoke.returncode}:\n{smoke.stderr[-3000:]}"]
    if not shot.is_file() or shot.stat().st_size == 0:
        return [f"{game}: --smoke-test exited 0 but wrote no screenshot"]
    try:
        width, height = png_size(shot)
    except ValueError as error:
        return [str(error)]
    print(f"smoke screenshot: {width}x{height}, {shot.stat().st_size} bytes")
    keep = ROOT / "build" / f"package-smoke-{game}.png"
    keep.parent.mkdir(exist_ok=True)
    keep.write_bytes(shot.read_bytes())
    return []


def check() -> list[str]:
    """Run the bundle's checks; returns the failures (empty when all pass)."""
    if not PROGRAM.is_file():
        return [f"{PROGRAM} does not exist: build first"]
    failures = []
    with tempfile.TemporaryDirectory(prefix="coventry-bundle-") as name:
        scratch = Path(name)
        env = fresh_environment(scratch)
        version = subprocess.run([str(PROGRAM), "--version"], capture_output=True, text=True,
                                 env=env, cwd=scratch, timeout=60)
        expected = f"coventry-desktop {project_version()}"
        if version.returncode != 0 or version.stdout.strip() != expected:
            failures.append(f"--version printed {version.stdout.strip()!r} "
                            f"(exit {version.returncode}), expected {expected!r}")
        for game in game_ids():
            failures += smoke_test(game, scratch, env)
    return failures


def missing_libraries() -> list[str]:
    """Bundled ELF files that need a Qt or FFmpeg library the bundle lacks (Linux only).

    The spec drops Qt pieces the app never loads; this proves nothing left behind links
    against one of them. Empty when ``readelf`` (binutils) is not installed.
    """
    if not sys.platform.startswith("linux") or shutil.which("readelf") is None:
        return []
    present = {p.name for p in BUNDLE.rglob("*.so*")}
    problems = []
    for path in sorted(BUNDLE.rglob("*.so*")):
        dynamic = subprocess.run(["readelf", "-d", str(path)], capture_output=True, text=True)
        for needed in re.findall(r"\(NEEDED\)\s+Shared library: \[(.+?)\]", dynamic.stdout):
            if needed.startswith(("libQt6", "libav", "libsw")) and needed not in present:
                problems.append(f"{path.relative_to(BUNDLE)} needs {needed}")
    return problems


def bundle_size() -> tuple[int, int]:
    """(bytes, files) of the bundle folder, symlinks not followed."""
    files = [p for p in BUNDLE.rglob("*") if p.is_file() and not p.is_symlink()]
    return sum(p.stat().st_size for p in files), len(files)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="check dist/ without building")
    options = parser.parse_args(argv)
    if not options.check:
        print(f"built {BUNDLE.relative_to(ROOT)} in {build():.0f} s")
    failures = check() + missing_libraries()
    size, count = bundle_size() if BUNDLE.is_dir() else (0, 0)
    print(f"bundle: {size / 2**20:.1f} MiB in {count} files")
    for failure in failures:
        print(f"FAILED: {failure}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
