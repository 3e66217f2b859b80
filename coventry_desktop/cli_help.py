"""The command line's ``--help`` text from a module's docstring, without its markup.

The docstrings are reStructuredText for the source reader (``coventry-desktop``, **Easy**,
*k*); a terminal shows the words only.
"""

from __future__ import annotations

import re

_LITERAL = re.compile(r"``(.+?)``|`([^`]+)`", re.DOTALL)
_STRONG = re.compile(r"\*\*(\S[^*\n]*?)\*\*")
_EMPHASIS = re.compile(r"(?<![\w*])\*(\S[^*\n]*?)\*(?![\w*])")


def plain(doc: str | None) -> str:
    """``doc`` with reST's inline literals, strong and emphasis marks taken off."""
    text = _LITERAL.sub(lambda m: m.group(1) or m.group(2), doc or "")
    return _EMPHASIS.sub(r"\1", _STRONG.sub(r"\1", text))
