"""Earl of Coventry's extras on the generic game window: the Calls tab first in the side
panel, its language and style driving the table's centre and the log, the practice
dialogs in the Game and Help menus, speech, remembered calls and a resumed deal."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMainWindow
from pytestqt.qtbot import QtBot

from coventry_desktop.games.coventry import Play
from coventry_desktop.games.coventry.calls import call_text
from coventry_desktop.games.coventry.events import CardPlayed
from coventry_desktop.games.coventry.ui.calls_model import PositionRole, SeatRole
from coventry_desktop.games.coventry.ui.extras import CoventryExtras
from coventry_desktop.games.coventry.ui.practice.drill import DrillDialog
from coventry_desktop.games.coventry.ui.practice.progress_dialog import PracticeDialog
from coventry_desktop.models.setup import YOU, Occupant, SeatSetup
from coventry_desktop.speech import DeferredSpeaker, FakeSpeaker
from coventry_desktop.storage.settings import Settings
from coventry_desktop.widgets.game_window import GameWindow

SEATS = (SeatSetup(YOU, Occupant.HUMAN), SeatSetup("Ada", Occupant.BOT, "easy"),
         SeatSetup("Basil", Occupant.BOT, "easy"), SeatSetup("Cleo", Occupant.BOT, "easy"))
YOU_LEAD = {"seats": SEATS, "first_dealer": 3}
"""``game_window("coventry", **YOU_LEAD)`` (tests/conftest.py): you lead the first quartet."""


@pytest.fixture
def english(qapp) -> None:
    from coventry_desktop.i18n import install_language
    from coventry_desktop.qt_resources import ensure_resources

    ensure_resources()
    install_language(qapp, "en")


def _extras(window: GameWindow) -> CoventryExtras:
    assert isinstance(window.extras, CoventryExtras)
    return window.extras


def _your_card(qtbot: QtBot, window: GameWindow) -> Play:
    qtbot.waitUntil(lambda: window.session.to_act() == 0 and bool(window.playable()),
                    timeout=20_000)
    return next(a for a in window.session.legal_actions() if isinstance(a, Play))


def _title(window: GameWindow) -> str:
    picture = window.table.picture()
    assert picture is not None
    return picture.centre_title


def _choose(box: Any, data: str) -> None:
    """A person's choice in a combo box: keys until it shows ``data`` (emits activated)."""
    box.setFocus()
    target = box.findData(data)
    key = Qt.Key.Key_Down if target > box.currentIndex() else Qt.Key.Key_Up
    while box.currentIndex() != target:
        QtBot.keyClick(box, key)


def test_the_calls_tab_comes_first_and_calls_every_card_as_it_falls(
        qtbot: QtBot, instant: None, english: None, game_window) -> None:
    window = game_window("coventry", **YOU_LEAD)
    panel = _extras(window).panel
    tabs = window.panel.tabs
    assert tabs.widget(0) is _extras(window).tab and _extras(window).tab.widget() is panel
    assert tabs.currentIndex() == 0
    assert [tabs.tabText(i) for i in range(2)] == ["Calls", "This deal"]
    seen: list[tuple[CardPlayed, str, int, str | None]] = []

    def card_played(event: object) -> None:
        if isinstance(event, CardPlayed):
            seen.append((event, panel.current_call(), panel.progress(), None))

    def redrawn() -> None:  # the centre's title once the window has drawn the card
        if seen and seen[-1][3] is None:
            quartet = window.session.state.quartet
            # A fourth card (unless it won the deal) sends its quartet to the spent pile.
            shown = bool(quartet) and quartet[-1].card == seen[-1][0].card
            seen[-1] = (*seen[-1][:3], _title(window) if shown else "gone")

    window.session.happened.connect(card_played)
    window.session.stateChanged.connect(redrawn)
    while not window.session.deal_over():
        qtbot.waitUntil(lambda: window.session.deal_over() or bool(window.playable()),
                        timeout=20_000)
        if not window.session.deal_over():
            window.flow.click(min(window.playable()))
    assert len(seen) >= 13  # every card you held, and the bots' too
    for event, shown, progress, title in seen:
        call = call_text(event.card.rank, event.position, "en")
        assert (shown, progress) == (call, event.position)
        assert title == (call if event.position < 4 or event == seen[-1][0] else "gone")
    model = panel.model
    assert [model.index(row).data() for row in range(model.rowCount())] == \
        [call_text(e.card.rank, e.position, "en") for e, *_ in seen]
    assert [(model.index(row).data(SeatRole), model.index(row).data(PositionRole))
            for row in range(model.rowCount())] == [(e.seat, e.position) for e, *_ in seen]


