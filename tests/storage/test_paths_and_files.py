"""Platform folders (XDG, non-ASCII homes), atomic writes and quarantine."""

from __future__ import annotations

import os
import re
import time
from pathlib import Path

import pytest

from coventry_desktop.storage import AppPaths, quarantine, write_atomic
from coventry_desktop.storage.files import remove_stale_temporaries, watch_writes
from coventry_desktop.storage.problems import write_failure

from .conftest import HOME_NAME


def test_folders_follow_xdg_under_a_cyrillic_and_accented_home(paths: AppPaths) -> None:
    home = Path(os.environ["HOME"])
    assert HOME_NAME in str(home)
    assert paths.config == home / ".config" / "coventry-desktop"
    assert paths.data == home / ".local" / "share" / "coventry-desktop"
    assert paths.log == home / ".local" / "state" / "coventry-desktop" / "log"
    assert all(folder.is_dir() for folder in (paths.config, paths.data, paths.log))
    assert paths.settings_file.name == "settings.ini"


def test_under_puts_the_three_folders_below_one_root(tmp_path: Path) -> None:
    assert AppPaths.under(tmp_path) == AppPaths(tmp_path / "config", tmp_path / "data",
                                                tmp_path / "log")


def test_write_atomic_replaces_the_whole_file_and_leaves_no_temporary(paths: AppPaths) -> None:
    target = paths.data / "Запись é.json"
    write_atomic(target, "first ♠")
    write_atomic(target, "second ♥")
    assert target.read_text(encoding="utf-8") == "second ♥"
    assert sorted(p.name for p in paths.data.iterdir()) == ["Запись é.json"]


def test_a_failed_replace_keeps_the_old_file_and_removes_the_temporary(
        paths: AppPaths, monkeypatch: pytest.MonkeyPatch) -> None:
    target = paths.data / "autosave.json"
    write_atomic(target, "old")

    def refuse(source: object, destination: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(OSError, match="No space"):
        write_atomic(target, "new")
    assert target.read_text() == "old"
    assert [p.name for p in paths.data.iterdir()] == ["autosave.json"]


def test_stale_temporaries_of_a_killed_write_are_removed(paths: AppPaths) -> None:
    target = paths.data / "autosave.json"
    (paths.data / ".autosave.json.abc123.tmp").write_text("half")
    (paths.data / ".statistics.json.abc123.tmp").write_text("other file's")
    assert remove_stale_temporaries(target) == 1
    assert [p.name for p in paths.data.iterdir()] == [".statistics.json.abc123.tmp"]


def test_quarantine_renames_with_a_timestamp_and_never_overwrites(
        paths: AppPaths, monkeypatch: pytest.MonkeyPatch) -> None:
    target = paths.data / "autosave.json"
    monkeypatch.setattr(time, "strftime", lambda fmt: "20261130-120000")
    backups = []
    for content in ("one", "two", "three"):
        target.write_text(content)
        backups.append(quarantine(target))
    assert not target.exists()
    assert [b.name for b in backups] == [
        "autosave.json.20261130-120000.bak", "autosave.json.20261130-120000-1.bak",
        "autosave.json.20261130-120000-2.bak"]
    assert [b.read_text() for b in backups] == ["one", "two", "three"]


def test_quarantine_stamp_is_the_local_time(paths: AppPaths) -> None:
    target = paths.data / "statistics.json"
    target.write_text("x")
    before = time.strftime("%Y%m%d-%H%M%S")
    name = quarantine(target).name
    assert re.fullmatch(r"statistics\.json\.\d{8}-\d{6}\.bak", name)
    assert name.split(".")[2] >= before


def test_a_new_file_is_readable_by_others_and_a_replaced_one_keeps_its_mode(
        paths: AppPaths) -> None:
    if os.name != "posix":
        pytest.skip("file modes are POSIX")
    fresh = paths.data / "export.json"
    write_atomic(fresh, "{}")
    assert fresh.stat().st_mode & 0o777 == 0o644
    fresh.chmod(0o600)
    write_atomic(fresh, "[]")
    assert fresh.stat().st_mode & 0o777 == 0o600


def test_a_symbolic_link_is_written_through_and_stays_a_link(tmp_path: Path) -> None:
    """A data file linked into a synced folder: the rename went over the link, which
    became a plain file, and the synced file kept its old text."""
    synced, data = tmp_path / "synced", tmp_path / "data"
    synced.mkdir()
    data.mkdir()
    (synced / "stats.json").write_text("old", encoding="utf-8")
    link = data / "coventry-statistics.json"
    link.symlink_to(Path("..") / "synced" / "stats.json")  # relative, as ln -s makes it
    told: list[tuple[Path, OSError | None]] = []
    stop = watch_writes(lambda path, error: told.append((path, error)))
    try:
        write_atomic(link, "new")
    finally:
        stop()
    assert link.is_symlink() and os.readlink(link) == str(Path("..") / "synced" / "stats.json")
    assert (synced / "stats.json").read_text(encoding="utf-8") == "new"
    assert told == [(link, None)]
    assert sorted(p.name for p in synced.iterdir()) == ["stats.json"]  # no temporary left
    assert sorted(p.name for p in data.iterdir()) == ["coventry-statistics.json"]


def test_a_dangling_link_is_written_where_it_points_or_told(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    link = data / "lessons.json"
    link.symlink_to(tmp_path / "lessons-elsewhere.json")
    write_atomic(link, "{}")
    assert link.is_symlink() and (tmp_path / "lessons-elsewhere.json").read_text() == "{}"
    gone = data / "practice.json"
    gone.symlink_to(tmp_path / "unmounted" / "practice.json")
    told: list[tuple[Path, OSError | None]] = []
    stop = watch_writes(lambda path, error: told.append((path, error)))
    try:
        with pytest.raises(FileNotFoundError):
            write_atomic(gone, "{}")
    finally:
        stop()
    [(path, error)] = told
    assert path == gone and isinstance(error, OSError)
    assert write_failure(error) == "the folder it is written in is not there"
    assert gone.is_symlink() and not (tmp_path / "unmounted").exists()
