"""Hearts' rules help: its own page in each language, under resources/rules/hearts/."""

from __future__ import annotations

import pytest

from coventry_desktop.widgets.rules_dialog import rules_html


@pytest.mark.parametrize(("language", "title"), [("en", "Hearts"), ("ru", "Червы"),
                                                 ("fr", "Dame de pique")])
def test_the_page_in_each_language_is_titled_with_the_games_name(language, title) -> None:
    assert f"<h1>{title}" in rules_html(language, "hearts")


def test_the_help_says_the_seeds_irregularities_cannot_arise() -> None:
    assert "cannot arise" in rules_html("en", "hearts")  # HT-14
