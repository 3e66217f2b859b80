"""Earl of Coventry's calls and practice in the app's window (``AppShell``): the calls'
language at start, after a language switch and a restart, in a watching window; the voice
notes as sentences; the practice widgets in high contrast; a damaged ``practice.json``.

What the old window's tests promised (tests/practice/test_high_contrast.py,
test_message_texts.py, tests/storage/test_calls_follow_ui.py,
test_panel_language_at_start.py, test_practice_damage.py), asserted of the new one.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRect, QSize
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionButton, QWidget

from coventry_desktop.games import get
from coventry_desktop.games.coventry.calls import call_text
from coventry_desktop.games.coventry.practice.quiz import Kind
from coventry_desktop.games.coventry.ui.extras import CoventryExtras
from coventry_desktop.games.coventry.ui.practice.progress import ProgressStore
from coventry_desktop.i18n import install_language
from coventry_desktop.models.game_words import game_title
from coventry_desktop.speech import FakeSpeaker
from coventry_desktop.speech.speakers import no_voice_note
from coventry_desktop.storage.settings import GameTable, Settings
from coventry_desktop.widgets import speeds
from coventry_desktop.widgets.app_shell import AppMenus
from coventry_desktop.widgets.game_window import GameWindow
from coventry_desktop.widgets.language_menu import LanguageMenu

from .conftest import play


def _extras(window: GameWindow) -> CoventryExtras:
    assert isinstance(window.extras, CoventryExtras)
    return window.extras


@pytest.fixture
def coventry_app(app_shell, dialogs, qtbot) -> Callable[..., Any]:
    """``coventry_app(language="en", people=1, calls=None)`` → the app started on Coventry
    at four seats, ``people`` of them people and the rest Easy bots, in the interface
    ``language``, the calls ``calls`` (language, style) remembered if given. Bots and
    passes take no time; each new series is dealt from seed 4 with seat 0 leading, and a
    restart (``app_shell()``) comes back to the same table. Message boxes are recorded
    (``dialogs``), a question answered Yes."""

    def open_app(*, language: str = "en", people: int = 1,
                 calls: tuple[str, str] | None = None) -> Any:
        shell = app_shell(start=False, seed=4, first_dealer=3)
        install_language(QApplication.instance(), language)  # as the app does at start
        shell.settings.animation_speed = "instant"
        speeds.set_speed("instant")
        shell.settings.set_game_table("coventry", GameTable(4, people, "easy", 6))
        if calls is not None:
            shell.settings.calls_language, shell.settings.calls_style = calls
        opened = shell.start_up("coventry")
        opened.resize(1280, 800)
        qtbot.waitExposed(opened)
        return shell

    return open_app


def _your_card(qtbot, window: GameWindow) -> Any:
    """Wait until you may play a card; the lowest one you may."""
    qtbot.waitUntil(lambda: bool(window.playable()), timeout=20_000)
    return min(window.playable())


def _switch(window: GameWindow, language: str) -> None:
    """View → Language → ``language``; its texts land a few event-loop turns later."""
    window.findChild(LanguageMenu).choose(language)
    for _ in range(5):
        QCoreApplication.processEvents()


def _pick(box: Any, data: str) -> None:
    """A person's choice in a combo box of the panel (which sends ``activated``)."""
    index = box.findData(data)
    box.setCurrentIndex(index)
    box.activated.emit(index)


# -- the calls' language ------------------------------------------------------------------------
def test_a_russian_first_start_calls_in_russian_and_nothing_counts_as_picked(
        coventry_app, qtbot) -> None:
    shell = coventry_app(language="ru")
    window = shell.window
    panel = _extras(window).panel
    assert (window.presenter.call_language, panel.model.language) == ("ru", "ru")
    assert panel.language.currentData() == "ru" and panel.language.currentText() == "Русский"
    card = _your_card(qtbot, window)
    window.flow.click(card)
    assert [placed.card for placed in window.session.state.quartet] == [card]  # you lead
    assert panel.current_call() == call_text(card.rank, 1, "ru")
    assert shell.settings.calls_language == ""  # nothing picked yet


def test_the_remembered_calls_are_shown_from_the_start(coventry_app, qtbot) -> None:
    # QA F8: the panel showed the interface language's calls until the first question.
    shell = coventry_app(calls=("fr", "snip-snap"))
    window = shell.window
    panel = _extras(window).panel
    assert (panel.language.currentData(), panel.style_box.currentData()) == ("fr", "snip-snap")
    assert panel.language.currentText() == "Français"
    assert (window.presenter.call_language, window.presenter.call_style) == ("fr", "snip-snap")
    card = _your_card(qtbot, window)
    window.flow.click(card)
    assert [placed.card for placed in window.session.state.quartet] == [card]  # you lead
    assert panel.current_call() == call_text(card.rank, 1, "fr", "snip-snap")