def test_french_calls_change_the_centre_and_the_log_from_then_on(
        qtbot: QtBot, instant: None, english: None, game_window) -> None:
    window = game_window("coventry", **YOU_LEAD)
    panel, presenter = _extras(window).panel, window.presenter
    lead = _your_card(qtbot, window)
    window.session.set_paused(True)
    panel.language.setCurrentIndex(panel.language.findData("fr"))
    assert (presenter.call_language, presenter.call_style) == ("fr", "rhymes")
    window.flow.click(lead.card)
    call = call_text(lead.card.rank, 1, "fr")
    assert _title(window) == call
    assert window.log.item(window.log.count() - 1).text() == \
        f"You play {lead.card}. «\u00a0{call}\u00a0»"
    assert panel.current_call() == call
    # Snip, Snap, Snorem (Foster's, seed 002): the centre follows at once.
    panel.style_box.setCurrentIndex(panel.style_box.findData("snip-snap"))
    assert presenter.call_style == "snip-snap"
    assert _title(window) == call_text(lead.card.rank, 1, "fr", "snip-snap")
    assert panel.model.index(0).data() == call_text(lead.card.rank, 1, "fr", "snip-snap")
    lines = window.log.count()
    window.session.set_paused(False)
    qtbot.waitUntil(lambda: any("plays" in window.log.item(i).text()
                                for i in range(lines, window.log.count())), timeout=20_000)
    window.session.set_paused(True)
    state = window.session.state
    plays = [p for q in (*state.completed, state.quartet) for p in q]
    later = [window.log.item(i).text() for i in range(lines, window.log.count())]
    for line in (t for t in later if " plays " in t):
        play = next(p for p in plays if line.startswith(f"{window.names()[p.seat]} plays "
                                                         f"{p.card}."))
        position = next(n for q in (*state.completed, state.quartet)
                        for n, p in enumerate(q, 1) if p == play)
        call = call_text(play.card.rank, position, "fr", "snip-snap")
        assert line.endswith(f"«\u00a0{call}\u00a0»")


def test_the_practice_dialogs_open_from_the_game_and_help_menus(
        qtbot: QtBot, instant: None, english: None, tmp_path, game_window) -> None:
    window = game_window("coventry", **YOU_LEAD, data=tmp_path)
    extras = _extras(window)
    assert extras.drill_action in window.game_menu.actions()
    assert extras.drill_action in window.help_menu.actions()  # learners look there
    assert extras.progress_action in window.game_menu.actions()
    assert extras.drill_action.text() == "Practise the &Calls…"
    assert extras.progress_action.text() == "Practice Pro&gress…"
    extras.panel.language.setCurrentIndex(extras.panel.language.findData("fr"))
    extras.drill_action.trigger()
    drill = window.findChild(DrillDialog)
    assert drill is not None and drill.isVisible()
    assert drill.language == "fr" and drill.quiz.is_waiting()
    drill.close()
    extras.progress_action.trigger()
    progress = window.findChild(PracticeDialog)
    assert progress is not None and progress.isVisible()
    assert progress.language == "fr"
    progress.close()


def test_the_menus_and_the_tab_follow_the_interface_language(
        qtbot: QtBot, instant: None, english: None, qapp, game_window) -> None:
    from coventry_desktop.i18n import install_language

    window = game_window("coventry", **YOU_LEAD)
    tabs, extras = window.panel.tabs, _extras(window)
    try:
        install_language(qapp, "fr")
        qtbot.waitUntil(lambda: tabs.tabText(0) == "Formules")
        assert tabs.tabText(1) == "La donne"  # the log's tab keeps its own name
        assert extras.drill_action.text() == "S’entraîner aux &formules…"
        assert extras.progress_action.text() == "Pro&grès de l’entraînement…"
    finally:
        install_language(qapp, "en")
    qtbot.waitUntil(lambda: tabs.tabText(0) == "Calls")
    assert tabs.tabText(1) == "This deal"


