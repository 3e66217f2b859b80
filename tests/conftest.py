"""Shared test set-up: headless Qt, the app's resources, and instant animations.

``QT_QPA_PLATFORM=offscreen`` is set before anything imports Qt, so the whole suite runs
without a display (as git-cola's conftest does); ``make test`` sets it too.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture
def instant() -> Iterator[None]:
    """Every table duration zero (widgets/speeds.py), restored afterwards."""
    from coventry_desktop.widgets import speeds

    before = speeds.factor()
    speeds.set_speed(0)
    yield
    speeds.set_speed(before)
