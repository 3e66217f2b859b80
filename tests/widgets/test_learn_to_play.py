"""Help → Learn to Play on the real table: the menu entry, the one-line offer, a lesson
played by clicks and keys, a wrong card refused with the rule's reason and a hint that
points at the right card, the check and the completion mark."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QPoint, QSize, Qt

from coventry_desktop.engine.cards import Card, as_card
from coventry_desktop.games import GAMES
from coventry_desktop.widgets.game_window import GameWindow
from coventry_desktop.widgets.learn_to_play import LearnToPlay
from coventry_desktop.widgets.lesson_panel import LessonPanel


def _click(qtbot, window: GameWindow, card: Card) -> None:
    item = window.table.card_items()[card]
    point = window.table.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point))


@pytest.mark.parametrize("info", GAMES, ids=lambda info: info.id)
def test_help_has_learn_to_play_and_a_fresh_start_offers_it_on_one_line(
        qtbot, instant, tmp_path, info, game_window) -> None:
    window = game_window(info.id, size=(1100, 720))
    learn = LearnToPlay(window, data=tmp_path)
    texts = [a.text() for a in window.help_menu.actions()]
    assert texts[:2] == ["&Rules", "&Learn to Play"]
    bar = learn.offer_bar
    assert bar is not None and bar.isVisible()
    assert window.menuBar().cornerWidget(Qt.Corner.TopRightCorner) is bar  # no extra line
    name = {"coventry": "Earl of Coventry", "comet": "Comet", "hearts": "Hearts"}[info.id]
    assert learn.offer_label.text() == f"New to {name}? Learn it in five minutes."
    qtbot.mouseClick(learn.offer_close, Qt.MouseButton.LeftButton)
    assert learn.offer_bar is None
    assert LearnToPlay(game_window(info.id, size=(1100, 720)), data=tmp_path).offer_bar is None


def test_a_coventry_lesson_on_the_real_table(qtbot, instant, tmp_path, game_window) -> None:
    window = game_window("coventry", size=(1100, 720))
    learn = LearnToPlay(window, data=tmp_path)
    qtbot.mouseClick(learn.offer_start, Qt.MouseButton.LeftButton)
    lesson = learn.lesson_window
    assert lesson is not None and lesson.isVisible() and learn.offer_bar is None
    panel = lesson.findChild(LessonPanel, "lessonPanel")
    assert panel.title.text() == "Match the rank, or pass"
    session = lesson.session
    qtbot.waitUntil(lambda: session.to_act() == 0)
    _click(qtbot, lesson, as_card("9♣"))  # not the rank in play
    refusal = "Play a card of the rank in play, or pass if you have none."
    assert lesson.status.text() == refusal
    assert panel.hint.text() == (f"{refusal} "
                                 "A Five is in play and you hold 5♥: play it.")
    assert lesson.flow.current == as_card("5♥")  # the hint points at the right card
    qtbot.keyClick(lesson.table, Qt.Key.Key_Return)  # Enter plays the chosen card
    qtbot.waitUntil(lambda: session.to_act() == 0 and len(session.history[-1]) == 6)
    qtbot.mouseClick(lesson.pass_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: session.to_act() == 0 and len(session.history[-1]) == 9)
    qtbot.keyClick(lesson.table, Qt.Key.Key_P)
    qtbot.waitUntil(lambda: panel.question.isVisible())
    assert panel.question.text() == "B has just played the fourth King. Who leads now?"
    assert lesson.status.text() == (  # not "Your lead: play any card", which nobody plays
        "The lesson is over: answer its question, then choose Next Lesson.")
    qtbot.mouseClick(panel.choices[1], Qt.MouseButton.LeftButton)
    assert panel.result.text().startswith("Not quite.")
    qtbot.mouseClick(panel.choices[0], Qt.MouseButton.LeftButton)
    assert panel.result.text().startswith("✓ Right: the lesson is complete.")
    assert panel.course.item(0).text() == "✓ 1. Match the rank, or pass"
    qtbot.mouseClick(panel.next, Qt.MouseButton.LeftButton)
    second = learn.lesson_window
    assert second is not lesson
    assert second.findChild(LessonPanel, "lessonPanel").title.text() == \
        "Several cards of one rank"


def test_a_damaged_progress_file_is_said_kept_aside_and_the_course_starts_afresh(
        qtbot, instant, tmp_path, monkeypatch, game_window) -> None:
    (tmp_path / "lessons.json").write_bytes(b'{"version": 1, "done": {"coventry": [')
    window = game_window("coventry", size=(1100, 720))
    learn = LearnToPlay(window, data=tmp_path)
    # In the window's bar, not a box over the table; once, however often it is read.
    said = [window.messages.lines()["file:lessons"]]
    learn._new_flow()
    assert list(window.messages.lines().values()).count(said[0]) == 1
    assert said[0].startswith("Your lesson progress could not be read. ")
    kept = [p.name for p in tmp_path.iterdir() if p.name.endswith(".bak")]
    assert len(kept) == 1 and kept[0] in said[0]
    assert learn.offer_bar is not None  # nothing done: the course is offered again


def test_the_hint_is_said_and_the_check_takes_the_keyboard(qtbot, instant, tmp_path,
        game_window) -> None:
    learn = LearnToPlay(game_window("hearts", size=(1100, 720)), data=tmp_path)
    lesson = learn.open(0)  # Follow the suit led
    lesson.activateWindow()
    qtbot.waitActive(lesson)
    panel = lesson.findChild(LessonPanel, "lessonPanel")
    session = lesson.session
    qtbot.waitUntil(lambda: session.to_act() == 0)
    assert panel.hint.accessibleName() == "Hint"
    assert panel.hint.accessibleDescription() == (
        "Your move: Follow diamonds with 3♦: too low to win the trick.")
    assert lesson.flow.current == as_card("3♦")  # the lesson's card is the chosen one
    _click(qtbot, lesson, as_card("A♥"))
    assert panel.hint.accessibleDescription() == (
        "You must follow the suit led. Follow diamonds with 3♦: too low to win the trick.")
    qtbot.keyClick(lesson.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: panel.question.isVisible())
    assert panel.choices[0].hasFocus()
    qtbot.keyClick(panel.choices[0], Qt.Key.Key_Space)
    assert panel.result.accessibleDescription().startswith("✓ Right")
    assert panel.course.item(0).data(Qt.ItemDataRole.AccessibleTextRole) == \
        "1. Follow the suit led, complete"


@pytest.mark.parametrize("language", ["en", "ru", "fr"])
@pytest.mark.parametrize("info", GAMES, ids=lambda info: info.id)
def test_on_an_800_by_560_screen_the_lesson_window_opens_whole_inside_it(
        qtbot, qapp, instant, tmp_path, monkeypatch, info, language, game_window) -> None:
    """The table, its side panel and the lesson do not fit side by side in 784 pixels
    (they made the window 1090 wide): the lesson is tabbed with the side panel, and the
    window with its frame lies inside the screen."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen

    from coventry_desktop.i18n import install_language
    from coventry_desktop.widgets.game_window_parts import FRAME_ROOM

    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(0, 0, 800, 560))
    try:
        install_language(qapp, language)
        window = game_window(info.id, bots=max(info.seats) - 1, size=(784, 512))
        lesson = LearnToPlay(window, data=tmp_path).open()
        qtbot.waitExposed(lesson)
        least = lesson.minimumSizeHint()
        assert least.width() + FRAME_ROOM.width() <= 800, least
        assert least.height() + FRAME_ROOM.height() <= 560, least
        assert lesson.size() == QSize(784, 512)
        corner = lesson.frameGeometry().topLeft() if lesson.frameGeometry().size() != \
            lesson.size() else lesson.pos()
        assert QRect(0, 0, 800, 560).contains(QRect(corner, lesson.size() + FRAME_ROOM))
        panel = lesson.findChild(LessonPanel, "lessonPanel")
        assert panel.isVisible() and not panel.visibleRegion().isEmpty()  # the lesson first
        shown = QRect(panel.mapTo(lesson, QPoint(0, 0)), panel.size())
        assert lesson.rect().contains(shown), shown
        # Its lines wrap inside the panel: nothing is cut at its right edge.
        view = panel.widget().viewport()
        qtbot.waitUntil(lambda: panel.body.width() == view.width())
        assert panel.shared is not None and panel.shared.widget() is lesson.panel
    finally:
        install_language(qapp, "en")


