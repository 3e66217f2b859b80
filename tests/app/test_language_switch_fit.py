"""A language chosen while the pass-and-play curtain is up, in a 784×512 window (an
800×560 screen): the bar's buttons and the curtain's button are laid out for their new
words as soon as they have them, never cut ("ледняя четвё") until a later layout pass."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from coventry_desktop.i18n import install_language

REVIEW = {"en": "&Last Quartet", "fr": "&Dernier carré", "ru": "&Последняя четвёрка"}


@pytest.mark.parametrize(("before", "after"), [("en", "ru"), ("ru", "fr"), ("fr", "en")])
def test_the_buttons_fit_their_new_words_with_the_curtain_up(coventry, qtbot, before,
                                                              after) -> None:
    shell = coventry(seats=4, people=3)
    window = shell.window
    install_language(QApplication.instance(), before)
    window.resize(784, 512)
    qtbot.waitUntil(lambda: window.flow.curtain_for is not None
                    and window.review_button.text() == REVIEW[before])
    install_language(QApplication.instance(), after)
    qtbot.waitUntil(lambda: window.review_button.text() == REVIEW[after])
    assert window.width() == 784
    for button in (window.review_button, window.pass_button, window.curtain_button):
        assert button.width() >= button.sizeHint().width(), (after, button.text())
