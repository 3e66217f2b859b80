"""The calls table (RULES.md "The four calls"): 13 ranks x 4 positions x 3 languages, exact.

The expected sentences are written out literally here, not built from the module's tables,
so a wrong gender, article or pronoun in ``coventry_desktop.games.coventry.calls`` shows up as
a diff.
"""

import subprocess
import sys

import pytest

from coventry_desktop.engine import Rank
from coventry_desktop.games.coventry.calls import call_text, rank_name

R = Rank

RHYMES: dict[tuple[Rank, str], tuple[str, str, str, str]] = {
    # Russian: туз, король, валет masculine; the rest feminine (seed 000 §04, RULES.md).
    (R.ACE, "ru"): ("Вот туз, хорош собой", "А вот другой, ему под стать",
                    "Из трёх он всех лучше", "А это граф Ковентри"),
    (R.TWO, "ru"): ("Вот двойка, хороша собой", "А вот другая, ей под стать",
                    "Из трёх она всех лучше", "А это граф Ковентри"),
    (R.THREE, "ru"): ("Вот тройка, хороша собой", "А вот другая, ей под стать",
                      "Из трёх она всех лучше", "А это граф Ковентри"),
    (R.FOUR, "ru"): ("Вот четвёрка, хороша собой", "А вот другая, ей под стать",
                     "Из трёх она всех лучше", "А это граф Ковентри"),
    (R.FIVE, "ru"): ("Вот пятёрка, хороша собой", "А вот другая, ей под стать",
                     "Из трёх она всех лучше", "А это граф Ковентри"),
    (R.SIX, "ru"): ("Вот шестёрка, хороша собой", "А вот другая, ей под стать",
                    "Из трёх она всех лучше", "А это граф Ковентри"),
    (R.SEVEN, "ru"): ("Вот семёрка, хороша собой", "А вот другая, ей под стать",
                      "Из трёх она всех лучше", "А это граф Ковентри"),
    (R.EIGHT, "ru"): ("Вот восьмёрка, хороша собой", "А вот другая, ей под стать",
                      "Из трёх она всех лучше", "А это граф Ковентри"),
    (R.NINE, "ru"): ("Вот девятка, хороша собой", "А вот другая, ей под стать",
                     "Из трёх она всех лучше", "А это граф Ковентри"),
    (R.TEN, "ru"): ("Вот десятка, хороша собой", "А вот другая, ей под стать",
                    "Из трёх она всех лучше", "А это граф Ковентри"),
    (R.JACK, "ru"): ("Вот валет, хорош собой", "А вот другой, ему под стать",
                     "Из трёх он всех лучше", "А это граф Ковентри"),
    (R.QUEEN, "ru"): ("Вот дама, хороша собой", "А вот другая, ей под стать",
                      "Из трёх она всех лучше", "А это граф Ковентри"),
    (R.KING, "ru"): ("Вот король, хорош собой", "А вот другой, ему под стать",
                     "Из трёх он всех лучше", "А это граф Ковентри"),
    # French: everything masculine («un dix») except «une dame» (seed 001 §04, RULES.md).
    (R.ACE, "fr"): ("Voici un as de qualité", "En voici un aussi distingué",
                    "Des trois, voici le meilleur", "Et voici le comte de Coventry"),
    (R.TWO, "fr"): ("Voici un deux de qualité", "En voici un aussi distingué",
                    "Des trois, voici le meilleur", "Et voici le comte de Coventry"),
    (R.THREE, "fr"): ("Voici un trois de qualité", "En voici un aussi distingué",
                      "Des trois, voici le meilleur", "Et voici le comte de Coventry"),
    (R.FOUR, "fr"): ("Voici un quatre de qualité", "En voici un aussi distingué",
                     "Des trois, voici le meilleur", "Et voici le comte de Coventry"),
    (R.FIVE, "fr"): ("Voici un cinq de qualité", "En voici un aussi distingué",
                     "Des trois, voici le meilleur", "Et voici le comte de Coventry"),
    (R.SIX, "fr"): ("Voici un six de qualité", "En voici un aussi distingué",
                    "Des trois, voici le meilleur", "Et voici le comte de Coventry"),
    (R.SEVEN, "fr"): ("Voici un sept de qualité", "En voici un aussi distingué",
                      "Des trois, voici le meilleur", "Et voici le comte de Coventry"),
    (R.EIGHT, "fr"): ("Voici un huit de qualité", "En voici un aussi distingué",
                      "Des trois, voici le meilleur", "Et voici le comte de Coventry"),
    (R.NINE, "fr"): ("Voici un neuf de qualité", "En voici un aussi distingué",
                     "Des trois, voici le meilleur", "Et voici le comte de Coventry"),
    (R.TEN, "fr"): ("Voici un dix de qualité", "En voici un aussi distingué",
                    "Des trois, voici le meilleur", "Et voici le comte de Coventry"),
    (R.JACK, "fr"): ("Voici un valet de qualité", "En voici un aussi distingué",
                     "Des trois, voici le meilleur", "Et voici le comte de Coventry"),
    (R.QUEEN, "fr"): ("Voici une dame de qualité", "En voici une aussi distinguée",
                      "Des trois, voici la meilleure", "Et voici le comte de Coventry"),
    (R.KING, "fr"): ("Voici un roi de qualité", "En voici un aussi distingué",
                     "Des trois, voici le meilleur", "Et voici le comte de Coventry"),
    # English: "an Ace", "an Eight", "a" otherwise; "she" for a Queen, "he" otherwise.
    (R.ACE, "en"): ("There's as good an Ace as can be!", "There's an Ace as good as he!",
                    "There's the best of all the three!", "And there's the Earl of Coventry!"),
    (R.TWO, "en"): ("There's as good a Two as can be!", "There's a Two as good as he!",
                    "There's the best of all the three!", "And there's the Earl of Coventry!"),
    (R.THREE, "en"): ("There's as good a Three as can be!", "There's a Three as good as he!",
                      "There's the best of all the three!",
                      "And there's the Earl of Coventry!"),
    (R.FOUR, "en"): ("There's as good a Four as can be!", "There's a Four as good as he!",
                     "There's the best of all the three!", "And there's the Earl of Coventry!"),
    (R.FIVE, "en"): ("There's as good a Five as can be!", "There's a Five as good as he!",
                     "There's the best of all the three!", "And there's the Earl of Coventry!"),
    (R.SIX, "en"): ("There's as good a Six as can be!", "There's a Six as good as he!",
                    "There's the best of all the three!", "And there's the Earl of Coventry!"),
    (R.SEVEN, "en"): ("There's as good a Seven as can be!", "There's a Seven as good as he!",
                      "There's the best of all the three!",
                      "And there's the Earl of Coventry!"),
    (R.EIGHT, "en"): ("There's as good an Eight as can be!", "There's an Eight as good as he!",
                      "There's the best of all the three!",
                      "And there's the Earl of Coventry!"),
    (R.NINE, "en"): ("There's as good a Nine as can be!", "There's a Nine as good as he!",
                     "There's the best of all the three!", "And there's the Earl of Coventry!"),
    (R.TEN, "en"): ("There's as good a Ten as can be!", "There's a Ten as good as he!",
                    "There's the best of all the three!", "And there's the Earl of Coventry!"),
    (R.JACK, "en"): ("There's as good a Jack as can be!", "There's a Jack as good as he!",
                     "There's the best of all the three!", "And there's the Earl of Coventry!"),
    (R.QUEEN, "en"): ("There's as good a Queen as can be!", "There's a Queen as good as she!",
                      "There's the best of all the three!",
                      "And there's the Earl of Coventry!"),
    (R.KING, "en"): ("There's as good a King as can be!", "There's a King as good as he!",
                     "There's the best of all the three!", "And there's the Earl of Coventry!"),
}

