"""The progress chart at the edges (#12 item 18): two sessions of one day are told apart,
and a full bar's "100%" keeps clear of the heading."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from PySide6.QtCore import QDate, QLocale, QRectF, QTime
from pytestqt.qtbot import QtBot

from coventry_desktop.games.coventry.ui.practice.chart import AccuracyChart


def test_two_sessions_of_one_day_are_told_apart(qtbot: QtBot) -> None:
    chart = AccuracyChart()
    qtbot.addWidget(chart)
    morning = datetime(2026, 12, 1, 9, 5, tzinfo=UTC)
    afternoon = morning + timedelta(hours=5, minutes=10)
    next_day = morning + timedelta(days=1)
    chart.set_data({}, [(morning, 3, 4), (afternoon, 4, 4), (next_day, 2, 4)])
    labels = chart.day_labels()
    local = [when.astimezone() for when in (morning, afternoon, next_day)]
    day = [QLocale().toString(QDate(t.year, t.month, t.day), "d MMM") for t in local]
    time = QLocale().toString(QTime(local[1].hour, local[1].minute),
                              QLocale.FormatType.ShortFormat)
    if local[0].date() == local[1].date():
        assert labels == [day[0], time, day[2]]
    else:  # a time zone far from UTC puts them on two days
        assert labels == [day[0], day[1], day[2]]
    assert len(set(labels)) == 3


def test_a_full_bars_label_keeps_clear_of_the_heading(qtbot: QtBot) -> None:
    chart = AccuracyChart()
    qtbot.addWidget(chart)
    chart.resize(chart.sizeHint())
    metrics = chart.fontMetrics()
    line = float(metrics.height())
    box = QRectF(chart.rect()).adjusted(8, 8, -8, -8)
    plot = AccuracyChart.plot_rect(box, line, metrics.horizontalAdvance("100%") + 6)
    heading_bottom = box.top() + line
    full_bar_label_top = plot.top() - line  # "100%" sits one line above a full bar
    assert full_bar_label_top >= heading_bottom + 4
    assert plot.bottom() == box.bottom() - 2 * line - 4  # room for the two label lines
    assert plot.height() > 3 * line
