"""The View menu on Earl of Coventry's window in the app shell: Large Cards, High Contrast,
the Four-Colour Deck, the side panel and full screen, kept in the settings; the table and
its texts at 4K; each entry with a key of its own; every card its own face.

What the old window's tests/accessibility/test_view_options.py, tests/widgets/
test_keyboard_feel.py, test_edges.py and test_app.py asked of ``MainWindow``.
"""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontInfo, QFontMetricsF, QKeySequence
from PySide6.QtWidgets import QApplication, QMenu

from coventry_desktop.engine.cards import DECK, Card
from coventry_desktop.i18n import install_language
from coventry_desktop.models.presentation import Centre, Hand
from coventry_desktop.widgets import cards, theme
from coventry_desktop.widgets.app_shell import AppMenus
from coventry_desktop.widgets.cards import element_id, renderer
from coventry_desktop.widgets.four_colour import CLUB_GREEN, DIAMOND_BLUE
from coventry_desktop.widgets.view_menu import LARGE_CARD_SCALE

from .helpers import YOU_AND_THREE_BOTS, activate, hand, people_and_bots, wait_for_person


def _options(window):
    return window.findChild(AppMenus).view_options


def _hand_width(window) -> float:
    item = window.table.card_items()[hand(window)[0]]
    return item.width * item.scale()


def test_large_cards_enlarge_the_hand_and_back(coventry_table, qtbot) -> None:
    window = coventry_table(YOU_AND_THREE_BOTS, seed=6)
    assert wait_for_person(qtbot, window)
    options = _options(window)
    normal = _hand_width(window)
    options.large_cards_action.trigger()
    assert options.large_cards_action.isChecked()
    assert _hand_width(window) == pytest.approx(normal * LARGE_CARD_SCALE)
    options.large_cards_action.trigger()
    assert _hand_width(window) == pytest.approx(normal)


def _clashes(window, seats: int) -> list[str]:
    """What on the table runs into what: plates, hands and the centre's cards and slots."""
    table = window.table
    picture = table.picture()
    items = table.card_items()
    view = QRectF(table.viewport().rect())
    plates = [plate.sceneBoundingRect().adjusted(6, 6, -6, -6) for plate in table.plates()]
    hands: list[list[QRectF]] = [[] for _ in range(seats)]
    centre: list[QRectF] = []
    counts: dict[object, int] = {}
    for spot in picture.spots:
        index = counts[spot.zone] = counts.get(spot.zone, -1) + 1
        key = spot.card if spot.card is not None else (spot.zone, index)
        if isinstance(spot.zone, Hand):
            hands[spot.zone.seat].append(items[key].sceneBoundingRect().adjusted(4, 4, -4, -4))
        elif isinstance(spot.zone, Centre) and not spot.outline:
            centre.append(items[key].sceneBoundingRect().adjusted(4, 4, -4, -4))
    centre += [item.sceneBoundingRect().adjusted(4, 4, -4, -4)
               for item in table.outlines().values()]
    found = [f"plate {s} out of view" for s in range(seats) if not view.contains(plates[s])]
    found += [f"a card of seat {s} out of view" for s in range(seats)
              if not all(view.contains(r) for r in hands[s])]
    found += [f"plates {a} and {b}" for a, b in itertools.combinations(range(seats), 2)
              if plates[a].intersects(plates[b])]
    for seat, other in itertools.permutations(range(seats), 2):
        if any(plates[seat].intersects(r) for r in hands[other]):
            found.append(f"plate {seat} and the hand of {other}")
        if seat < other and any(r.intersects(s) for r in hands[seat] for s in hands[other]):
            found.append(f"hands {seat} and {other}")
    for seat in range(seats):
        if any(plates[seat].intersects(r) or any(r.intersects(h) for h in hands[seat])
               for r in centre):
            found.append(f"the centre and seat {seat}")
    return found


def _plate_details_fit(window) -> list[str]:
    """Plates whose line under the name ("13 cards", "7 cards · −7") loses a character."""
    return [plate.detail for plate in window.table.plates()
            if QFontMetricsF(plate.detail_font()).horizontalAdvance(plate.detail)
            > plate.detail_rect().width()]