def test_the_calls_header_is_said_again_in_the_new_language_at_once(coventry_app,
                                                                   qtbot) -> None:
    # It kept "There's as good a Ten as can be!" in French until the next card's call.
    shell = coventry_app()
    window = shell.window
    panel = _extras(window).panel
    card = _your_card(qtbot, window)
    window.flow.click(card)
    assert [placed.card for placed in window.session.state.quartet] == [card]  # you lead
    window.session.set_paused(True)  # no bot's card calls meanwhile
    assert panel.current_call() == call_text(card.rank, 1, "en")
    _switch(window, "fr")
    assert panel.model.language == "fr"
    assert [placed.card for placed in window.session.state.quartet] == [card]
    assert panel.current_call() == call_text(card.rank, 1, "fr")
    assert panel.current_call() != call_text(card.rank, 1, "en")


def test_a_waiting_question_asks_again_in_the_new_language_and_its_answer_calls_in_it(
        coventry_app, qtbot) -> None:
    shell = coventry_app()
    window = shell.window
    calls = _extras(window)
    calls.set_practice(True)
    panel = calls.panel
    card = _your_card(qtbot, window)
    window.flow.click(card)
    window.session.set_paused(True)
    box = panel.practice_box
    assert box is not None and box.quiz.is_waiting()
    assert panel.current_call() == "Your call?"
    _switch(window, "fr")
    assert panel.current_call() == "Votre formule\u00a0?"
    box.quiz.answer_with([c.kind for c in box.quiz.choices()].index(Kind.RIGHT))
    assert panel.current_call() == call_text(card.rank, 1, "fr")


def test_a_picked_calls_language_stays_through_a_language_switch_and_a_restart(
        coventry_app, app_shell, qtbot, tmp_path: Path) -> None:
    shell = coventry_app(language="ru")
    window = shell.window
    panel = _extras(window).panel
    _pick(panel.language, "en")
    assert shell.settings.calls_language == "en"
    _switch(window, "fr")
    assert window.game_menu.title() == "&Partie"  # the menus did follow
    assert panel.language.currentData() == "en" and panel.model.language == "en"
    assert window.presenter.call_language == "en"
    again = app_shell()  # the next start, in French
    assert Settings(tmp_path / "settings.ini").calls_language == "en"
    assert _extras(again.window).panel.language.currentData() == "en"
    assert again.window.presenter.call_language == "en"


def test_after_a_restart_in_french_the_resumed_series_calls_in_french(
        coventry_app, app_shell, dialogs) -> None:
    # Started in English, the menus switched to French mid-game, then the app was closed:
    # the resumed game calls in French, and nothing counts as a pick (QA 2).
    shell = coventry_app(people=4)
    first = shell.window
    _switch(first, "fr")
    play(first.session, 3)
    record = first.session.record()
    again = app_shell()
    english = "Your unfinished game of %1 goes on at deal %2."
    line = QCoreApplication.translate("AppShell", english).replace(
        "%1", game_title(get("coventry"))).replace("%2", "1")
    assert line != english.replace("%1", "Earl of Coventry").replace("%2", "1")
    assert dialogs.asked == [] and again.window.messages.lines()["resumed"] == line
    window = again.window
    assert window.session.record() == record
    panel = _extras(window).panel
    assert (panel.language.currentData(), window.presenter.call_language) == ("fr", "fr")
    assert again.settings.calls_language == ""


def test_watching_the_bots_calls_as_the_players_panel(coventry_app) -> None:
    shell = coventry_app()
    window = shell.window
    panel = _extras(window).panel
    _pick(panel.language, "fr")
    _pick(panel.style_box, "snip-snap")
    watcher = window.keeper.watch()
    try:
        assert isinstance(watcher, GameWindow)
        watching = _extras(watcher).panel
        assert (watching.language.currentData(), watching.style_box.currentData()) == \
            ("fr", "snip-snap")
        assert (watcher.presenter.call_language, watcher.presenter.call_style) == \
            ("fr", "snip-snap")
    finally:
        watcher.session.shutdown()
        watcher.close()
    assert shell.settings.calls_language == "fr"  # watching picks nothing


