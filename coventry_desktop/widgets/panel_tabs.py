"""The side panel's tabs, whose titles are never cut: along the top while they all fit the
panel's width, else down its side, each title read upwards at its whole length.

Three Russian titles ("Приговорки", "Раздача", "Четвёрки") need about 230 pixels across;
the panel of an 800×560 window has 180, where ``ElideRight`` left "Пригово…" (#24).
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QTabBar, QTabWidget, QWidget

TAB_ROOM = 24
"""Pixels round a tab's title at the least (the high-contrast sheet's 7-pixel padding and
2-pixel border each side take less; the style may ask more)."""


class PanelTabs(QTabWidget):
    """A ``QTabWidget`` that puts its tabs along the top (North) while their titles fit,
    else on the left (West); ``fits_across()`` says which."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._fitting = False
        self.setTabBar(_Bar(self))
        self.setUsesScrollButtons(False)
        # Cut with "…" only as the last resort, so the tabs never ask the window to grow
        # (down the side, three titles want more height than a settled deal leaves).
        self.setElideMode(Qt.TextElideMode.ElideRight)

    def needed_across(self) -> int:
        """Pixels the titles need side by side: each one's text, and room round it for
        the tab's padding and frame (as much as the style or the high-contrast sheet
        gives; measured the same whichever side the tabs are on, so they never swap to
        and fro)."""
        bar = self.tabBar()
        metrics = bar.fontMetrics()
        across = self.tabPosition() in (QTabWidget.TabPosition.North,
                                        QTabWidget.TabPosition.South)
        needed = 0
        for index in range(bar.count()):
            text = bar.tabText(index)
            # The style's room round a title, from the tab's own size: asking the style
            # (``QStyle.pixelMetric``) made PySide6 build QStyle's 16 enums before the
            # first paint (about 8 ms, #25).
            hint = bar.tabSizeHint(index)
            room = ((hint.width() if across else hint.height())
                    - metrics.size(Qt.TextFlag.TextShowMnemonic, text).width())
            needed += metrics.horizontalAdvance(text.replace("&", "")) + max(room, TAB_ROOM)
        return needed

    def fits_across(self) -> bool:
        """Whether every title fits along the top at the tabs' width now."""
        return self.needed_across() <= self.width() - 4

    def fit(self) -> None:
        """Tabs along the top if they fit, else down the left side."""
        want = (QTabWidget.TabPosition.North if self.fits_across()
                else QTabWidget.TabPosition.West)
        if self.tabPosition() != want and not self._fitting:
            self._fitting = True  # moving the tabs lays them out again
            try:
                self.setTabPosition(want)
            finally:
                self._fitting = False
        self.updateGeometry()  # down the side, the least height follows the titles

    def minimumSizeHint(self) -> QSize:
        """Down the side, at least as high as the titles need end to end: a settled deal
        above the tabs of an 800×560 window left them 156 pixels, and "Formules" and "La
        donne" were cut to "Fo…" and "La…"; the side panel scrolls instead."""
        hint = super().minimumSizeHint()
        if self.tabPosition() in (QTabWidget.TabPosition.West, QTabWidget.TabPosition.East):
            hint.setHeight(max(hint.height(), self.needed_across() + 4))
        return hint

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()


class _Bar(QTabBar):
    """Tells its tabs when a title changes, so they fit again."""

    def tabLayoutChange(self) -> None:
        super().tabLayoutChange()
        parent = self.parentWidget()
        if isinstance(parent, PanelTabs):
            parent.fit()
