"""Moving card items to their targets: instantly, animated, or dealt one by one.

Knows nothing of the game: it receives targets (``placement.Target``) and durations from
``speeds``. While it runs, ``busy`` is True; the table ignores input and bots wait.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    Signal,
)

from ..engine import Card
from . import speeds
from .items import CardItem
from .placement import Target


class CardMotion(QObject):
    """Animates the 52 ``CardItem``s of a table.

    Signals:
        landed(): the items reached the first targets (a played card is in the centre),
            before any pause and second move.
        movingOn(): after the pause, the items leave the first targets for the second.
        finished(): the items reached their targets (after an animation or a jump).
    """

    landed = Signal()
    movingOn = Signal()
    finished = Signal()

    def __init__(self, items: dict[Card, CardItem], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._items = items
        self._group: QSequentialAnimationGroup | None = None
        self._final_looks: dict[Card, Target] = {}
        """Looks applied when the items arrive (a face turns down only once it is there)."""

    @property
    def busy(self) -> bool:
        """Whether cards are moving."""
        return self._group is not None

    def stop(self) -> None:
        """Stop where the cards are; a following ``jump`` or ``move`` starts from there."""
        if self._group is not None:
            group, self._group = self._group, None
            group.stop()
            group.deleteLater()
        self._final_looks = {}

    def jump(self, targets: dict[Card, Target]) -> None:
        """Put every card at its target at once (cards without a target are hidden)."""
        self.stop()
        for card, item in self._items.items():
            target = targets.get(card)
            if target is None:
                item.hide()
                continue
            _apply_look(item, target)
            item.setPos(target.pos)
            item.setScale(target.width / item.width)
        self.landed.emit()
        self.finished.emit()

    def move(self, first: dict[Card, Target], then: dict[Card, Target] | None = None, *,
             deal_from: QPointF | None = None, deal_order: list[Card] | None = None) -> None:
        """Animate to ``first``, then (after a pause) to ``then``.

        With ``deal_from``, every card starts there face down and flies in ``deal_order``,
        one after another; faces turn up when the last card lands. The cards keep their
        ``first`` looks while they move on to ``then``, and take its looks on arrival, so
        a completed quartet is seen face up until it lies on the spent pile.
        """
        self.stop()
        group = QSequentialAnimationGroup(self)
        order = {card: k for k, card in enumerate(deal_order or [])}
        first_moves = self._moves(first, deal_from, order)
        first_moves.finished.connect(lambda g=group: self._landed(g))
        group.addAnimation(first_moves)
        if then is not None:
            group.addPause(speeds.ms("quartet_shown"))
            second = self._moves(then, None, {}, looks_now=False)
            second.stateChanged.connect(
                lambda new, _old, g=group: self._moving_on(g, new))
            group.addAnimation(second)
        group.finished.connect(lambda g=group: self._finished(g))
        self._group = group
        group.start()

    def _moves(self, targets: dict[Card, Target], deal_from: QPointF | None,
               order: dict[Card, int], *, looks_now: bool = True) -> QParallelAnimationGroup:
        group = QParallelAnimationGroup(self)
        dealing = deal_from is not None
        stagger = speeds.ms("deal") / 52
        duration = int(speeds.ms("deal") * 0.35 if dealing
                       else speeds.ms("play") if looks_now else speeds.ms("collect"))
        for card, target in targets.items():
            item = self._items[card]
            properties: list[tuple[bytes, object]] = [(b"pos", target.pos)]
            sequence = QSequentialAnimationGroup(group)
            if deal_from is not None:
                # Dealt face down at their final size (52 cards changing size every frame
                # would re-render SVG every frame), the first card to fly on top.
                item.setPos(deal_from)
                item.setScale(target.width / item.width)
                item.set_look(face_up=False)
                item.setZValue(500 - order.get(card, 0))
                item.show()
                self._final_looks[card] = target
                sequence.addPause(int(order.get(card, 0) * stagger))
            else:
                properties.append((b"scale", target.width / item.width))
                if looks_now:
                    _apply_look(item, target)
                else:
                    self._final_looks[card] = target
            moves = QParallelAnimationGroup(sequence)
            for name, end in properties:
                animation = QPropertyAnimation(item, name, moves)
                animation.setDuration(duration)
                animation.setEndValue(end)
                animation.setEasingCurve(QEasingCurve.Type.OutCubic)
                moves.addAnimation(animation)
            sequence.addAnimation(moves)
            group.addAnimation(sequence)
        return group

    def _landed(self, group: QSequentialAnimationGroup) -> None:
        if group is self._group:
            self.landed.emit()

    def _moving_on(self, group: QSequentialAnimationGroup,
                   state: QAbstractAnimation.State) -> None:
        if group is self._group and state is QAbstractAnimation.State.Running:
            self.movingOn.emit()

    def _finished(self, group: QSequentialAnimationGroup) -> None:
        if group is not self._group:
            return
        self._group = None
        group.deleteLater()
        for card, target in self._final_looks.items():
            _apply_look(self._items[card], target)
        self._final_looks = {}
        self.finished.emit()


def _apply_look(item: CardItem, target: Target) -> None:
    item.set_look(face_up=target.face_up, dimmed=target.dimmed, glowing=target.glowing,
                  selected=target.selected)
    item.setZValue(target.z)
    item.show()
