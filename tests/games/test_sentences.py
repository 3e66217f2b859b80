"""Every sentence agrees (issue 21): "You" as a role in notes and settlement lines in three
languages, Russian without declension after a preposition, the give's own status, counts
that say what they count, the automatic pass worded per game, a rotating give listed for
the table's size, quotation marks and French typography, names isolated for right-to-left
scripts."""

from __future__ import annotations

import random

import pytest

from coventry_desktop.engine.cards import Card
from coventry_desktop.games import get
from coventry_desktop.models.presentation import FSI, PDI, isolate, quoted
from coventry_desktop.models.setup import YOU, sentence_names

HEBREW, ARABIC = "דוד", "محمد"


@pytest.fixture
def language(qapp):
    from coventry_desktop.i18n import install_language

    def use(code: str) -> None:
        install_language(qapp, code)

    yield use
    install_language(qapp, "en")


def _finished(game: str, seed: int, *, seats: int = 3, options=None):
    info = get(game)
    rng = random.Random(seed)
    state = info.rules.new_deal(seats=seats, dealer=0, seed=seed, number=0,
                                options=info.default_options if options is None else options)
    while info.rules.to_act(state) is not None:
        state = info.rules.apply(state, rng.choice(list(info.rules.legal_actions(state)))).state
    return info, state


@pytest.mark.parametrize(("code", "expected"), [
    ("en", "You go out and take the bank (3)"),
    ("ru", "Вы выходите и забираете банк (3)"),
    ("fr", "Vous sortez et prenez la banque (3)")])
def test_the_comet_settlement_note_says_you_with_its_own_verb(language, code, expected) -> None:
    language(code)
    info, state = _finished("comet", 5)
    names = list(sentence_names(["Anna", "Boris", "Clara"]))
    names[state.winner] = sentence_names([YOU])[0]
    assert info.ui().settlement_notes(state, names)[0] == expected


@pytest.mark.parametrize(("code", "expected"), [
    ("en", "You went out!"), ("ru", "Раздачу выигрываете вы!"),
    ("fr", "Vous gagnez la donne\u00a0!")])
def test_the_coventry_settlement_note_says_you(language, code, expected) -> None:
    language(code)
    info, state = _finished("coventry", 3)
    names = ["A", "B", "C"]
    names[state.winner] = sentence_names([YOU])[0]
    assert info.ui().settlement_notes(state, names)[0] == expected


@pytest.mark.parametrize(("code", "expected"), [
    ("en", ["Basil gives 3 cards to Ada", "You give 3 cards to Ada", "Basil gives you 3 cards",
            "Basil gives 1 card to Ada"]),
    # QA: «Basil отдаёт 3 карты: Ada» read as if Ada were the cards.
    ("ru", ["Basil отдаёт 3 карты — их получает Ada", "Вы отдаёте 3 карты — их получает Ada",
            "Basil отдаёт вам 3 карты", "Basil отдаёт 1 карту — её получает Ada"]),
    ("fr", ["Basil donne 3 cartes à Ada", "Vous donnez 3 cartes à Ada",
            "Basil vous donne 3 cartes", "Basil donne 1 carte à Ada"])])
def test_the_give_in_the_log_names_who_receives(language, code, expected) -> None:
    from coventry_desktop.games.hearts.events import CardsGiven

    language(code)
    presenter = get("hearts").ui()
    names = ["Ada", "Basil", "Clara"]
    assert [presenter.describe(CardsGiven(1, 0, 3), names),
            presenter.describe(CardsGiven(2, 0, 3), names, you=2),
            presenter.describe(CardsGiven(1, 2, 3), names, you=2),
            presenter.describe(CardsGiven(1, 0, 1), names)] == expected


def test_the_give_is_told_as_a_give_and_russian_needs_no_declension(language) -> None:
    info = get("hearts")
    state = info.rules.new_deal(seats=4, dealer=3, seed=8, number=0,
                                options=info.default_options)
    names = ["Анна", "Борис", "Вера", "Глеб"]
    presenter = info.ui()
    language("en")
    assert presenter.picture(state, 1, names).status == "Анна to give"
    assert presenter.picture(state, 0, names).status == \
        "Choose 3 cards to give to Глеб, then Confirm"  # the give goes right (HT-5)
    language("ru")
    assert presenter.picture(state, 1, names).status == "Карты отдаёт Анна"
    # The name stays as it is: no «для Глеб», it is the subject of its own clause.
    assert presenter.picture(state, 0, names).status == \
        "Выберите 3 карты — их получит Глеб — и подтвердите"
    language("fr")
    assert presenter.picture(state, 1, names).status == "À Анна de donner ses cartes"


