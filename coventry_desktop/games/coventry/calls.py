"""The four calls (EC-12) in Russian, French and English, as whole sentences.

Each card of a quartet is accompanied by a phrase for its position (1st is the lead),
naming the rank (``shared/RULES.md`` "The four calls", seed 000 §04, seed 001 §04;
the snip-snap style is Foster's, seed 002 section ГРАФ КОВЕНТРИ).

Why not Qt Linguist: a call is said in the language the player practises, which need
not be the UI language, so this module is pure Python (no Qt) and takes the language
as an argument. Every call is one whole sentence template per (language, style,
grammatical form, position); only the rank name, already in the agreeing form, is
inserted. Sentences are never glued from fragments.

Example (moved from the README)
-------------------------------
The calls come from one pure-Python function, usable without Qt and whatever the UI language
is; each call is one whole sentence that agrees with the rank (Russian and French gender,
English "an Ace", "she" for a Queen), never glued from fragments:

    from coventry_desktop.games.coventry.calls import call_text
    from coventry_desktop.engine import Rank

    call_text(Rank.QUEEN, 1, "ru")                     # 'Вот дама, хороша собой'
    call_text(Rank.TEN, 2, "fr")                       # 'En voici un aussi distingué'
    call_text(Rank.EIGHT, 2, "en")                     # "There's an Eight as good as he!"
    call_text(Rank.QUEEN, 1, "fr", style="snip-snap")  # 'Une dame !'

`position` is 1–4, `language` `"en"`, `"ru"` or `"fr"`, `style` `"rhymes"` or `"snip-snap"`;
anything else raises `ValueError`.
"""

from __future__ import annotations

from typing import Final

from ...engine import Rank

LANGUAGES: Final = ("en", "ru", "fr")
STYLES: Final = ("rhymes", "snip-snap")
POSITIONS: Final = (1, 2, 3, 4)

# Grammatical forms. Russian and French: the rank noun's gender. English: the pronoun
# the rhyme uses ("she" for a Queen, "he" otherwise).
_MASCULINE: Final = "m"
_FEMININE: Final = "f"

# (name as said inside a sentence, form). Russian: nominative; French and English: with
# the indefinite article, because the article is what agrees («un dix», "an Eight").
_RANK_NAMES: Final[dict[str, dict[Rank, tuple[str, str]]]] = {
    "ru": {
        Rank.ACE: ("туз", _MASCULINE),
        Rank.TWO: ("двойка", _FEMININE),
        Rank.THREE: ("тройка", _FEMININE),
        Rank.FOUR: ("четвёрка", _FEMININE),
        Rank.FIVE: ("пятёрка", _FEMININE),
        Rank.SIX: ("шестёрка", _FEMININE),
        Rank.SEVEN: ("семёрка", _FEMININE),
        Rank.EIGHT: ("восьмёрка", _FEMININE),
        Rank.NINE: ("девятка", _FEMININE),
        Rank.TEN: ("десятка", _FEMININE),
        Rank.JACK: ("валет", _MASCULINE),
        Rank.QUEEN: ("дама", _FEMININE),
        Rank.KING: ("король", _MASCULINE),
    },
    "fr": {
        Rank.ACE: ("un as", _MASCULINE),
        Rank.TWO: ("un deux", _MASCULINE),
        Rank.THREE: ("un trois", _MASCULINE),
        Rank.FOUR: ("un quatre", _MASCULINE),
        Rank.FIVE: ("un cinq", _MASCULINE),
        Rank.SIX: ("un six", _MASCULINE),
        Rank.SEVEN: ("un sept", _MASCULINE),
        Rank.EIGHT: ("un huit", _MASCULINE),
        Rank.NINE: ("un neuf", _MASCULINE),
        Rank.TEN: ("un dix", _MASCULINE),
        Rank.JACK: ("un valet", _MASCULINE),
        Rank.QUEEN: ("une dame", _FEMININE),
        Rank.KING: ("un roi", _MASCULINE),
    },
    "en": {
        Rank.ACE: ("an Ace", _MASCULINE),
        Rank.TWO: ("a Two", _MASCULINE),
        Rank.THREE: ("a Three", _MASCULINE),
        Rank.FOUR: ("a Four", _MASCULINE),
        Rank.FIVE: ("a Five", _MASCULINE),
        Rank.SIX: ("a Six", _MASCULINE),
        Rank.SEVEN: ("a Seven", _MASCULINE),
        Rank.EIGHT: ("an Eight", _MASCULINE),
        Rank.NINE: ("a Nine", _MASCULINE),
        Rank.TEN: ("a Ten", _MASCULINE),
        Rank.JACK: ("a Jack", _MASCULINE),
        Rank.QUEEN: ("a Queen", _FEMININE),
        Rank.KING: ("a King", _MASCULINE),
    },
}

