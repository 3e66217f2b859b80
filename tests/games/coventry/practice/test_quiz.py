"""Quiz questions (issue #7): four choices with near misses, and typed-answer matching."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest

from coventry_desktop.engine import Rank
from coventry_desktop.games.coventry.calls import LANGUAGES, POSITIONS, STYLES, call_text
from coventry_desktop.games.coventry.practice.quiz import (
    CHOICES,
    Kind,
    Prompt,
    drill_prompts,
    make_choices,
    matches,
    wrong_gender,
)


def texts_by_kind(prompt: Prompt, seed: int = 7) -> dict[Kind, list[str]]:
    found: dict[Kind, list[str]] = {}
    for choice in make_choices(prompt, random.Random(seed)):
        found.setdefault(choice.kind, []).append(choice.text)
    return found


@pytest.mark.parametrize("style", STYLES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_prompt_gets_four_different_sentences_one_of_them_right(language, style):
    for rank in Rank:
        for position in POSITIONS:
            prompt = Prompt(rank, position, language, style)
            choices = make_choices(prompt, random.Random(rank * 10 + position))
            texts = [choice.text for choice in choices]
            assert len(choices) == CHOICES
            assert len(set(texts)) == CHOICES, texts
            right = [c.text for c in choices if c.kind is Kind.RIGHT]
            assert right == [call_text(rank, position, language, style)]


def test_russian_queen_lead_offers_wrong_gender_wrong_position_and_wrong_rank():
    found = texts_by_kind(Prompt(Rank.QUEEN, 1, "ru"))
    assert found[Kind.RIGHT] == ["Вот дама, хороша собой"]
    assert found[Kind.WRONG_GENDER] == ["Вот дама, хорош собой"]
    assert found[Kind.WRONG_POSITION][0] in {"А вот другая, ей под стать",
                                              "Из трёх она всех лучше", "А это граф Ковентри"}
    # The wrong rank is of the same gender, so it is not also a gender mistake.
    wrong_rank = found[Kind.WRONG_RANK][0]
    assert wrong_rank.startswith("Вот ") and wrong_rank.endswith(", хороша собой")
    assert wrong_rank != "Вот дама, хороша собой"


def test_wrong_gender_sentences_in_each_language():
    assert wrong_gender(Prompt(Rank.QUEEN, 2, "ru")) == "А вот другой, ему под стать"
    assert wrong_gender(Prompt(Rank.KING, 3, "ru")) == "Из трёх она всех лучше"
    assert wrong_gender(Prompt(Rank.KING, 2, "fr")) == "En voici une aussi distinguée"
    assert wrong_gender(Prompt(Rank.QUEEN, 3, "fr")) == "Des trois, voici le meilleur"
    assert wrong_gender(Prompt(Rank.QUEEN, 2, "en")) == "There's a Queen as good as he!"
    assert wrong_gender(Prompt(Rank.ACE, 2, "en")) == "There's an Ace as good as she!"
    # No agreement to get wrong: the right call itself.
    assert wrong_gender(Prompt(Rank.ACE, 4, "ru")) == "А это граф Ковентри"
    assert wrong_gender(Prompt(Rank.QUEEN, 1, "ru", "snip-snap")) == "Дама!"


def test_english_third_call_names_no_rank_so_wrong_positions_fill_in():
    found = texts_by_kind(Prompt(Rank.SEVEN, 3, "en"))
    assert found[Kind.RIGHT] == ["There's the best of all the three!"]
    assert sorted(found[Kind.WRONG_POSITION]) == sorted([
        "And there's the Earl of Coventry!", "There's a Seven as good as he!",
        "There's as good a Seven as can be!"])


def test_choices_are_repeatable_for_a_seed_and_shuffled():
    prompt = Prompt(Rank.TEN, 2, "fr")
    first = make_choices(prompt, random.Random(3))
    assert make_choices(prompt, random.Random(3)) == first
    places = {[c.kind for c in make_choices(prompt, random.Random(s))].index(Kind.RIGHT)
              for s in range(40)}
    assert places == {0, 1, 2, 3}


@pytest.mark.parametrize(("typed", "expected"), [
    ("вот дама хороша собой", "Вот дама, хороша собой"),
    ("  ВОТ   ДАМА,ХОРОША СОБОЙ!!", "Вот дама, хороша собой"),
    ("Вот четверка, хороша собой", "Вот четвёрка, хороша собой"),
    ("из трех она всех лучше", "Из трёх она всех лучше"),
    ("Theres as good a queen as can be", "There's as good a Queen as can be!"),
    ("There’s a Queen as good as she", "There's a Queen as good as she!"),
    ("une dame!", "Une dame !"),
    ("des trois voici la meilleure", "Des trois, voici la meilleure"),
    ("en voici une aussi distinguée", "En voici une aussi distinguée"),
])
def test_typed_answer_matches_ignoring_case_punctuation_and_yo(typed, expected):
    assert matches(typed, expected)


@pytest.mark.parametrize(("typed", "expected"), [
    ("Вот дама, хорош собой", "Вот дама, хороша собой"),  # gender
    ("Des trois, voici la meilleur", "Des trois, voici la meilleure"),
    ("En voici une aussi distinguee", "En voici une aussi distinguée"),  # accents count
    ("There's a Queen as good as he!", "There's a Queen as good as she!"),
    ("", "Snip!"),
    ("!!!", "Snip!"),
    ("Snap!", "Snip!"),
])
def test_typed_answer_with_a_real_mistake_does_not_match(typed, expected):
    assert not matches(typed, expected)


def test_drill_prompts_are_ten_different_pairs_in_the_language():
    prompts = drill_prompts(random.Random(1), language="fr", count=10)
    assert len(prompts) == 10
    assert len({(p.rank, p.position) for p in prompts}) == 10
    assert {p.language for p in prompts} == {"fr"}
    assert prompts == drill_prompts(random.Random(1), language="fr", count=10)


def test_a_long_drill_repeats_pairs_only_after_all_52():
    prompts = drill_prompts(random.Random(2), language="en", count=60)
    assert len({(p.rank, p.position) for p in prompts[:52]}) == 52


def test_drill_prompts_refuse_bad_arguments():
    with pytest.raises(ValueError, match="language"):
        drill_prompts(random.Random(1), language="de")
    with pytest.raises(ValueError, match="at least one"):
        drill_prompts(random.Random(1), language="en", count=0)


def test_quiz_never_imports_qt():
    # Pure like the engine: the drill, the in-game panel and any command-line tool share it.
    code = ("import sys, coventry_desktop.games.coventry.practice.quiz; "
            "print(sorted(m for m in sys.modules if m.startswith('PySide6')))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True)
    assert result.stdout.strip() == "[]"
