"""Rotating log file in the log folder, with Qt's messages bridged in."""

from __future__ import annotations

import logging
from collections.abc import Iterator

import pytest
from PySide6.QtCore import qWarning

from coventry_desktop.storage import AppPaths, logs, setup_logging, stop_logging


@pytest.fixture
def logging_to_file(paths: AppPaths) -> Iterator[AppPaths]:
    yield paths
    stop_logging()


def test_python_and_qt_messages_reach_the_log_file(logging_to_file: AppPaths) -> None:
    paths = logging_to_file
    handler = setup_logging(paths.log_file)
    assert handler is not None
    logging.getLogger("coventry_desktop.test").warning("Пользователь Élodie saved ♠")
    qWarning("a Qt warning for the log")
    handler.flush()
    text = paths.log_file.read_text(encoding="utf-8")
    assert "WARNING coventry_desktop.test: Пользователь Élodie saved ♠" in text
    assert "WARNING qt: a Qt warning for the log" in text


def test_setting_up_twice_keeps_one_file_handler(logging_to_file: AppPaths) -> None:
    setup_logging(logging_to_file.log_file)
    setup_logging(logging_to_file.log_file)
    files = [h for h in logging.getLogger().handlers
             if isinstance(h, logs.RotatingFile)]
    assert len(files) == 1


def test_the_log_rotates(logging_to_file: AppPaths, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(logs, "LOG_BYTES", 2_000)
    setup_logging(logging_to_file.log_file)
    for number in range(200):
        logging.getLogger("coventry_desktop.test").warning("line %d of filler text", number)
    names = sorted(p.name for p in logging_to_file.log.iterdir())
    assert names == ["coventry-desktop.log", "coventry-desktop.log.1", "coventry-desktop.log.2",
                     "coventry-desktop.log.3"]
    assert all(p.stat().st_size <= 2_100 for p in logging_to_file.log.iterdir())


def test_an_unwritable_log_folder_is_not_fatal(tmp_path: pytest.TempPathFactory) -> None:
    blocker = tmp_path / "file"  # type: ignore[operator]
    blocker.write_text("a file where the folder should be")
    assert setup_logging(blocker / "log" / "coventry-desktop.log") is None
