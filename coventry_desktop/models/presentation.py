"""What a game's presenter tells the generic table: where every card lies, and the words.

A presenter (``games/<id>/ui/``) is a pure function of (state, viewing seat) to a
``Picture``. The table places cards by zone and never knows what a quartet, a run or a
trick is (shared/ARCHITECTURE.md, "The Qt side"). QtCore only,
no widgets, so presenters can be tested without a window.

Zones:
    ``Hand(seat)``       a seat's hand, fanned at its place around the table;
    ``Centre(slot)``     the centre of the table, slot 0..n-1 left to right
                         (Coventry's quartet, Comet's run); several spots in one slot
                         lie stacked; ``Centre(slot, toward=seat)`` lies off the middle
                         in the direction of that seat (Hearts' trick: each card
                         before its player);
    ``Pile(name, seat)`` a stack: cards set aside, a trick pile at a seat, dead cards,
                         a kitty (``seat=None`` puts it in the centre's corner).

Besides cards a picture may hold empty outlined slots (``Spot(None, …, outline=True,
text="6♣")``: a card wanted there, by name only), notes under the centre ("Bank: 4"),
badges on piles ("4 · Q♠"), and a presenter may turn an event into short-lived
``Flash`` texts at the seats ("+2", "−1").
"""

from __future__ import annotations

import re
import unicodedata
from abc import abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from PySide6.QtCore import QCoreApplication, QLocale, QObject

from ..engine.cards import Card
from ..engine.game import DealSettled
from ..i18n import current_language
from .option_words import OptionWords


@dataclass(frozen=True, slots=True)
class Hand:
    """A seat's hand."""

    seat: int


@dataclass(frozen=True, slots=True)
class Centre:
    """A place in the centre, ``slot`` 0..n-1 from left to right.

    With ``toward`` set, the slot lies off the middle toward that seat's place instead
    (the bottom seat's card below the middle, the left seat's to the left …).
    """

    slot: int
    toward: int | None = None


@dataclass(frozen=True, slots=True)
class Pile:
    """A stack named ``name`` at ``seat`` (or by the centre when ``seat`` is None)."""

    name: str
    seat: int | None = None


Zone = Hand | Centre | Pile


# Spot, SeatLine, Flash and SettlementRow are NamedTuples, not frozen dataclasses: as
# frozen and as fast to make, they cost a tenth to define at import (#25: about 1 ms of
# the start-up each). The zones and Picture stay dataclasses: zones are told apart by
# type (a NamedTuple Hand(1) would equal Centre(1)), and a picture is copied by replace.
class Spot(NamedTuple):
    """One card on the table.

    Attributes:
        card: the card, or ``None`` for a card the viewer may not see (painted as a back;
            the table never learns which card it is, so it cannot leak it).
        zone: where it lies.
        label: a short line under a centre card ("Anna"), or "".
        seat: for a card in the centre, the seat that played it (it flies from there).
        marked: a card to point out (Hearts: just received; the card that took a trick).
        outline: no card but an empty slot, drawn as a dashed outline with ``text`` in
            it (Comet: the card the run needs). It never counts as a card.
        text: the outline's words ("6♣"), or "".
        wants: for an outline, the card it waits for (public by its name); clicking
            the outline asks to play that card. ``None`` otherwise.
    """

    card: Card | None
    zone: Zone
    label: str = ""
    seat: int | None = None
    marked: bool = False
    outline: bool = False
    text: str = ""
    wants: Card | None = None


class SeatLine(NamedTuple):
    """The plate at a seat: name, one detail line ("12 cards · +3"), marks."""

    name: str
    detail: str
    dealer: bool = False
    to_act: bool = False


@dataclass(frozen=True, slots=True)
class Picture:
    """The whole table as one seat may see it.

    Attributes:
        spots: every card on the table, hands in the order they are fanned.
        seats: one plate per seat, clockwise from seat 0.
        status: the status sentence ("Your lead: play any card"), translated.
        centre_title: a line above the centre ("Needed: 6♣"), or "".
        pile_names: a translated caption per pile name.
        notes: short lines under the centre, each its own line ("Bank: 4",
            "Hearts broken"), translated.
        badges: a short text worn by a pile ("4 · Q♠"), by its zone.
        centre_by_seat: the centre holds one card per seat, each ``Centre(…, toward=
            seat)`` (a trick); its room is kept so even while it is empty.
        pile_counts: the number a pile's caption says where it is not the cards lying in
            it (Hearts: the finished trick still in the centre counts for its taker's
            pile; Coventry: the Last Quartet shown in the centre counts as spent), though
            each card lies in one place only. A pile named here keeps its place and its
            caption even with no card lying in it.
    """

    spots: tuple[Spot, ...]
    seats: tuple[SeatLine, ...]
    status: str
    centre_title: str = ""
    pile_names: dict[str, str] = field(default_factory=dict)
    notes: tuple[str, ...] = ()
    badges: dict[Pile, str] = field(default_factory=dict)
    centre_by_seat: bool = False
    pile_counts: dict[Pile, int] = field(default_factory=dict)

    @property
    def cards(self) -> tuple[Spot, ...]:
        """The spots that are cards (face up or down), without the empty outlines."""
        return tuple(spot for spot in self.spots if not spot.outline)


