"""The window of Comet and Hearts: real clicks play whole deals; nobody sees another hand."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from coventry_desktop.engine.cards import Card
from coventry_desktop.games import GAMES, get
from coventry_desktop.games.comet.actions import Reason
from coventry_desktop.models.presentation import Hand
from coventry_desktop.models.setup import Occupant, SeatSetup
from coventry_desktop.widgets.game_window import GameWindow


def _click_card(qtbot, window: GameWindow, card: Card) -> None:
    item = window.table.card_items()[card]
    point = window.table.mapFromScene(item.scenePos())
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point))


def _play_deal(qtbot, window: GameWindow) -> int:
    """Play the people's turns with real clicks until the deal ends; returns clicks made."""
    clicks = 0
    while not window.session.deal_over():
        qtbot.waitUntil(lambda: window.session.deal_over() or bool(window.flow.actions())
                        or window.stack.currentIndex() == 1, timeout=20_000)
        if window.stack.currentIndex() == 1:
            qtbot.mouseClick(window.curtain_button, Qt.MouseButton.LeftButton)
            continue
        actions = window.flow.actions()
        if not actions:
            continue
        action = actions[0]
        if not action.cards:
            qtbot.mouseClick(window.pass_button, Qt.MouseButton.LeftButton)
        else:
            for card in action.cards:
                _click_card(qtbot, window, card)
            if len(action.cards) > 1:
                assert window.confirm_button.isEnabled()
                qtbot.mouseClick(window.confirm_button, Qt.MouseButton.LeftButton)
        clicks += 1
    return clicks


@pytest.mark.parametrize("game", [info.id for info in GAMES])
def test_a_person_plays_a_whole_deal_with_the_mouse(qtbot, game_window, instant, game) -> None:
    window = game_window(game, 1, 3, active=True)
    assert _play_deal(qtbot, window) > 0
    assert window.session.deal_over()
    assert window.next_button.isEnabled() and window.next_button.text() == "&Play Again"
    log = [window.log.item(i).text() for i in range(window.log.count())]
    assert "The deal is over." in log
    window.close()


def test_the_give_needs_exactly_three_cards_before_confirm(qtbot, game_window, instant) -> None:
    window = game_window("hearts", 1, 3, active=True)
    qtbot.waitUntil(lambda: bool(window.flow.actions()), timeout=20_000)
    hand = [s.card for s in window.table.picture().spots if s.zone == Hand(0)]
    assert window.confirm_button.isVisible() and not window.confirm_button.isEnabled()
    for card in hand[:2]:
        _click_card(qtbot, window, card)
    assert not window.confirm_button.isEnabled()
    _click_card(qtbot, window, hand[2])
    assert window.confirm_button.isEnabled()
    _click_card(qtbot, window, hand[2])  # a second click takes a card back
    assert not window.confirm_button.isEnabled()
    _click_card(qtbot, window, hand[3])
    qtbot.mouseClick(window.confirm_button, Qt.MouseButton.LeftButton)
    assert window.session.state.given[0] != 0
    window.close()


def _hands(window) -> list[frozenset[Card]]:
    """Each seat's hand as the game's presenter lays it out for that seat itself."""
    state, names = window.session.state, window.flow.names()
    return [frozenset(spot.card for spot in window.presenter.picture(state, seat, names).spots
                      if spot.zone == Hand(seat) and spot.card is not None)
            for seat in range(len(window.session.seats))]


