"""Install the system libraries Qt loads, before `make run` and `make test` start Qt.

PySide6's wheels bring Qt itself, but Qt's X11 window plugin (``xcb``) and
QtTextToSpeech load shared libraries from the system. On a fresh machine some are
missing, and Qt then aborts with "Could not load the Qt platform plugin xcb" or the
speech module fails to import. This script asks the dynamic linker which libraries
are missing (``ldd`` on Qt's own plugins and modules, "not found" lines, plus the ones
Qt opens at run time with ``dlopen``), and:

- on Debian and Ubuntu installs their packages with
  ``apt-get install -y --no-install-recommends`` (directly as root, otherwise through
  ``sudo`` after one line saying which packages and why);
- elsewhere, or when installing is refused, prints the package names for Debian/Ubuntu,
  Fedora and Arch.

    python packaging/system_deps.py run    # the window, speech and a voice; exit 1 if no window
    python packaging/system_deps.py test   # headless: speech and the packaging validators;
                                           # never fails, missing parts make their tests skip

Set ``NO_SYSTEM_PACKAGES=1`` to only report, never install.
Standard library only; run with the project's virtual environment (it finds PySide6 there).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

# soname -> (Debian/Ubuntu, Fedora, Arch) package. Found with `ldd` on the files below on
# Debian 12 and the distributions' package search pages.
PACKAGES: dict[str, tuple[str, str, str]] = {
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm", "xcb-util-wm"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms", "xcb-util-keysyms"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image", "xcb-util-image"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil",
                                "xcb-util-renderutil"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util", "xcb-util"),
    "libxcb.so.1": ("libxcb1", "libxcb", "libxcb"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb", "libxcb"),
    "libxcb-render.so.0": ("libxcb-render0", "libxcb", "libxcb"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb", "libxcb"),
    "libxcb-shm.so.0": ("libxcb-shm0", "libxcb", "libxcb"),
    "libxcb-sync.so.1": ("libxcb-sync1", "libxcb", "libxcb"),
    "libxcb-xfixes.so.0": ("libxcb-xfixes0", "libxcb", "libxcb"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb", "libxcb"),
    "libxcb-glx.so.0": ("libxcb-glx0", "libxcb", "libxcb"),
    "libxcb-xinput.so.0": ("libxcb-xinput0", "libxcb", "libxcb"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb", "libx11"),
    "libX11.so.6": ("libx11-6", "libX11", "libx11"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11", "libxkbcommon-x11"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon", "libxkbcommon"),
    "libSM.so.6": ("libsm6", "libSM", "libsm"),
    "libICE.so.6": ("libice6", "libICE", "libice"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl", "libglvnd"),
    "libGL.so.1": ("libgl1", "libglvnd-glx", "libglvnd"),
    "libOpenGL.so.0": ("libopengl0", "libglvnd-opengl", "libglvnd"),
    "libGLX.so.0": ("libglx0", "libglvnd-glx", "libglvnd"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig", "fontconfig"),
    "libfreetype.so.6": ("libfreetype6", "freetype", "freetype2"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2", "glib2"),
    "libgthread-2.0.so.0": ("libglib2.0-0", "glib2", "glib2"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs", "dbus"),
    "libpulse.so.0": ("libpulse0", "pulseaudio-libs", "libpulse"),
    "libspeechd.so.2": ("libspeechd2", "speech-dispatcher-libs", "speech-dispatcher"),
}
SYSTEMS = ("Debian/Ubuntu", "Fedora", "Arch")

# Qt opens this one with dlopen, so ldd cannot see it: "From 6.5.0, xcb-cursor0 or
# libxcb-cursor0 is needed to load the Qt xcb platform plugin".
DLOPENED_BY_XCB = ("libxcb-cursor.so.0",)

# Programs rather than libraries: (command, why, Debian/Ubuntu, Fedora, Arch package).
SPEECH_DAEMON = ("speech-dispatcher", "a voice for the spoken calls",
                 "speech-dispatcher-espeak-ng", "speech-dispatcher", "speech-dispatcher")
VALIDATORS = (
    ("desktop-file-validate", "the desktop entry test",
     "desktop-file-utils", "desktop-file-utils", "desktop-file-utils"),
    ("appstreamcli", "the AppStream metainfo test", "appstream", "appstream", "appstream"),
)


@dataclass(frozen=True)
class Need:
    """Something missing: a library (soname) or a program, why it is needed, and packages."""

    name: str
    why: str
    packages: tuple[str, str, str]
    required: bool


def _qt_dirs() -> tuple[Path, Path]:
    import PySide6  # only the package: it loads no Qt library

    root = Path(PySide6.__file__).parent
    return root, root / "Qt"


def _not_found(files: list[Path]) -> list[str]:
    """Sonames that ``ldd`` reports as "not found" for any of ``files``, in first-seen order."""
    names: list[str] = []
    for file in files:
        if not file.exists():
            continue
        result = subprocess.run(["ldd", str(file)], capture_output=True, text=True, check=False)
        for name in re.findall(r"^\s*(\S+) => not found", result.stdout, re.MULTILINE):
            if name not in names:
                names.append(name)
    return names


def _have_library(soname: str) -> bool:
    result = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True, check=False)
    return f"{soname} " in result.stdout


def _unknown(name: str) -> tuple[str, str, str]:
    text = f"(the package that provides {name})"
    return text, text, text


def find_needs(purpose: str) -> list[Need]:
    """What is missing for ``purpose`` ("run" or "test")."""
    package, qt = _qt_dirs()
    # What every use needs, headless included: Qt's GUI modules, the offscreen plugin
    # and the resource and translation compilers the build runs.
    core = [package / f"Qt{name}.abi3.so" for name in ("Core", "Gui", "Widgets", "Svg")]
    core += [qt / "plugins/platforms/libqoffscreen.so", package / "lrelease",
             qt / "libexec/rcc"]
    needs = [Need(n, "Qt itself", PACKAGES.get(n, _unknown(n)), True) for n in _not_found(core)]
    if purpose == "run":
        window = [qt / "plugins/platforms/libqxcb.so", qt / "lib/libQt6XcbQpa.so.6",
                  *sorted((qt / "plugins/xcbglintegrations").glob("*.so"))]
        missing = _not_found(window)
        missing += [n for n in DLOPENED_BY_XCB if n not in missing and not _have_library(n)]
        needs += [Need(n, "Qt's window plugin (xcb)", PACKAGES.get(n, _unknown(n)), True)
                  for n in missing if all(n != need.name for need in needs)]
    speech = [package / name for name in os.listdir(package) if name.startswith("QtTextToSpeech")]
    if speech:  # the optional speech extra is installed
        speech += sorted((qt / "plugins/texttospeech").glob("*.so"))
        needs += [Need(n, "spoken calls (QtTextToSpeech)", PACKAGES.get(n, _unknown(n)), False)
                  for n in _not_found(speech) if all(n != need.name for need in needs)]
        if purpose == "run" and not shutil.which(SPEECH_DAEMON[0]):
            command, why, deb, fedora, arch = SPEECH_DAEMON
            needs.append(Need(command, why, (deb, fedora, arch), False))
    if purpose == "test":
        needs += [Need(cmd, why, (deb, fedora, arch), False)
                  for cmd, why, deb, fedora, arch in VALIDATORS if not shutil.which(cmd)]
    return needs


def _system() -> int | None:
    """0 Debian/Ubuntu, 1 Fedora, 2 Arch (index into a ``Need.packages``), or None."""
    try:
        text = Path("/etc/os-release").read_text()
    except OSError:
        return None
    ids = " ".join(re.findall(r'^(?:ID|ID_LIKE)="?([^"\n]*)"?', text, re.MULTILINE)).split()
    for index, family in enumerate((("debian", "ubuntu"), ("fedora", "rhel"), ("arch",))):
        if any(name in family for name in ids):
            return index
    return None


def _debian_name(package: str) -> str:
    # Debian 13 and Ubuntu 24.04 renamed some libraries for 64-bit time ("libglib2.0-0t64").
    result = subprocess.run(["apt-cache", "policy", package], capture_output=True, text=True,
                            check=False)
    if "Candidate: (none)" in result.stdout or not result.stdout.strip():
        return package + "t64"
    return package


def _apt_install(packages: list[str], why: str, interactive: bool) -> bool:
    """True when apt-get installed ``packages``; prints one line first when sudo is used."""
    if os.geteuid() == 0:
        prefix: list[str] = []
    elif shutil.which("sudo"):
        prefix = ["sudo"] if interactive else ["sudo", "-n"]
        print(f"Installing {' '.join(packages)} with sudo: {why}.", flush=True)
    else:
        return False
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    update = subprocess.run([*prefix, "apt-get", "update", "-qq"], env=env, check=False)
    if update.returncode != 0:
        return False
    install = subprocess.run(
        [*prefix, "apt-get", "install", "-y", "-qq", "--no-install-recommends", *packages],
        env=env, stdout=subprocess.DEVNULL, check=False)
    return install.returncode == 0


def _reasons(needs: list[Need]) -> str:
    """``"Qt's window plugin (xcb) needs libxcb-icccm.so.4, libxcb-keysyms.so.1; ..."``."""
    by_why: dict[str, list[str]] = {}
    for need in needs:
        by_why.setdefault(need.why, []).append(need.name)
    return "; ".join(f"{why} needs {', '.join(names)}" for why, names in by_why.items())


def _by_hand(needs: list[Need]) -> str:
    lines = ["Install them by hand with your system's package manager:"]
    commands = ("sudo apt-get install", "sudo dnf install", "sudo pacman -S")
    for index, system in enumerate(SYSTEMS):
        packages = dict.fromkeys(need.packages[index] for need in needs)
        lines.append(f"  {system}: {commands[index]} {' '.join(packages)}")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    """Check, install where allowed, re-check; the exit status says whether the app can start."""
    purpose = argv[0] if argv else "run"
    if purpose not in ("run", "test"):
        print("usage: system_deps.py run|test", file=sys.stderr)
        return 2
    if not sys.platform.startswith("linux"):
        return 0  # the wheels carry everything on Windows and macOS
    needs = find_needs(purpose)
    if not needs:
        return 0
    system = _system()
    reasons = _reasons(needs)
    if system == 0 and not os.environ.get("NO_SYSTEM_PACKAGES"):
        packages = list(dict.fromkeys(_debian_name(need.packages[0]) for need in needs))
        if _apt_install(packages, reasons, interactive=sys.stdin.isatty()):
            needs = find_needs(purpose)
            if not needs:
                print(f"Installed {' '.join(packages)}: {reasons}.", flush=True)
                return 0
    print(f"Missing system libraries or programs: {reasons}.", file=sys.stderr)
    print(_by_hand(needs), file=sys.stderr)
    if purpose == "run" and any(need.required for need in needs):
        print("The game cannot open a window without them.", file=sys.stderr)
        return 1
    if any(need.required for need in needs):
        print("Qt cannot start without them, so the tests will fail.", file=sys.stderr)
        return 1
    print("Going on without them: " + ("the tests that need them skip and say why."
                                       if purpose == "test" else "the calls are not spoken."),
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
