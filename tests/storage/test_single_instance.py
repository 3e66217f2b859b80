"""A second copy raises the first one's window and writes nothing (#12 item 15)."""

from __future__ import annotations

import os
import socket
from pathlib import Path

import pytest
from PySide6.QtCore import QDir
from pytestqt.qtbot import QtBot

from coventry_desktop.storage import AppPaths
from coventry_desktop.widgets.single_instance import SingleInstance, server_name

ROOT = Path(__file__).resolve().parents[2]


def _files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*"))
            if p.is_file() and not p.name.endswith(".lock")}


def test_a_killed_copys_socket_name_is_taken_over(qtbot: QtBot, paths: AppPaths) -> None:
    name = server_name(paths)
    leftover = Path(QDir.tempPath()) / name
    if os.name != "posix":
        pytest.skip("stale socket files are a Unix matter")
    dead = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    dead.bind(str(leftover))  # bound, never listening: what a killed copy leaves
    dead.close()
    try:
        assert leftover.exists()
        assert not SingleInstance(name).ask_running_copy()
        owner = SingleInstance(name)
        assert owner.listen()
        # The next copy finds it and asks it to raise its window.
        with qtbot.waitSignal(owner.activated, timeout=5000):
            assert SingleInstance(name).ask_running_copy()
    finally:
        leftover.unlink(missing_ok=True)


def test_copies_with_different_data_folders_do_not_meet(tmp_path: Path) -> None:
    one, two = AppPaths.under(tmp_path / "a"), AppPaths.under(tmp_path / "b")
    assert server_name(one) != server_name(two)
    assert server_name(one) == server_name(AppPaths.under(tmp_path / "a"))