# -- what is said about speech ------------------------------------------------------------------
ENGINE_NOTES = ("No speech engine on this system.", "The speech engine does not respond.",
                "Speech is not installed (pip install coventry-desktop[speech]).")


@pytest.mark.parametrize("code", ["en", "ru", "fr"])
def test_the_voice_notes_under_the_call_are_sentences_in_each_language(
        coventry_app, code: str) -> None:
    shell = coventry_app(language=code)
    shell.speaker._factory = lambda: FakeSpeaker(voiceless=("en", "ru", "fr"))
    panel = _extras(shell.window).panel
    panel.speak_button.click()
    notes = {}
    for calls in ("en", "ru", "fr"):
        panel.language.setCurrentIndex(panel.language.findData(calls))
        notes[calls] = panel.voice_note()
        assert notes[calls] == no_voice_note(calls)
    engine = [QCoreApplication.translate("Speaker", text) for text in ENGINE_NOTES]
    for note in [*notes.values(), no_voice_note("xx"), *engine]:
        assert note[0].isupper() and note.endswith("."), note
    if code == "en":
        assert notes == {"en": "No English voice on this system.",
                         "ru": "No Russian voice on this system.",
                         "fr": "No French voice on this system."}
        assert no_voice_note("xx") == "No voice on this system."
    else:  # translated, every one of them
        assert not set(notes.values()) & {"No English voice on this system.",
                                          "No Russian voice on this system.",
                                          "No French voice on this system."}
        assert not set(engine) & set(ENGINE_NOTES)


# -- practice in high contrast ------------------------------------------------------------------
def _lightness(widget: QWidget, *, skip_left: int = 0) -> tuple[int, int]:
    """(ground, lightest): the commonest and the lightest pixel (0..255) of ``widget``
    right of ``skip_left``, as shown: grabbed from its window, since the black comes from
    the window's style sheet."""
    window = widget.window()
    rect = QRect(widget.mapTo(window, QPoint(skip_left, 0)),
                 QSize(widget.width() - skip_left, widget.height()))
    image = window.grab(rect).toImage()
    values = Counter(image.pixelColor(x, y).lightness()
                     for x in range(image.width()) for y in range(image.height()))
    return values.most_common(1)[0][0], max(values)


def test_high_contrast_keeps_the_type_the_call_box_and_the_drills_texts_light_on_black(
        coventry_app, qtbot) -> None:
    shell = coventry_app()
    window = shell.window
    extras = _extras(window)
    extras.set_practice(True)
    window.findChild(AppMenus).view_options.set_high_contrast(True)
    box = extras.panel.practice_box
    assert box is not None
    typing = box.typing
    assert typing.isVisible() and typing.text() == "Type the call"
    option = QStyleOptionButton()
    option.initFrom(typing)
    label = typing.style().subElementRect(QStyle.SubElement.SE_CheckBoxContents, option, typing)
    # F29: the label was drawn in the palette's black on the panel's black.
    ground, light = _lightness(typing, skip_left=label.left())
    assert ground == 0 and light > 200  # white text on black
    drill = extras.open_drill()
    qtbot.waitExposed(drill)
    try:
        for widget in (drill._language_label, drill.speak, drill.quiz._question, drill._status):
            assert widget.isVisible() and widget.width() > 24
            ground, light = _lightness(widget, skip_left=24 if widget is drill.speak else 0)
            assert ground == 0 and light > 200, widget.objectName() or type(widget).__name__
    finally:
        drill.close()


# -- a damaged practice.json --------------------------------------------------------------------
PRACTICE = '{"version": 1, "sessions": [{"started": "2026-11-30T11:50:00+00:00", "source": '


@pytest.mark.parametrize(("data", "why"), [
    (PRACTICE.encode(), "The file is cut short: it was not written to the end."),
    (b"\x00\xff\xfe binary", "The file is not text: it was damaged or overwritten by another "
                             "program."),
    (b'{"version": 7, "sessions": []}', "The file was made by a newer version of Coventry "
                                        "Desktop, which this one cannot read."),
], ids=["truncated", "binary", "newer-version"])
def test_a_damaged_practice_file_is_reported_once_read_and_kept_aside(
        coventry_app, dialogs, tmp_path: Path, data: bytes, why: str) -> None:
    practice = tmp_path / "data" / "practice.json"
    practice.parent.mkdir()
    practice.write_bytes(data)
    window = coventry_app().window
    dialog = _extras(window).open_progress()  # Game → Practice Progress… reads the file
    try:
        backups = list(practice.parent.glob("practice.json.*.bak"))
        assert len(backups) == 1 and backups[0].read_bytes() == data
        assert not practice.exists()
        assert dialogs.told == [("Practice", " ".join((
            "The practice progress could not be read.", why,
            f"It was kept aside as “{backups[0].name}”; nothing else was changed.",
            "It starts again from zero.")))]
    finally:
        dialog.close()


