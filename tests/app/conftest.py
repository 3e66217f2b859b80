"""The app as a player meets it: ``AppShell`` puts one game's window on screen, with the
app's menus (``AppMenus``), its settings and data folder under ``tmp_path``."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest


@pytest.fixture
def app_shell(qtbot, tmp_path: Path, monkeypatch, instant) -> Iterator[Callable[..., Any]]:
    """``app_shell(game=None, settings=True, data=True, seed=None, first_dealer=None,
    speed=0)`` → an ``AppShell`` whose window (``shell.window``) is shown at 1280×800 in
    English; its settings file and data folder under ``tmp_path`` (``settings=False``/
    ``data=False``: none); ``seed``, ``first_dealer`` and ``speed`` go to the shell (its
    new series' deals and dealer, the speed instead of the remembered one). The speed is
    0 unless a test asks for another: bots act at once and nothing animates, so a test
    waits on the table's flow, never on how fast the machine plays at Normal speed (a
    remembered speed of a new settings file is Normal; ``speed=None`` keeps it). Every window
    it opened is closed at the end, and the process-wide look and language are put back."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    from coventry_desktop.i18n import current_language, install_language
    from coventry_desktop.qt_resources import ensure_resources
    from coventry_desktop.storage.migration import migrate
    from coventry_desktop.storage.settings import Settings
    from coventry_desktop.widgets import cards, theme
    from coventry_desktop.widgets.app_shell import AppShell

    for variable in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(variable, str(tmp_path / variable))
    ensure_resources()
    app = QApplication.instance()
    if current_language() != "en":
        install_language(app, "en")
    shells: list[Any] = []

    def open_shell(game: str | None = None, *, settings: bool = True, data: bool = True,
                   start: bool = True, seed: int | None = None,
                   first_dealer: int | None = None, speed: str | float | None = 0) -> Any:
        stored = Settings(tmp_path / "settings.ini") if settings else None
        folder = tmp_path / "data" if data else None
        if folder is not None:
            folder.mkdir(exist_ok=True)
        shell = AppShell(stored, folder, seed=seed, first_dealer=first_dealer, speed=speed)
        if folder is not None:  # as the app starts: earlier releases' files converted first
            shell.migration = migrate(folder)
        shells.append(shell)
        if start:
            window = shell.start_up(game)
            window.resize(1280, 800)
            qtbot.waitExposed(window)
        return shell

    yield open_shell
    cards.use_disk_cache(None)  # app.run keeps the cards in the cache folder: not after it
    theme.set_high_contrast(False)
    cards.set_four_colour(False)
    if current_language() != "en":
        install_language(app, "en")
    QCoreApplication.processEvents()
    import shiboken6

    for shell in shells:
        window = shell.window
        if window is not None and shiboken6.isValid(window):  # a closed one is deleted
            window.ask_before_leaving = False
            window.session.shutdown()
            window.close()
    QCoreApplication.processEvents()


class Dialogs:
    """Every message box the app opened: ``asked`` (questions) and ``told`` (warnings and
    information), each as (title, text); a question gets ``answer`` (default Yes)."""

    def __init__(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        self.asked: list[tuple[str, str]] = []
        self.told: list[tuple[str, str]] = []
        self.answer = QMessageBox.StandardButton.Yes

    def question(self, _parent: Any, title: str, text: str, *_args: Any) -> Any:
        self.asked.append((title, text))
        return self.answer

    def run(self, box: Any) -> int:
        """A box built and run by the app (``exec``): asked, and ``answer``'s button
        clicked."""
        self.asked.append((box.windowTitle(), box.text()))
        button = box.button(self.answer)
        if button is not None:
            button.click()
        return 0

    def tell(self, _parent: Any, title: str, text: str, *_args: Any) -> Any:
        from PySide6.QtWidgets import QMessageBox

        self.told.append((title, text))
        return QMessageBox.StandardButton.Ok


@pytest.fixture
def dialogs(monkeypatch) -> Dialogs:
    """``QMessageBox.question``, ``warning`` and ``information`` recorded, not shown."""
    from PySide6.QtWidgets import QMessageBox

    seen = Dialogs()
    monkeypatch.setattr(QMessageBox, "question", seen.question)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: seen.run(box))
    monkeypatch.setattr(QMessageBox, "warning", seen.tell)
    monkeypatch.setattr(QMessageBox, "information", seen.tell)
    return seen


def at_a_choice(session: Any) -> bool:
    """Whether the session waits at a position the window makes no move in by itself: a
    seat with more than one legal action, or the deal over."""
    return session.deal_over() or len(session.legal_actions()) > 1


def play(session: Any, actions: int, seed: int = 1) -> None:
    """Make ``actions`` random legal actions of a table of people (the next deal dealt when
    one ends), then on until a real choice, so no automatic pass is left pending."""
    import random

    rng = random.Random(seed)
    done = 0
    while done < actions or not at_a_choice(session):
        if session.deal_over():
            if done >= actions or session.series_over():
                break
            session.next_deal()
            continue
        assert session.request(rng.choice(session.legal_actions()))
        done += 1


def play_deal(session: Any, seed: int = 1) -> None:
    """Random legal actions of a table of people until the deal in play ends."""
    import random

    rng = random.Random(seed)
    while not session.deal_over():
        assert session.request(rng.choice(session.legal_actions()))


@pytest.fixture
def coventry(app_shell, qtbot) -> Callable[..., Any]:
    """``coventry(seats=3, people=3, deals=6, level="normal")`` → an ``AppShell`` started
    on Earl of Coventry at that table, remembered as the player's last table (as if chosen
    in New Game), so a restart (``app_shell()``) comes back to it. Its speed setting is
    "instant", so bots and automatic passes wait for nothing, after a restart too."""
    from PySide6.QtWidgets import QApplication

    from coventry_desktop.i18n import install_language
    from coventry_desktop.storage.settings import GameTable
    from coventry_desktop.widgets import speeds

    def open_table(seats: int = 3, people: int = 3, deals: int = 6,
                   level: str = "normal") -> Any:
        shell = app_shell(start=False)
        # English with its catalogue, as the app installs it: "1 deal", not "1 deal(s)".
        install_language(QApplication.instance(), "en")
        shell.settings.animation_speed = "instant"
        speeds.set_speed("instant")  # the shell set the remembered speed, Normal
        shell.settings.set_game_table("coventry", GameTable(seats, people, level, deals))
        window = shell.start_up("coventry")
        window.resize(1280, 800)
        qtbot.waitExposed(window)
        return shell

    return open_table


@pytest.fixture
def coventry_table(app_shell, qtbot) -> Callable[..., Any]:
    """``coventry_table(seats, seed=4, first_dealer=3, deals=6, size=(1280, 800))`` → the
    app's window of Earl of Coventry at ``seats``, opened by ``AppShell.show`` with the app's
    menus, its deals fixed by ``seed`` and its first dealer given (3: seat 0 leads). Cards
    and bots take no time (the shell is given speed 0)."""
    from coventry_desktop.games import get
    from coventry_desktop.widgets.other_games import Opening

    def open_table(seats: Any, *, seed: int = 4, first_dealer: int | None = 3, deals: int = 6,
                   size: tuple[int, int] = (1280, 800)) -> Any:
        shell = app_shell(start=False, seed=seed, first_dealer=first_dealer, speed=0)
        opened = shell.show(Opening(get("coventry"), tuple(seats), deals, None))
        opened.resize(*size)
        qtbot.waitExposed(opened)
        return opened

    return open_table
