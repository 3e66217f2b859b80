"""A card in a sentence is named with the UI language's own rank letters (French R, D, V
for roi, dame, valet; Russian К, Д, В, Т), the same in every game's status line, log,
notes and settlement (``models.card_text``); the faces keep their printed K, Q, J."""

from __future__ import annotations

import pytest

from coventry_desktop.engine.cards import Card
from coventry_desktop.games import get
from coventry_desktop.games.comet.events import CardPlayed as CometPlayed
from coventry_desktop.games.coventry.events import CardPlayed as CoventryPlayed
from coventry_desktop.games.hearts.events import CardPlayed as HeartsPlayed
from coventry_desktop.games.hearts.events import KittyRevealed
from coventry_desktop.models.card_text import card_text, cards_text
from coventry_desktop.models.presentation import fill

NAMES = ["Anna", "Boris", "Clara", "Dora"]
Q_S, K_H, J_D, A_C, TEN_S = (Card.parse(text) for text in ("QS", "KH", "JD", "AC", "10S"))


@pytest.fixture
def language(qapp):
    from coventry_desktop.i18n import install_language
    from coventry_desktop.qt_resources import ensure_resources

    ensure_resources()

    def use(code: str) -> None:
        install_language(qapp, code)

    yield use
    install_language(qapp, "en")


@pytest.mark.parametrize(("code", "expected"), [
    ("en", "Q♠ K♥ J♦ A♣ 10♠"), ("fr", "D♠ R♥ V♦ A♣ 10♠"), ("ru", "Д♠ К♥ В♦ Т♣ 10♠")])
def test_each_language_names_the_cards_with_its_own_letters(language, code, expected) -> None:
    language(code)
    assert cards_text([Q_S, K_H, J_D, A_C, TEN_S]) == expected
    assert fill("%1, %2", Q_S, "x") == expected.split()[0] + ", x"  # a Card in a sentence
    assert card_text(K_H) == expected.split()[1]
    assert str(Q_S) == "Q♠"  # files and records keep the card as data


@pytest.mark.parametrize(("code", "expected"), [
    ("en", ("Boris plays Q♠", "The kitty K♥ J♦ goes to Boris (1 point)", "Anna plays A♣",
            "Clara plays K♠.", "13 pts · Q♠")),
    ("fr", ("Boris joue D♠", "Le talon R♥ V♦ revient à Boris (1 point)", "Anna joue A♣",
            "Clara joue R♠.", "13 pts · D♠")),
    ("ru", ("Boris играет Д♠", "Прикуп К♥ В♦ достаётся взявшему первую взятку: Boris (1 очко)",
            "Anna играет Т♣", "Clara кладёт К♠.", "13 очков · Д♠"))])
def test_every_game_logs_its_cards_in_the_language(language, code, expected) -> None:
    language(code)
    hearts, comet, coventry = (get(game).ui() for game in ("hearts", "comet", "coventry"))
    hearts_play, kitty, comet_play, coventry_play, badge = expected
    assert hearts.describe(HeartsPlayed(1, Q_S, 1, 1), NAMES) == hearts_play
    assert hearts.describe(KittyRevealed(1, (K_H, J_D), 1), NAMES) == kitty
    assert comet.describe(CometPlayed(0, A_C, False), NAMES) == comet_play
    # Coventry's log line goes on with the call said with the card.
    assert coventry.describe(CoventryPlayed(2, Card.parse("KS"), 1), NAMES).startswith(
        coventry_play)
    assert hearts._badge(1 << Q_S.index) == badge  # the trick pile's badge


@pytest.mark.parametrize(("code", "spent"), [("en", "Spent: K"), ("fr", "Écartés\u00a0: R"),
                                             ("ru", "Отыграны: К")])
def test_coventry_spent_ranks_use_the_language_letters(language, code, spent) -> None:
    from coventry_desktop.games.coventry.actions import Play
    from coventry_desktop.games.coventry.state import deal_from_hands

    info = get("coventry")
    state = deal_from_hands([["KS", "KH", "2S", "2H"], ["KD", "2D"], ["KC", "2C"]], leader=0)
    for seat, text in ((0, "KS"), (1, "KD"), (2, "KC"), (0, "KH")):
        state = info.rules.apply(state, Play(seat, Card.parse(text))).state
    language(code)
    assert info.ui().picture(state, 0, NAMES[:3]).notes == (spent,)