def _answer_your_first_call(qtbot, window: GameWindow) -> None:
    """Practice on; play your lowest card and answer its call right."""
    extras = _extras(window)
    extras.set_practice(True)
    window.flow.click(_your_card(qtbot, window))
    box = extras.panel.practice_box
    assert box is not None and box.quiz.is_waiting()
    box.quiz.answer_with([c.kind for c in box.quiz.choices()].index(Kind.RIGHT))
    assert extras.practice.score() == (1, 1)


def test_damage_found_while_playing_is_reported_and_the_answer_saved_afresh(
        coventry_app, dialogs, qtbot, tmp_path: Path) -> None:
    window = coventry_app().window
    assert dialogs.told == []
    practice = tmp_path / "data" / "practice.json"
    practice.write_text("[]", encoding="utf-8")
    _answer_your_first_call(qtbot, window)
    backups = list(practice.parent.glob("practice.json.*.bak"))
    assert len(backups) == 1 and backups[0].read_text(encoding="utf-8") == "[]"
    assert dialogs.told == [("Practice", " ".join((
        "The practice progress could not be read.",
        "The file is damaged or is not a Coventry Desktop file.",
        "In “practice.json”: a value is of the wrong kind: a list where a group of named "
        "values belongs.",
        f"It was kept aside as “{backups[0].name}”; nothing else was changed.",
        "It starts again from zero.")))]
    sessions = ProgressStore(practice).load().sessions
    assert [(s.source, s.language, s.right, s.asked) for s in sessions] == [("game", "en", 1, 1)]


def test_a_sound_practice_file_says_nothing_and_keeps_its_sessions(
        coventry_app, dialogs, qtbot, tmp_path: Path) -> None:
    from coventry_desktop.games.coventry.ui.practice.progress import new_session

    practice = tmp_path / "data" / "practice.json"
    practice.parent.mkdir()
    ProgressStore(practice).save_session(new_session(source="drill", language="ru"))
    window = coventry_app().window
    assert _extras(window).practice.store is not None
    assert _extras(window).practice.store.path == practice
    _answer_your_first_call(qtbot, window)
    dialog = _extras(window).open_progress()
    dialog.close()
    assert dialogs.told == []
    sessions = ProgressStore(practice).load().sessions
    assert [(s.source, s.language) for s in sessions] == [("drill", "ru"), ("game", "en")]
    assert not list(practice.parent.glob("*.bak"))


# -- the list of the deal's calls ---------------------------------------------------------------
@pytest.mark.parametrize("behind", [False, True])
def test_the_calls_list_follows_the_newest_call(coventry_app, qtbot, behind) -> None:
    """The newest call is in view after every card: with the Calls tab shown, and when the
    calls came while the log's tab was in front; a reader who scrolled back up stays."""
    window = coventry_app(people=4).window
    window.resize(1024, 600)
    panel = _extras(window).panel
    tabs = window.panel.tabs
    calls = next(i for i in range(tabs.count()) if tabs.widget(i).isAncestorOf(panel))
    tabs.setCurrentIndex(tabs.indexOf(window.log) if behind else calls)
    history, bar = panel.history, panel.history.verticalScrollBar()

    def newest_in_view() -> bool:
        rows = history.model().rowCount()
        rect = history.visualRect(history.model().index(rows - 1, 0))
        return rows > 0 and history.viewport().rect().contains(rect)

    for cards in (6, 11, 14):
        while history.model().rowCount() < cards:  # a pass adds no call
            play(window.session, 1, seed=cards)
        tabs.setCurrentIndex(calls)
        qtbot.waitUntil(newest_in_view)
        assert bar.maximum() > 0 and bar.value() == bar.maximum()  # it did scroll
        if behind:
            tabs.setCurrentIndex(tabs.indexOf(window.log))
    tabs.setCurrentIndex(calls)
    bar.setValue(0)  # the reader looks back at the first calls
    while history.model().rowCount() < 17:
        play(window.session, 1)
    qtbot.waitUntil(lambda: bar.maximum() > history.viewport().height())
    assert bar.value() == 0 and not panel.follows_newest()