@pytest.mark.parametrize("info", GAMES, ids=lambda info: info.id)
def test_pass_and_play_never_paints_a_face_of_another_hand(qtbot, game_window, instant,
                                                            monkeypatch, info) -> None:
    import random

    from coventry_desktop.widgets.cards import CardRenderer

    window = game_window(info, 2, max(1, info.seats.start - 2), seed=13)
    session, flow = window.session, window.flow
    leaks: list[str] = []
    faces: list[Card] = []
    laid_for: list[object] = [None, []]  # the state, and its hands as laid out
    real_pixmap = CardRenderer.pixmap

    def watched_pixmap(self: CardRenderer, card: Card | None, *args: object) -> object:
        # Every face the table paints passes through here: none may be of a hand other
        # than that of the person at the screen, until the deal is over (every hand shown).
        if card is not None and not session.deal_over():
            faces.append(card)
            if laid_for[0] is not session.state:
                laid_for[:] = [session.state, _hands(window)]
            for seat, hand in enumerate(laid_for[1]):  # type: ignore[arg-type]
                if seat != flow.at_screen and card in hand:
                    leaks.append(f"{card} of seat {seat}, {flow.at_screen} at the screen")
        return real_pixmap(self, card, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(CardRenderer, "pixmap", watched_pixmap)
    session.stateChanged.connect(window.grab)  # after the window's own redraw
    rng, curtains = random.Random(3), 0
    while not session.deal_over():
        qtbot.waitUntil(lambda: session.deal_over() or bool(flow.actions())
                        or window.stack.currentIndex() == 1, timeout=20_000)
        if window.stack.currentIndex() == 1:
            assert flow.shown_to is None
            window.grab()  # the curtain, painted: the table behind it is not
            curtains += 1
            qtbot.waitUntil(window.curtain_button.isEnabled)
            qtbot.mouseClick(window.curtain_button, Qt.MouseButton.LeftButton)
            assert flow.shown_to == session.to_act()
            continue
        if session.deal_over():
            break
        action = rng.choice(flow.actions())
        if len(action.cards) > 1:
            flow.select(frozenset(action.cards))
            flow.confirm()
        elif action.cards:
            flow.click(action.cards[0])
        else:
            flow.pass_turn()
    assert curtains >= 2
    assert faces, "the test must have painted faces to prove anything"
    assert leaks == []


def test_a_card_that_cannot_be_played_is_not_played(qtbot, game_window, instant) -> None:
    window = game_window("comet", 1, 2, active=True, first_dealer=2)
    qtbot.waitUntil(lambda: bool(window.flow.actions()), timeout=20_000)
    playable = window.playable()
    hand = [s.card for s in window.table.picture().spots if s.zone == Hand(0)]
    before = window.session.state
    dimmed = [card for card in hand if card not in playable]
    for card in dimmed:
        _click_card(qtbot, window, card)
    assert window.session.state is before
    if dimmed:  # the rules say why, in a sentence
        assert window.status.text() in {window.presenter.refusal(reason) for reason in Reason}
    window.session.shutdown()


def test_leaving_a_game_in_progress_asks_first(qtbot, game_window, instant, monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    window = game_window("comet", 1, 2, active=True, first_dealer=2)
    window.ask_before_leaving = True
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    monkeypatch.setattr(QMessageBox, "question", lambda *args: answers.pop(0))
    assert not window.close()  # No: the game goes on
    assert window.isVisible() and len(answers) == 1
    assert window.close()      # Yes: it closes
    assert not answers


def test_the_keyboard_alone_plays_a_deal(qtbot, game_window, instant) -> None:
    window = game_window("comet", 1, 2, active=True, first_dealer=2)
    for _ in range(200):
        qtbot.waitUntil(lambda: window.session.deal_over() or bool(window.flow.actions()),
                        timeout=20_000)
        actions = window.flow.actions()
        if window.session.deal_over():
            break
        if any(not a.cards for a in actions):
            qtbot.keyClick(window.table, Qt.Key.Key_P)
            continue
        # One legal card is chosen already; Right moves among the playable ones.
        assert window.flow.current in window.playable()
        if len(window.playable()) > 1:
            before = window.flow.current
            qtbot.keyClick(window.table, Qt.Key.Key_Right)
            assert window.flow.current != before and window.flow.current in window.playable()
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert window.session.deal_over()


def test_play_again_deals_new_cards(qtbot, game_window, instant) -> None:
    window = game_window("comet", 1, 2, active=True)
    first = window.session.state
    _play_deal(qtbot, window)
    # The Enter after the last card shows the settlement; the next one plays again.
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert window.session.deal_over() and window.flow.settlement_seen
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert not window.session.deal_over()
    assert window.session.state.masks != first.masks


def test_the_end_of_a_series_names_the_winner(qtbot, game_window, instant) -> None:
    window = game_window("hearts", 1, 3, active=True)
    _play_deal(qtbot, window)
    places = window.session.places()
    winners = [name for name, place in zip(window.names(), places, strict=True) if place == 1]
    assert all(name in window.status.text() for name in winners)
    assert "Play Again" in window.status.text()


def test_a_key_held_from_the_last_turn_does_not_lift_the_next_curtain(qtbot, game_window) -> None:
    window = game_window("hearts", 3, 0, active=True)  # normal speed: the guard is on
    qtbot.waitUntil(lambda: window.stack.currentIndex() == 1)
    assert not window.curtain_button.isEnabled()
    qtbot.keyClick(window.curtain_button, Qt.Key.Key_Return)
    assert window.stack.currentIndex() == 1 and window.flow.shown_to is None
    qtbot.waitUntil(window.curtain_button.isEnabled)
    qtbot.mouseClick(window.curtain_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentIndex() == 0 and window.flow.shown_to is not None


def test_pass_and_play_shows_no_hand_while_bots_play(qtbot, game_window, instant) -> None:
    window = game_window("comet", 2, 2, active=True)
    bot_turns: list[bool] = []

    def check() -> None:  # runs after the window's own refresh on every state change
        seat = window.session.to_act()
        if seat is not None and not window.session.is_human(seat):
            bot_turns.append(all(s.card is None for s in window.table.picture().spots
                                 if isinstance(s.zone, Hand)))

    window.session.stateChanged.connect(check)
    for _ in range(400):
        qtbot.waitUntil(lambda: window.session.deal_over() or bool(window.flow.actions())
                        or (window.curtain_button.isEnabled()
                        and window.stack.currentIndex() == 1), timeout=20_000)
        if window.session.deal_over():
            break
        if window.stack.currentIndex() == 1:
            window.flow.lift_curtain()
        else:
            window.session.request(window.flow.actions()[0])
    assert bot_turns and all(bot_turns)


def test_passing_when_not_allowed_says_why(qtbot, game_window, instant) -> None:
    window = game_window("comet", 1, 2, active=True, first_dealer=2)
    qtbot.waitUntil(lambda: bool(window.flow.actions()), timeout=20_000)
    assert not any(not a.cards for a in window.flow.actions())  # a free start
    before = window.session.state
    qtbot.keyClick(window.table, Qt.Key.Key_P)
    assert window.session.state is before
    assert window.status.text() == window.presenter.refusal(Reason.MUST_START)


def test_the_window_fits_the_screen_it_opens_on(game_window, instant) -> None:
    window = game_window("hearts", 1, 6, seed=1, show=False)
    screen = window.screen().availableGeometry()
    assert window.width() <= screen.width() and window.height() <= screen.height()


def test_a_dimmed_card_clicked_says_why_it_cannot_be_played(qtbot, game_window, instant) -> None:
    from coventry_desktop.games.hearts.actions import Reason as HeartsReason

    window = game_window("hearts", 1, 3, active=True)
    for _ in range(60):
        qtbot.waitUntil(lambda: window.session.deal_over() or bool(window.flow.actions()),
                        timeout=20_000)
        assert not window.session.deal_over(), "no turn with a card the rules refuse"
        actions = window.flow.actions()
        hand = [s.card for s in window.table.picture().spots if s.zone == Hand(0)]
        dimmed = [card for card in hand if card not in window.playable()]
        if all(len(a.cards) == 1 for a in actions) and dimmed:
            before = window.session.state
            _click_card(qtbot, window, dimmed[0])
            assert window.session.state is before
            assert window.status.text() in {window.presenter.refusal(r) for r in HeartsReason}
            assert window.status.text() != window.presenter.refusal(HeartsReason.NOT_YOUR_TURN)
            return
        window.session.request(actions[0])


@pytest.mark.parametrize(("game", "passes"), [("comet", True), ("hearts", False)])
def test_the_pass_button_shows_only_in_a_game_with_passes(qtbot, game_window, instant, game,
        passes) -> None:
    window = game_window(game, 1, 3, active=True)
    assert window.pass_button.isVisible() is passes


def test_the_side_panel_and_the_bar_are_light_behind_their_dark_text(qtbot, game_window,
        instant) -> None:
    window = game_window("comet", 1, 2, active=True)
    image = window.grab().toImage()  # the whole window: a child alone paints no parent
    for widget in (window.panel, window.status.parentWidget()):
        corner = widget.mapTo(window, widget.rect().topLeft())
        colour = image.pixelColor(corner.x() + 4, corner.y() + 4)
        assert min(colour.red(), colour.green(), colour.blue()) > 200, widget.objectName()
    assert window.panel.deal_label.palette().color(
        window.panel.deal_label.foregroundRole()).lightness() < 80


@pytest.mark.parametrize("game", [info.id for info in GAMES])
def test_help_rules_shows_the_games_own_rules_in_three_languages(qtbot, game_window, instant,
        game) -> None:
    from coventry_desktop.models.game_words import game_title
    from coventry_desktop.widgets.rules_dialog import rules_html

    window = game_window(game, 1, 2, active=True)
    dialog = window.show_rules()
    assert dialog.windowTitle() == window.presenter.rules_title()
    assert game_title(get(game)) in dialog.windowTitle()
    assert dialog.browser.toPlainText().strip()
    pages = {language: rules_html(language, game) for language in ("en", "ru", "fr")}
    assert all("<h1>" in page for page in pages.values())
    assert len(set(pages.values())) == 3  # three texts, not one copied
    dialog.close()


@pytest.mark.parametrize("game", [info.id for info in GAMES])
def test_the_pre_chosen_card_is_the_one_normal_would_play(qtbot, game_window, instant,
        game) -> None:
    window = game_window(game, 1, 3, active=True)
    for _ in range(60):
        qtbot.waitUntil(lambda: window.session.deal_over() or bool(window.flow.actions()),
                        timeout=20_000)
        actions = window.flow.actions()
        if all(len(a.cards) == 1 for a in actions) and len(window.playable()) > 1:
            assert window.flow.current is not None and window.flow.current in window.playable()
            assert window.flow.current == window.flow.suggested()
            return
        window.session.request(actions[0])
    raise AssertionError("no turn with a choice between cards")


def test_l_and_last_trick_show_the_last_trick_again(qtbot, game_window, instant) -> None:
    from coventry_desktop.games.hearts import Phase
    from coventry_desktop.models.presentation import Centre

    window = game_window("hearts", 1, 3, active=True)
    assert window.review_button.isVisible() and not window.review_button.isEnabled()
    for _ in range(80):  # to a turn of ours inside the second trick or later
        qtbot.waitUntil(lambda: bool(window.flow.actions()), timeout=20_000)
        state = window.session.state
        if state.phase is Phase.PLAY and state.tricks and state.trick:
            break
        window.session.request(window.flow.actions()[0])
    last = set(window.session.state.tricks[-1].cards)
    assert window.review_button.isEnabled()
    qtbot.keyClick(window.table, Qt.Key.Key_L)
    centre = {s.card for s in window.table.picture().spots if isinstance(s.zone, Centre)}
    assert centre == last and window.review_button.isChecked()
    assert "took it" in window.table.picture().centre_title
    qtbot.keyClick(window.table, Qt.Key.Key_L)  # again: back to the trick in play
    centre = {s.card for s in window.table.picture().spots if isinstance(s.zone, Centre)}
    assert centre == set(window.session.state.trick) and not window.review_button.isChecked()
    qtbot.mouseClick(window.review_button, Qt.MouseButton.LeftButton)
    assert window.review_button.isChecked()
    window.session.request(window.flow.actions()[0])  # playing ends the look back
    state = window.session.state
    if state.trick:  # the trick goes on
        assert not window.review_button.isChecked()
    else:  # our card took the last place: that trick stays face up until the next card
        shown = {s.card for s in window.table.picture().spots if isinstance(s.zone, Centre)}
        assert window.review_button.isChecked() and shown == set(state.tricks[-1].cards)


def test_clicking_an_outlined_slot_plays_the_card_it_waits_for(qtbot, game_window, instant) -> None:
    window = game_window("comet", 1, 2, active=True, first_dealer=2)
    for _ in range(200):
        qtbot.waitUntil(lambda: window.session.deal_over() or bool(window.flow.actions()),
                        timeout=20_000)
        assert not window.session.deal_over(), "no turn with a slot to click"
        wanted = [item for item in window.table.outlines().values()
                  if item.wants in window.playable()]
        if wanted:
            before = len(window.session.state.history)
            point = window.table.mapFromScene(wanted[0].scenePos())
            qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton,
                             pos=QPoint(point))
            assert window.session.state.history[before].card == wanted[0].wants
            return
        window.session.request(window.flow.actions()[0])


def test_the_panel_shows_the_deal_settled_and_places(qtbot, game_window, instant) -> None:
    window = game_window("comet", 1, 3, active=True)
    assert not window.panel.settlement.isVisible()
    _play_deal(qtbot, window)
    grid = window.panel.settlement
    assert grid.isVisible() and grid.rowCount() == 4
    headers = [grid.horizontalHeaderItem(c).text() for c in range(grid.columnCount())]
    assert headers == ["Player", "Cards", "Bank", "Play", "Held", "Units"]
    assert window.panel.settlement_label.text() == "Deal 1 settled"
    places = window.session.places()
    assert [window.panel.scores.item(s, 0).text().split(".")[0] for s in range(4)] == [
        str(p) for p in places]


def test_a_payment_at_speed_zero_leaves_nothing_on_the_table(qtbot, game_window, instant) -> None:
    from coventry_desktop.games.comet.events import Payment, PaymentReason

    window = game_window("comet", 1, 2, active=True)
    before = len(window.table.scene().items())
    window.game_log.happened(Payment(1, 2, PaymentReason.COMET))
    assert len(window.table.scene().items()) == before
    assert not window.table.is_animating()


@pytest.mark.parametrize("game", [info.id for info in GAMES])
def test_a_resumed_deal_shows_the_step_in_play_not_the_last_finished_one(
        qtbot, game_window, instant, game) -> None:
    import random

    from coventry_desktop.models.presentation import Centre

    info = get(game)
    rules = info.rules
    first = game_window(game, 1, info.seats.start - 1, active=True)
    rng = random.Random(7)
    # A game with a review (Coventry's last quartet, Hearts' last trick): play until a step
    # has finished and the next one has begun. Comet has none: any card in the centre.
    reviews = bool(first.presenter.review_label())
    while not first.session.deal_over():
        qtbot.waitUntil(lambda: first.session.deal_over() or bool(first.flow.actions()),
                        timeout=20_000)
        state = first.session.state
        if first.session.deal_over():
            break
        last = first.presenter.review(state, 0, first.names())
        now = first.presenter.picture(state, 0, first.names())
        centre = [s for s in now.spots if isinstance(s.zone, Centre) and not s.outline]
        if (last is not None or not reviews) and centre and rules.to_act(state) == 0:
            break
        action = rng.choice(first.flow.actions())
        if len(action.cards) > 1:
            first.flow.select(frozenset(action.cards))
            first.flow.confirm()
        elif action.cards:
            first.flow.click(action.cards[0])
        else:
            first.flow.pass_turn()
    assert not first.session.deal_over(), "the deal ended before a step was in play"
    assert last is not None or not reviews
    record = first.session.record()
    second = game_window(game, 1, info.seats.start - 1, active=True, record=record)
    picture = second.table.picture()
    shown = [s for s in picture.spots if isinstance(s.zone, Centre)]
    in_play = [s for s in second.presenter.picture(second.session.state, 0,
                                                   second.names()).spots
               if isinstance(s.zone, Centre)]
    assert shown == in_play and not second.review_button.isChecked()


@pytest.mark.parametrize("info", GAMES, ids=lambda info: info.id)
def test_the_hint_is_greyed_behind_the_curtain_and_offered_once_it_lifts(
        qtbot, game_window, instant, info) -> None:
    window = game_window(info, 2, max(1, info.seats.start - 2))
    qtbot.waitUntil(lambda: window.stack.currentIndex() == 1, timeout=20_000)
    assert not window.hint.action.isEnabled()
    assert not window.keeper.undo_action.isEnabled()  # nobody's move to take back
    qtbot.waitUntil(window.curtain_button.isEnabled)
    qtbot.mouseClick(window.curtain_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentIndex() == 0 and window.hint.action.isEnabled()
    assert window.table.hasFocus() or not window.isActiveWindow()


@pytest.mark.parametrize("info", GAMES, ids=lambda info: info.id)
def test_new_game_proposes_the_table_in_play_not_the_dialogs_last_values(
        game_window, instant, tmp_path, info) -> None:
    from coventry_desktop.engine.game import PER_PLAYER
    from coventry_desktop.storage.settings import GameTable, Settings
    from coventry_desktop.widgets.other_games import choose_opening

    seats, length = info.seats.stop - 1, info.series_lengths[-1]
    options = info.presets[-1][1] if info.presets else info.default_options
    table = [SeatSetup(f"Person {i}", Occupant.HUMAN) for i in range(2)]
    table += [SeatSetup(f"Bot {i}", Occupant.BOT, "hard") for i in range(seats - 2)]
    # Rules that play to a total (Hearts' Standard) deal as many as it takes (at most 100).
    target = info.series_target(options) if info.series_target else None
    deals = 100 if target is not None else seats if length == PER_PLAYER else length
    window = game_window(info, seats=table, deals=deals, options=options, show=False)
    settings = Settings(tmp_path / "settings.ini")  # the dialog's last values: another table
    first = info.presets[0][0] if info.presets else ""
    settings.set_game_table(info.id, GameTable(info.seats.start, 1, "easy",
                                               info.series_lengths[0], first))
    opening = choose_opening(info, window, settings=settings, ask_setup=False,
                             offer_resume=False, in_play=window.flow.table_in_play())
    assert opening is not None and not isinstance(opening, str)
    assert len(opening.seats) == seats and opening.options == options
    assert [s.is_human for s in opening.seats] == [s.is_human for s in table]
    assert {s.level for s in opening.seats if not s.is_human} == {"hard"}
    assert opening.deals == deals


def test_next_deal_is_grey_while_watching_deals_on_by_itself(qtbot, game_window, instant,
                                                            monkeypatch) -> None:
    # The button shows what the flow says (TableFlow.may_deal_next), not only "deal over".
    from coventry_desktop.widgets import speeds

    real = speeds.ms
    monkeypatch.setattr(speeds, "ms", lambda name: 60_000 if name == "next_deal" else real(name))
    window = game_window("comet", 0, 3, deals=2)
    qtbot.waitUntil(window.session.deal_over, timeout=20_000)
    assert window.next_button.text() == "&Next Deal"
    assert not window.flow.may_deal_next() and not window.next_button.isEnabled()
    assert window.status.text() == "The deal is over: the next one is dealt in a moment."
    window.close()
