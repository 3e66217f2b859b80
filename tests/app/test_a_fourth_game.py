"""A game is one folder and one registry line (shared/ARCHITECTURE.md): a copy of
``games/comet`` under a new id, in a package outside the source tree, with its own words
and its rules help, is registered by one line (``GAMES`` plus its ``INFO``) and the shell
serves it with no other edit: its menu entry, a window that plays a deal through to the
settlement, its statistics and its rules in three languages. The registry-wide tests
(``test_every_game.py``, the protocol and table flow tests) then run over it too
(``test_the_registry_wide_tests_pass_for_the_copy``).
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from .fourth_game import COPY, PLUGIN, ROOT, register_copy


@pytest.fixture
def copy(tmp_path: Path) -> Iterator[ModuleType]:
    """The copy, registered for one test, then taken out of the registry again."""
    from coventry_desktop import games

    path, registered = list(games.__path__), games.GAMES
    module = register_copy(tmp_path)
    try:
        yield module
    finally:
        games.__path__[:] = path
        games.GAMES = registered
        for name in [n for n in sys.modules if n.startswith(f"coventry_desktop.games.{COPY}")]:
            del sys.modules[name]


def test_the_shell_serves_a_registered_copy_of_comet(copy, app_shell, qtbot, qapp,
                                                    tmp_path) -> None:
    from PySide6.QtGui import QKeySequence

    from coventry_desktop.games import GAMES, get
    from coventry_desktop.i18n import install_language
    from coventry_desktop.widgets.app_shell import AppMenus
    from coventry_desktop.widgets.rules_dialog import rules_html
    from coventry_desktop.widgets.statistics_table import StatisticsTable

    info = get(COPY)
    assert info is copy.INFO and GAMES[-1] is info

    # Its menu entry, among every game's, each with its own mnemonic in every language.
    shell = app_shell(COPY)
    window = shell.window
    assert window.info is info and window.windowTitle().startswith("Comet Copy")
    menus = window.findChild(AppMenus)
    assert set(menus.play_actions) == {g.id for g in GAMES}
    menus.word_other_games()  # as after the first paint, or when the Game menu opens
    assert menus.play_actions[COPY].text() == "Play Comet Cop&y…"
    try:
        for language in ("en", "ru", "fr"):
            install_language(qapp, language)
            texts = [a.text() for a in window.game_menu.actions()
                     if not a.isSeparator() and a.isVisible()]
            keys = [QKeySequence.mnemonic(text).toString() for text in texts]
            assert all(keys) and len(set(keys)) == len(keys), (language, texts)
            # Its rules help, in the language of the moment.
            assert "<" in rules_html(language, COPY)
    finally:
        install_language(qapp, "en")
    assert window.show_rules().browser.toPlainText()

    # A deal played through to its settlement, counted in its statistics.
    session, flow = window.session, window.flow
    rng = random.Random(1)
    while not session.deal_over():
        qtbot.waitUntil(lambda: session.deal_over() or bool(flow.actions()), timeout=20_000)
        if flow.actions():
            action = rng.choice(flow.actions())
            if action.cards:
                flow.click(action.cards[0])
            else:
                flow.pass_turn()
    qtbot.waitUntil(window.panel.settlement.isVisible)
    assert window.keeper.statistics is not None
    entry = window.keeper.statistics.players["You"]
    assert sum(e.deals_played for e in entry.values()) == 1
    table = StatisticsTable(info, window.keeper.statistics, window)
    headers = [table.table.horizontalHeaderItem(c).text()
               for c in range(table.table.columnCount())]
    counts = {c for e in entry.values() for c in e.counts}
    assert {info.ui().statistics_label(c) for c in counts} <= set(headers)
    assert "Comets played" in headers or not counts


def test_the_registry_wide_tests_pass_for_the_copy(tmp_path: Path) -> None:
    # The same test files, collected with the copy registered, run for it (-k its id).
    plugin = tmp_path / "fourth_game_plugin.py"
    plugin.write_text(PLUGIN.format(here=str(Path(__file__).parent), folder=str(tmp_path)),
                      encoding="utf-8")
    tests = ["tests/test_every_game.py", "tests/engine/test_protocol.py",
             "tests/models/test_table_flow.py"]
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-o", "addopts=", "-q", "-p", "fourth_game_plugin",
         "-k", COPY, "-p", "no:cacheprovider", *tests],
        cwd=ROOT, env={**os.environ, "PYTHONPATH": str(tmp_path)},
        capture_output=True, text=True, timeout=1200)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
    summary = result.stdout.strip().splitlines()[-1]  # "28 passed in 7.50s"
    passed = int(summary.split(" passed")[0].split()[-1])
    assert passed >= 20 and "failed" not in summary and "skipped" not in summary, summary
