"""The bar's sentence wraps at word boundaries: a word breaks only where it is longer than
the line (Russian and French sentences broke in the middle of a word)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage

from coventry_desktop.widgets.game_window_parts import StatusLine


def _ink_right(image: QImage, top: int, bottom: int) -> int:
    """The rightmost column with a dark pixel between rows ``top`` and ``bottom``."""
    for x in range(image.width() - 1, -1, -1):
        if any(QColor(image.pixel(x, y)).lightness() < 128 for y in range(top, bottom)):
            return x
    return -1


@pytest.mark.parametrize(("first", "word"), [
    ("Сыграйте карту достоинства", "«пятёрка»"),
    ("Au lieu de passer, vous pouvez jouer la", "Comète"),
])
def test_a_word_that_fits_on_the_next_line_is_not_broken(qtbot, first, word) -> None:
    line = StatusLine()
    qtbot.addWidget(line)
    line.setStyleSheet("background: white; color: black")
    line.setText(f"{first} {word}")
    metrics = line.fontMetrics()
    margins = line.contentsMargins()
    # Room for the first words and half the next: the next goes whole to the second line.
    room = metrics.horizontalAdvance(f"{first} {word[: len(word) // 2]}")
    line.resize(room + margins.left() + margins.right(), line.sizeHint().height())
    image = QImage(line.size(), QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    line.render(image)
    top = margins.top() + (line.height() - margins.top() - margins.bottom()
                           - 2 * metrics.lineSpacing()) // 2
    right = _ink_right(image, max(top, 0), top + metrics.lineSpacing())
    assert right <= margins.left() + metrics.horizontalAdvance(first) + 2, (right, room)
    assert _ink_right(image, top + metrics.lineSpacing(), line.height()) > 0  # the word below
