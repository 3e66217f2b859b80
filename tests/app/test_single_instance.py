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
    # You lead the first deal (seat 0 of four, the dealer seat 3), so no bot plays, and
    # nothing is saved, while the second copy starts: the files stay as they were.
    shell = app_shell(seed=4, first_dealer=3, speed=0)  # XDG folders under tmp_path from here
    qtbot.waitUntil(lambda: (tmp_path / "data" / "coventry-autosave.json").exists())
    assert shell.window.session.to_act() == 0
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
    second = subprocess.Popen([sys.executable, "-m", "coventry_desktop", "--game", "comet"],
                              cwd=ROOT, env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE)
    try:
        qtbot.waitUntil(lambda: second.poll() is not None, timeout=60_000)
        qtbot.waitUntil(lambda: bool(raised), timeout=5000)
    finally:
        if second.poll() is None:
            second.kill()
    _out, err = second.communicate()
    assert second.returncode == 0
    assert err.decode().splitlines()[-2:] == [
        "Coventry Desktop is already running; its window was brought to the front.",
        "--game comet was not used: open the game there (Game → Play …)."]
    assert raised == [True]
    assert not window.isMinimized() and window.isVisible()
    assert _files(tmp_path) == before  # no settings, log, save or statistics written
    storage.close()


def test_a_copy_that_does_not_own_the_saves_says_so_and_keeps_nothing(
        app_shell, dialogs, monkeypatch, qapp, tmp_path: Path) -> None:
    """Another copy holds the data folder (its lock) but did not answer as running: this one
    plays, and says at once that it will not save (app.run)."""
    from PySide6.QtWidgets import QApplication

    import coventry_desktop.storage as storage_module
    from coventry_desktop import app

    app_shell(start=False)  # the XDG folders under tmp_path, English, the look put back
    owner = Storage.open(AppPaths.from_platform().create())
    assert owner.owns_saves
    monkeypatch.setattr(storage_module, "setup_logging", lambda _path: None)
    monkeypatch.setattr(QApplication, "exec", lambda *_a: 0)  # no event loop: look at once
    monkeypatch.setattr(app, "ASK_PATIENCE_S", 0.0)  # the owner here never listens
    before = set(QApplication.topLevelWidgets())
    try:
        assert app.run([]) == 0
        windows = [w for w in QApplication.topLevelWidgets()
                   if w not in before and w.isVisible() and hasattr(w, "keeper")]
        assert len(windows) == 1
        window = windows[0]
        assert window.keeper.autosave is None and window.keeper.statistics is None
        assert dialogs.told == [] and dialogs.asked == []  # no box: a line in the window
        assert window.messages.lines()["instance"] == (
            "Coventry Desktop is already open in another window. This window will not save "
            "its game or statistics; to keep your series, play in the other window.")
    finally:
        for window in set(QApplication.topLevelWidgets()) - before:
            if hasattr(window, "session"):
                window.ask_before_leaving = False
                window.session.shutdown()
                window.close()
        owner.close()
    assert not list(owner.paths.data.glob("*autosave*"))


def test_the_only_copy_listens_once_its_table_is_painted_and_a_second_start_finds_it(
        app_shell, qtbot, tmp_path: Path) -> None:
    # The first start takes the data folder's lock, so it asks no one, and listens after
    # its first paint (app.run): a later start still finds it and exits.
    from PySide6.QtNetwork import QLocalSocket

    app_shell(start=False)  # the XDG folders under tmp_path
    name = server_name(AppPaths.from_platform())
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    first = subprocess.Popen([sys.executable, "-m", "coventry_desktop"], cwd=ROOT, env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def listening() -> bool:
        socket = QLocalSocket()
        socket.connectToServer(name)
        found = socket.waitForConnected(200)
        socket.abort()
        return found

    try:
        qtbot.waitUntil(listening, timeout=60_000)
        second = subprocess.run([sys.executable, "-m", "coventry_desktop"], cwd=ROOT, env=env,
                                capture_output=True, timeout=120, check=False)
        assert second.returncode == 0, second.stderr[-2000:]
        assert b"Coventry Desktop is already running" in second.stderr
        assert first.poll() is None  # the first copy plays on
    finally:
        first.kill()
        first.wait()


def test_a_start_while_the_first_copy_is_still_starting_waits_for_it_and_exits(
        app_shell, qtbot, tmp_path: Path) -> None:
    # The first copy holds the lock but listens only once its table is painted: a second
    # start in between asks again until it answers, instead of opening a window that
    # does not save (or taking the socket name from the copy that does).
    app_shell(start=False)  # the XDG folders under tmp_path
    paths = AppPaths.from_platform().create()
    owner = Storage.open(paths)
    assert owner.owns_saves
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    second = subprocess.Popen([sys.executable, "-m", "coventry_desktop"], cwd=ROOT, env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    assert second.stderr is not None
    os.set_blocking(second.stderr.fileno(), False)
    told = bytearray()

    def said(text: bytes) -> bool:
        told.extend(second.stderr.read() or b"")  # type: ignore[union-attr]
        return text in told

    first = SingleInstance(server_name(paths))
    raised: list[bool] = []
    first.activated.connect(lambda: raised.append(True))
    try:
        qtbot.waitUntil(lambda: said(b"waiting for its window") or second.poll() is not None,
                        timeout=60_000)
        assert second.poll() is None, bytes(told)[-2000:]  # still asking, no window
        assert first.listen()  # the first copy's table is painted now
        qtbot.waitUntil(lambda: second.poll() is not None, timeout=60_000)
        qtbot.waitUntil(lambda: bool(raised), timeout=5000)
    finally:
        if second.poll() is None:
            second.kill()
        second.wait()
        owner.close()
    said(b"")
    assert second.returncode == 0, bytes(told)[-2000:]
    assert b"Coventry Desktop is already running" in told
    assert not list(paths.data.glob("*autosave*"))  # the second copy wrote nothing
