"""The table's colours, normal or high contrast, in one place the painting code reads.

Items and the table ask :func:`current` each time they paint, so switching (View → High
Contrast) only needs a repaint. High contrast follows WCAG 2.1's 7:1 "enhanced" contrast
for text (white or yellow on black) and draws state with thick outlines in two hues that
stay apart for every common colour-vision deficiency: yellow for playable, cyan for the
keyboard's choice, so no state is told by colour alone (they also differ in width, and
unplayable cards are darkened).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor


@dataclass(frozen=True)
class Theme:
    """Colours (``QColor`` names) and outline widths (scene pixels) for the table."""

    name: str
    background: str      # around the felt
    felt_centre: str
    felt_edge: str
    rim: str             # the table's wooden (or white) edge
    playable: str        # outline of a card that may be played
    playable_width: float
    selected: str        # outline of the card chosen with the keyboard
    selected_width: float
    focus: str           # the ring round the table while it has keyboard focus
    dim_alpha: int       # 0..255 darkening over a card that may not be played now
    plate_fill: str
    plate_text: str
    plate_detail: str
    plate_border: str
    turn: str            # a seat's name and rim on its turn

    def color(self, field: str) -> QColor:
        """The named colour as a ``QColor`` (``theme.color("playable")``)."""
        return QColor(getattr(self, field))


NORMAL = Theme(
    name="normal", background="#0c2f1f", felt_centre="#23744a", felt_edge="#145233",
    rim="#5b3a1e", playable="#f4c542", playable_width=2.2, selected="#58a6ff",
    selected_width=3.0, focus="#58a6ff", dim_alpha=95, plate_fill="#c80a1e14",
    plate_text="#ffffff", plate_detail="#cfe8d6", plate_border="#3cffffff", turn="#f4c542",
)

HIGH_CONTRAST = Theme(
    name="high-contrast", background="#000000", felt_centre="#000000", felt_edge="#000000",
    rim="#ffffff", playable="#ffff00", playable_width=4.0, selected="#00ffff",
    selected_width=6.0, focus="#00ffff", dim_alpha=160, plate_fill="#000000",
    plate_text="#ffffff", plate_detail="#ffffff", plate_border="#ffffff", turn="#ffff00",
)

# Added to the main window's style sheet in high contrast: black panels, white text,
# yellow titles, and a focus frame on every control that takes focus. Text on black is
# set for every kind of label, or it keeps the palette's black (QA F29: the calls panel's
# "Type the call" box and the drill's labels were black on black); the panel's speaker
# button gets a white ground, since its standard icon is drawn dark. The progress bar's
# chunk is blue, not yellow, because its white "2/4" runs across it; a styled bar puts its
# text at the top left unless told otherwise. The status bar's buttons (Pass, Hint,
# Scoreboard) read at a glance: bold white in a white frame when they may be pressed,
# grey in a dotted frame when not (#12). The lessons offer's buttons, as high as the menu
# bar's entries, keep their text whole without padding above and below it.
HIGH_CONTRAST_STYLE = """
QMainWindow, QMenuBar, QMenu, QStatusBar, QDialog { background: #000000; color: #ffffff; }
QStatusBar QToolButton { background: #000000; color: #ffffff; font-weight: bold;
                         border: 2px solid #ffffff; border-radius: 3px; padding: 2px 8px;
                         margin: 2px; }
QStatusBar QToolButton:hover, QStatusBar QToolButton:focus { border-color: #00ffff; }
QStatusBar QToolButton:disabled { color: #8c8c8c; font-weight: normal;
                                  border: 2px dotted #5a5a5a; }
QMenuBar::item:selected, QMenu::item:selected { background: #ffff00; color: #000000; }
#RhymePanel { background: #000000; border-left: 2px solid #ffffff; }
#RhymePanel QLabel, #currentCall { color: #ffffff; }
#RhymePanel QCheckBox, QDialog QLabel, QDialog QCheckBox, QDialog QRadioButton,
QDialog QGroupBox { color: #ffffff; }
#RhymePanel QToolButton { background: #ffffff; border: 2px solid #ffffff; }
#panelTitle, #settlementTitle, #settlementHeader { color: #ffff00; }
#RhymePanel QListView { background: #000000; color: #ffffff; border: 2px solid #ffffff; }
#settlementBox { background: #000000; border: 3px solid #ffffff; }
#settlementCell, #Curtain QLabel { color: #ffffff; }
#Curtain { background: #000000; }
QPushButton, QComboBox, QSpinBox, QLineEdit {
    background: #000000; color: #ffffff; border: 2px solid #ffffff; padding: 3px 8px; }
QPushButton:focus, QComboBox:focus, QSpinBox:focus, QLineEdit:focus, QListView:focus {
    border: 3px solid #00ffff; }
#curtainButton { background: #000000; color: #ffffff; border: 2px solid #ffffff; }
#curtainButton:focus { border: 4px solid #00ffff; }
QProgressBar { background: #000000; color: #ffffff; border: 2px solid #ffffff;
               text-align: center; }
QProgressBar::chunk { background: #1f4fff; }
#GameBar, #SidePanel { background: #000000; border-color: #ffffff; }
#GameBar QLabel, #SidePanel QLabel, #SidePanel QCheckBox { color: #ffffff; }
#SidePanel QListWidget, #SidePanel QTableWidget, #SidePanel QListView, QHeaderView::section,
QTabBar::tab { background: #000000; color: #ffffff; border: 1px solid #ffffff;
               padding: 3px 7px; }
QTabBar::tab:selected { color: #ffff00; border: 2px solid #ffff00; }
#GameBar QPushButton, #SidePanel QPushButton { color: #ffffff; }
QPushButton:disabled, #GameBar QPushButton:disabled, #SidePanel QPushButton:disabled {
    color: #8c8c8c; border: 2px dotted #5a5a5a; }
QPushButton#OfferButton { padding: 0px 6px; }
QPushButton#OfferButton:focus { border: 2px solid #00ffff; }
"""

_current = NORMAL


def current() -> Theme:
    """The theme in force."""
    return _current


def set_high_contrast(on: bool) -> Theme:
    """Switch the table's theme; returns the new one. Callers repaint."""
    global _current
    _current = HIGH_CONTRAST if on else NORMAL
    return _current
