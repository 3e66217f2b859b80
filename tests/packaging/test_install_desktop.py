"""`make install-desktop`: files land in $XDG_DATA_HOME with an Exec that runs the program."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .helpers import APP_ID, ROOT, desktop_keys, load_script

SCRIPT = ROOT / "packaging" / "install_desktop.py"


def run(data_home, *args):
    env = dict(os.environ, XDG_DATA_HOME=str(data_home))
    return subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True, text=True,
                          env=env, check=False)


def test_install_writes_entry_metainfo_and_every_icon(tmp_path):
    program = tmp_path / "bin" / "coventry-desktop"
    result = run(tmp_path / "share", "--exec", str(program))
    assert result.returncode == 0, result.stderr
    share = tmp_path / "share"
    entry = share / "applications" / f"{APP_ID}.desktop"
    keys = desktop_keys(entry.read_text(encoding="utf-8"))
    assert (keys["Exec"], keys["TryExec"]) == (str(program), str(program))
    assert (share / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    icons = sorted(p.relative_to(share / "icons" / "hicolor").parts[0]
                   for p in (share / "icons" / "hicolor").rglob(f"{APP_ID}.*"))
    assert icons == sorted(["16x16", "24x24", "32x32", "48x48", "64x64", "128x128", "256x256",
                            "512x512", "scalable"])


def test_uninstall_removes_what_install_wrote(tmp_path):
    share = tmp_path / "share"
    assert run(share, "--exec", "/opt/coventry/coventry-desktop").returncode == 0
    result = run(share, "--uninstall")
    assert result.returncode == 0
    assert result.stdout.count("removed ") == 11
    assert not list(share.rglob(f"{APP_ID}*"))


def test_path_with_spaces_cyrillic_and_reserved_characters_is_quoted():
    install = load_script("install_desktop")
    value = install.exec_value(Path("/home/Пользователь Élodie/100% $x/coventry-desktop"))
    # Exec quoting ("..." with \$), then the key file doubles the backslash; % becomes %%.
    assert value == '"/home/Пользователь Élodie/100%% \\\\$x/coventry-desktop"'
    plain = "/opt/coventry/coventry-desktop"
    assert install.exec_value(Path(plain)) == plain


@pytest.mark.skipif(
    shutil.which("desktop-file-validate") is None,
    reason="desktop-file-validate is not installed (apt-get install desktop-file-utils)")
def test_installed_entry_with_an_awkward_path_still_validates(tmp_path):
    share = tmp_path / "share"
    program = tmp_path / "Пользователь Élodie" / "a $b" / "coventry-desktop"
    assert run(share, "--exec", str(program)).returncode == 0
    entry = share / "applications" / f"{APP_ID}.desktop"
    result = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
    assert (result.returncode, result.stdout + result.stderr) == (0, "")


def test_without_a_program_it_says_what_to_build(tmp_path, monkeypatch):
    install = load_script("install_desktop")
    monkeypatch.setattr(install, "CANDIDATES", (tmp_path / "missing",))
    with pytest.raises(FileNotFoundError, match="make package"):
        install.default_program()


def test_relative_xdg_data_home_is_ignored_as_the_spec_says(monkeypatch):
    install = load_script("install_desktop")
    monkeypatch.setenv("XDG_DATA_HOME", "relative/share")
    assert install.data_home() == Path.home() / ".local" / "share"