SNIP_SNAP_FIRST: dict[tuple[Rank, str], str] = {
    (R.ACE, "ru"): "Туз!", (R.TWO, "ru"): "Двойка!", (R.THREE, "ru"): "Тройка!",
    (R.FOUR, "ru"): "Четвёрка!", (R.FIVE, "ru"): "Пятёрка!", (R.SIX, "ru"): "Шестёрка!",
    (R.SEVEN, "ru"): "Семёрка!", (R.EIGHT, "ru"): "Восьмёрка!", (R.NINE, "ru"): "Девятка!",
    (R.TEN, "ru"): "Десятка!", (R.JACK, "ru"): "Валет!", (R.QUEEN, "ru"): "Дама!",
    (R.KING, "ru"): "Король!",
    (R.ACE, "fr"): "Un as !", (R.TWO, "fr"): "Un deux !", (R.THREE, "fr"): "Un trois !",
    (R.FOUR, "fr"): "Un quatre !", (R.FIVE, "fr"): "Un cinq !", (R.SIX, "fr"): "Un six !",
    (R.SEVEN, "fr"): "Un sept !", (R.EIGHT, "fr"): "Un huit !", (R.NINE, "fr"): "Un neuf !",
    (R.TEN, "fr"): "Un dix !", (R.JACK, "fr"): "Un valet !", (R.QUEEN, "fr"): "Une dame !",
    (R.KING, "fr"): "Un roi !",
    (R.ACE, "en"): "An Ace!", (R.TWO, "en"): "A Two!", (R.THREE, "en"): "A Three!",
    (R.FOUR, "en"): "A Four!", (R.FIVE, "en"): "A Five!", (R.SIX, "en"): "A Six!",
    (R.SEVEN, "en"): "A Seven!", (R.EIGHT, "en"): "An Eight!", (R.NINE, "en"): "A Nine!",
    (R.TEN, "en"): "A Ten!", (R.JACK, "en"): "A Jack!", (R.QUEEN, "en"): "A Queen!",
    (R.KING, "en"): "A King!",
}

