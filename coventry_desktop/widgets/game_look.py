"""How a game window looks: its colours (the game's name in words: ``models.presentation``)."""

from __future__ import annotations

STYLE_SHEET = """
GameWindow { background: #0c2f1f; }
#GameBar { background: #f7f3e8; border-top: 1px solid #c9bfa6; }
#GameBar QLabel { color: #2b2b2b; font-size: 14px; }
#SidePanel { background: #f7f3e8; border-left: 1px solid #c9bfa6; }
#SidePanel QLabel { color: #2b2b2b; }
#Curtain { background: #0a2418; }
#Curtain QLabel { color: #e8efe9; font-size: 18px; }
#GameBar QPushButton, #SidePanel QPushButton { color: #2b2b2b; }
#GameBar QPushButton:disabled, #SidePanel QPushButton:disabled { color: #666666; }
GameWindow[sharedDock="true"]::separator { width: 0px; height: 0px; }
"""
"""The game window's colours: dark text on the light bars, as the main window has them. A
button that may not be pressed now (Pass, Next Deal) is grey, but 5:1 on the bar (WCAG AA;
the style's own grey was 1.7:1). Every state has a rule, so a button keeps its size
as it is enabled and disabled. A lesson's window that tabs the lesson with the side panel
(a narrow screen) has no separator beside them: its 6 pixels made the window 790 wide."""
