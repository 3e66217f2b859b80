"""The table's layout over the whole space, without a scene: every registered game × every
seat count it allows × five screen sizes × Large Cards off and on × the longest texts
(names of 24 characters; English, Russian and French captions), at positions from the
deal's start to its end.

What must hold: nothing leaves the table; plates, hands, the centre's cards and piles do
not run into each other, nor texts into anything; no name, caption or badge below
``MIN_TEXT_PX`` (11 px) and no plate's detail line below ``MIN_DETAIL_PX`` (9 px), the
detail line whole; the card that took a trick (Hearts, up to seven seats) at least half
in view.
"""

from __future__ import annotations

import itertools
import random

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont

from coventry_desktop.games import GAMES
from coventry_desktop.i18n import install_language
from coventry_desktop.models.presentation import Centre, Hand, Picture, Pile, SeatLine, Spot
from coventry_desktop.widgets.table_frame import MIN_DETAIL_PX, MIN_TEXT_PX
from coventry_desktop.widgets.table_geometry import Rect
from coventry_desktop.widgets.table_layout import CardPlace, TableLayout, lay_out
from coventry_desktop.widgets.view_menu import LARGE_CARD_SCALE
from coventry_desktop.widgets.zone_items import QtTextMetrics

TABLES = {"784x512": (582, 436), "784x560": (582, 487), "1024x600": (732, 527),
          "1280x800": (988, 727), "1920x1080": (1628, 1007), "3840x2160": (3258, 2039)}
"""The table's viewport in a window of each size, as measured (the menu bar, the bar
under the table and the side panel beside it take the rest); 784 is the narrowest window,
an 800-pixel screen less the frame's room, and 784×512 the window as it opens on an
800×560 screen."""

NAMES = tuple("W" * 23 + str(seat) for seat in range(7))  # 24 characters, the widest letter

CASES = [(info, seats) for info in GAMES for seats in info.seats]


def random_deal(info, seats: int, seed: int) -> list:
    """Every state of one deal of random legal play, from the deal to its end."""
    rules, rng = info.rules, random.Random(seed)
    state = rules.new_deal(seats=seats, dealer=seats - 1, seed=seed, number=0,
                           options=info.default_options)
    states = [state]
    while rules.to_act(state) is not None:
        state = rules.apply(state, rng.choice(list(rules.legal_actions(state)))).state
        states.append(state)
    return states


