"""The start-up path (#24, #25): the card faces' disk cache, the opening built without
the New Game dialog, the first frame laid out without flying cards, bots held until the
first paint."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, QSize
from PySide6.QtGui import QImage

from coventry_desktop.engine.cards import DECK, Card
from coventry_desktop.games import GAMES, get
from coventry_desktop.models.setup import Occupant, SeatSetup
from coventry_desktop.storage.settings import GameTable
from coventry_desktop.widgets import cards
from coventry_desktop.widgets.opening import default_table, table_opening
from coventry_desktop.widgets.other_games import GameSetupDialog

from .conftest import play

QUEEN = Card.parse("Q♠")
SIZE = QSize(60, 87)


@pytest.fixture
def disk(tmp_path: Path):
    cards.use_disk_cache(tmp_path / "cards")
    yield tmp_path / "cards"
    cards.use_disk_cache(None)


def _image(renderer: cards.CardRenderer, card: Card | None) -> QImage:
    return renderer.pixmap(card, SIZE).toImage()


def test_a_card_rendered_once_is_read_from_the_disk_cache_without_the_deck(qapp, disk) -> None:
    first = cards.CardRenderer()
    drawn = _image(first, QUEEN)
    first.write_cache()
    folder = first.folder(SIZE.width(), SIZE.height())
    assert folder is not None and folder.parent == disk
    assert (folder / "spade_queen.png").is_file()
    again = cards.CardRenderer()
    assert _image(again, QUEEN) == drawn
    assert again._parsed is None  # the SVG deck was never parsed
    # The deck is part of the key: the four-colour deck has a folder of its own.
    assert cards.CardRenderer(four_colour=True).folder(60, 87) != folder


def test_a_card_missing_from_the_disk_cache_fills_in_the_whole_deck_at_its_size(
        qapp, qtbot, disk) -> None:
    # A new deal shows other cards: once the deck is parsed for one, every card of that
    # size goes to the cache, so the next start never parses the deck.
    first = cards.CardRenderer()
    drawn = _image(first, QUEEN)
    folder = first.folder(SIZE.width(), SIZE.height())
    assert folder is not None
    qtbot.waitUntil(lambda: not first._filling)
    first.write_cache()
    assert sorted(path.name for path in folder.iterdir()) == sorted(
        f"{cards.element_id(card)}.png" for card in (*DECK, None))
    again = cards.CardRenderer()
    for card in (*DECK, None):
        assert again.pixmap(card, SIZE).size() == SIZE
    assert _image(again, QUEEN) == drawn
    assert again._parsed is None  # no card was missing: the deck was never parsed


def test_a_damaged_cache_entry_is_rendered_again_and_written_over(qapp, disk) -> None:
    first = cards.CardRenderer()
    drawn = _image(first, QUEEN)
    first.write_cache()
    path = first.folder(SIZE.width(), SIZE.height()) / "spade_queen.png"
    path.write_bytes(path.read_bytes()[:40])  # cut short
    again = cards.CardRenderer()
    assert _image(again, QUEEN) == drawn  # rendered from the deck
    assert again._parsed is not None
    again.write_cache()
    assert QImage(str(path)).size() == SIZE


def test_a_cache_that_cannot_be_written_is_harmless_and_says_nothing(qapp, tmp_path,
                                                                     monkeypatch) -> None:
    from coventry_desktop.storage import files

    told: list[object] = []
    monkeypatch.setattr(files, "_listeners", [lambda path, error: told.append((path, error))])
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the cache folder would be")
    cards.use_disk_cache(blocked)
    try:
        renderer = cards.CardRenderer()
        drawn = _image(renderer, None)
        renderer.write_cache()  # no error raised
        assert _image(renderer, None) == drawn and told == []
        assert blocked.read_text() == "a file where the cache folder would be"
    finally:
        cards.use_disk_cache(None)


TABLES = [None, GameTable(3, 2, "hard", 1), GameTable(5, 1, "easy", 6, "", None)]


@pytest.mark.parametrize("info", GAMES, ids=lambda info: info.id)
@pytest.mark.parametrize("table", TABLES, ids=["first start", "people", "bots"])
def test_the_start_opens_what_new_game_opens_with_the_same_choices(qapp, info, table) -> None:
    # The start builds no dialog; its opening is the dialog's, OK pressed at once.
    if table is not None:
        seats = min(max(table.seats, info.seats.start), info.seats.stop - 1)
        deals = table.deals if table.deals in info.series_lengths else info.series_lengths[0]
        table = GameTable(seats, min(table.people, seats), table.level, deals,
                          info.presets[0][0] if info.presets else "")
    names = ["Наталья", "", "Élodie"]
    dialog = GameSetupDialog(info, table=table)
    dialog.set_names(names)
    expected = (tuple(dialog.seat_setups()), dialog.deal_count(), dialog.options())
    opening = table_opening(info, table or default_table(info), names)
    assert (opening.seats, opening.deals, opening.options) == expected
    dialog.deleteLater()


class _Order(QObject):
    """Records, in order, the table's paints and the session's events."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.seen: list[str] = []
        window.table.viewport().installEventFilter(self)
        window.session.happened.connect(lambda _event: self.seen.append("event"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.seen.append("paint")
        return False


def test_a_bot_whose_turn_comes_first_waits_for_the_first_paint(app_shell, qtbot) -> None:
    shell = app_shell(start=False, seed=4, first_dealer=2, speed=0)  # seat 3, a bot, leads
    window = shell.start_up("coventry")
    order = _Order(window)
    session = window.session
    assert not session.is_human(session.to_act())
    assert not session._timer.isActive() and session.history == [[]]  # held
    qtbot.waitUntil(lambda: "event" in order.seen, timeout=20_000)
    assert order.seen[0] == "paint"  # the deal as dealt was painted before the bot played


def test_the_first_frame_of_a_resumed_deal_is_laid_out_without_flying_cards(
        app_shell, qtbot) -> None:
    from coventry_desktop.widgets.opening import Opening

    seats = (SeatSetup("Ann", Occupant.HUMAN), SeatSetup("Bea", Occupant.BOT, "easy"),
             SeatSetup("Cy", Occupant.BOT, "easy"))
    first = app_shell(start=False, seed=4, first_dealer=2, speed=0)
    window = first.show(Opening(get("coventry"), seats, 6, None))
    window.session.set_paused(True)
    play(window.session, 5)  # cards in the centre: a deal under way
    record = window.session.record()
    window.ask_before_leaving = False
    assert window.close()
    first.window = None
    again = app_shell(start=False, speed="normal")  # cards glide when they move
    resumed = again.start_up("coventry")
    resumed.session.set_paused(True)  # no bot plays: any card moving would be flying
    assert resumed.session.record() == record
    assert not resumed.table.is_animating()  # the first picture is laid out in place
    before = resumed.table.size()
    resumed.resize(1280, 800)
    qtbot.waitExposed(resumed)
    qtbot.waitUntil(lambda: resumed.table.size() != before)
    assert not resumed.table.is_animating()  # nor do cards fly as the window takes its size
