"""A name is shown as typed wherever it goes: a name that looks like HTML (``<h1>BIG</h1>``,
``<font color=red>R</font>``, within the 24-character limit) is never taken as rich text by
the curtain, the Calls panel, the standings' and plates' tooltips, the New Game dialog's
refusal or a message box (QA: the curtain showed a red R and ran its two lines together,
the Calls panel a heading)."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as QtGui
from PySide6.QtGui import QTextDocument

from coventry_desktop.engine.game_records import GameRecord
from coventry_desktop.games import get
from coventry_desktop.games.coventry.ui.extras import CoventryExtras
from coventry_desktop.models.setup import Occupant, SeatSetup
from coventry_desktop.storage.game_files import read_record, write_record
from coventry_desktop.storage.schema import NAME_LENGTH
from coventry_desktop.widgets.game_replay import GameReplay
from coventry_desktop.widgets.other_games import Opening
from coventry_desktop.widgets.texts import as_typed

from .helpers import refused_twice

BIG, RED = "<h1>BIG</h1>", "<font color=red>R</font>"
LONG = "<h1>" + "W" * (NAME_LENGTH - 9) + "</h1>"
"""A name of the longest kind that looks like HTML: shortened with "…" on a plate."""


def shown(text: str) -> str:
    """What Qt shows of a tooltip or message box text: rich text where it guesses so."""
    if not QtGui.mightBeRichText(text):
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def test_the_names_fit_a_seat() -> None:
    assert len(LONG) == NAME_LENGTH and max(len(BIG), len(RED)) <= NAME_LENGTH


def test_a_text_that_looks_like_html_is_escaped_for_a_place_that_guesses() -> None:
    assert as_typed("Ada") == "Ada" and as_typed("") == ""
    for text in (BIG, RED, "In “<i>x.json”: two\nlines"):
        assert as_typed(text) != text and shown(as_typed(text)) == text


def _pass_and_play(app_shell, qtbot):  # type: ignore[no-untyped-def]
    shell = app_shell(start=False, seed=5, first_dealer=3, speed=0)  # seat 0 leads
    seats = (SeatSetup(BIG, Occupant.HUMAN), SeatSetup(RED, Occupant.HUMAN),
             SeatSetup(LONG, Occupant.HUMAN), SeatSetup("Ada", Occupant.BOT, "easy"))
    window = shell.show(Opening(get("coventry"), seats, 6, None))
    qtbot.waitExposed(window)
    return window


def test_the_curtain_calls_a_name_as_typed_on_two_lines(app_shell, qtbot) -> None:
    window = _pass_and_play(app_shell, qtbot)
    qtbot.waitUntil(lambda: window.flow.curtain_for is not None)
    window.curtain.call(RED)
    label = window.curtain_label
    assert label.textFormat() == Qt.TextFormat.PlainText
    assert label.text().splitlines() == [
        f"Pass the screen to {RED}", f"Everyone else, please look away while {RED} plays."]
    window.curtain.resize(200, window.curtain.height())  # no room for the whole name
    window.curtain.call(LONG)  # shortened on the button: whole, as typed, in its tooltip
    assert window.curtain_button.text() != f"I am {LONG} — show my hand"
    assert shown(window.curtain_button.toolTip()) == LONG


def test_the_tooltips_of_plates_and_standings_show_a_name_as_typed(app_shell, qtbot) -> None:
    window = _pass_and_play(app_shell, qtbot)
    plates = {plate.name: plate for plate in window.table.plates()}
    assert plates[LONG].shown_name() != LONG
    assert shown(plates[LONG].toolTip()) == LONG
    grid = window.panel.scores
    tips = [shown(grid.item(row, 0).toolTip()) for row in range(grid.rowCount())]
    assert tips == [BIG, RED, LONG, "Ada"]


def test_the_calls_panel_names_the_player_as_typed(app_shell, qtbot) -> None:
    window = _pass_and_play(app_shell, qtbot)
    extras = window.extras
    assert isinstance(extras, CoventryExtras)
    panel = extras.panel
    qtbot.waitUntil(lambda: window.flow.curtain_for == 0)
    window.flow.lift_curtain()
    qtbot.waitUntil(lambda: bool(window.playable()))
    card = min(window.playable())
    window.flow.click(card)
    qtbot.waitUntil(lambda: panel._who.text() != "")
    assert panel._who.textFormat() == Qt.TextFormat.PlainText
    assert panel._who.text() == f"{BIG}: {card}"
    assert panel._call.textFormat() == Qt.TextFormat.PlainText


def test_new_game_refuses_a_name_twice_as_typed(app_shell, qtbot) -> None:
    refusal = refused_twice(app_shell, qtbot, RED)
    assert refusal.textFormat() == Qt.TextFormat.PlainText
    assert RED in refusal.text()


def test_the_message_bar_shows_a_name_as_typed(app_shell, dialogs, tmp_path: Path) -> None:
    # A statistics file with a name longer than a seat's: the name it left out is said,
    # in the window's bar (plain text), no longer in a box before the window.
    entry = {"Classic": {"series_played": 0, "series_won": 0, "series_shared": 0,
                         "deals_played": 2, "units": 4, "points": 3, "best_series": None,
                         "counts": {}}}
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "coventry-statistics.json").write_text(json.dumps({
        "format": "coventry-desktop/game-statistics", "version": 1, "game": "coventry",
        "players": {"Ada": entry, BIG + "W" * NAME_LENGTH: entry}, "counted": {}}))
    bar = app_shell("coventry").window.messages
    assert dialogs.told == []
    assert bar.label.textFormat() == Qt.TextFormat.PlainText
    assert f"Left out of “coventry-statistics.json”: {BIG}W" in bar.lines()["statistics-read"]


def test_a_replay_tells_each_step_with_the_names_as_typed(qtbot, tmp_path: Path) -> None:
    info = get("coventry")
    rules = info.rules
    state = rules.new_deal(seats=3, dealer=2, seed=12, number=0, options=info.default_options)
    action = rules.legal_actions(state)[0]
    path = tmp_path / "record.json"
    write_record(path, info, GameRecord(info.id, info.rules_version, info.default_options,
                                        (BIG, RED, "Ada"), 2, 1, (12,), ((action,),)))
    viewer = GameReplay(read_record(path))
    qtbot.addWidget(viewer)
    viewer.go(1)
    assert viewer.what.textFormat() == Qt.TextFormat.PlainText
    assert viewer.what.text().startswith(BIG)