def test_the_calls_chosen_are_remembered_in_the_settings(
        qtbot: QtBot, instant: None, english: None, tmp_path, game_window) -> None:
    settings = Settings(tmp_path / "settings.ini")
    parent = QMainWindow()
    qtbot.addWidget(parent)
    parent.settings = settings  # type: ignore[attr-defined]  # the shell's, handed down
    window = game_window("coventry", **YOU_LEAD, parent=parent)
    panel = _extras(window).panel
    assert panel.model.language == "en"  # none chosen yet: the interface language
    panel.show_calls("ru", "rhymes")  # a game's own choice is not a person's
    assert settings.calls_language == ""
    _choose(panel.language, "fr")
    _choose(panel.style_box, "snip-snap")
    assert (settings.calls_language, settings.calls_style) == ("fr", "snip-snap")
    again = game_window("coventry", **YOU_LEAD)
    _extras(again).use_settings(Settings(tmp_path / "settings.ini"))
    assert (again.presenter.call_language, again.presenter.call_style) == ("fr", "snip-snap")
    assert _extras(again).panel.language.currentData() == "fr"
    lead = _your_card(qtbot, again)
    again.flow.click(lead.card)
    assert _title(again) == call_text(lead.card.rank, 1, "fr", "snip-snap")


def test_the_panels_speech_button_is_the_windows_speaker(
        qtbot: QtBot, instant: None, english: None, game_window) -> None:
    fake = FakeSpeaker()
    speaker = DeferredSpeaker(lambda: fake)
    window = game_window("coventry", **YOU_LEAD, speaker=speaker)
    panel = _extras(window).panel
    assert speaker.real is None and not panel.speak_button.isChecked()  # no engine yet
    panel.speak_button.click()
    assert speaker.is_enabled() and speaker.real is fake
    speaker.set_enabled(False)  # e.g. View → Speak Aloud
    assert not panel.speak_button.isChecked()
    speaker.set_enabled(True)
    assert panel.speak_button.isChecked()
    lead = _your_card(qtbot, window)
    window.session.set_paused(True)
    window.flow.click(lead.card)
    assert fake.said == [(call_text(lead.card.rank, 1, "en"), "en")]  # once, not twice


def test_no_voice_for_the_calls_language_is_noted_and_speech_off_says_nothing(
        qtbot: QtBot, instant: None, english: None, game_window) -> None:
    speaker = FakeSpeaker(voiceless=("ru",))
    window = game_window("coventry", **YOU_LEAD, speaker=speaker)
    panel = _extras(window).panel
    panel.language.setCurrentIndex(panel.language.findData("ru"))
    assert panel.voice_note() == "No Russian voice on this system."
    panel.speak_button.click()
    assert not speaker.is_enabled()
    assert panel.voice_note() == ""  # speech off: nothing to apologise for
    lead = _your_card(qtbot, window)
    window.session.set_paused(True)
    window.flow.click(lead.card)
    assert speaker.said == []
    speaker.set_enabled(True)
    assert panel.speak_button.isChecked()


class _LoadingSpeaker(FakeSpeaker):
    """Like a QtSpeaker whose helper finds no engine a moment after speech is switched on."""

    def __init__(self) -> None:
        super().__init__()
        self.loading = True

    def note(self, language: str) -> str:
        return "" if self.loading else "No speech engine on this system."

    def fail(self) -> None:
        self.loading = False
        self.notesChanged.emit()


def test_switching_speech_on_mid_deal_shows_a_missing_engine_at_once(
        qtbot: QtBot, instant: None, english: None, game_window) -> None:
    made: list[_LoadingSpeaker] = []
    window = game_window("coventry", **YOU_LEAD, speaker=DeferredSpeaker(
        lambda: made.append(_LoadingSpeaker()) or made[-1]))
    panel = _extras(window).panel
    lead = _your_card(qtbot, window)
    window.flow.click(lead.card)
    panel.speak_button.click()
    made[0].fail()
    assert panel.voice_note() == "No speech engine on this system."  # F28


