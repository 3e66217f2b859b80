"""A four-colour deck for colour-blind players: the svg-cards faces with recoloured suits.

Spades stay black and hearts red; diamonds turn blue and clubs green, as in the
four-colour decks of bridge and poker sites, so no two suits share a colour. Only the
suit pips and the corner indices change (the court figures keep their artwork): the
deck's own pip symbols ``#diamond`` and ``#club`` get recoloured copies, and each
diamond or club card is pointed at its copy. The file on disk is not edited (its
LGPL-2.1 attribution says what was changed, and this is done at run time).
"""

from __future__ import annotations

import re
from typing import Final

DIAMOND_BLUE: Final = "#1b5fc1"
CLUB_GREEN: Final = "#18813a"
_RED: Final = "#e6180a"

# The card groups follow each other in the file: clubs, diamonds, hearts, spades.
_CARD_GROUP = re.compile(r'<g id="(club|diamond|heart|spade)_(?:\d+|jack|queen|king)"')
# A corner index or court letter: a <use> of n_2..n_10, ace, jack, queen or king.
_INDEX_USE = re.compile(r'<use xlink:href="#(?:n_\d+|ace|jack|queen|king)"(?![^>]*style=)')


def _symbol(svg: str, name: str) -> str:
    """The ``<g id="name">…</g>`` symbol (the pip symbols hold no nested groups)."""
    start = svg.index(f'<g id="{name}">')
    return svg[start:svg.index("</g>", start) + len("</g>")]


def four_colour_svg(svg: str) -> str:
    """The deck with blue diamonds and green clubs.

    Args:
        svg: the text of ``svg-cards.svg``.

    Returns:
        The same document with two extra symbols (``diamond_4c``, ``club_4c``) and every
        diamond and club card using them, its indices coloured to match.

    Raises:
        ValueError: the document is not the svg-cards deck this was written for.
    """
    try:
        diamond, club = _symbol(svg, "diamond"), _symbol(svg, "club")
    except ValueError as error:
        raise ValueError("not the svg-cards deck: no #diamond or #club symbol") from error
    blue_diamond = diamond.replace('id="diamond"', 'id="diamond_4c"', 1).replace(
        _RED, DIAMOND_BLUE)
    green_club = club.replace('<g id="club">', f'<g id="club_4c" style="fill:{CLUB_GREEN}">', 1)
    svg = svg.replace(club, club + blue_diamond + green_club, 1)

    pieces, last = [], 0
    matches = list(_CARD_GROUP.finditer(svg))
    if len(matches) != 52:
        raise ValueError(f"not the svg-cards deck: {len(matches)} card groups, expected 52")
    ends = [m.start() for m in matches[1:]] + [_end_of_group(svg, matches[-1].start())]
    for match, end in zip(matches, ends, strict=True):
        pieces.append(svg[last:match.start()])
        card = svg[match.start():end]
        if match.group(1) == "diamond":
            card = card.replace('href="#diamond"', 'href="#diamond_4c"').replace(
                _RED, DIAMOND_BLUE)
        elif match.group(1) == "club":
            card = card.replace('href="#club"', 'href="#club_4c"')
            card = _INDEX_USE.sub(lambda m: f'{m.group(0)} style="fill:{CLUB_GREEN}"', card)
        pieces.append(card)
        last = end
    pieces.append(svg[last:])
    return "".join(pieces)


def _end_of_group(svg: str, start: int) -> int:
    """The index just past the ``</g>`` that closes the group opened at ``start``."""
    depth, position = 0, start
    for tag in re.finditer(r"<(/?)g[\s>]", svg[start:]):
        depth += -1 if tag.group(1) else 1
        position = start + tag.end()
        if depth == 0:
            return svg.index(">", position - 1) + 1
    raise ValueError("unterminated card group")
