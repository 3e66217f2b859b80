"""Comet's rules help: its own page in each language, under resources/rules/comet/."""

from __future__ import annotations

import pytest

from coventry_desktop.widgets.rules_dialog import rules_html


@pytest.mark.parametrize(("language", "title"), [("en", "Comet"), ("ru", "Комета"),
                                                 ("fr", "Comète")])
def test_the_page_in_each_language_is_titled_with_the_games_name(language, title) -> None:
    assert f"<h1>{title}" in rules_html(language, "comet")
