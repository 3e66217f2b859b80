"""Pass-and-play in the app's window: no face of another person's hand is ever painted,
the curtain names the next person and hides the table, "Player 2" is a role shown in the
interface language, and a long name keeps to its place.

What the old window's tests/widgets/test_privacy_and_layout.py, test_qa_fixes.py and
test_stand_in_names.py asked of ``MainWindow``, asked of the generic window.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from coventry_desktop.engine.cards import Card
from coventry_desktop.games import get
from coventry_desktop.i18n import install_language
from coventry_desktop.models.presentation import Hand
from coventry_desktop.models.setup import YOU, Occupant, SeatSetup, shown_name, stand_in
from coventry_desktop.widgets.cards import CardRenderer
from coventry_desktop.widgets.other_games import GameSetupDialog

from .helpers import people_and_bots, wait_for_person

LONG = "W" * 24
"""The longest name New Game takes (``storage.settings.NAME_LENGTH``)."""


@pytest.fixture
def french(qapp: QApplication) -> Iterator[None]:
    install_language(qapp, "fr")
    yield
    install_language(qapp, "en")


def test_no_face_of_another_persons_hand_is_ever_painted(coventry_table, qtbot,
                                                        monkeypatch) -> None:
    window = coventry_table(people_and_bots(3, 1), seed=13, first_dealer=None)
    session = window.session
    leaks: list[str] = []
    faces: list[Card] = []
    real_pixmap = CardRenderer.pixmap

    def watched_pixmap(self: CardRenderer, card: Card | None, *args: object) -> object:
        # Every face the table paints passes through here: none may be of the hand of a
        # person who is not the one at the screen now (until the deal is over and every
        # hand is shown, as the cards left are what the deal pays).
        state = session.state
        if card is not None and state.winner is None:
            faces.append(card)
            for seat in range(3):
                if seat != window.flow.at_screen and card in state.hands[seat]:
                    leaks.append(f"{card} of seat {seat} painted, {window.flow.at_screen} at the "
                                 "screen")
        return real_pixmap(self, card, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(CardRenderer, "pixmap", watched_pixmap)
    session.stateChanged.connect(window.grab)  # after the window's own redraw
    curtains = 0
    while wait_for_person(qtbot, window):
        if window.stack.currentIndex() == 1:
            seat = session.to_act()
            assert not window.table.isVisible() and window.flow.shown_to is None
            # Nothing said to the last person stays for the next one to read.
            assert window.status.text() == f"Player {seat + 1} to play"
            window.grab()
            curtains += 1
            qtbot.mouseClick(window.curtain_button, Qt.MouseButton.LeftButton)
            assert window.stack.currentIndex() == 0 and window.flow.shown_to == seat
            continue
        window.flow.click(min(window.playable()))
    assert curtains >= 3
    assert faces, "the test must have painted faces to prove anything"
    assert leaks == []


def test_the_curtain_names_the_next_person_and_hides_the_table(coventry_table) -> None:
    window = coventry_table(people_and_bots(2, 1), seed=3, first_dealer=2)  # Player 1 leads
    assert window.session.to_act() == 0
    assert window.stack.currentIndex() == 1 and not window.table.isVisible()
    assert window.curtain_label.text() == ("Pass the screen to Player 1\n"
                                           "Everyone else, please look away while Player 1 "
                                           "plays.")
    assert window.curtain_button.text() == "I am Player 1 — show my hand"
    assert all(spot.card is None for spot in window.table.picture().spots
               if isinstance(spot.zone, Hand))
    assert not any(item.face_up for item in window.table.card_items().values())
    window.flow.lift_curtain()
    assert window.stack.currentIndex() == 0 and window.table.isVisible()
    assert all(window.table.card_items()[card].face_up
               for card in window.session.state.hands[0])


def test_a_stand_in_is_stored_in_english_and_shown_in_the_ui_language(
        coventry_table, qtbot, french) -> None:
    assert stand_in(1) == "Player 2"
    assert shown_name("Player 2") == "Joueur 2"
    assert shown_name("Player 22") == "Player 22"  # only the role's own form is translated
    assert shown_name("Basil") == "Basil"
    dialog = GameSetupDialog(get("coventry"))
    qtbot.addWidget(dialog)
    dialog.people.setValue(2)
    seats = dialog.seat_setups()
    assert [seat.name for seat in seats] == ["Player 1", "Player 2", "Ada", "Basil"]
    assert dialog.names[0].placeholderText() == "Joueur 1"
    window = coventry_table(seats, first_dealer=3)
    assert window.curtain_label.text() == ("Passez l’écran à Joueur 1\nLes autres, détournez "
                                           "les yeux s’il vous plaît pendant que Joueur 1 "
                                           "joue.")
    assert window.curtain_button.text() == "Je suis Joueur 1 — montrer ma main"
    assert window.names() == ("Joueur 1", "Joueur 2", "Ada", "Basil")
    assert window.session.record().seats[:2] == ("Player 1", "Player 2")
    # One person alone is the role "You" again, never the name "Joueur 1".
    dialog.people.setValue(1)
    assert dialog.seat_setups()[0] == SeatSetup(YOU, Occupant.HUMAN)


def test_names_are_limited_to_24_characters(qtbot) -> None:
    dialog = GameSetupDialog(get("coventry"))
    qtbot.addWidget(dialog)
    dialog.people.setValue(2)
    dialog.show()
    name = dialog.names[0]
    name.selectAll()
    qtbot.keyClicks(name, "W" * 200)
    assert dialog.seat_setups()[0].name == LONG


def _long_name_table() -> tuple[SeatSetup, ...]:
    return (SeatSetup(YOU, Occupant.HUMAN), SeatSetup(LONG, Occupant.BOT, "easy"),
            SeatSetup("Ada", Occupant.BOT, "easy"), SeatSetup("Basil", Occupant.BOT, "easy"))


def test_a_long_name_leaves_the_table_and_the_panel_their_room(coventry_table) -> None:
    window = coventry_table(_long_name_table(), seed=1, first_dealer=0, deals=1)
    session = window.session
    session.set_paused(True)
    while not session.deal_over():
        session.request(session.legal_actions()[0])
    assert window.panel.width() <= 290 and window.table.width() >= 1280 - 290
    for grid in (window.panel.scores, window.panel.settlement):
        assert grid.item(1, 0).text().endswith(LONG)
        assert grid.textElideMode() == Qt.TextElideMode.ElideRight
        assert sum(grid.columnWidth(c) for c in range(grid.columnCount())) <= \
            grid.viewport().width()  # cut with "…" rather than scrolled or widened
    plate = window.table.plates()[1]
    assert plate.name == LONG and plate.sceneBoundingRect().width() < 200


def test_a_long_name_under_its_card_keeps_clear_of_the_next(coventry_table) -> None:
    window = coventry_table(_long_name_table(), seed=1, first_dealer=0, deals=1)
    session = window.session
    session.set_paused(True)
    while not (len(session.state.quartet) >= 2
               and any(play.seat == 1 for play in session.state.quartet)):
        session.request(session.legal_actions()[0])
    def name_of(text: str) -> str | None:  # a name in full, or cut with "…" to fit
        return next((n for n in window.names() if text == n
                     or (text.endswith("…") and len(text) > 1 and n.startswith(text[:-1]))),
                    None)

    captions = [c for c in window.table.captions()[:-1] if name_of(c.text())]
    assert [name_of(c.text()) for c in captions] == [window.names()[p.seat]
                                                     for p in session.state.quartet]
    assert captions[0].text().endswith("…") and len(captions[0].text()) < len(LONG)
    assert [(a.text(), b.text()) for a, b in itertools.combinations(captions, 2)
            if a.sceneBoundingRect().intersects(b.sceneBoundingRect())] == []
