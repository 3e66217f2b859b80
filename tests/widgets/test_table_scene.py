"""The table's scene without a view: every item lands on its rectangle of the layout, and
the scene passes a card's click on without deciding what it means."""

from __future__ import annotations

from PySide6.QtGui import QFont

from coventry_desktop.engine.cards import DECK
from coventry_desktop.models.presentation import Centre, Hand, Picture, Pile, SeatLine, Spot
from coventry_desktop.widgets.table_layout import lay_out
from coventry_desktop.widgets.table_scene import TableScene
from coventry_desktop.widgets.zone_items import QtTextMetrics


def _picture() -> Picture:
    deck = iter(DECK)
    spots = [Spot(next(deck), Hand(0)) for _ in range(8)]
    spots += [Spot(None, Hand(seat)) for seat in (1, 2, 3) for _ in range(8)]
    spots += [Spot(next(deck), Centre(0), "Ada", seat=1),
              Spot(next(deck), Centre(1), "", seat=1),
              Spot(None, Centre(2), outline=True, text="6♣", wants=DECK[20])]
    spots += [Spot(None, Pile("played")) for _ in range(3)]
    lines = tuple(SeatLine(f"Player {s}", "8 cards", dealer=s == 1, to_act=s == 0)
                  for s in range(4))
    return Picture(tuple(spots), lines, "Your turn", centre_title="Without the Six of Clubs",
                   notes=("Bank: 4",))


def test_every_item_sits_at_its_rectangle_and_a_click_is_passed_on(qapp, qtbot,
                                                                   instant) -> None:
    picture, metrics = _picture(), QtTextMetrics(QFont())
    laid = lay_out(picture, 0, seats=4, width=1000, height=700, metrics=metrics)
    scene = TableScene(4)
    hand = frozenset(s.card for s in picture.spots if s.zone == Hand(0) and s.card)
    scene.show(laid, picture, 0, playable=hand, chosen=frozenset(), current=None,
               metrics=metrics)
    items = scene.card_items()
    cards = [place for place in laid.cards if not place.spot.outline]
    assert len(items) == len(cards)
    for place in cards:
        assert (items[place.key].pos().x(), items[place.key].pos().y()) == (place.x, place.y)
    for plate, place in zip(scene.plates(), laid.plates, strict=True):
        assert (plate.pos().x(), plate.pos().y()) == (place.x, place.y)
    outline = next(p for p in laid.cards if p.spot.outline)
    assert scene.outlines()[outline.key].pos().x() == outline.x
    texts = [c.text() for c in scene.captions()]
    assert texts == [*(t.text for t in laid.captions), laid.title.text]
    assert len(laid.brackets) == 1  # Ada laid both centre cards: one bar under them
    card = min(hand)
    with qtbot.waitSignal(scene.cardPressed) as pressed:
        items[card].clicked.emit(card)
    assert pressed.args == [card]
    assert all(items[c].glowing for c in hand)
