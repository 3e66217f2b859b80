"""GNOME Hearts 0.3.1's Python players at our Hearts table: the anchor match's first peer.

    python -m coventry_desktop tournament --game hearts --preset Standard --players 4 \\
        --bot ling=tests.anchor.gnome_hearts:ling --seats hard,ling,ling,ling

The players (``tests/data/third_party/gnome_hearts/``: John, Mike and Pauline are its stock AI, then
Jake, Ling, Luis and Peter) are GNOME Hearts' own files, unchanged, under the GPL (version 2
or later, ``COPYING`` beside them); they stay in the tests and never reach the wheel. They
were written for Python 2 against an API the game's C code provided (``player_api``: two
functions, and the ``trick``, ``score`` and ``rules`` objects it kept up to date). This
module is that API, written here, and a loader that reads the files as Python 2 did: tabs
are 8 columns, ``/`` on integers is floor division, ``print`` is a statement,
``list.sort(cmp)`` takes a comparison, ``filter``, ``map`` and ``range`` return lists.

Each factory makes a bot for one seat and one deal (``choose(view, rng)``, the view of
``observe(state, seat)`` only, so a peer sees exactly what our bots see). Before each of
its player's turns it replays what GNOME Hearts would have told the player since the last:
the cards received in the give (``receive_cards``), every finished trick (``trick_end``,
with the hand and points as they stood then), then the hand, the trick in play, the points
and the rules, and asks for the give (``select_cards``) or the card (``play_card``). Seats
are GNOME's directions (0 north, then clockwise, as its play order); its players' use of
``random`` draws on the ``rng`` the table passes in, so a seeded match replays exactly.
GNOME Hearts is a four-player game: other table sizes are refused.

GNOME Hearts' rules beside ours (Standard): the same give rotation, 2♣ leads, no points on
the first trick, hearts broken; we let Q♠ break hearts too (its ``queen_breaks_hearts``
option, off by default there). A player asks ``is_valid`` before playing, which answers
from our ``legal_actions``, so a peer never plays a card our rules refuse (it would stop
the match with a ``ValueError`` naming it).
"""

from __future__ import annotations

import builtins
import functools
import random
import re
import sys
import types
from pathlib import Path
from typing import Any

from coventry_desktop.engine.cards import Card, Rank, Suit
from coventry_desktop.games.hearts import Give, Phase, Play
from coventry_desktop.games.hearts.cards import points_of
from coventry_desktop.games.hearts.observe import HeartsView

DATA = Path(__file__).resolve().parent.parent / "data" / "third_party" / "gnome_hearts"
PACKAGE = "_gnome_hearts"

# GNOME Hearts' suits are clubs 0, diamonds 1, hearts 2, spades 3; the ace is 14.
SUIT_TO_GNOME = {Suit.CLUBS: 0, Suit.DIAMONDS: 1, Suit.HEARTS: 2, Suit.SPADES: 3}
SUIT_FROM_GNOME = {value: suit for suit, value in SUIT_TO_GNOME.items()}
PLAYERS = {"john": "john", "mike": "mike", "pauline": "pauline", "jake": "jake",
           "ling": "ling", "luis": "luis", "peter": "peter"}


def to_gnome(card: Card) -> tuple[int, int]:
    """Our card as GNOME Hearts' ``(suit, rank)``."""
    return SUIT_TO_GNOME[card.suit], 14 if card.rank == Rank.ACE else int(card.rank)


def from_gnome(card: Any) -> Card:
    """GNOME Hearts' ``(suit, rank)`` as our card.

    Raises:
        ValueError: not a card.
    """
    try:
        suit, rank = card
        return Card(Rank(1 if rank == 14 else rank), SUIT_FROM_GNOME[suit])
    except (TypeError, ValueError, KeyError) as error:
        raise ValueError(f"{card!r} is not a GNOME Hearts card") from error


# --- the player API of GNOME Hearts' C code, for the one call in progress ------------------

class _Call:
    """What the player API answers during one call into a player."""

    view: HeartsView | None = None


def _is_valid(card: tuple[int, int], direction: int) -> int:
    view = _Call.view
    if view is None or direction != view.seat:
        raise ValueError(f"is_valid asked for seat {direction} outside its turn")
    return int(bool(view.playable() >> from_gnome(card).index & 1))


def _trick_get_score() -> int:
    view = _Call.view
    return 0 if view is None else points_of(sum(1 << card.index for card in view.trick))


def _register_ai(name: str, cls: str) -> None:
    return None


# --- Python 2 as GNOME Hearts ran it -------------------------------------------------------

def _filter(function: Any, items: Any) -> Any:
    kept = [item for item in items if (function or bool)(item)]
    if isinstance(items, tuple):
        return tuple(kept)
    if isinstance(items, str):
        return "".join(kept)
    return kept


