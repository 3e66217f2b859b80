"""A lesson window through a change of language and through its end while its hint thinks.

The log of a positioned lesson was told again from a fresh deal of the record's seed, not
from the lesson's position: Language → Русский raised ``IllegalAction`` ("seat 3 plays
5♦: it is not this seat's turn") and the lesson panel kept its old words. A whole deal's
hint answered through an object deleted with its window ("Signal source has been
deleted") when the window was closed or replaced while the Hard bot thought.
"""

from __future__ import annotations

import re
import threading

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QThreadPool

from coventry_desktop.games import GAMES
from coventry_desktop.i18n import install_language
from coventry_desktop.models.lesson_flow import lesson_text
from coventry_desktop.widgets.learn_to_play import LearnToPlay
from coventry_desktop.widgets.lesson_panel import LessonPanel

CYRILLIC = re.compile("[а-яА-ЯёЁ]")


def _log(window) -> list[str]:  # type: ignore[no-untyped-def]
    log = window.panel.log
    return [log.item(row).text() for row in range(log.count())]


def _quiet(qtbot, window):  # type: ignore[no-untyped-def]
    """The lesson's run once it waits for the learner (or is done): no scripted seat to
    play and no forced continuation of the learner's own (Comet's run) still to come."""
    session, flow = window.session, window.flow
    qtbot.waitUntil(lambda: (session.run.learners_turn or session.run.done)
                    and not flow._forced.isActive())
    return session.run


def _panel_words(panel: LessonPanel) -> list[str]:
    return [panel.title.text(), panel.text.text(), panel.hint.text(), panel.again.text(),
            panel.next.text(), panel.course.item(0).text()]


@pytest.mark.parametrize("info", GAMES, ids=lambda info: info.id)
def test_every_positioned_lesson_changes_language_after_a_move(
        qtbot, qapp, instant, tmp_path, info, game_window) -> None:
    learn = LearnToPlay(game_window(info.id, size=(1100, 720)), data=tmp_path, offer=False)
    positioned = [(index, lesson) for index, lesson in enumerate(info.lessons().lessons)
                  if lesson.position is not None]
    assert positioned
    try:
        for index, lesson in positioned:
            window = learn.open(index)
            session = window.session
            step = _quiet(qtbot, window).step
            if step is not None:  # the learner's move, so the log has the script and it
                assert session.request(step.action)
            _quiet(qtbot, window)
            english = _log(window)
            assert english, lesson.id
            panel = window.findChild(LessonPanel, "lessonPanel")
            words = _panel_words(panel)
            assert words[0] == lesson.title
            for language in ("ru", "fr"):
                install_language(qapp, language)  # as Language → … does
                QCoreApplication.processEvents()  # LanguageChange is posted
                told = _log(window)
                assert len(told) == len(english), (lesson.id, language, told)
                if language == "ru":
                    assert all(CYRILLIC.search(line) for line in told), (lesson.id, told)
                else:
                    assert told != english and not any(CYRILLIC.search(line)
                                                       for line in told), (lesson.id, told)
                shown = _panel_words(panel)
                assert shown[0] == lesson_text(lesson.title) != lesson.title
                assert all(now != before for now, before in zip(shown, words, strict=True)), \
                    (lesson.id, language, shown)
                if language == "ru":
                    assert panel.again.text() == "&Начать заново" or \
                        CYRILLIC.search(panel.again.text())
            install_language(qapp, "en")
            QCoreApplication.processEvents()
            assert _log(window) == english  # the same sentences, told from the position
            assert _panel_words(panel) == words
            session.shutdown()
    finally:
        install_language(qapp, "en")


class _Waiting:
    """A hint's bot that thinks until the test lets it: then it answers the first legal
    action of its view's rules."""

    def __init__(self, started: threading.Event, go: threading.Event, answer) -> None:  # type: ignore[no-untyped-def]
        self.started, self.go, self.answer = started, go, answer

    def choose(self, view, rng):  # type: ignore[no-untyped-def]
        self.started.set()
        assert self.go.wait(60)  # the test sets it (a guard only, never reached)
        return self.answer


@pytest.mark.parametrize("end", ["close", "start again"])
@pytest.mark.parametrize("info", GAMES, ids=lambda info: info.id)
def test_ending_a_whole_deal_while_its_hint_thinks_drops_the_answer(
        qtbot, instant, tmp_path, monkeypatch, info, end, game_window) -> None:
    learn = LearnToPlay(game_window(info.id, size=(1100, 720)), data=tmp_path, offer=False)
    index = next(i for i, lesson in enumerate(info.lessons().lessons)
                 if lesson.whole_deal is not None)
    window = learn.open(index)
    session = window.session
    qtbot.waitUntil(lambda: bool(window.flow.actions()))
    qtbot.waitUntil(lambda: window.hint.last is not None)  # the first hint, the real bot's
    pool = QThreadPool.globalInstance()
    qtbot.waitUntil(lambda: pool.activeThreadCount() == 0)
    started, go = threading.Event(), threading.Event()
    legal = session.legal_actions()[0]
    monkeypatch.setitem(info.bots, "hard",
                        lambda: _Waiting(started, go, legal))
    hint = window.hint
    assert hint.ask()
    qtbot.waitUntil(started.is_set)  # the hint is thinking
    assert window.status.text() == "Thinking about a hint…"
    if end == "close":
        session.shutdown()
        window.close()  # WA_DeleteOnClose: the window and its hint go
    else:  # Start Again (as Next Lesson) replaces the window, which closes
        window.findChild(LessonPanel, "lessonPanel").again.click()
        assert learn.lesson_window is not window
    qtbot.waitUntil(lambda: not shiboken6.isValid(hint))
    go.set()
    pool.waitForDone()
    QCoreApplication.processEvents()  # a late answer would be delivered now
    assert not shiboken6.isValid(window)
