"""Quiz questions about the calls: four choices with near misses, and typed-answer matching.

Pure Python (no Qt), so the drill, the in-game practice panel and the tests share it.
The right sentence always comes from :func:`coventry_desktop.games.coventry.calls.call_text`; the
near misses are other real sentences of the same table, so a learner is asked to tell
apart exactly what the seeds make them tell apart (seed 000 §04, seed 001 §04): the
position in the quartet, the gender agreement, and the rank named.
"""

from __future__ import annotations

import enum
import random
import re
import unicodedata
from dataclasses import dataclass

from ....engine import Rank
from ..calls import LANGUAGES, POSITIONS, call_text, rank_name

CHOICES = 4


class Kind(enum.Enum):
    """What a choice is: the right call or which near miss."""

    RIGHT = "right"
    WRONG_POSITION = "wrong position"  # the call of another card of the quartet
    WRONG_GENDER = "wrong gender"  # the right call with the other gender's agreement
    WRONG_RANK = "wrong rank"  # the call for another rank at this position


@dataclass(frozen=True, slots=True)
class Prompt:
    """One question: which call goes with the ``position``-th card of ``rank``?

    Attributes:
        rank: the quartet's rank.
        position: 1..4 (1 is the lead).
        language: "en", "ru" or "fr" (the calls language, not the UI language).
        style: "rhymes" or "snip-snap".
    """

    rank: Rank
    position: int
    language: str
    style: str = "rhymes"

    @property
    def answer(self) -> str:
        """The right call, e.g. ``"Вот дама, хороша собой"``."""
        return call_text(self.rank, self.position, self.language, self.style)


@dataclass(frozen=True, slots=True)
class Choice:
    """One of the four sentences offered; ``kind`` says whether and how it is wrong."""

    text: str
    kind: Kind


def _form_key(rank: Rank, language: str) -> str:
    # Ranks agree alike when their 2nd-card rhyme is the same sentence once the rank
    # name is abstracted: "другая"/"другой", "une"/"un", "she"/"he". Derived from the
    # calls table, so this module never keeps its own list of genders.
    return call_text(rank, 2, language).replace(rank_name(rank, language), "{rank}")


def _other_form_rank(rank: Rank, language: str) -> Rank | None:
    key = _form_key(rank, language)
    return next((r for r in Rank if _form_key(r, language) != key), None)


def wrong_gender(prompt: Prompt) -> str:
    """The right call said with the other gender's agreement ("Вот дама, хорош собой").

    Built from a real call of a rank of the other gender with the rank name swapped,
    so the sentence is one the learner could plausibly say. Equal to the right call
    where the position has no agreement (English 1st, 3rd; any 4th).
    """
    donor = _other_form_rank(prompt.rank, prompt.language)
    if donor is None or prompt.style != "rhymes":  # "Snip!" has no gender
        return prompt.answer
    text = call_text(donor, prompt.position, prompt.language, prompt.style)
    return text.replace(rank_name(donor, prompt.language), rank_name(prompt.rank, prompt.language))


def _candidates(prompt: Prompt, rng: random.Random) -> list[Choice]:
    """Near misses, most instructive first; duplicates are removed by the caller."""
    lang, style, rank, position = prompt.language, prompt.style, prompt.rank, prompt.position
    others = [p for p in POSITIONS if p != position]
    rng.shuffle(others)
    key = _form_key(rank, lang)
    same_form = [r for r in Rank if r != rank and _form_key(r, lang) == key]
    other_ranks = same_form or [r for r in Rank if r != rank]
    wrong_rank = rng.choice(other_ranks)
    found = [
        Choice(wrong_gender(prompt), Kind.WRONG_GENDER),
        Choice(call_text(rank, others[0], lang, style), Kind.WRONG_POSITION),
        Choice(call_text(wrong_rank, position, lang, style), Kind.WRONG_RANK),
    ]
    found += [Choice(call_text(rank, p, lang, style), Kind.WRONG_POSITION) for p in others[1:]]
    # The other gender at another position ("Из трёх он всех лучше" for a Queen's 2nd).
    found += [Choice(wrong_gender(Prompt(rank, p, lang, style)), Kind.WRONG_POSITION)
              for p in others]
    return found


def make_choices(prompt: Prompt, rng: random.Random) -> tuple[Choice, ...]:
    """Four different sentences in a random order: the right call and three near misses.

    The near misses prefer, in order, the wrong gender, a wrong position and a wrong
    rank (of the same gender, so it differs from the wrong-gender one); where a kind
    gives no new sentence (an English 3rd call names no rank), more wrong positions fill
    in. Four distinct sentences always exist: the four positions' calls differ.

    Args:
        prompt: the question.
        rng: the source of order and of the wrong rank (seed it for a repeatable drill).

    Returns:
        Exactly :data:`CHOICES` choices, one with ``Kind.RIGHT``, texts all different.
    """
    right = Choice(prompt.answer, Kind.RIGHT)
    chosen = [right]
    seen = {_normalized(right.text)}
    for choice in _candidates(prompt, rng):
        if len(chosen) == CHOICES:
            break
        if _normalized(choice.text) not in seen:
            seen.add(_normalized(choice.text))
            chosen.append(choice)
    rng.shuffle(chosen)
    return tuple(chosen)


_APOSTROPHES = "'’ʼ‘`"


def _normalized(text: str) -> str:
    text = unicodedata.normalize("NFC", text).casefold().replace("ё", "е")
    for mark in _APOSTROPHES:  # "There's" and "Theres" are the same answer
        text = text.replace(mark, "")
    # Other punctuation separates words: "Snip-snap" is "snip snap", «Une dame !» is
    # "une dame". Symbols and letters (é, ç) stay: "distingué" vs "distinguée" is the
    # very agreement being practised.
    text = "".join(" " if unicodedata.category(ch).startswith("P") else ch for ch in text)
    return re.sub(r"\s+", " ", text).strip()


def matches(typed: str, expected: str) -> bool:
    """Whether a typed answer is the expected call, ignoring case, punctuation and ё/е.

    Examples:
        ``matches("вот дама хороша собой", "Вот дама, хороша собой")`` is True;
        ``matches("Des trois voici la meilleur", "Des trois, voici la meilleure")`` is False.
    """
    return bool(typed.strip()) and _normalized(typed) == _normalized(expected)


def drill_prompts(rng: random.Random, *, language: str, style: str = "rhymes",
                  count: int = 10) -> list[Prompt]:
    """``count`` random (rank, position) prompts, no pair twice while pairs remain.

    Raises:
        ValueError: unknown language, or ``count`` < 1.
    """
    if language not in LANGUAGES:
        raise ValueError(f"unknown call language {language!r}; expected one of {LANGUAGES}")
    if count < 1:
        raise ValueError(f"a drill needs at least one prompt, got {count}")
    pairs = [(rank, position) for rank in Rank for position in POSITIONS]
    prompts: list[Prompt] = []
    while len(prompts) < count:
        batch = rng.sample(pairs, min(len(pairs), count - len(prompts)))
        prompts += [Prompt(rank, position, language, style) for rank, position in batch]
    return prompts
