"""Hard: placeholder."""
from __future__ import annotations

from .normal import NormalBot


class HardBot(NormalBot):
    level = "hard"
