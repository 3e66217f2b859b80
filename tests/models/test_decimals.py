"""Fractions of units are written with the UI language's decimal separator (QLocale)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from coventry_desktop.i18n import install_language
from coventry_desktop.models.presentation import format_decimal, format_units


@pytest.fixture
def language(qapp):
    yield lambda code: install_language(qapp, code)
    install_language(qapp, "en")


@pytest.mark.parametrize(("code", "point"), [("en", "."), ("ru", ","), ("fr", ",")])
def test_units_and_averages_follow_the_language(language, code, point) -> None:
    language(code)
    assert format_units(Fraction(13, 2)) == f"+6{point}5"
    assert format_units(-2.5) == f"\u22122{point}5"
    assert format_units(3) == "+3" and format_units(0) == "0"
    assert format_decimal(Fraction(26, 3)) == f"8{point}7"
    assert format_decimal(13) == "13"
