"""The card table: a QGraphicsView that paints the controller's deal and routes input.

It keeps no rules: playable cards are the controller's legal actions, and a click or a
key only asks the controller. While cards move, a request for a card that already shows
as playable (or a pass) is kept and made when they land, so no click is lost; any other
input is ignored (as KPat does), so the table never gets ahead of the game.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QEvent,
    QPointF,
    QRect,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QFocusEvent,
    QFont,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPen,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from ..engine import DECK, Card
from ..games.coventry import Action, DealState, Pass, Phase, Play
from ..games.coventry.ui.words import rank_name, rank_symbol
from ..models import GameController, SeatsModel
from ..models.tables import CardsLeftRole, DealerRole, HumanRole, TotalRole, TurnRole, signed
from . import speeds, theme
from .items import Bubble, CardItem, SeatPlate
from .layout import TableLayout, table_layout
from .motion import CardMotion
from .placement import Target, card_targets, deal_order
from .texts import elided


class TableView(QGraphicsView):
    """Paints the deal of ``controller`` and turns clicks and keys into requests.

    Signals:
        cardsLanded(): the cards reached the places the game's latest change gives them
            (a played card lies in the centre), though a completed quartet may still be
            about to slide away. The calls panel waits for it (QA F4).
        animationFinished(): the table caught up with the game (nothing moving).
        message(text): a short hint for the status bar (e.g. why a key did nothing).
        selectionChanged(card): the card chosen with the keyboard (or the Hint) changed;
            ``None`` when nothing is chosen. Screen readers are told through it.
    """

    cardsLanded = Signal()
    animationFinished = Signal()
    message = Signal(str)
    selectionChanged = Signal(object)

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self.setScene(QGraphicsScene(self))
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 360)
        self.card_scale = 1.0
        """How much larger the hand and the quartet are drawn (View → Large Cards)."""
        self.double_click_plays = False
        """Play on double-click instead of a single click (a setting)."""
        self._paused = False
        self._items: dict[Card, CardItem] = {}
        for card in DECK:
            item = CardItem(card, 80)
            item.clicked.connect(self._clicked)
            item.doubleClicked.connect(self._double_clicked)
            item.dropped.connect(self._dropped)
            item.may_drag = self._may_drag
            self.scene().addItem(item)
            item.hide()
            self._items[card] = item
        self._plates = [SeatPlate() for _ in range(6)]
        self._pass_bubbles = [Bubble() for _ in range(6)]
        self._status = Bubble(strong=False)
        self._spent_label = Bubble(strong=False)
        self._call = Bubble()
        self._captions = [Bubble(strong=False) for _ in range(4)]
        for extra in (*self._plates, *self._pass_bubbles, self._status, self._spent_label,
                      self._call, *self._captions):
            self.scene().addItem(extra)
            extra.hide()
        self._pass_timers = [self._single_shot(lambda i=i: self._pass_bubbles[i].hide())
                             for i in range(6)]
        self._call_timer = self._single_shot(self._call.hide)
        self._motion = CardMotion(self._items, self)
        self._motion.landed.connect(self._first_landed)
        self._motion.landed.connect(self.cardsLanded)
        self._motion.movingOn.connect(lambda: self._place_captions(()))
        self._motion.finished.connect(self._landed)
        self._linger: tuple[Play, ...] = ()
        self._shown_quartet: tuple[Play, ...] = ()
        """A completed quartet held face up in the centre before it is set aside."""
        self._dealing = False
        self._hold_outcome = False
        """The winning card still flies: "went out" waits until its call is said (#12)."""
        self._deal_flying = False
        """The deal animation runs: faces are down, so nothing is offered yet."""
        self._queued: tuple[DealState, Action] | None = None
        """A request made while cards moved, for the state it was made in."""
        self._queue_timer = self._single_shot(self._send_queued)
        self._selected: Card | None = None
        self._lifting = False
        """The motion running only lifts the chosen card (see ``is_busy``)."""
        self._relift = False
        """The choice changed while cards moved: lift it when they land."""
        self._bottom = 0
        self._layout: TableLayout | None = None
        # Created before sync is connected, so the model refreshes first on stateChanged.
        self._seats = SeatsModel(controller, self)
        controller.dealStarted.connect(self._deal_started)
        controller.quartetCompleted.connect(self._quartet_completed)
        controller.passed.connect(self._passed)
        controller.stateChanged.connect(self.sync)
        controller.viewerChanged.connect(self._viewer_changed)
        controller.gameStarted.connect(self._game_started)

    def _single_shot(self, slot: object) -> QTimer:
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.timeout.connect(slot)
        return timer

    # ------------------------------------------------------------------ state
    def is_busy(self) -> bool:
        """Whether cards are moving; input is ignored and bots wait meanwhile.

        A card rising because it was chosen (arrows, Hint) does not count: nothing of the
        game moves, and Enter right after a Hint must play it (QA F20).
        """
        return (self._motion.busy and not self._lifting) or bool(self._linger)

    def card_item(self, card: Card) -> CardItem:
        """The item that draws ``card`` (for tests and accessibility)."""
        return self._items[card]

    def plate(self, seat: int) -> SeatPlate:
        """The name plate of ``seat``."""
        return self._plates[seat]

    @property
    def layout_now(self) -> TableLayout | None:
        """The geometry of the latest layout pass (None before the first deal)."""
        return self._layout

    @property
    def bottom_seat(self) -> int:
        """The seat drawn at the bottom of the table."""
        return self._bottom

    @property
    def selected_card(self) -> Card | None:
        """The card chosen with the keyboard, if any."""
        return self._selected

    def captions(self) -> list[str]:
        """The names shown under the cards in the centre, first card first."""
        return [caption.text for caption in self._captions if caption.isVisible()]

    def pass_shown(self, seat: int) -> bool:
        """Whether "Pass" is showing at ``seat`` right now."""
        return self._pass_bubbles[seat].isVisible()

    def status_text(self) -> str:
        """What the status line under the quartet says."""
        return self._status.text

    def accessible_items(self) -> list[CardItem | SeatPlate]:
        """What assistive technology reads, in order: the quartet in play, the hand shown
        at the bottom, then the seat plates (see widgets/accessibility.py)."""
        state = self._controller.state
        if state is None:
            return []
        items: list[CardItem | SeatPlate] = [self._items[p.card] for p in state.quartet]
        items += [self._items[c] for c in state.hand(self._bottom) if self._items[c].face_up]
        items += self._plates[:state.players]
        return items

    # ------------------------------------------------------------------ input
    def _clicked(self, card: Card) -> None:
        if not self.double_click_plays:
            self.play(card)

    def _double_clicked(self, card: Card) -> None:
        if self.double_click_plays:
            self.play(card)

    def _may_drag(self, card: Card) -> bool:
        # Only a card offered now, and only while nothing moves (it would fight the motion).
        return not self.is_busy() and self._items[card].glowing

    def _dropped(self, card: Card, scene_pos: QPointF) -> None:
        # Let go over the centre: played, as KPat does; anywhere else it goes back.
        layout = self._layout
        if layout is None or not layout.play_zone().contains(scene_pos) or not self.play(card):
            self.sync(animate=True)

    def cancel_drag(self) -> bool:
        """Put a card being dragged back in the hand (Esc); whether one was dragged."""
        cancelled = [item for item in self._items.values() if item.cancel_drag()]
        if cancelled:
            self.sync(animate=True)
        return bool(cancelled)

    def play(self, card: Card) -> bool:
        """Ask the controller to play ``card`` for the seat at the bottom.

        While cards move, a card that already shows as playable is kept and played when
        they land (True); otherwise ignored (False) on another seat's turn, for a card not
        in the hand shown, or during the deal. The controller refuses illegal cards with a
        reason.
        """
        seat = self._controller.human_to_act()
        state = self._controller.state
        if seat < 0 or state is None or card not in state.hand(seat):
            return False
        if self.is_busy() and not self._items[card].glowing:
            return False
        if self.is_busy():
            self._selected = card  # seen at once: the card is taken, and plays on landing
            item = self._items[card]
            item.set_look(face_up=item.face_up, glowing=True, selected=True)
        return self._ask(state, Play(seat, card))

    def pass_turn(self) -> bool:
        """Ask the controller to pass for the seat at the bottom; kept like ``play``."""
        seat = self._controller.human_to_act()
        state = self._controller.state
        if seat < 0 or state is None or self._deal_flying:
            return False
        return self._ask(state, Pass(seat))

    def _ask(self, state: DealState, action: Action) -> bool:
        if not self.is_busy():
            return self._controller.request(action)
        # The prompt and the glow show as soon as the turn comes, while the last card may
        # still fly: what is asked then is kept and asked when the cards land (#12).
        self._queued = (state, action)
        return True

    def _send_queued(self) -> None:
        queued, self._queued = self._queued, None
        if queued is None:
            if not self.is_busy():
                self._lift()
            return
        if self.is_busy():
            self._queued = queued
            return
        state, action = queued
        if state is self._controller.state:  # nothing else happened meanwhile
            self._controller.request(action)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self._move_selection(-1 if key == Qt.Key.Key_Left else 1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self._selected is not None:
                self.play(self._selected)
        elif key == Qt.Key.Key_P:
            self.pass_turn()
        elif key == Qt.Key.Key_Escape and self.cancel_drag():
            pass
        else:
            super().keyPressEvent(event)

    def _selectable(self) -> list[Card]:
        seat = self._controller.human_to_act()
        if seat < 0:
            return []
        return [a.card for a in self._controller.legal_actions() if isinstance(a, Play)]

    def _move_selection(self, step: int) -> None:
        cards = self._selectable()
        if not cards or self._deal_flying:
            return
        if self._selected in cards:
            index = (cards.index(self._selected) + step) % len(cards)
        else:
            index = 0 if step > 0 else len(cards) - 1
        self._selected = cards[index]
        self._lift()
        self.selectionChanged.emit(self._selected)

    def select(self, card: Card | None) -> None:
        """Choose ``card`` as if with the keyboard (the Hint action uses this)."""
        self._selected = card
        self._lift()
        self.selectionChanged.emit(self._selected)

    def _lift(self) -> None:
        if self.is_busy():
            # Cards still move (a completed quartet may be on show): outline the choice
            # now and lift it when they land, without cutting the motion short.
            for card, item in self._items.items():
                if item.glowing:
                    item.set_look(face_up=item.face_up, glowing=True,
                                  selected=card == self._selected)
            self._relift = True
            return
        self.sync(animate=True)
        self._lifting = self._motion.busy

    # ------------------------------------------------------------------ events
    def _deal_started(self, _number: int) -> None:
        self._stop_animation()
        self._linger = ()
        self._queued = None
        self._selected = None
        self._dealing = True
        for item in self._items.values():
            # Every face goes down before anything else is painted: the cards now belong
            # to new hands (pass-and-play privacy).
            item.set_look(face_up=False)
        for bubble in self._pass_bubbles:
            bubble.hide()
        self._call.hide()

    def _viewer_changed(self, _seat: int) -> None:
        # Faces turn at once (the curtain needs that); at a new deal the state change that
        # follows deals the cards, so an instant layout here would skip the deal.
        if not self._dealing:
            self.sync(animate=False)

    def _quartet_completed(self, _seat: int, _rank: object) -> None:
        state = self._controller.state
        if state is not None and state.completed:
            self._linger = state.completed[-1]

    def _passed(self, seat: int) -> None:
        layout = self._layout
        if layout is None or self._controller.state is None:
            return
        bubble = self._pass_bubbles[seat]
        bubble.set_text(self.tr("Pass"), layout.font_px * 1.05)
        plate = self._plates[seat]
        bubble.setPos(plate.pos() + QPointF(0, -layout.plate_height * 0.95))
        bubble.show()
        self._pass_timers[seat].start(max(speeds.ms("pass_flash"), 1))

    def show_call(self, text: str) -> None:
        """Show a call above the quartet for a moment (the rhyme panel keeps the history)."""
        layout, state = self._layout, self._controller.state
        if layout is None or not text or (state is not None and state.winner is not None):
            return  # at the end the quartet is at the top: the calls panel has the call
        self._call.set_text(text, layout.font_px * 1.15)
        top = layout.quartet_centre.y() - layout.quartet_width * 0.72 - layout.font_px * 1.6
        self._call.setPos(layout.quartet_centre.x(), top)
        self._call.show()
        self._call_timer.start(max(speeds.ms("call_flash"), 1))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.sync(animate=False)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.sync(animate=False)
        super().changeEvent(event)

    # ------------------------------------------------------------------ painting
    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.viewport().update()  # the focus ring appears

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.viewport().update()

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        # Focus is always visible: a ring inside the table's edge while it has the keyboard,
        # drawn in viewport pixels whatever the scene rectangle is (before the first deal
        # it is not the viewport yet).
        if self.hasFocus():
            painter.save()
            painter.resetTransform()
            painter.setPen(QPen(theme.current().color("focus"), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(QRectF(self.viewport().rect()).adjusted(1.5, 1.5, -1.5, -1.5))
            painter.restore()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        view = QRectF(self.viewport().rect())
        look = theme.current()
        painter.fillRect(QRectF(rect), look.color("background"))
        layout = self._layout
        if layout is None:
            return
        # The felt ends at the band above the hand (also once the status line has moved
        # to the top at the end of a deal).
        band_y = layout.spent_centre.y()
        felt = QRectF(layout.margin, layout.margin, view.width() - 2 * layout.margin,
                      band_y + layout.plate_height / 2 - layout.margin)
        gradient = QRadialGradient(felt.center(), max(felt.width(), felt.height()) * 0.6)
        gradient.setColorAt(0.0, look.color("felt_centre"))
        gradient.setColorAt(1.0, look.color("felt_edge"))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(look.color("rim"), max(4.0, layout.margin * 0.9)))
        painter.setBrush(gradient)
        painter.drawRoundedRect(felt, felt.height() * 0.3, felt.height() * 0.3)

    # ------------------------------------------------------------------ layout
    def _stop_animation(self) -> None:
        self._motion.stop()

    def sync(self, animate: bool = True) -> None:
        """Bring every item to where the controller's state says it belongs."""
        controller, state = self._controller, self._controller.state
        self._lifting = False
        if state is None:
            return
        for item in self._items.values():
            item.cancel_drag()  # whatever changed, a carried card goes where it belongs
        viewport = self.viewport().rect()
        self.scene().setSceneRect(QRectF(viewport))
        layout = table_layout(viewport.width(), viewport.height(), state.players,
                              card_scale=self.card_scale)
        self._layout = layout = layout.ended() if state.winner is not None else layout
        if controller.viewer >= 0:
            self._bottom = controller.viewer
        elif controller.curtain_for >= 0:
            self._bottom = controller.curtain_for
        elif self._dealing or not 0 <= self._bottom < state.players:
            self._bottom = controller.home_seat
        self._place_plates(layout)
        self._hold_outcome = animate and speeds.factor() > 0 and state.winner is not None
        self._place_status(layout)
        animate = animate and speeds.factor() > 0
        self._stop_animation()
        if not animate:
            self._place_captions(state.quartet)
        else:
            self._place_captions(())  # until the cards land, or a caption covers a flying card
        self._shown_quartet = self._linger if animate else ()
        if self._linger and animate:
            first = self._targets(layout, self._linger)
            self._linger = ()
            then = self._targets(layout, ())
            self._run(first, then)
        else:
            self._linger = ()
            self._run(self._targets(layout, ()), None, animate=animate)

    def _relative(self, seat: int, players: int) -> int:
        return (seat - self._bottom) % players

    def _targets(self, layout: TableLayout, linger: tuple[Play, ...]) -> dict[Card, Target]:
        self._choose_default()
        targets = card_targets(self._controller, layout, bottom=self._bottom,
                               selected=self._selected, linger=linger)
        state = self._controller.state
        if state is not None and state.winner is not None:
            # The deal is over: the others' cards are in the settlement, face up; on the
            # table they would lie under the quartet, now at the top.
            for seat in range(state.players):
                if seat != self._bottom:
                    for card in state.hand(seat):
                        targets.pop(card, None)
                        self._items[card].hide()
        return targets

    def keep_clear(self) -> QRectF:
        """What a panel over the table must leave visible (viewport pixels): the cards in
        the centre, the names under them and the status line; empty when none shows."""
        rect = QRectF()
        state = self._controller.state
        shown = [self._items[p.card] for p in state.quartet] if state is not None else []
        for item in (*shown, *self._captions):
            if item.isVisible():
                rect = rect.united(item.sceneBoundingRect())
        if self._status.text:  # "… went out!" may wait for the winning call to show
            rect = rect.united(self._status.sceneBoundingRect())
        return rect

    def _choose_default(self) -> None:
        """Keep the keyboard's choice if it may still be played; otherwise, on the person's
        turn, choose the first card they may play, so Enter plays at once (#12)."""
        before = self._selected
        cards = self._selectable()
        if self._selected not in cards:
            self._selected = cards[0] if cards else None
        if self._selected != before:
            self.selectionChanged.emit(self._selected)

    def _place_plates(self, layout: TableLayout) -> None:
        # The plates show the seats model's rows (refreshed before this, see __init__).
        seats, state, series = self._seats, self._controller.state, self._controller.series
        assert state is not None
        for seat, plate in enumerate(self._plates):
            if seat >= seats.rowCount() or state.winner is not None:
                # Once the deal is over the settlement names every seat instead.
                plate.hide()
                self._pass_bubbles[seat].hide()
                continue
            row = seats.index(seat)
            plate.set_font_px(layout.font_px, layout.plate_width)
            detail = self.tr("%n card(s)", "", row.data(CardsLeftRole))
            if series is not None and series.deals > 1:
                total = row.data(TotalRole)
                detail = self.tr("%1 · total %2").replace("%1", detail).replace(
                    "%2", signed(total))
            plate.set_text(row.data(), detail, dealer=row.data(DealerRole),
                           turn=row.data(TurnRole) or state.winner == seat,
                           human=row.data(HumanRole))
            plate.setPos(layout.plates[self._relative(seat, state.players)])
            plate.show()

    def _place_status(self, layout: TableLayout) -> None:
        state = self._controller.state
        assert state is not None
        # One band above the hand: the bottom seat's plate, the status line, "Spent: …"
        # and the spent pile, left to right; the texts shrink rather than run into each
        # other (Large Cards at 800x560 with six seats, #12).
        ended = state.winner is not None
        band_left = layout.margin if ended else (
            layout.plates[0].x() + layout.plate_width / 2 + layout.margin)
        pile_left = layout.spent_centre.x() - layout.spent_width / 2 - layout.margin * 2
        spent = " ".join(rank_symbol(quartet[0].card.rank) for quartet in state.completed)
        _fit(self._spent_label, self.tr("Spent: %1").replace("%1", spent) if spent else "",
             layout.font_px * 0.95, (pile_left - band_left) * 0.42)
        rect = self._spent_label.boundingRect()
        self._spent_label.setPos(pile_left - rect.width() / 2, layout.spent_centre.y())
        self._spent_label.setVisible(bool(spent))
        right = pile_left - (rect.width() + layout.margin if spent else 0)
        if ended:  # the line sits under the quartet, at the top of the table
            band_left, right = layout.margin, layout.width - layout.margin
        _fit(self._status, self._status_message(), layout.font_px * 1.05, right - band_left)
        half = self._status.boundingRect().width() / 2
        centre = layout.status_centre
        x = min(max(centre.x(), band_left + half), right - half)
        self._status.setPos(x, centre.y())
        # No prompt while the deal still flies face down: nothing can be played yet.
        self._status.setVisible(bool(self._status.text) and not self._deal_flying
                                and not self._hold_outcome)

    def _place_captions(self, quartet: tuple[Play, ...]) -> None:
        # Who played each card of the quartet, under the card.
        layout = self._layout
        assert layout is not None
        names = self._controller.names
        for position, caption in enumerate(self._captions, start=1):
            if position > len(quartet):
                caption.hide()
                continue
            caption.set_text(names[quartet[position - 1].seat], layout.font_px * 0.9,
                             max_width=layout.quartet_width * 1.05)
            slot = layout.quartet_slot(position)
            caption.setPos(slot.x(), slot.y() + layout.quartet_width * 0.72 + layout.font_px)
            caption.show()

    def _game_started(self) -> None:
        self._paused = False  # a new game starts playing; the deal's sync shows its status

    def set_paused(self, paused: bool) -> None:
        """Say "Paused" under the quartet while automatic play is held (QA F12)."""
        self._paused = paused
        if self._layout is not None and self._controller.state is not None:
            self._place_status(self._layout)

    def _status_message(self) -> str:
        controller, state = self._controller, self._controller.state
        assert state is not None and self._layout is not None
        font = QFont()
        font.setPixelSize(round(self._layout.font_px * 1.05))
        # A long name is cut as on its plate, so the line stays under the quartet (QA F17).
        names = tuple(elided(name, font, self._layout.plate_width) for name in controller.names)
        if state.winner is not None:
            if controller.is_you(state.winner):
                return self.tr("You went out!")  # "you" is a role, with its own verb (#12)
            return self.tr("%1 went out!").replace("%1", names[state.winner])
        if self._paused:
            # The keys as the menus write them ("Ctrl+Maj+P" in French, #12 item 12).
            keys = QKeySequence("Ctrl+Shift+P").toString(QKeySequence.SequenceFormat.NativeText)
            return self.tr("Paused: press %1 to go on").replace("%1", keys)
        if controller.curtain_for >= 0:
            return self.tr("Pass the screen to %1").replace("%1", names[controller.curtain_for])
        seat = controller.human_to_act()
        if seat >= 0:
            if state.phase is Phase.LEAD:
                return self.tr("Your lead: play any card")
            assert state.rank is not None
            if controller.forced_pass() and controller.auto_pass:
                return self.tr("No %1 in your hand: you pass").replace(
                    "%1", rank_name(state.rank))
            if controller.forced_pass():
                return self.tr("No %1 in your hand: press P to pass").replace(
                    "%1", rank_name(state.rank))
            return self.tr("Play a card of rank %1").replace("%1", rank_name(state.rank))
        if controller.is_human(state.turn):
            return self.tr("%1 to play").replace("%1", names[state.turn])
        return self.tr("%1 is thinking…").replace("%1", names[state.turn])

    def _run(self, first: dict[Card, Target], then: dict[Card, Target] | None,
             animate: bool = True) -> None:
        dealing, self._dealing = self._dealing, False
        state = self._controller.state
        if not animate or state is None or self._layout is None:
            self._deal_flying = False
            self._motion.jump(first)
            return
        deal_from = None
        if dealing:
            deal_from = self._layout.plates[self._relative(state.dealer, state.players)]
            self._deal_flying = True
            self._status.hide()
        self._motion.move(first, then, deal_from=deal_from,
                          deal_order=deal_order(state) if dealing else None)

    def _first_landed(self) -> None:
        # A completed quartet is shown with who played each card until it moves on (#12).
        if self._shown_quartet and self._layout is not None:
            self._place_captions(self._shown_quartet)

    def _landed(self) -> None:
        state = self._controller.state
        self._shown_quartet = ()
        if state is not None and self._layout is not None:
            self._place_captions(state.quartet)
            if self._deal_flying or self._hold_outcome:
                self._deal_flying = self._hold_outcome = False
                self._place_status(self._layout)
        if self._relift:
            self._relift = False
            self._queue_timer.start(0)
        if self._queued is not None:
            self._queue_timer.start(0)  # after this signal, not inside a layout pass
        self.animationFinished.emit()


def _fit(bubble: Bubble, text: str, px: float, room: float) -> None:
    """Show ``text`` in ``bubble`` at ``px`` pixels, or smaller (down to 75 %) so that it
    is at most ``room`` wide; cut with "…" only if even that is too wide."""
    size = px
    while True:
        bubble.set_text(text, size)
        if bubble.boundingRect().width() <= room or size <= px * 0.75:
            break
        size = max(size * 0.93, px * 0.75)
    if bubble.boundingRect().width() > room:
        bubble.set_text(text, size, max_width=max(room, px))
