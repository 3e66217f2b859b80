"""The app as a player meets it: ``AppShell`` puts one game's window on screen, with the
app's menus (``AppMenus``), its settings and data folder under ``tmp_path``."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest


@pytest.fixture
def app_shell(qtbot, tmp_path: Path, monkeypatch, instant) -> Iterator[Callable[..., Any]]:
    """``app_shell(game=None, settings=True, data=True)`` → an ``AppShell`` whose window
    (``shell.window``) is shown at 1280×800 in English; its settings file and data folder
    under ``tmp_path`` (``settings=False``/``data=False``: none). Every window it opened
    is closed at the end, and the process-wide look and language are put back."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    from coventry_desktop.i18n import current_language, install_language
    from coventry_desktop.qt_resources import ensure_resources
    from coventry_desktop.storage.settings import Settings
    from coventry_desktop.widgets import cards, theme
    from coventry_desktop.widgets.app_shell import AppShell

    for variable in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"):
        monkeypatch.setenv(variable, str(tmp_path / variable))
    ensure_resources()
    app = QApplication.instance()
    if current_language() != "en":
        install_language(app, "en")
    shells: list[Any] = []

    def open_shell(game: str | None = None, *, settings: bool = True, data: bool = True,
                   start: bool = True) -> Any:
        stored = Settings(tmp_path / "settings.ini") if settings else None
        folder = tmp_path / "data" if data else None
        if folder is not None:
            folder.mkdir(exist_ok=True)
        shell = AppShell(stored, folder)
        shells.append(shell)
        if start:
            window = shell.start_up(game)
            window.resize(1280, 800)
            qtbot.waitExposed(window)
        return shell

    yield open_shell
    theme.set_high_contrast(False)
    cards.set_four_colour(False)
    if current_language() != "en":
        install_language(app, "en")
    QCoreApplication.processEvents()
    for shell in shells:
        window = shell.window
        if window is not None:
            window.ask_before_leaving = False
            window.session.shutdown()
            window.close()
    QCoreApplication.processEvents()
