"""How a game window looks and names its game: colours, and registry names translated."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

STYLE_SHEET = """
GameWindow { background: #0c2f1f; }
#GameBar { background: #f7f3e8; border-top: 1px solid #c9bfa6; }
#GameBar QLabel { color: #2b2b2b; font-size: 14px; }
#SidePanel { background: #f7f3e8; border-left: 1px solid #c9bfa6; }
#SidePanel QLabel { color: #2b2b2b; }
#Curtain { background: #0a2418; }
#Curtain QLabel { color: #e8efe9; font-size: 18px; }
"""
"""The game window's colours: dark text on the light bars, as the main window has them."""


def game_name(name: str) -> str:
    """A game's or a rules preset's registry name in the interface language."""
    names = {
        "Earl of Coventry": QCoreApplication.translate("Games", "Earl of Coventry"),
        "Comet": QCoreApplication.translate("Games", "Comet"),
        "Hearts": QCoreApplication.translate("Games", "Hearts"),
        "Classic": QCoreApplication.translate("Games", "Classic"),
        "Standard": QCoreApplication.translate("Games", "Standard"),
    }
    return names.get(name, name)