class Flash(NamedTuple):
    """A short-lived text at a seat after an event ("+2" rising, "−1").

    Attributes:
        seat: where it shows.
        text: what it says, with a real minus sign.
        good: whether it is good news for that seat (drawn light, else red).
    """

    seat: int
    text: str
    good: bool


class SettlementRow(NamedTuple):
    """One seat's line of the settlement grid: name, the game's own columns, units."""

    name: str
    cells: tuple[str, ...]
    units: str


class Presenter(QObject):
    """A game's words and layout for the generic shell; every game's presenter subclasses it.

    Every method is pure. ``picture``, ``describe``, ``refusal`` and ``settlement`` are the
    game's own; everything else has a do-nothing default here, so the shell asks every
    presenter the same questions and never probes for a method.
    """

    # -- the game's own words ---------------------------------------------------------------
    @abstractmethod
    def title(self) -> str:
        """The game's name in the interface language ("Comet", "Комета")."""

    def menu_label(self) -> str:
        """The entry that starts the game from another game's menu, a whole sentence with
        its own mnemonic ("Play Co&met…"); by default "Play %1…" without one."""
        return fill(QCoreApplication.translate("Presenter", "Play %1…"), self.title())

    def rules_title(self) -> str:
        """The title of the game's rules window ("Rules of Comet")."""
        return fill(QCoreApplication.translate("Presenter", "Rules of %1"), self.title())

    def preset_name(self, name: str) -> str:
        """A preset's registry name (``GameInfo.presets``) in the interface language."""
        return name

    def statistics_label(self, count: str) -> str:
        """The column header of a ``GameInfo.deal_counts`` key ("Comets played")."""
        return count

    def option_words(self, seats: int = 4) -> OptionWords | None:
        """The options' labels and value texts for the New Game dialog at a table of
        ``seats``; None: no controls."""
        return None

    def use_language(self, language: str) -> None:
        """The language of the game's spoken words in a transcript (Coventry's calls);
        nothing for a game without such words."""

    def spoken(self, event: Any) -> tuple[str, str]:
        """What to say aloud for an event and in which language; ("", "") for nothing."""
        return "", ""

    def install(self, host: Any) -> Any:
        """The game's own additions to its window, made once before the first deal
        (Coventry: the calls panel and practice); None for none. ``host`` is what the
        window lends them (``widgets.table_host.TableHost``: the table flow, the side
        panel's tabs, the menus, the speaker and settings), never the window itself."""
        return None

    # -- the table --------------------------------------------------------------------------
    @abstractmethod
    def picture(self, state: Any, viewer: int | None, names: Sequence[str]) -> Picture:
        """The table as ``viewer`` sees it (``None``: nobody's hand face up, as watching).

        Args:
            state: the game's deal state.
            viewer: the seat whose hand is face up, or None.
            names: seat names, clockwise from seat 0.
        """

    @abstractmethod
    def describe(self, event: Any, names: Sequence[str], you: int | None = None) -> str:
        """One event in words, for the log line and the replay.

        ``you``: the seat of the one person at the screen, whose sentences say "You play
        6♣" rather than "Anna plays 6♣"; None in pass-and-play and when watching.
        Returns "" for an event not worth a line.
        """

    def event_cards(self, event: Any) -> tuple[Card, ...]:
        """The cards ``describe`` names in its sentence of ``event``, in the order it names
        them (a screen reader says each by its full name); () for an event that names
        none."""
        return ()

    @abstractmethod
    def refusal(self, reason: Any) -> str:
        """A refused action's reason in words."""

    @abstractmethod
    def settlement(self, state: Any, names: Sequence[str], deal: DealSettled | None = None
                   ) -> tuple[tuple[str, ...], tuple[SettlementRow, ...]]:
        """The end-of-deal grid: column headers (after the name) and one row per seat.

        ``deal``: the deal's place in the series' settlement (``engine.series.settle``),
        whose units the grid shows; None for a deal played on its own.
        """

    def settlement_short_headers(self) -> tuple[str, ...]:
        """The settlement's column headers shortened to a letter or two, in the order
        ``settlement`` gives them, for a panel too narrow for the words (the panel explains
        them in a legend); () for a game whose headers always fit."""
        return ()

    def settlement_notes(self, state: Any, names: Sequence[str],
                         deal: DealSettled | None = None) -> tuple[str, ...]:
        """Lines under the end-of-deal grid ("Average: 6.5", "Clara shot the moon")."""
        return ()

    def auto_pass_label(self) -> str:
        """The View menu's automatic pass in this game's terms ("Pass Automatically When I
        Cannot Continue the Run"), or "" for a game without passes (no entry then)."""
        return ""

    def carried_note(self, chips: int) -> str:
        """A note for the table while a pot carries ``chips`` from earlier deals ("Pot
        carried from earlier deals: 5 chips"); "" when none, or the game has no pot."""
        return ""

    def flashes(self, event: Any, players: int) -> tuple[Flash, ...]:
        """What an event shows for a moment at the seats (a payment: "+2", "−1")."""
        return ()

    def deal_lines(self, state: Any, names: Sequence[str]) -> tuple[str, tuple[str, ...]]:
        """A short record of the deal so far for the side panel: its title ("Tricks")
        and one line per step ("1. Ada led 5♦, Clara took it: 4 points"); ("", ())
        when the game keeps none."""
        return "", ()

    def review_label(self) -> str:
        """The text of a button that shows the last finished step again ("&Last
        Trick"), or "" when the game has none."""
        return ""

    def review(self, state: Any, viewer: int | None, names: Sequence[str]) -> Picture | None:
        """The table with the last finished step in the centre again (Hearts: the last
        trick), or None when there is none yet."""
        return None



