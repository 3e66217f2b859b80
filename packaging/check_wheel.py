"""Prove the sdist and wheel make a working app without make: ``make check-wheel``.

    .venv/bin/python packaging/check_wheel.py          # build, install, play every game
    .venv/bin/python packaging/check_wheel.py --keep   # and leave the venv for a look

1. ``python -m build`` makes the sdist, then the wheel from that sdist (so both work), in a
   temporary folder; the build's output is searched for warnings of our own configuration
   (setuptools' deprecations, a MANIFEST.in line that matches nothing);
2. a fresh venv outside the source tree gets ``pip install`` of that wheel (pip's cache
   serves PySide6, so no download after the first time);
3. the installed ``coventry-desktop --game ID --smoke-test OUT.png`` plays an all-bot deal
   of every game in the installed registry, offscreen, with fresh XDG folders, from an empty
   working directory, and must exit 0 with a PNG.
Exit 1 with the failures; prints each step's time.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
import time
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))
from build import PNG_MAGIC, fresh_environment  # noqa: E402 - a sibling script

# Lines of a build log that say our configuration is wrong or will stop working. The
# environment's own notices (PYTHONDONTWRITEBYTECODE's "byte-compiling is disabled", an
# index location pip skips) are not ours and are not matched.
OUR_WARNINGS = re.compile(
    r"Deprecat|SetuptoolsWarning|BuildBackendWarning|no (previously-included )?files "
    r"(found )?matching|warning: (?!.*(byte-compiling is disabled|Location '))", re.IGNORECASE)
SMOKE_TIMEOUT_S = 300


def _run(command: list[str], **kwargs: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, capture_output=True, text=True, check=False,
                          **kwargs)  # type: ignore[call-overload]


def build(out: Path) -> tuple[Path | None, list[str]]:
    """(the wheel, failures) of ``python -m build`` into ``out``."""
    done = _run([sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)])
    log = done.stdout + done.stderr
    if done.returncode != 0:
        return None, [f"the build failed:\n{log[-3000:]}"]
    warnings = [line.strip() for line in log.splitlines() if OUR_WARNINGS.search(line)]
    wheels = sorted(out.glob("*.whl"))
    failures = [f"the build warned: {line}" for line in warnings]
    if not sorted(out.glob("*.tar.gz")) or len(wheels) != 1:
        failures.append(f"expected one sdist and one wheel, got {sorted(out.iterdir())}")
    return (wheels[0] if wheels else None), failures


def install(wheel: Path, target: Path) -> tuple[Path, list[str]]:
    """(the venv's bin folder, failures) after installing ``wheel`` into a new venv."""
    venv.EnvBuilder(with_pip=True).create(target)
    bin_dir = target / ("Scripts" if sys.platform == "win32" else "bin")
    done = _run([str(bin_dir / "python"), "-m", "pip", "install", "-q", str(wheel)])
    return bin_dir, ([] if done.returncode == 0 else
                     [f"pip install of the wheel failed:\n{(done.stdout + done.stderr)[-3000:]}"])


def game_ids(bin_dir: Path) -> list[str]:
    """The installed registry's game ids (asked of the installed package, not this tree)."""
    code = "from coventry_desktop.games import GAMES; print(' '.join(g.id for g in GAMES))"
    done = _run([str(bin_dir / "python"), "-c", code], cwd=bin_dir)
    return done.stdout.split()


def bytecode(bin_dir: Path) -> list[str]:
    """Failures unless pip byte-compiled the installed package: a start that compiles
    its ~100 modules first takes about twice as long (#25)."""
    code = ("import importlib.util, pathlib, coventry_desktop.app as m; "
            "print(pathlib.Path(importlib.util.cache_from_source(m.__file__)).is_file())")
    done = _run([str(bin_dir / "python"), "-c", code], cwd=bin_dir)
    return [] if done.stdout.strip() == "True" else [
        f"the installed package has no bytecode cache: {done.stdout.strip()} {done.stderr[-500:]}"]


def smoke(bin_dir: Path, game: str, scratch: Path) -> list[str]:
    """Failures of one installed smoke test of ``game``."""
    folder = scratch / game
    folder.mkdir()
    shot = folder / "smoke.png"
    start = time.monotonic()
    done = _run([str(bin_dir / "coventry-desktop"), "--game", game, "--smoke-test", str(shot)],
                env=fresh_environment(folder), cwd=folder, timeout=SMOKE_TIMEOUT_S)
    settlement = [line for line in done.stdout.splitlines() if line.startswith("settlement:")]
    print(f"  {game}: exit {done.returncode} in {time.monotonic() - start:.1f} s; "
          f"{' '.join(settlement)}", flush=True)
    if done.returncode != 0:
        return [f"{game}: the smoke test exited {done.returncode}:\n{done.stderr[-3000:]}"]
    if not shot.is_file() or not shot.read_bytes().startswith(PNG_MAGIC) or not settlement:
        return [f"{game}: the smoke test wrote no PNG or printed no settlement"]
    return []


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder")
    options = parser.parse_args(argv)
    scratch = Path(tempfile.mkdtemp(prefix="coventry-wheel-"))
    start = time.monotonic()
    wheel, failures = build(scratch / "dist")
    print(f"built the sdist and {wheel.name if wheel else 'no wheel'} in "
          f"{time.monotonic() - start:.0f} s", flush=True)
    if wheel is not None:
        start = time.monotonic()
        bin_dir, failed = install(wheel, scratch / "venv")
        failures += failed
        print(f"installed it into a fresh venv in {time.monotonic() - start:.0f} s", flush=True)
        games = game_ids(bin_dir) if not failed else []
        if not failed and not games:
            failures.append("the installed package has no registered game")
        if not failed:
            failures += bytecode(bin_dir)
        for game in games:
            failures += smoke(bin_dir, game, scratch)
    for failure in failures:
        print(f"FAILED: {failure}", file=sys.stderr)
    if options.keep:
        print(f"kept {scratch}")
    else:
        import shutil

        shutil.rmtree(scratch, ignore_errors=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