PYTHON2 = {
    "filter": _filter,
    "map": lambda function, *lists: list(builtins.map(function, *lists)),
    "range": lambda *args: list(builtins.range(*args)),
    "zip": lambda *lists: list(builtins.zip(*lists, strict=False)),
    "_cmp_to_key": functools.cmp_to_key,
}

_SORT = re.compile(r"\.sort\(\s*([A-Za-z_][\w.]*)\s*,?\s*(,\s*reverse\s*=\s*(?:True|False)\s*)?\)")
_PRINT = re.compile(r"^(\s*)print\s+(?!\()(.+?)\s*$", re.MULTILINE)
_IMPORT = re.compile(r"^from (definitions|player|player_api|stock_ai) import", re.MULTILINE)


def python3(source: str) -> str:
    """A GNOME Hearts player's Python 2 source, as Python 3 with the same meaning."""
    source = source.expandtabs(8)
    source = _PRINT.sub(r"\1print(\2)", source)
    source = _SORT.sub(lambda m: f".sort(key=_cmp_to_key({m.group(1)}){m.group(2) or ''})",
                       source)
    source = _IMPORT.sub(rf"from {PACKAGE}.\1 import", source)
    # Integer division: every ``/`` in these files divides counts of cards.
    return re.sub(r"(?<![/*])/(?![/=])", "//", source)


def _load(name: str, path: Path | None) -> types.ModuleType:
    full = f"{PACKAGE}.{name}"
    if full in sys.modules:
        return sys.modules[full]
    module = types.ModuleType(full)
    module.__dict__.update(PYTHON2)
    if path is None:  # player_api
        module.__dict__.update(is_valid=_is_valid, trick_get_score=_trick_get_score,
                               register_ai=_register_ai)
    else:
        module.__file__ = str(path)
        code = compile(python3(path.read_text(encoding="utf-8")), str(path), "exec")
        sys.modules[full] = module
        exec(code, module.__dict__)
    sys.modules[full] = module
    return module


def load_player(name: str) -> type:
    """The class ``PlayerAI_<Name>`` of ``players/<name>.py``, loaded once per process.

    Raises:
        KeyError: no such player.
    """
    file = PLAYERS[name]
    if PACKAGE not in sys.modules:
        package = types.ModuleType(PACKAGE)
        package.__path__ = []
        sys.modules[PACKAGE] = package
    _load("player_api", None)
    for module in ("definitions", "player", "stock_ai"):
        _load(module, DATA / f"{module}.py")
    module = _load(f"players.{file}", DATA / "players" / f"{file}.py")
    return next(getattr(module, attr) for attr in dir(module) if attr.startswith("PlayerAI"))


# --- the objects GNOME Hearts' C code published to its players (hearts.py) -----------------

class Trick:
    """The trick as GNOME Hearts shows it: ``card`` per direction, ``trump`` the suit led."""

    def __init__(self) -> None:
        self.card: tuple[Any, ...] = (None, None, None, None)
        self.trump, self.num_played, self.first_played = -1, 0, -1

    def set(self, cards: tuple[Any, ...], trump: int, num_played: int, first_played: int) -> None:
        self.card, self.trump = cards, trump
        self.num_played, self.first_played = num_played, first_played

    def winner(self) -> int | None:
        if self.num_played > 0:
            return self.card.index(self.get_highest_card())
        return None

    def get_highest_card(self) -> tuple[int, int]:
        highest = (0, 0)
        for card in self.card:
            if card is not None and card[0] == self.trump and card[1] > highest[1]:
                highest = card
        return highest


class Score:
    """Points this round and in the game per direction (a match deal is a game of one)."""

    def __init__(self) -> None:
        self.round, self.game = [0] * 4, [0] * 4

    def set(self, round_points: list[int], game: list[int]) -> None:
        self.round, self.game = round_points, game


class Rules:
    """GNOME Hearts' rule switches, set from our options."""

    def __init__(self) -> None:
        self.ruleset, self.clubs_lead, self.hearts_break = "standard", True, True
        self.queen_breaks_hearts, self.no_blood = True, True


