"""After a settled Coventry deal in a French 784×512 window (an 800×560 screen) the side
panel cuts nothing: the settlement above the tabs left them 156 pixels, their titles down
the side were cut to "Fo…" and "La…", and the Calls tab under two scroll bars was 20
pixels narrower than its panel, the speech button cut at its right side."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from coventry_desktop.i18n import install_language
from coventry_desktop.speech import FakeSpeaker
from tests.app.test_panel_fit import _tab_titles_fit
from tests.games.coventry.practice.coventry_window import YOU_LEAD, extras, play, wait_for_card


@pytest.mark.parametrize("practice", [False, True])
def test_a_settled_deal_in_french_cuts_nothing_of_the_side_panel_at_800_by_560(
        qtbot, instant, qapp, game_window, tmp_path, practice: bool) -> None:
    install_language(qapp, "fr")
    try:
        window = game_window("coventry", **YOU_LEAD, size=(784, 512), data=tmp_path,
                             speaker=FakeSpeaker())
        calls = extras(window)
        calls.set_practice(practice)
        session = window.session
        quiz = calls.panel.practice_box.quiz
        while True:
            qtbot.waitUntil(lambda: session.deal_over() or (
                session.to_act() == 0 and bool(window.playable())), timeout=20_000)
            if session.deal_over():
                break
            if quiz.is_waiting():
                quiz.answer_with(0)
            play(window, wait_for_card(qtbot, window))
        side = window.panel
        qtbot.waitUntil(side.settlement.isVisible)
        QApplication.sendPostedEvents()  # the layouts' last pass
        tabs = side.tabs
        assert [tabs.tabText(i) for i in range(tabs.count())] == ["Formules", "La donne",
                                                                  "Carrés"]
        assert _tab_titles_fit(tabs) == []
        room = calls.tab.viewport().width()
        panel = calls.panel
        assert panel.width() <= room
        for widget in (panel.speak_button, panel.language, panel.style_box,
                       panel.practice_switch):
            assert widget is not None and widget.isVisible()
            assert widget.geometry().left() >= 0 and widget.geometry().right() < room, widget
        switch = panel.practice_switch
        assert switch.text() == "Tester mes &formules"
        assert switch.heightForWidth(switch.width()) <= switch.height()
    finally:
        install_language(qapp, "en")