SNIP_SNAP_REST = {
    "ru": ("Снип!", "Снап!", "Снорем!"),
    "fr": ("Snip !", "Snap !", "Snorem !"),
    "en": ("Snip!", "Snap!", "Snorem!"),
}


def test_tables_cover_every_rank_and_language() -> None:
    assert len(RHYMES) == 13 * 3
    assert len(SNIP_SNAP_FIRST) == 13 * 3


@pytest.mark.parametrize(("rank", "language"), sorted(RHYMES))
def test_rhymes_for_every_position(rank: Rank, language: str) -> None:
    got = tuple(call_text(rank, position, language) for position in (1, 2, 3, 4))
    assert got == RHYMES[(rank, language)]


@pytest.mark.parametrize(("rank", "language"), sorted(SNIP_SNAP_FIRST))
def test_snip_snap_for_every_position(rank: Rank, language: str) -> None:
    got = tuple(call_text(rank, position, language, "snip-snap") for position in (1, 2, 3, 4))
    assert got == (SNIP_SNAP_FIRST[(rank, language)], *SNIP_SNAP_REST[language])


def test_seed_sentences_word_for_word() -> None:
    # Seed 000 §04 and seed 001 §04 give the Queen's calls; RULES.md the English.
    assert call_text(Rank.QUEEN, 1, "ru") == "Вот дама, хороша собой"
    assert call_text(Rank.QUEEN, 1, "fr") == "Voici une dame de qualité"
    assert call_text(Rank.QUEEN, 2, "en") == "There's a Queen as good as she!"
    assert call_text(Rank.KING, 2, "en") == "There's a King as good as he!"
    assert call_text(Rank.TEN, 1, "fr") == "Voici un dix de qualité"
    assert call_text(Rank.EIGHT, 1, "en") == "There's as good an Eight as can be!"


def test_french_space_before_exclamation_mark() -> None:
    assert call_text(Rank.QUEEN, 1, "fr", style="snip-snap") == "Une dame !"
    assert call_text(Rank.QUEEN, 4, "fr", style="snip-snap") == "Snorem !"


def test_rank_name() -> None:
    assert rank_name(Rank.QUEEN, "ru") == "дама"
    assert rank_name(Rank.TEN, "fr") == "un dix"
    assert rank_name(Rank.ACE, "en") == "an Ace"


@pytest.mark.parametrize("position", [0, 5, -1, True, "1", 1.5])
def test_bad_position(position: object) -> None:
    with pytest.raises(ValueError, match="position must be 1, 2, 3 or 4"):
        call_text(Rank.QUEEN, position, "en")  # type: ignore[arg-type]


@pytest.mark.parametrize("language", ["de", "EN", "", "russian"])
def test_bad_language(language: str) -> None:
    with pytest.raises(ValueError, match="unknown call language"):
        call_text(Rank.QUEEN, 1, language)


def test_bad_style() -> None:
    with pytest.raises(ValueError, match="unknown call style 'snip snap'"):
        call_text(Rank.QUEEN, 1, "en", style="snip snap")


def test_bad_rank() -> None:
    with pytest.raises(ValueError):
        call_text(14, 1, "en")  # type: ignore[arg-type]


def test_calls_do_not_import_qt() -> None:
    # Calls are said in the practised language, whatever the UI language; the module is
    # pure Python so that it works without (and regardless of) any installed translator.
    code = (
        "import sys, coventry_desktop.games.coventry.calls as c\n"
        "assert not [m for m in sys.modules if m.startswith('PySide6')], 'Qt imported'\n"
        "print(c.call_text(c.Rank.QUEEN, 2, 'ru'))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "А вот другая, ей под стать"
