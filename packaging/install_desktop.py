"""Install (or remove) the desktop entry, AppStream metainfo and icons for the current user.

    python3 packaging/install_desktop.py                 # into $XDG_DATA_HOME (~/.local/share)
    python3 packaging/install_desktop.py --exec PATH     # launch PATH instead of the default
    python3 packaging/install_desktop.py --uninstall

Standard library only, so it runs with any Python 3.11 before or after ``make setup``.
The committed entry says ``Exec=coventry-desktop``; the installed copy names an absolute
program instead, because neither the bundle nor ``.venv/bin`` is on the user's PATH. The
default program is the PyInstaller bundle when ``make package`` has built one, else the
venv's ``coventry-desktop`` script.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_ID = "io.github.coventry_desktop.CoventryDesktop"
DESKTOP = ROOT / "resources" / "desktop" / f"{APP_ID}.desktop"
METAINFO = ROOT / "resources" / "desktop" / f"{APP_ID}.metainfo.xml"
HICOLOR = ROOT / "resources" / "icons" / "hicolor"
PROGRAM = "coventry-desktop.exe" if sys.platform == "win32" else "coventry-desktop"
CANDIDATES = (ROOT / "dist" / "coventry-desktop" / PROGRAM, ROOT / ".venv" / "bin" / PROGRAM)

# Characters that force quoting of an Exec argument (Desktop Entry Specification, "The Exec
# key"); inside the quotes, these four must be escaped with a backslash.
_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")
_ESCAPED_IN_QUOTES = set('"`$\\')


def data_home() -> Path:
    """``$XDG_DATA_HOME`` if set and absolute (as the XDG spec requires), else ~/.local/share."""
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if value and Path(value).is_absolute() else Path.home() / ".local" / "share"


def default_program() -> Path:
    """The bundle's program if built, else the venv's script.

    Raises:
        FileNotFoundError: neither exists (run ``make package`` or ``make setup`` first).
    """
    for candidate in CANDIDATES:
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return candidate
    raise FileNotFoundError(
        "no program to launch: run `make package` (bundle) or `make setup` (venv) first, "
        "or pass --exec PATH")


def exec_value(program: Path) -> str:
    """The ``Exec=`` value that runs ``program``, quoted and escaped as the spec says.

    Two layers: the Exec quoting rules, then the key file's string escapes (a literal
    backslash is written ``\\\\``) and ``%%`` for a literal percent sign.
    """
    arg = str(program)
    if any(char in _RESERVED for char in arg):
        arg = '"' + "".join("\\" + c if c in _ESCAPED_IN_QUOTES else c for c in arg) + '"'
    return arg.replace("\\", "\\\\").replace("%", "%%")


def string_value(text: str) -> str:
    """A key file string value: backslashes doubled (TryExec is a plain string, not an Exec)."""
    return text.replace("\\", "\\\\")


def desktop_entry(program: Path) -> str:
    """The committed entry with ``Exec`` and ``TryExec`` pointing at ``program``."""
    lines = []
    for line in DESKTOP.read_text(encoding="utf-8").splitlines():
        if line.startswith("Exec="):
            line = f"Exec={exec_value(program)}"
        elif line.startswith("TryExec="):
            line = f"TryExec={string_value(str(program))}"
        lines.append(line)
    return "\n".join(lines) + "\n"


def targets(home: Path) -> list[tuple[Path | None, Path]]:
    """(source, destination) pairs; the entry's source is None because it is rewritten."""
    pairs: list[tuple[Path | None, Path]] = [
        (None, home / "applications" / f"{APP_ID}.desktop"),
        (METAINFO, home / "metainfo" / f"{APP_ID}.metainfo.xml"),
    ]
    for icon in sorted(HICOLOR.rglob(f"{APP_ID}.*")):
        pairs.append((icon, home / "icons" / "hicolor" / icon.relative_to(HICOLOR)))
    return pairs


def refresh_caches(home: Path) -> None:
    """Tell menus and the icon theme about the change; best effort, as the tools are optional."""
    commands = (["update-desktop-database", "-q", str(home / "applications")],
                ["gtk-update-icon-cache", "-q", "-t", "-f", str(home / "icons" / "hicolor")])
    for command in commands:
        if shutil.which(command[0]):
            subprocess.run(command, check=False, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL)


def install(home: Path, program: Path) -> list[Path]:
    """Write every file under ``home``; returns the destinations written."""
    written = []
    for source, destination in targets(home):
        destination.parent.mkdir(parents=True, exist_ok=True)
        if source is None:
            destination.write_text(desktop_entry(program), encoding="utf-8")
        else:
            shutil.copyfile(source, destination)
        written.append(destination)
    refresh_caches(home)
    return written


def uninstall(home: Path) -> list[Path]:
    """Remove what :func:`install` wrote; returns the files that were there."""
    removed = []
    for _source, destination in targets(home):
        if destination.exists():
            destination.unlink()
            removed.append(destination)
    refresh_caches(home)
    return removed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--exec", dest="program", type=Path, metavar="PATH",
                        help="the program the menu entry starts (default: bundle, else venv)")
    parser.add_argument("--uninstall", action="store_true", help="remove the installed files")
    options = parser.parse_args(argv)
    home = data_home()
    if options.uninstall:
        for path in uninstall(home):
            print(f"removed {path}")
        return 0
    try:
        program = (options.program or default_program()).resolve()
    except FileNotFoundError as error:
        print(f"install-desktop: {error}", file=sys.stderr)
        return 1
    for path in install(home, program):
        print(f"installed {path}")
    print(f"the menu entry starts {program}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
