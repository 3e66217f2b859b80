"""A FIFO, a device or a folder where the app keeps one of its files is no file of ours:
it is refused in plain words, never opened (opening a FIFO for reading waits for a writer)
and never moved aside as damaged; the game goes on without it."""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from pathlib import Path

import pytest

from coventry_desktop.games import get
from coventry_desktop.storage.game_files import GameAutosave, PreviousSeries
from coventry_desktop.storage.game_statistics import GameStatistics
from coventry_desktop.storage.lesson_progress import LessonProgressFile
from coventry_desktop.storage.problems import Damage, Problem

HEARTS = get("hearts")


def _autosave(data: Path) -> tuple[Path, Callable[[], object]]:
    autosave = GameAutosave(data, HEARTS)
    return autosave.path, autosave.load


def _previous(data: Path) -> tuple[Path, Callable[[], object]]:
    previous = PreviousSeries(data, HEARTS)
    return previous.paths[0], previous.take


def _statistics(data: Path) -> tuple[Path, Callable[[], object]]:
    return data / "hearts-statistics.json", lambda: GameStatistics.load(data, HEARTS)[1]


def _lessons(data: Path) -> tuple[Path, Callable[[], object]]:
    lessons = LessonProgressFile(data)

    def load() -> object:
        lessons.load()
        return lessons.problem
    assert lessons.path is not None
    return lessons.path, load


@pytest.mark.parametrize("kind", ["fifo", "folder"])
@pytest.mark.parametrize("opened", [_autosave, _previous, _statistics, _lessons],
                         ids=lambda f: f.__name__.strip("_"))
def test_a_special_file_in_the_data_folder_is_refused_unopened_and_left_in_place(
        tmp_path, monkeypatch, kind, opened) -> None:
    data = tmp_path / "data"
    data.mkdir()
    path, load = opened(data)
    os.mkfifo(path) if kind == "fifo" else path.mkdir()
    what = stat.S_IFMT(os.stat(path).st_mode)
    real_open, tried = os.open, []

    def watched(name, flags, *args, **kwargs):  # type: ignore[no-untyped-def]
        tried.append(Path(name))
        return real_open(name, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", watched)
    problem = load()
    monkeypatch.undo()
    assert isinstance(problem, Problem) and problem.damage is Damage.NOT_A_FILE
    assert problem.left and problem.backup is None
    assert path not in tried  # not opened, not even without waiting
    assert stat.S_IFMT(os.stat(path).st_mode) == what  # where it was, as it was
    assert sorted(p.name for p in data.iterdir()) == [path.name]  # no .bak beside it
    assert problem.message() == (
        "This is not a regular file (it is a pipe, a device or a folder), so it was not "
        f"read. “{path.name}” was left where it is, neither read nor moved; the game goes "
        "on without it.")


def test_a_fifo_for_the_settings_file_is_left_and_the_settings_start_from_the_defaults(
        tmp_path) -> None:
    """QSettings' read of a FIFO at start waited for a writer for ever: the app never
    opened its window."""
    from coventry_desktop.storage.settings import Settings

    path = tmp_path / "config" / "settings.ini"
    path.parent.mkdir()
    os.mkfifo(path)
    settings = Settings(path)
    problem = settings.problem
    assert problem is not None and problem.damage is Damage.NOT_A_FILE and problem.left
    assert problem.path == path and problem.backup is None
    assert settings.path != path and not settings.path.exists()  # the defaults, for this run
    assert stat.S_ISFIFO(os.stat(path).st_mode)
    assert sorted(p.name for p in path.parent.iterdir()) == ["settings.ini"]
    assert problem.message().endswith(
        "“settings.ini” was left where it is, neither read nor moved; the game goes on "
        "without it.")


def test_a_save_over_a_special_file_is_refused_and_leaves_it_as_it_was(tmp_path) -> None:
    """A rename over a FIFO or a device replaces it (as root, /dev/null itself): the
    autosave's next save would have taken the FIFO's place it was told it left alone."""
    from coventry_desktop.storage.files import write_atomic
    from coventry_desktop.storage.problems import NotARegularFile, write_failure

    fifo = tmp_path / "hearts-autosave.json"
    os.mkfifo(fifo)
    with pytest.raises(NotARegularFile) as refused:
        write_atomic(fifo, "{}")
    assert write_failure(refused.value) == (
        "“hearts-autosave.json” is a folder, a pipe or a device, not a regular file")
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == [fifo.name]  # no temporary left