@pytest.mark.parametrize("language", ["en", "ru", "fr"])
@pytest.mark.parametrize("info", GAMES, ids=lambda info: info.id)
def test_at_800_by_560_every_title_wraps_inside_the_panel_with_its_check_shown(
        qtbot, qapp, instant, tmp_path, monkeypatch, info, language, game_window) -> None:
    """The widest answer of a lesson's check (a button, whose text did not wrap) widened
    the lesson past its 186-pixel panel: in French "Fournissez à la couleur demandée"
    wrapped at 213 pixels and ran into the panel's right edge. Every lesson is shown with
    its check (as when its moves are made): nothing is wider than the panel, and each
    title's lines keep the panel's margin."""
    from PySide6.QtCore import QRect, QThreadPool
    from PySide6.QtGui import QScreen

    from coventry_desktop.i18n import install_language
    from coventry_desktop.models.lesson_flow import LessonFlow, lesson_text

    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(0, 0, 800, 560))
    monkeypatch.setattr(LessonFlow, "ready_for_check", lambda _flow: True)
    try:
        install_language(qapp, language)
        learn = LearnToPlay(game_window(info.id, size=(784, 512)), data=tmp_path)
        for index, lesson in enumerate(info.lessons().lessons):
            window = learn.open(index)
            qtbot.waitExposed(window)
            panel = window.findChild(LessonPanel, "lessonPanel")
            assert panel.title.text() == lesson_text(lesson.title)
            assert all(button.isVisibleTo(panel) for button in panel.choices)
            view = panel.widget().viewport()
            margin = panel.body.layout().contentsMargins().right()
            qtbot.waitUntil(lambda: panel.body.width() >= view.width())  # noqa: B023
            assert panel.body.minimumSizeHint().width() <= view.width(), lesson.id
            qtbot.waitUntil(lambda: panel.body.width() == view.width())  # noqa: B023
            title = panel.title
            lines = title.fontMetrics().boundingRect(
                title.contentsRect(), Qt.TextFlag.TextWordWrap, title.text())
            right = title.mapTo(panel.body, lines.topRight()).x()
            assert right <= view.width() - margin, (lesson.id, title.text(), right)
            assert [b.accessibleName() for b in panel.choices] == \
                [lesson_text(choice) for choice in lesson.question.choices]
            # Its bots and a whole deal's hint (on the global pool) done before the next
            # lesson replaces the window: a hint answering a deleted window is an error.
            if lesson.whole_deal is not None:  # its hint comes at the learner's first turn
                qtbot.waitUntil(lambda: window.hint.last is not None)  # noqa: B023
            window.session.shutdown()
            qtbot.waitUntil(lambda: QThreadPool.globalInstance().activeThreadCount() == 0)
        learn.lesson_window.close()
    finally:
        install_language(qapp, "en")


