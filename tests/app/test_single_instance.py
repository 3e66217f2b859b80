"""A second copy of the app brings the first one's game window to the front and exits
having written nothing (ported from tests/storage/test_single_instance.py, whose first
test raised the old main window)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from coventry_desktop.storage import AppPaths, Storage
from coventry_desktop.widgets.single_instance import SingleInstance, bring_to_front, server_name

ROOT = Path(__file__).resolve().parents[2]


def _files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*"))
            if p.is_file() and not p.name.endswith(".lock")}


def test_a_second_copy_raises_the_game_window_and_exits_writing_nothing(
        app_shell, qtbot, tmp_path: Path) -> None:
    shell = app_shell()  # the XDG folders are under tmp_path from here on
    paths = AppPaths.from_platform().create()
    storage = Storage.open(paths)  # the first copy owns the saves, as app.run does
    storage.settings.animation_speed = "fast"
    storage.settings.qsettings.sync()
    first = SingleInstance(server_name(paths))
    assert first.listen()
    window = shell.window
    window.showMinimized()
    raised: list[bool] = []
    first.activated.connect(lambda: raised.append(True))
    first.activated.connect(lambda: bring_to_front(shell.window))
    before = _files(tmp_path)
    assert any(name.endswith("settings.ini") for name in before)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    second = subprocess.Popen([sys.executable, "-m", "coventry_desktop"], cwd=ROOT, env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        qtbot.waitUntil(lambda: second.poll() is not None, timeout=60_000)
        qtbot.waitUntil(lambda: bool(raised), timeout=5000)
    finally:
        if second.poll() is None:
            second.kill()
    _out, err = second.communicate()
    assert second.returncode == 0
    assert b"Coventry Desktop is already running; its window was brought to the front." in err
    assert raised == [True]
    assert not window.isMinimized() and window.isVisible()
    assert _files(tmp_path) == before  # no settings, log, save or statistics written
    storage.close()