# Whole sentences, keyed by (language, form); index 0 is position 1. ``{rank}`` is the
# rank name in the agreeing form; ``{Rank}`` the same with a capital first letter.
# Russian and French follow seeds 000 §04 and 001 §04 word for word (feminine) and
# RULES.md (masculine); English follows RULES.md.
_RHYMES: Final[dict[tuple[str, str], tuple[str, str, str, str]]] = {
    ("ru", _FEMININE): (
        "Вот {rank}, хороша собой",
        "А вот другая, ей под стать",
        "Из трёх она всех лучше",
        "А это граф Ковентри",
    ),
    ("ru", _MASCULINE): (
        "Вот {rank}, хорош собой",
        "А вот другой, ему под стать",
        "Из трёх он всех лучше",
        "А это граф Ковентри",
    ),
    ("fr", _FEMININE): (
        "Voici {rank} de qualité",
        "En voici une aussi distinguée",
        "Des trois, voici la meilleure",
        "Et voici le comte de Coventry",
    ),
    ("fr", _MASCULINE): (
        "Voici {rank} de qualité",
        "En voici un aussi distingué",
        "Des trois, voici le meilleur",
        "Et voici le comte de Coventry",
    ),
    ("en", _FEMININE): (
        "There's as good {rank} as can be!",
        "There's {rank} as good as she!",
        "There's the best of all the three!",
        "And there's the Earl of Coventry!",
    ),
    ("en", _MASCULINE): (
        "There's as good {rank} as can be!",
        "There's {rank} as good as he!",
        "There's the best of all the three!",
        "And there's the Earl of Coventry!",
    ),
}

# Foster's short calls (seed 002, ГРАФ КОВЕНТРИ): the 1st names the rank, then the three
# words. French puts a space before «!» (RULES.md writes it as a plain space).
_SNIP_SNAP: Final[dict[str, tuple[str, str, str, str]]] = {
    "ru": ("{Rank}!", "Снип!", "Снап!", "Снорем!"),
    "fr": ("{Rank} !", "Snip !", "Snap !", "Snorem !"),
    "en": ("{Rank}!", "Snip!", "Snap!", "Snorem!"),
}


def rank_name(rank: Rank, language: str) -> str:
    """The rank as the calls say it: ``"дама"``, ``"une dame"``, ``"a Queen"``.

    Raises:
        ValueError: ``language`` is not one of :data:`LANGUAGES`, or ``rank`` is no rank.
    """
    _check_language(language)
    return _RANK_NAMES[language][Rank(rank)][0]


def call_text(rank: Rank, position: int, language: str, style: str = "rhymes") -> str:
    """The call said with the ``position``-th card (1 = the lead) of a quartet of ``rank``.

    Args:
        rank: the quartet's rank.
        position: 1..4, the card's place in the quartet.
        language: ``"en"``, ``"ru"`` or ``"fr"``; independent of the UI language.
        style: ``"rhymes"`` (the four rhymes, seeds 000/001 §04) or ``"snip-snap"``
            (Foster's short calls, seed 002 ГРАФ КОВЕНТРИ).

    Returns:
        One whole sentence, e.g. ``call_text(Rank.QUEEN, 2, "en")`` is
        ``"There's a Queen as good as she!"``.

    Raises:
        ValueError: bad position, language, style or rank.
    """
    _check_language(language)
    if style not in STYLES:
        raise ValueError(f"unknown call style {style!r}; expected one of {STYLES}")
    if isinstance(position, bool) or position not in POSITIONS:
        raise ValueError(f"call position must be 1, 2, 3 or 4, got {position!r}")
    name, form = _RANK_NAMES[language][Rank(rank)]
    if style == "rhymes":
        template = _RHYMES[(language, form)][position - 1]
    else:
        template = _SNIP_SNAP[language][position - 1]
    return template.format(rank=name, Rank=name[:1].upper() + name[1:])


def _check_language(language: str) -> None:
    if language not in LANGUAGES:
        raise ValueError(f"unknown call language {language!r}; expected one of {LANGUAGES}")