FSI, PDI = "\u2068", "\u2069"
"""Unicode's first-strong isolate and its closing pop: a name between them keeps its own
direction inside any sentence (a Hebrew name no longer drags "to play" or "!" around)."""


_TURNING = {"R", "AL", "AN", "RLE", "RLO", "RLI", "LRE", "LRO", "LRI", "FSI", "PDF", "PDI"}
"""Bidi classes that can reorder a left-to-right sentence around a name: right-to-left
letters and digits, and the explicit embeddings and isolates."""


WJ = "\u2060"
"""Unicode's word joiner: no line break on either side, drawn as nothing."""


def isolate(name: str) -> str:
    """``name`` isolated for a sentence (FSI … PDI) when it could turn the sentence round:
    it holds a right-to-left letter (Hebrew, Arabic) or a bidi control. A name of
    left-to-right letters stays as it is, since the three UI languages are all written
    left to right (so files and logs stay plain text for a search); one already isolated
    is unchanged. An isolated name is also kept on one line where it has no space: a
    symbol inside it (an emoji) is joined to its neighbours, as a line broken inside a
    right-to-left name reads in the wrong order ("שלום" | "ולםשלום😀" on the curtain)."""
    if not name or (name.startswith(FSI) and name.endswith(PDI)):
        return name
    if not any(unicodedata.bidirectional(char) in _TURNING for char in name):
        return name
    whole = "".join(WJ + char + WJ if unicodedata.category(char) == "So" else char
                    for char in name)
    return FSI + whole.replace(WJ + WJ, WJ).strip(WJ) + PDI


def plain(name: str) -> str:
    """``name`` without its isolation marks (for comparing, measuring, file names)."""
    if name.startswith(FSI) and name.endswith(PDI):
        return name[1:-1]
    return name


def is_right_to_left(name: str) -> bool:
    """Whether ``name``'s first strong character is right-to-left (Hebrew, Arabic): its
    plate and label are laid out right to left."""
    for char in plain(name):
        kind = unicodedata.bidirectional(char)
        if kind in ("R", "AL"):
            return True
        if kind == "L":
            return False
    return False


QUOTES = {"en": ("\u201c", "\u201d"), "ru": ("\u00ab", "\u00bb"),
          "fr": ("\u00ab\u00a0", "\u00a0\u00bb")}
"""Quotation marks by language: English “…”, Russian «…», French « … » (no-break spaces)."""


def quoted(text: str, language: str) -> str:
    """``text`` in the quotation marks of ``language`` (English's for another)."""
    left, right = QUOTES.get(language, QUOTES["en"])
    return left + text + right


def format_decimal(value: object, decimals: int = 1) -> str:
    """A number with at most ``decimals`` (>= 1) decimals, in the UI language's own
    separator: "6.5" in English, "6,5" in Russian and French, "13", "4.25" (``QLocale`` of
    ``i18n.current_language``; files keep "." — they hold numbers, not text)."""
    text = f"{float(value):.{decimals}f}".rstrip("0").removesuffix(".")  # type: ignore[arg-type]
    return text.replace(".", QLocale(current_language()).decimalPoint())


def format_units(value: object) -> str:
    """Units with a real minus sign and at most one decimal: "+3", "−2.5" ("−2,5" in
    Russian and French), "0"."""
    number = float(value)  # type: ignore[arg-type]
    text = format_decimal(abs(number))
    return "0" if number == 0 else ("+" if number > 0 else "\u2212") + text


def fill(text: str, *values: object) -> str:
    """``text`` with %1, %2 … replaced by ``values`` in one pass, as ``QString::arg`` does:
    a name that itself contains "%2" is never substituted again."""
    return re.sub(r"%([1-9])", lambda m: str(values[int(m.group(1)) - 1])
                  if int(m.group(1)) <= len(values) else m.group(0), text)