def test_a_wrapped_course_row_hangs_under_its_title_not_its_number(
        qtbot, qapp, instant, tmp_path, game_window) -> None:
    """French at 800×560: "6. Une donne entière contre des robots / faciles" put
    "faciles" under the number; each later line starts where the title does."""
    from PySide6.QtGui import QFontMetricsF

    from coventry_desktop.widgets.wrapped_lines import WrappedLines

    learn = LearnToPlay(game_window("hearts", size=(784, 512)), data=tmp_path)
    window = learn.open(0)
    qtbot.waitExposed(window)
    course = window.findChild(LessonPanel, "lessonPanel").course
    delegate = course.itemDelegate()
    assert isinstance(delegate, WrappedLines)
    row = course.item(course.count() - 1).text()
    lead = row[:row.index(". ") + 2]
    assert lead.strip()[0].isdigit() or lead.strip()[1].isdigit()
    font = course.font()
    width = QFontMetricsF(font).horizontalAdvance(row) * 0.6  # two lines, at least
    layout, _height = delegate.lines(row, font, width)
    assert layout.lineCount() >= 2
    indent = QFontMetricsF(font).horizontalAdvance(lead)
    assert layout.lineAt(0).position().x() == 0
    assert [layout.lineAt(i).position().x() for i in range(1, layout.lineCount())] == \
        [indent] * (layout.lineCount() - 1)
    window.session.shutdown()
    window.close()


