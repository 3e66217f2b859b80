"""The set-up step of `make run` / `make test` that installs what Qt loads (issue 11)."""

from __future__ import annotations

import subprocess
from types import SimpleNamespace

import pytest

from .helpers import load_script

deps = load_script("system_deps")

LDD_OUTPUT = """\
\tlinux-vdso.so.1 (0x00007ffd)
\tlibQt6XcbQpa.so.6 => /x/Qt/lib/libQt6XcbQpa.so.6 (0x00007f1)
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms.so.1 => not found
\tlibpulse.so.0 => not found
\tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x00007f2)
"""


def test_not_found_reads_the_missing_sonames_from_ldd(monkeypatch, tmp_path) -> None:
    plugin = tmp_path / "libqxcb.so"
    plugin.write_bytes(b"")
    monkeypatch.setattr(subprocess, "run",
                        lambda *a, **k: SimpleNamespace(stdout=LDD_OUTPUT, returncode=0))
    assert deps._not_found([plugin, plugin, tmp_path / "absent.so"]) == [
        "libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libpulse.so.0"]


def test_every_known_library_has_a_package_for_each_system() -> None:
    assert deps.PACKAGES["libxcb-cursor.so.0"] == ("libxcb-cursor0", "xcb-util-cursor",
                                                   "xcb-util-cursor")
    assert deps.PACKAGES["libpulse.so.0"] == ("libpulse0", "pulseaudio-libs", "libpulse")
    assert all(len(packages) == 3 and all(packages) for packages in deps.PACKAGES.values())


def _needs(*required: bool) -> list:
    names = ("libxcb-cursor.so.0", "libpulse.so.0")
    return [deps.Need(name, "why", deps.PACKAGES[name], flag)
            for name, flag in zip(names, required, strict=False)]


def test_by_hand_names_the_packages_for_three_systems() -> None:
    text = deps._by_hand(_needs(True, False))
    assert "Debian/Ubuntu: sudo apt-get install libxcb-cursor0 libpulse0" in text
    assert "Fedora: sudo dnf install xcb-util-cursor pulseaudio-libs" in text
    assert "Arch: sudo pacman -S xcb-util-cursor libpulse" in text


@pytest.mark.parametrize(("purpose", "required", "status"), [
    ("run", (True, False), 1),     # no window: stop before Qt aborts
    ("run", (False, False), 0),    # only speech missing: play without spoken calls
    ("test", (False, False), 0),   # headless: the speech tests skip with a reason
    ("test", (True, False), 1),    # Qt itself cannot load: say so instead of a crash
])
def test_refused_install_reports_and_sets_the_exit_status(
        monkeypatch, capsys, purpose, required, status) -> None:
    monkeypatch.setenv("NO_SYSTEM_PACKAGES", "1")
    monkeypatch.setattr(deps.sys, "platform", "linux")
    monkeypatch.setattr(deps, "find_needs", lambda _purpose: _needs(*required))
    assert deps.main([purpose]) == status
    err = capsys.readouterr().err
    assert "why needs libxcb-cursor.so.0, libpulse.so.0" in err
    assert "sudo apt-get install libxcb-cursor0 libpulse0" in err


def test_nothing_missing_prints_nothing(monkeypatch, capsys) -> None:
    monkeypatch.setattr(deps.sys, "platform", "linux")
    monkeypatch.setattr(deps, "find_needs", lambda _purpose: [])
    assert deps.main(["run"]) == 0
    assert capsys.readouterr() == ("", "")


def test_a_missing_window_library_is_found_on_this_machine_when_absent() -> None:
    # The real check against this machine's Qt: whatever it reports is a known library
    # (so the message can name its package), never an unknown one.
    for need in deps.find_needs("run"):
        assert not need.packages[0].startswith("(the package"), need