def test_a_resumed_deal_shows_its_calls_so_far(qtbot: QtBot, instant: None,
                                               english: None, tmp_path, game_window) -> None:
    first = game_window("coventry", **YOU_LEAD)
    while len(first.session.history[-1]) < 6:
        first.flow.click(_your_card(qtbot, first).card)
    first.session.set_paused(True)
    record = first.session.record()
    state = first.session.state
    rows = [call_text(p.card.rank, n, "en") for q in (*state.completed, state.quartet)
            for n, p in enumerate(q, 1)]
    again = game_window("coventry", **YOU_LEAD, record=record)
    again.session.set_paused(True)
    panel = _extras(again).panel
    assert again.session.state == state
    assert [panel.model.index(r).data() for r in range(panel.model.rowCount())] == rows
    assert panel.current_call() == rows[-1]  # the header shows the last call (#12 item 14)
    assert panel.progress() == len(state.quartet)
    # F30: a resumed game can still practise: the person's next card is asked for.
    _extras(again).set_practice(True)
    again.session.set_paused(False)
    card = _your_card(qtbot, again)
    again.flow.click(card.card)
    pending = _extras(again).practice.pending()
    assert pending is not None and pending.rank is card.card.rank


def test_the_calls_panel_is_made_after_the_first_paint_unasked(
        qtbot: QtBot, instant: None, english: None, game_window) -> None:
    # #25: the tab is there from the start, its panel fills it once the table is painted.
    window = game_window("coventry", **YOU_LEAD, show=False)
    extras = _extras(window)
    assert window.panel.tabs.widget(0) is extras.tab and extras.tab.widget() is None
    window.resize(1180, 760)
    window.show()
    qtbot.waitUntil(lambda: extras.tab.widget() is not None)
    assert extras.tab.widget() is extras.panel
    lead = _your_card(qtbot, window)
    window.flow.click(lead.card)
    assert extras.panel.model.index(0).data() == call_text(lead.card.rank, 1, "en")


def test_a_resumed_deal_asked_of_a_panel_not_yet_made_shows_its_calls_so_far(
        qtbot: QtBot, instant: None, english: None, game_window) -> None:
    first = game_window("coventry", **YOU_LEAD)
    while len(first.session.history[-1]) < 3:
        first.flow.click(_your_card(qtbot, first).card)
    first.session.set_paused(True)
    state = first.session.state
    again = game_window("coventry", **YOU_LEAD, record=first.session.record(), show=False)
    again.session.set_paused(True)
    extras = _extras(again)
    assert extras.tab.widget() is None  # never painted: made at this first use
    panel = extras.panel
    assert extras.tab.widget() is panel
    assert [panel.model.index(r).data() for r in range(panel.model.rowCount())] == [
        call_text(p.card.rank, n, "en") for q in (*state.completed, state.quartet)
        for n, p in enumerate(q, 1)]
    assert panel.progress() == len(state.quartet)


def test_the_calls_model_passes_the_model_tester(qtbot: QtBot, qtmodeltester, instant: None,
                                                 english: None, game_window) -> None:
    window = game_window("coventry", **YOU_LEAD)
    model = _extras(window).panel.model
    qtmodeltester.check(model, force_py=True)  # and it keeps checking every change below
    for _ in range(3):
        window.flow.click(_your_card(qtbot, window).card)
    window.session.set_paused(True)
    assert model.rowCount() >= 3
    model.set_language("ru", "snip-snap")
    window.session.new_series()  # rows go in one bracketed reset
    assert model.rowCount() == 0


def test_in_the_app_the_panels_speech_is_remembered_and_practice_saved_in_its_data(
        qtbot: QtBot, instant: None, english: None, tmp_path, monkeypatch) -> None:
    from coventry_desktop.widgets.app_shell import AppShell

    for variable in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"):
        monkeypatch.setenv(variable, str(tmp_path / variable))
    (tmp_path / "data").mkdir()
    shell = AppShell(Settings(tmp_path / "settings.ini"), tmp_path / "data")
    fake = FakeSpeaker()
    shell.speaker._factory = lambda: fake  # no real engine in tests
    window = shell.start_up("coventry")
    try:
        qtbot.waitExposed(window)
        extras = _extras(window)
        assert window.panel.tabs.widget(0) is extras.tab
        extras.panel.speak_button.click()
        assert Settings(tmp_path / "settings.ini").speech is True
        assert extras.practice.store is not None
        assert extras.practice.store.path == tmp_path / "data" / "practice.json"
    finally:
        window.ask_before_leaving = False
        window.session.shutdown()
        window.close()