def _pictures(info, seats: int, seed: int = 5) -> list[Picture]:
    """The table at the deal's start, after each of the first two rounds of play (a whole
    trick in Hearts), half way, near the end and at the end."""
    presenter, states = info.ui(), random_deal(info, seats, seed)
    picks = {0, seats, 2 * seats + 1, len(states) // 2, len(states) - 3, len(states) - 1}
    # Every position at which a trick's winner is marked, for the half-visible check.
    return [presenter.picture(states[i], 0, NAMES[:seats])
            for i in sorted(p for p in picks if 0 <= p < len(states))]


def _visible(rect: Rect, above: list[Rect]) -> float:
    """The part of ``rect`` that none of ``above`` covers, sampled on a 24 × 24 grid."""
    seen = 0
    for i, j in itertools.product(range(24), repeat=2):
        x = rect.left + (i + 0.5) * rect.width / 24
        y = rect.top + (j + 0.5) * rect.height / 24
        seen += not any(r.left <= x <= r.right and r.top <= y <= r.bottom for r in above)
    return seen / 24 ** 2


def _problems(laid: TableLayout, picture: Picture, metrics: QtTextMetrics) -> list[str]:
    w, h = laid.width, laid.height
    found = [] if laid.fits else ["no try fitted"]
    cards = [c for c in laid.cards]
    plates = [p.rect for p in laid.plates]
    texts = [(t.text, t.rect) for t in (*laid.captions, laid.title) if t.text]
    texts += [(b.text, b.rect) for b in laid.badges]
    for what, rect in [*((str(c.key), c.rect) for c in cards),
                       *((f"plate {s}", r) for s, r in enumerate(plates)), *texts]:
        if not rect.inside(w, h):
            found.append(f"{what} out of the table")
    for a, b in itertools.combinations(range(len(plates)), 2):
        if plates[a].intersects(plates[b]):
            found.append(f"plates {a} and {b}")
    for seat, plate in enumerate(plates):
        found += [f"plate {seat} and {c.key}" for c in cards if plate.intersects(c.rect)]
    for one, other in itertools.combinations(cards, 2):
        a, b = one.spot.zone, other.spot.zone
        if a == b or not one.rect.intersects(other.rect):
            continue
        if isinstance(a, Pile) and isinstance(b, Hand) and a.seat == b.seat:
            continue  # a seat's own piles may tuck under its own hand's edge
        if isinstance(b, Pile) and isinstance(a, Hand) and a.seat == b.seat:
            continue
        if isinstance(a, Centre) and isinstance(b, Centre):
            continue  # the centre's cards overlap like a fan (the trick: checked below)
        found.append(f"{one.key} in {a} and {other.key} in {b}")
    for (name, rect), (other, second) in itertools.combinations(texts, 2):
        if rect.intersects(second):
            found.append(f"texts {name!r} and {other!r}")
    owners = [None] * (len(texts) - len(laid.badges)) + [b.pile for b in laid.badges]
    for (name, rect), owner in zip(texts, owners, strict=True):
        found += [f"{name!r} on plate {s}" for s, p in enumerate(plates) if rect.intersects(p)]
        # A badge lies over the upper part of its own pile's top card.
        found += [f"{name!r} on {c.key}" for c in cards if rect.intersects(c.rect)
                  and c.spot.zone != owner]
    small = [t.text for t in (*laid.captions, laid.title) if t.text and t.px < MIN_TEXT_PX]
    small += [b.text for b in laid.badges if b.px < MIN_DETAIL_PX]
    small += [f"plate {s}" for s, p in enumerate(laid.plates)
              if p.px < MIN_TEXT_PX or p.detail_px < MIN_DETAIL_PX]
    found += [f"{t!r} too small" for t in small]
    for seat, (plate, line) in enumerate(zip(laid.plates, picture.seats, strict=True)):
        if metrics.advance(line.detail, round(plate.detail_px)) > plate.width - plate.px * 1.5:
            found.append(f"plate {seat} cuts {line.detail!r}")
    for marked in (c for c in cards if c.spot.marked and isinstance(c.spot.zone, Centre)):
        above = [c.rect for c in cards if c.z > marked.z and c.rect.intersects(marked.rect)]
        if _visible(marked.rect, above) < 0.5:
            found.append(f"the trick's winner {marked.key} hidden")
    return found


@pytest.mark.parametrize("language", ["en", "ru", "fr"])
@pytest.mark.parametrize(("info", "seats"), CASES,
                         ids=[f"{info.id}-{seats}" for info, seats in CASES])
def test_nothing_overlaps_leaves_the_table_or_reads_too_small(qapp, info, seats,
                                                              language) -> None:
    metrics = QtTextMetrics(QFont())
    try:
        install_language(qapp, language)
        QCoreApplication.processEvents()
        pictures = _pictures(info, seats)
    finally:
        install_language(qapp, "en")
    marked = sum(1 for p in pictures for s in p.spots
                 if s.marked and isinstance(s.zone, Centre))
    assert info.id != "hearts" or marked, "no finished trick was laid out"
    problems: dict[str, list[str]] = {}
    for (size, (w, h)), scale, (index, picture) in itertools.product(
            TABLES.items(), (1.0, LARGE_CARD_SCALE), enumerate(pictures)):
        laid = lay_out(picture, 0, seats=seats, width=w, height=h, scale=scale,
                       metrics=metrics)
        found = _problems(laid, picture, metrics)
        if found:
            problems[f"{size} ×{scale} picture {index}"] = found[:4]
    assert problems == {}


def test_large_cards_are_larger_where_the_table_has_room() -> None:
    """Large Cards draw the cards 1.35 times as large at 1280×800 and up; they shrink to
    fit only where the table has no room (and never below the plain size's fit)."""
    metrics = QtTextMetrics(QFont())
    info = GAMES[0]
    picture = _pictures(info, 4)[0]
    for size in ("1280x800", "1920x1080", "3840x2160"):
        w, h = TABLES[size]
        plain = lay_out(picture, 0, seats=4, width=w, height=h, metrics=metrics)
        large = lay_out(picture, 0, seats=4, width=w, height=h, scale=LARGE_CARD_SCALE,
                        metrics=metrics)
        assert large.big == pytest.approx(plain.big * LARGE_CARD_SCALE), size


def _stretches(laid: TableLayout) -> list[tuple[str, list[CardPlace]]]:
    """The centre row's cards by who laid them, in slot order: runs of one seat's cards,
    each with the label its first card's spot carries."""
    row = sorted((c for c in laid.cards if isinstance(c.spot.zone, Centre)
                  and c.spot.zone.toward is None and not c.spot.outline),
                 key=lambda c: (c.spot.zone.slot, c.z))
    tops = {c.spot.zone.slot: c for c in row}  # a slot's top card
    out: list[tuple[str, list[CardPlace]]] = []
    for slot in sorted(tops):
        card = tops[slot]
        if card.spot.label:
            out.append((card.spot.label, [card]))
        elif out and card.spot.seat is not None and card.spot.seat == out[-1][1][0].spot.seat:
            out[-1][1].append(card)
    return out


@pytest.mark.parametrize("seats", [2, 4, 6])
def test_each_comet_name_sits_with_the_cards_its_player_laid(qapp, seats) -> None:
    """A name is centred under its player's stretch of cards (a bar under them when
    more than one), never under the stack of earlier cards or another player's card."""
    metrics = QtTextMetrics(QFont())
    info = next(i for i in GAMES if i.id == "comet")
    stretched = 0
    pictures = [p for seed in range(1, 9) for p in _pictures(info, seats, seed)]
    for (w, h), picture in itertools.product(TABLES.values(), pictures):
        laid = lay_out(picture, 0, seats=seats, width=w, height=h, metrics=metrics)
        others = [c for c in laid.cards if isinstance(c.spot.zone, Centre)]
        # The centre's labels come first among the captions, left to right.
        for (name, cards), label in zip(_stretches(laid), laid.captions, strict=False):
            assert label.text == name or name.startswith(label.text.rstrip("…"))
            first, last = cards[0].x, cards[-1].x
            centre = label.left + label.width / 2
            assert centre == pytest.approx((first + last) / 2, abs=1)
            mine = {c.key for c in cards}
            for other in others:
                if other.key not in mine and other.spot.zone.slot not in {
                        c.spot.zone.slot for c in cards}:
                    assert not other.rect.left <= centre <= other.rect.right, (name, other.key)
            if len(cards) > 1:
                stretched += 1
                assert any(b.left <= first and b.right >= last
                           and cards[0].rect.bottom <= b.top < label.top
                           for b in laid.brackets), name
    assert stretched, "no player laid two cards in a row"


@pytest.mark.parametrize("by_seat", [True, False], ids=["trick", "row"])
def test_a_centre_title_too_long_for_a_line_wraps_whole(qapp, by_seat) -> None:
    """Hearts at seven seats in French at 800×560 cut its banner to "Dernier pli : pris
    par Basil (…": the title now goes on under its first line, every word kept."""
    title = "Dernier pli : pris par Maximilian Alexander (3 points)"
    spots = tuple(Spot(None, Hand(seat)) for seat in range(7) for _ in range(3))
    picture = Picture(spots, tuple(SeatLine(f"Seat {s}", "3 cartes") for s in range(7)),
                      "", centre_title=title, notes=("Le talon revient à Basil",),
                      centre_by_seat=by_seat)
    laid = lay_out(picture, 0, seats=7, width=582, height=487,
                   metrics=QtTextMetrics(QFont()))
    lines = [laid.title, *(t for t in laid.captions if t.bold)]
    assert " ".join(line.text for line in lines) == title
    assert len(lines) > 1 and all(line.px == laid.title.px for line in lines)
    assert [line.top for line in lines] == sorted(line.top for line in lines)
    note = next(t for t in laid.captions if t.text == "Le talon revient à Basil")
    assert note.top >= lines[-1].top + lines[-1].height