class GnomePlayer:
    """One GNOME Hearts player in one seat for one deal (see the module docstring).

    Args:
        name: a key of ``PLAYERS``.
    """

    def __init__(self, name: str) -> None:
        self.name = name
        self.player: Any = None
        self.told_tricks = 0
        self.told_received = False

    def choose(self, view: HeartsView, rng: random.Random) -> Give | Play:
        """The player's give or card for this view (its seat's only).

        Raises:
            ValueError: not four players, not this seat's turn, or the player chose a card
                our rules refuse.
        """
        if view.players != 4:
            raise ValueError(f"GNOME Hearts seats four players, not {view.players}")
        if view.phase is Phase.OVER or view.turn != view.seat:
            raise ValueError(f"seat {view.seat} is not to act (turn: {view.turn})")
        if self.player is None:
            self.trick, self.score, self.rules = Trick(), Score(), Rules()
            self.player = load_player(self.name)(view.seat, self.trick, self.score, self.rules)
        _Call.view = view
        modules = [sys.modules[f"{PACKAGE}.definitions"],
                   sys.modules[f"{PACKAGE}.players.{PLAYERS[self.name]}"]]
        saved = [(m, m.__dict__.get("random"), m.__dict__.get("choice")) for m in modules]
        for module, _, _ in saved:
            if "random" in module.__dict__:
                module.random = rng.random
            if "choice" in module.__dict__:
                module.choice = rng.choice
        try:
            return self._ask(view)
        finally:
            _Call.view = None
            for module, old_random, old_choice in saved:
                if old_random is not None:
                    module.random = old_random
                if old_choice is not None:
                    module.choice = old_choice

    def _ask(self, view: HeartsView) -> Give | Play:
        options = view.options
        self.rules.clubs_lead, self.rules.hearts_break = (
            options.two_clubs_leads, options.hearts_broken)
        self.rules.no_blood = options.no_points_first_trick
        if view.phase is Phase.GIVE:
            self._publish(view.hand, list(view.points))
            # GNOME Hearts reads the first three of the list (Peter's may hold a fourth).
            chosen = self.player.select_cards((view.seat + view.offset) % 4)[:3]
            cards = tuple(from_gnome(card) for card in chosen)
            if len(set(cards)) != len(cards) or any(not view.hand >> c.index & 1 for c in cards):
                raise ValueError(f"{self.name} gave cards it does not hold: {chosen!r}")
            return Give(view.seat, cards)
        if view.received and not self.told_received:
            self.told_received = True
            self._publish(self._hand_after(view, 0), [0] * 4)
            self.player.receive_cards(sorted(to_gnome(c) for c in _cards(view.received)))
        points = [0] * 4
        for number, trick in enumerate(view.tricks):
            points[trick.winner] += points_of(sum(1 << card.index for card in trick.cards))
            if number < self.told_tricks:
                continue
            self._publish(self._hand_after(view, number + 1), points[:])
            self._set_trick(trick.leader, trick.cards)
            self.player.trick_end()
        self.told_tricks = len(view.tricks)
        self._publish(view.hand, list(view.points))
        self._set_trick(view.leader, view.trick)
        card = from_gnome(self.player.play_card())
        if not view.playable() >> card.index & 1:
            raise ValueError(f"{self.name} played {card}, which the rules refuse here")
        return Play(view.seat, card)

    def _hand_after(self, view: HeartsView, tricks: int) -> int:
        """This seat's hand once ``tricks`` tricks were finished (the trick in play too)."""
        hand = view.hand
        for trick in [*view.tricks[tricks:], None]:
            leader, cards = (view.leader, view.trick) if trick is None else (
                trick.leader, trick.cards)
            position = (view.seat - leader) % 4
            if position < len(cards):
                hand |= 1 << cards[position].index
        return hand

    def _publish(self, hand: int, points: list[int]) -> None:
        self.player.set_hand(sorted(to_gnome(card) for card in _cards(hand)))
        self.score.set(points, [0] * 4)

    def _set_trick(self, leader: int, cards: tuple[Card, ...]) -> None:
        by_direction: list[Any] = [None] * 4
        for k, card in enumerate(cards):
            by_direction[(leader + k) % 4] = to_gnome(card)
        trump = SUIT_TO_GNOME[cards[0].suit] if cards else -1
        self.trick.set(tuple(by_direction), trump, len(cards), leader if cards else -1)


def _cards(mask: int) -> list[Card]:
    from coventry_desktop.engine.cards import DECK
    return [DECK[i] for i in range(52) if mask >> i & 1]


def john() -> GnomePlayer:
    """GNOME Hearts' stock AI (John, Mike and Pauline play it)."""
    return GnomePlayer("john")


def jake() -> GnomePlayer:
    """Jake (Jesse F. Hughes's player, with recall of every card played)."""
    return GnomePlayer("jake")


def ling() -> GnomePlayer:
    """Ling (Jake's successor: moon shooting and moon defence)."""
    return GnomePlayer("ling")


def luis() -> GnomePlayer:
    """Luis."""
    return GnomePlayer("luis")


def peter() -> GnomePlayer:
    """Peter (Charles Crayne's player, the longest)."""
    return GnomePlayer("peter")
