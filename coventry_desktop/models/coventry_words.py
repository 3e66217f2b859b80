"""Coventry's replay sentences, shared by the replay viewer and ``show`` (one home).

Each step of ``storage.replay_steps`` in words, in the interface language; the seats of
the role "you" get sentences of their own (#12 item 9). The sentences keep the replay
viewer's translation context, so earlier translations still apply.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from PySide6.QtCore import QCoreApplication

from ..games.coventry import DealWon, Pass, Play, QuartetCompleted
from ..storage.replay_steps import Step
from .presentation import fill


def step_text(step: Step, names: Sequence[str], you: Collection[int]) -> str:
    """One line for a step: the deal dealt, a pass or a card, and what it completed."""
    if step.action is None:
        return _dealt(step, names, you)
    seat = step.action.seat
    if isinstance(step.action, Pass):
        text = (QCoreApplication.translate("ReplayViewer", "You pass.") if seat in you
                else fill(QCoreApplication.translate("ReplayViewer", "%1 passes."), names[seat]))
    else:
        assert isinstance(step.action, Play)
        card = str(step.action.card)
        text = (fill(QCoreApplication.translate("ReplayViewer", "You play %1."), card)
                if seat in you
                else fill(QCoreApplication.translate("ReplayViewer", "%1 plays %2."),
                          names[seat], card))
    for event in step.events:
        if isinstance(event, QuartetCompleted):
            text += " " + (
                QCoreApplication.translate("ReplayViewer",
                                           "The quartet is complete; you lead again.")
                if event.seat in you
                else fill(QCoreApplication.translate(
                    "ReplayViewer", "The quartet is complete; %1 leads again."), names[event.seat]))
        elif isinstance(event, DealWon):
            text += " " + (
                QCoreApplication.translate("ReplayViewer", "You go out and win the deal.")
                if event.seat in you
                else fill(QCoreApplication.translate(
                    "ReplayViewer", "%1 goes out and wins the deal."), names[event.seat]))
    return text


def _dealt(step: Step, names: Sequence[str], you: Collection[int]) -> str:
    number = str(step.deal + 1)
    dealer, leader = step.state.dealer, step.state.leader
    if dealer in you:
        return fill(QCoreApplication.translate("ReplayViewer", "Deal %1: you deal, %2 leads."),
                    number, names[leader])
    if leader in you:
        return fill(QCoreApplication.translate("ReplayViewer", "Deal %1: %2 deals, you lead."),
                    number, names[dealer])
    return fill(QCoreApplication.translate("ReplayViewer", "Deal %1: %2 deals, %3 leads."),
                number, names[dealer], names[leader])