def test_a_pile_caption_says_it_counts_cards(language) -> None:
    language("en")
    info, state = _finished("comet", 5)
    picture = info.ui().picture(state, 0, ["A", "B", "C"])
    assert picture.pile_names["played"] == "Cards played"
    language("ru")
    assert get("coventry").ui().picture(
        get("coventry").rules.new_deal(seats=3, dealer=0, seed=1, number=0, options=None),
        0, ["A", "B", "C"]).pile_names["spent"] == "Отыгранные карты"


def test_the_automatic_pass_is_worded_per_game_and_hearts_has_none(language) -> None:
    language("en")
    assert get("comet").ui().auto_pass_label() == \
        "Pass &Automatically When I Cannot Continue the Run"
    assert "Rank" in get("coventry").ui().auto_pass_label()
    assert get("hearts").ui().auto_pass_label() == ""
    language("fr")
    assert "rang" not in get("comet").ui().auto_pass_label()


@pytest.mark.parametrize(("seats", "across"), [(4, True), (6, True), (5, False), (7, False)])
def test_a_rotating_give_is_listed_for_the_tables_size(language, seats, across) -> None:
    from coventry_desktop.games.hearts.options import GiveDirection

    language("en")
    words = get("hearts").ui().option_words(seats)
    for rotation in (GiveDirection.ROTATE, GiveDirection.ROTATE_LEFT):
        assert ("across" in words.values[rotation]) is across


def test_calls_are_quoted_in_the_calls_language() -> None:
    assert quoted("Snorem!", "en") == "\u201cSnorem!\u201d"
    assert quoted("Вот семёрка", "ru") == "«Вот семёрка»"
    assert quoted("Voici un as", "fr") == "«\u00a0Voici un as\u00a0»"


def test_french_settlement_lines_put_a_space_before_the_colon(language) -> None:
    from coventry_desktop.models.presentation import SettlementRow
    from coventry_desktop.models.transcript import settlement_lines

    row = SettlementRow("Anna", ("3", "4"), "\u22122")
    language("fr")
    assert settlement_lines(("Plis", "Points"), [row]) == [
        "Anna\u00a0: Plis 3 · Points 4 → \u22122"]
    language("en")
    assert settlement_lines(("Tricks", "Points"), [row]) == ["Anna: Tricks 3 · Points 4 → \u22122"]


@pytest.mark.parametrize("name", [HEBREW, f"{HEBREW} 2", ARABIC])
def test_a_right_to_left_name_is_isolated_in_every_sentence(language, name) -> None:
    language("en")
    shown = sentence_names([name, "Anna", YOU])
    assert shown == (FSI + name + PDI, "Anna", "You")
    assert isolate(shown[0]) == shown[0]  # never twice
    info = get("hearts")
    state = info.rules.new_deal(seats=3, dealer=2, seed=4, number=0,
                                options=info.default_options)  # seat 0 gives first
    names = list(sentence_names([name, "Anna", "Basil"]))
    # The status line: the name is a unit, the sentence stays left to right.
    assert info.ui().picture(state, 2, names).status == f"{FSI}{name}{PDI} to give"
    from coventry_desktop.games.hearts.events import CardPlayed, TrickWon

    assert info.ui().describe(CardPlayed(0, Card.parse("Q♠"), 1, 0), names) == \
        f"{FSI}{name}{PDI} plays Q♠"
    assert info.ui().describe(TrickWon(0, 1, 13), names) == \
        f"{FSI}{name}{PDI} takes the trick (13 points)"
    comet_info, comet_state = _finished("comet", 5)
    comet_names = list(sentence_names([name, "Anna", "Basil"]))
    note = comet_info.ui().settlement_notes(comet_state, comet_names)[0]
    assert comet_names[comet_state.winner] in note
    if comet_state.winner == 0:
        assert note.startswith(FSI + name + PDI + " goes out")