def test_after_hearts_first_lesson_the_bar_says_it_is_over_and_no_plate_glows(
        qtbot, qapp, instant, tmp_path, game_window) -> None:
    """The tester's 28.png: after the lesson's moves the bar still said "B to play" with
    B's plate lit, and B never played."""
    learn = LearnToPlay(game_window("hearts", size=(1100, 720)), data=tmp_path)
    window = learn.open(0)
    qtbot.waitExposed(window)
    session = window.session
    while True:
        qtbot.waitUntil(lambda: session.done or (
            session.run.learners_turn and session.to_act() == session.lesson.learner))
        if session.done:
            break
        assert session.request(session.run.step.action)
    qtbot.waitUntil(lambda: window.status.text() == (
        "The lesson is over: answer its question, then choose Next Lesson."))
    assert [plate.turn for plate in window.table.plates()] == [False] * len(session.seats)
    assert not any(line.to_act for line in window.flow.picture().seats)
    window.session.shutdown()
    window.close()


@pytest.mark.parametrize("language", ["en", "ru", "fr"])
@pytest.mark.parametrize("info", GAMES, ids=lambda info: info.id)
def test_at_800_by_560_what_the_learner_reads_or_answers_now_is_in_view(
        qtbot, qapp, instant, tmp_path, monkeypatch, info, language, game_window) -> None:
    """The tester's l3.png and hl5.png: at 800×560 "Your move: …" was cut at the panel's
    foot, and after the last move "Now answer the question below" stood over a question
    and answers out of view until one scrolled. In every positioned lesson: the hint is
    whole in view at each of the learner's moves and after a refused card, the hint, the
    question and every answer once the moves are made, the result and Next Lesson once
    answered."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen

    from coventry_desktop.i18n import install_language

    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(0, 0, 800, 560))
    try:
        install_language(qapp, language)
        learn = LearnToPlay(game_window(info.id, size=(784, 512)), data=tmp_path)
        for index, lesson in enumerate(info.lessons().lessons):
            if lesson.whole_deal is not None:
                continue
            window = learn.open(index)
            qtbot.waitExposed(window)
            panel = window.findChild(LessonPanel, "lessonPanel")
            session = window.session
            while True:
                qtbot.waitUntil(lambda: session.done or (  # noqa: B023
                    session.run.learners_turn  # noqa: B023
                    and session.to_act() == lesson.learner))  # noqa: B023
                if session.done:
                    break
                move = panel.tr("Your move: %1").split("%1")[0]
                qtbot.waitUntil(lambda: panel.hint.text().startswith(move)  # noqa: B023
                                and panel.in_view(panel.hint))  # noqa: B023
                wrong = session.run.step.wrong
                if wrong:  # a mistake's words replace the hint: they are seen too
                    session.request(wrong[0].action)
                    assert panel.in_view(panel.hint), (lesson.id, panel.hint.text())
                assert session.request(session.run.step.action)
            qtbot.waitUntil(lambda: panel.question.isVisible())  # noqa: B023
            for widget in (panel.hint, panel.question, *panel.choices):
                assert panel.in_view(widget), (lesson.id, widget.text())
            panel.choices[lesson.question.answer].click()
            assert panel.result.text().startswith("✓")
            for widget in (panel.result, panel.next):
                assert panel.in_view(widget), (lesson.id, widget.text())
            window.session.shutdown()
        learn.lesson_window.close()
    finally:
        install_language(qapp, "en")


BAR = {  # what the bar says in Hearts' first lesson: a refused card, an allowed card not
    # the lesson's, the moves made, the question answered right
    "en": ("You must follow the suit led.",
           "The rules allow that, but this lesson asks for another move.",
           "The lesson is over: answer its question, then choose Next Lesson.",
           "The lesson is complete: choose Next Lesson."),
    "ru": ("Нужно ходить в масть захода.",
           "Правила это разрешают, но урок просит другой ход.",
           "Урок окончен: ответьте на его вопрос, затем выберите «Следующий урок».",
           "Урок пройден: выберите «Следующий урок»."),
    "fr": ("Vous devez fournir à la couleur demandée.",
           "Les règles le permettent, mais cette leçon demande un autre coup.",
           "La leçon est finie\u00a0: répondez à sa question, puis choisissez «\u00a0Leçon "
           "suivante\u00a0».",
           "La leçon est terminée\u00a0: choisissez «\u00a0Leçon suivante\u00a0»."),
}


@pytest.mark.parametrize("language", ["en", "ru", "fr"])
def test_the_bar_says_what_the_panel_says(qtbot, qapp, instant, tmp_path, language,
                                          game_window) -> None:
    """The tester's hl4.png and l8.png: after A♥ (refused) then K♦ (allowed, not the
    lesson's 3♦) the bar still said «Нужно ходить в масть захода» under a panel saying
    the rules allow it; after the right answer it still said "answer its question"."""
    from coventry_desktop.i18n import install_language

    refused, off, over, complete = BAR[language]
    try:
        install_language(qapp, language)
        learn = LearnToPlay(game_window("hearts", size=(1100, 720)), data=tmp_path)
        lesson = learn.open(0)  # Follow the suit led
        qtbot.waitExposed(lesson)
        panel = lesson.findChild(LessonPanel, "lessonPanel")
        session = lesson.session
        qtbot.waitUntil(lambda: session.to_act() == 0)
        _click(qtbot, lesson, as_card("A♥"))
        assert lesson.status.text() == refused
        _click(qtbot, lesson, as_card("K♦"))
        assert lesson.status.text() == off
        assert panel.hint.text().startswith(off + " ")
        _click(qtbot, lesson, as_card("3♦"))
        qtbot.waitUntil(lambda: panel.question.isVisible())
        assert lesson.status.text() == over
        qtbot.mouseClick(panel.choices[1], Qt.MouseButton.LeftButton)  # wrong: asked still
        assert lesson.status.text() == over
        qtbot.mouseClick(panel.choices[0], Qt.MouseButton.LeftButton)
        assert lesson.status.text() == complete
        lesson.refresh()  # the window's own redraw says the same
        assert lesson.status.text() == complete
        session.shutdown()
    finally:
        install_language(qapp, "en")


TITLE = {"en": "Learn to Play: Earl of Coventry — Coventry Desktop",
         "ru": "Учимся играть: Граф Ковентри — Coventry Desktop",
         "fr": "Apprendre à jouer\u00a0: Comte de Coventry — Coventry Desktop"}


@pytest.mark.parametrize("language", ["en", "ru", "fr"])
def test_the_lesson_windows_title_puts_a_colon_before_the_game(
        qtbot, qapp, instant, tmp_path, language, game_window) -> None:
    """English said "Learn to Play Earl of Coventry" where French has «Apprendre à
    jouer : Comète»."""
    from coventry_desktop.i18n import install_language

    try:
        install_language(qapp, language)
        window = LearnToPlay(game_window("coventry", size=(1100, 720)), data=tmp_path).open(0)
        assert window.windowTitle() == TITLE[language]
        window.session.shutdown()
    finally:
        install_language(qapp, "en")


SOURCE = {  # (game, lesson index): the source line, in the Rules window's own words
    "en": {("coventry", 0): "Source: Rules of Earl of Coventry (F1), §03",
           ("comet", 2): "Source: Rules of Comet (F1), §03, §05",
           ("hearts", 0): "Source: Rules of Hearts (F1), “Play”",
           ("hearts", 6): "Source: Rules of Hearts (F1)"},
    "ru": {("coventry", 0): "Источник — Правила игры «Граф Ковентри» (F1), §03",
           ("comet", 2): "Источник — Правила: Комета (F1), §03, §05",
           ("hearts", 0): "Источник — Правила: Червы (F1), «Игра»",
           ("hearts", 6): "Источник — Правила: Червы (F1)"},
    "fr": {("coventry", 0): "Source — Règles du Comte de Coventry (F1), §03",
           ("comet", 2): "Source — Règles\u00a0: Comète (F1), §03, §05",
           ("hearts", 0): "Source — Règles\u00a0: Dame de pique (F1), «\u00a0Le jeu\u00a0»",
           ("hearts", 6): "Source — Règles\u00a0: Dame de pique (F1)"},
}


@pytest.mark.parametrize("language", ["en", "ru", "fr"])
def test_a_lesson_names_its_source_as_the_rules_window_does(
        qtbot, qapp, instant, tmp_path, language, game_window) -> None:
    """"Source: rule card 000 §03": the card's number is one no window shows. The lesson
    names the Rules window (F1) by its title, and the section as that window heads it."""
    from coventry_desktop.i18n import install_language
    from coventry_desktop.widgets.rules_dialog import rules_html

    try:
        install_language(qapp, language)
        for (game, index), said in SOURCE[language].items():
            info = GAMES[[i.id for i in GAMES].index(game)]
            window = LearnToPlay(game_window(game, size=(1100, 720)),
                                 data=tmp_path).open(index)
            panel = window.findChild(LessonPanel, "lessonPanel")
            assert panel.section.text() == said
            assert info.ui().rules_title() in said
            section = said.partition("(F1)")[2].strip(", ")
            html = rules_html(language, game).replace("&nbsp;", "\u00a0")
            for part in filter(None, section.split(", ")):  # findable: a heading of it
                if part.startswith("§"):  # "§03" heads "§03. …" (Comet) or "03. …"
                    assert re.search(rf"<h2>\s*§?{part[1:]}\.", html), part
                else:
                    title = re.escape(part.strip("“”«»\u00a0"))
                    assert re.search(rf"<h2>\s*{title}\s*</h2>", html), part
            window.session.shutdown()
            window.close()
    finally:
        install_language(qapp, "en")


def test_one_click_or_an_arrow_key_in_the_course_opens_that_lesson(
        qtbot, instant, tmp_path, game_window) -> None:
    # One click highlighted "5. The kitty goes with the first trick" and the panel still
    # showed lesson 1 until a double-click.
    learn = LearnToPlay(game_window("hearts", size=(1100, 720)), data=tmp_path)
    first = learn.open()
    panel = first.findChild(LessonPanel, "lessonPanel")
    assert panel.title.text() == "Follow the suit led"
    course = panel.course
    rect = course.visualItemRect(course.item(4))
    qtbot.mouseClick(course.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    fifth = learn.lesson_window
    assert fifth is not first and learn.flow.index == 4
    panel = fifth.findChild(LessonPanel, "lessonPanel")
    assert panel.title.text() == "The kitty goes with the first trick"
    assert panel.course.currentRow() == 4
    qtbot.waitUntil(panel.course.hasFocus)  # the list keeps the keys: the next arrow goes on
    qtbot.keyClick(panel.course, Qt.Key.Key_Down)
    sixth = learn.lesson_window
    assert sixth is not fifth and learn.flow.index == 5
    panel = sixth.findChild(LessonPanel, "lessonPanel")
    assert panel.title.text() == "Settling against the average"
    assert panel.course.currentRow() == 5
