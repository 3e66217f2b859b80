"""Earl of Coventry's table in the app shell: your own hand always in view, a pass made for
you when you hold no card of the rank, Pause left behind by a new series, and the totals of
the series with places and a real minus.

What the old controller, autoplayer and scoreboard promised a player
(tests/models/test_controller.py, test_models.py, tests/storage/test_pause_message.py).
"""

from __future__ import annotations

from coventry_desktop.games import get
from coventry_desktop.games.coventry import Pass, Phase, Play, observe
from coventry_desktop.games.coventry.ui.words import rank_name
from coventry_desktop.models.presentation import Centre, Hand, format_units
from coventry_desktop.widgets.app_shell import AppMenus
from coventry_desktop.widgets.other_games import GameSetupDialog

from .conftest import play_deal

COVENTRY = get("coventry")


def _my_choice(window) -> bool:
    session = window.session
    return session.deal_over() or (session.to_act() == 0 and bool(window.flow.actions())
                                   and any(a.cards for a in session.legal_actions()))


def test_you_see_your_own_hand_and_a_pass_is_made_for_you(coventry, qtbot) -> None:
    window = coventry(seats=4, people=1).window
    session = window.session
    assert window.stack.currentIndex() == 0  # one person: never a curtain
    qtbot.waitUntil(lambda: _my_choice(window), timeout=20_000)
    assert not session.deal_over()
    hand = [s for s in window.table.picture().spots if s.zone == Hand(0)]
    assert len(hand) == len(session.state.hand(0)) and all(s.card is not None for s in hand)
    assert all(s.card is None for s in window.table.picture().spots
               if isinstance(s.zone, Hand) and s.zone != Hand(0))
    legal = session.legal_actions()
    assert all(isinstance(a, Play) for a in legal)  # passes are made for you, plays are not
    assert window.playable() == frozenset(a.card for a in legal)
    # Nobody clicked: every action of seat 0 so far was a pass made for it.
    mine = [a for a in session.history[-1] if a.seat == 0]
    assert all(isinstance(a, Pass) for a in mine)
    assert window.stack.currentIndex() == 0 and window.flow.shown_to == 0


def test_the_bar_says_whose_turn_and_what_is_wanted(coventry, qtbot) -> None:
    window = coventry(seats=4, people=1).window
    qtbot.waitUntil(lambda: _my_choice(window), timeout=20_000)
    view = observe(window.session.state, 0)
    assert window.status.text() == ("Your lead: play any card" if view.phase is Phase.LEAD
                                    else f"Play a card of rank {rank_name(view.rank)}")
    seats = window.table.picture().seats
    assert [s.dealer for s in seats].index(True) == window.session.dealer
    assert [s.to_act for s in seats] == [True, False, False, False]


def test_a_new_game_or_play_again_after_pause_is_not_paused(coventry, dialogs,
                                                            monkeypatch) -> None:
    shell = coventry(seats=3, people=3)
    menus = shell.window.findChild(AppMenus)
    menus.pause_action.trigger()
    assert shell.window.session.paused
    assert menus.play_again()  # dialogs answer Yes: leave the series in progress
    assert not shell.window.session.paused and not menus.pause_action.isChecked()
    assert shell.window.status.text() != "Paused: press Ctrl+Shift+P to go on"
    menus.pause_action.trigger()
    monkeypatch.setattr(GameSetupDialog, "exec", lambda self: 1)  # OK at once
    window = shell.new_game(COVENTRY)
    assert window is shell.window and not window.session.paused
    assert not window.findChild(AppMenus).pause_action.isChecked()
    assert window.status.text() != "Paused: press Ctrl+Shift+P to go on"


def test_the_panel_keeps_the_series_totals_with_places_and_a_real_minus(coventry) -> None:
    window = coventry(seats=3, people=3).window
    session = window.session
    for seed in (1, 2):
        play_deal(session, seed=seed)
        if seed == 1:
            window.flow.next_deal()
    totals, places = session.totals(), session.places()
    assert window.panel.deal_label.text() == "Deal 2 of 6"
    rows = [[window.panel.scores.item(r, c).text() for c in range(2)] for r in range(3)]
    assert rows == [[f"{places[s]}.\u00a0Player {s + 1}", format_units(totals[s])]
                    for s in range(3)]
    assert "-" not in "".join(cell for row in rows for cell in row)
    assert window.panel.settlement_label.text() == "Deal 2 settled"


def test_a_pass_leaves_the_quartet_in_the_centre(coventry) -> None:
    window = coventry(seats=4, people=4).window
    session = window.session
    while not isinstance(session.legal_actions()[0], Pass):
        assert session.request(session.legal_actions()[0])
    window.flow.lift_curtain()

    def centre() -> list[tuple[object, object]]:
        return [(s.card, s.zone) for s in window.table.picture().spots
                if isinstance(s.zone, Centre) and not s.outline]

    before = centre()
    assert before  # a quartet is in play: a pass is never the lead
    assert session.request(session.legal_actions()[0])
    assert centre() == before