@pytest.mark.parametrize("size", [
    (784, 512), (1024, 600), (1280, 800), (3840, 2160)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_nothing_on_the_table_runs_into_anything_else(coventry_table, qtbot, size) -> None:
    clashes: dict[str, list[str]] = {}
    for seats in (3, 4, 5, 6):
        window = coventry_table(people_and_bots(1, seats - 1), seed=3,
                                first_dealer=seats - 1, size=size)
        qtbot.waitUntil(lambda w=window: w.width() == size[0])
        session = window.session
        session.set_paused(True)
        while True:
            clashes.setdefault(f"{seats} seats", []).extend(_clashes(window, seats))
            if session.deal_over():
                break
            session.request(session.legal_actions()[0])
        # Every hand shown at the end, each plate with the units its seat pays or wins.
        clashes[f"{seats} seats"] += [f"plate says {d!r}" for d in _plate_details_fit(window)]
        assert all(" · " in plate.detail for plate in window.table.plates())
        window.hide()  # the fixture closes it at the end
    assert {seats: found for seats, found in clashes.items() if found} == {}


def test_large_cards_leave_nothing_on_the_table_overlapping(coventry_table, qtbot) -> None:
    clashes: dict[str, list[str]] = {}
    for size, seats in itertools.product([(1024, 600), (1280, 800), (3840, 2160)],
                                         [3, 4, 5, 6]):
        window = coventry_table(people_and_bots(1, seats - 1), seed=3,
                                first_dealer=seats - 1, size=size)
        qtbot.waitUntil(lambda w=window, s=size: w.table.width() >= s[0] - 300)
        _options(window).set_large_cards(True)
        session = window.session
        session.set_paused(True)
        for _ in range(12):  # through a quartet or two, each position drawn
            for clash in _clashes(window, seats):
                clashes.setdefault(f"{size[0]}x{size[1]}, {seats} seats", []).append(clash)
            session.request(session.legal_actions()[0])
        window.hide()  # the fixture closes it at the end
    assert clashes == {}


def test_high_contrast_paints_a_black_table_and_thick_yellow_outlines(coventry_table,
                                                                     qtbot) -> None:
    window = coventry_table(YOU_AND_THREE_BOTS, seed=6)
    assert wait_for_person(qtbot, window)
    options = _options(window)
    options.set_high_contrast(True)
    assert theme.current() is theme.HIGH_CONTRAST
    assert options.high_contrast_action.isChecked()
    assert theme.HIGH_CONTRAST_STYLE in window.styleSheet()
    image = window.table.viewport().grab().toImage()
    assert image.pixelColor(image.width() // 2, image.height() // 3) == QColor("#000000")
    # A playable card other than the one chosen already for Enter, which is cyan.
    card = next(c for c in hand(window) if c in window.playable() and c != window.flow.current)
    item = window.table.card_items()[card]
    corner = window.table.mapFromScene(item.mapToScene(item.card_rect().topLeft()))
    edge = {image.pixelColor(corner.x() + dx, corner.y() + 30).name() for dx in range(-4, 3)}
    assert theme.HIGH_CONTRAST.playable in edge
    options.set_high_contrast(False)
    assert theme.current() is theme.NORMAL
    assert theme.HIGH_CONTRAST_STYLE not in window.styleSheet()


def _colours(card: Card) -> set[str]:
    image = cards.renderer().pixmap(card, QSize(169, 245)).toImage()
    return {image.pixelColor(x, y).name() for x in range(0, 169, 2) for y in range(0, 245, 2)}


def test_the_four_colour_deck_gives_every_suit_its_own_colour(app_shell) -> None:
    options = _options(app_shell().window)
    options.four_colour_action.trigger()
    assert cards.renderer().four_colour
    assert DIAMOND_BLUE in _colours(Card.parse("5D"))
    assert CLUB_GREEN in _colours(Card.parse("5C"))
    assert "#e6180a" in _colours(Card.parse("5H"))  # hearts stay red
    assert not {DIAMOND_BLUE, CLUB_GREEN} & _colours(Card.parse("5S"))
    options.four_colour_action.trigger()
    assert "#e6180a" in _colours(Card.parse("5D"))


def test_view_choices_are_kept_and_the_next_start_applies_them(app_shell) -> None:
    shell = app_shell()
    options = _options(shell.window)
    assert not options.high_contrast_action.isChecked()
    options.high_contrast_action.trigger()
    options.large_cards_action.trigger()
    settings = shell.settings
    assert (settings.large_cards, settings.high_contrast, settings.four_colour) == (
        True, True, False)
    theme.set_high_contrast(False)
    later = app_shell(data=False)  # a later start, its window drawn with them at once
    again = _options(later.window)
    assert again.high_contrast_action.isChecked() and again.large_cards_action.isChecked()
    assert later.window.table.card_scale == LARGE_CARD_SCALE
    assert theme.current() is theme.HIGH_CONTRAST


def test_the_side_panel_can_be_hidden_and_the_table_takes_its_room(app_shell, qtbot) -> None:
    window = app_shell().window
    options = _options(window)
    action = options.panel_action
    assert action in window.view_menu.actions() and action.isChecked()
    assert window.panel.isVisible()
    narrow = window.table.width()
    action.trigger()
    assert not action.isChecked() and not window.panel.isVisible()
    qtbot.waitUntil(lambda: window.table.width() > narrow)
    assert window.table.width() == window.centralWidget().width()
    action.trigger()
    assert action.isChecked() and window.panel.isVisible()
    qtbot.waitUntil(lambda: window.table.width() == narrow)


def test_f11_toggles_full_screen_and_the_check_mark_follows(app_shell, qtbot) -> None:
    window = app_shell().window
    activate(qtbot, window)
    action = _options(window).full_screen_action
    assert action.shortcut() == QKeySequence("F11") and action in window.view_menu.actions()
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    assert action.isChecked()
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not action.isChecked()
    # Left by other means (the window manager), the check mark follows.
    window.showFullScreen()
    qtbot.waitUntil(action.isChecked)
    window.showNormal()
    qtbot.waitUntil(lambda: not action.isChecked())


@pytest.mark.parametrize(("size", "scale"), [((1280, 800), 1.0), ((3840, 2160), 2.0)])
def test_on_a_4k_screen_the_texts_grow_with_the_cards(app_shell, qtbot, size, scale) -> None:
    window = app_shell().window
    window.resize(*size)
    qtbot.waitUntil(lambda: window.width() == size[0])
    assert _options(window).ui_scale == scale
    normal = QFontInfo(QApplication.font()).pixelSize()
    for widget in (window.panel, window.menuBar(), window.status, window.pass_button,
                   window.panel.scores):
        assert widget.fontInfo().pixelSize() >= normal * scale * 0.9, widget


def test_on_a_4k_screen_the_side_panel_grows_with_its_texts(app_shell, qtbot) -> None:
    window = app_shell().window
    window.resize(3840, 2160)
    qtbot.waitUntil(lambda: window.width() == 3840)
    assert _options(window).ui_scale == 2.0
    # The window's layout gives the panel its new width once it settles.
    qtbot.waitUntil(lambda: window.panel.width() >= round(290 * 2.0 * 0.95))
    assert window.table.width() >= 3840 - 290 * 2 - 2


def test_on_a_4k_screen_the_names_on_the_table_grow_with_the_cards(coventry_table,
                                                                    qtbot) -> None:
    ratios = []
    for size in ((1280, 800), (3840, 2160)):
        window = coventry_table(YOU_AND_THREE_BOTS, seed=3, size=size)
        qtbot.waitUntil(lambda w=window, s=size: w.width() == s[0])
        card = window.table.card_items()[hand(window)[0]]
        ratios.append(window.table.plates()[0]._font_px / card.width)
        window.hide()
    assert ratios[1] == pytest.approx(ratios[0], rel=0.25)


@pytest.mark.parametrize("language", ["en", "ru", "fr"])
def test_every_entry_of_the_view_menu_has_its_own_mnemonic(app_shell, qapp, language) -> None:
    window = app_shell().window
    try:
        install_language(qapp, language)
        QCoreApplication.processEvents()
        keys: dict[str, str] = {}
        for action in window.view_menu.actions():
            if action.isSeparator() or not action.isVisible():
                continue
            text = action.menu().title() if isinstance(action.menu(), QMenu) else action.text()
            mnemonic = QKeySequence.mnemonic(text).toString()
            assert mnemonic, text
            assert mnemonic not in keys, (text, keys[mnemonic])
            keys[mnemonic] = text
    finally:
        install_language(qapp, "en")


def test_every_card_has_its_own_face_and_renders_crisply_at_high_dpi(app_shell) -> None:
    app_shell()  # the app's resources, as the window draws them
    assert len({element_id(card) for card in DECK}) == 52
    assert element_id(Card.parse("A♥")) == "heart_1"
    assert element_id(Card.parse("Q♣")) == "club_queen"
    assert element_id(Card.parse("10♠")) == "spade_10"
    low = renderer().pixmap(Card.parse("K♦"), QSize(80, 116), 1.0)
    high = renderer().pixmap(Card.parse("K♦"), QSize(80, 116), 2.0)
    assert (high.width(), high.height()) == (160, 232)  # rendered, not scaled up
    assert high.devicePixelRatio() == 2.0 and low.width() == 80
    back = renderer().pixmap(None, QSize(80, 116)).toImage()
    face = renderer().pixmap(Card.parse("2♠"), QSize(80, 116)).toImage()
    assert back.pixelColor(40, 58) != face.pixelColor(10, 58)  # the back is not a face


def test_the_totals_are_one_tab_stop_and_the_arrows_move_inside(coventry_table,
                                                                 qtbot) -> None:
    window = coventry_table(YOU_AND_THREE_BOTS, seed=6)
    activate(qtbot, window)
    grid = window.panel.scores
    grid.setFocus()
    qtbot.waitUntil(grid.hasFocus)
    grid.setCurrentCell(0, 0)
    qtbot.keyClick(grid, Qt.Key.Key_Down)
    assert (grid.currentRow(), grid.currentColumn()) == (1, 0)
    qtbot.keyClick(grid, Qt.Key.Key_Right)
    assert (grid.currentRow(), grid.currentColumn()) == (1, 1)
    qtbot.keyClick(grid, Qt.Key.Key_Tab)
    qtbot.waitUntil(lambda: not grid.hasFocus())
    assert QApplication.focusWidget() is not grid
