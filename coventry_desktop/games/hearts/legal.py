"""Which cards a seat may play: one function for the rules, the view and the bots.

HT-6 follow suit, HT-7 Q♠ must go, HT-13 no heart lead before trick 3, and Standard's
2♣ lead, no points on the first trick and hearts broken (seed «Розыгрыш»).
"""

from __future__ import annotations

from .actions import Reason
from .cards import HEARTS_MASK, POINTS_MASK, QS_BIT, SUIT_MASKS
from .options import HeartsOptions


def constrain(hand: int, *, led: int | None, trick_no: int, broken: bool,
              first_lead: int | None, options: HeartsOptions,
              card: int = 0) -> tuple[int, Reason | None]:
    """The playable cards of ``hand``, and why ``card`` is not among them.

    Each rule narrows the playable set in turn; a rule that would leave nothing does not
    apply ("unless the hand holds nothing else").

    Args:
        hand: the seat's cards as a mask.
        led: the suit led to the trick in play, or ``None`` when leading.
        trick_no: 0-based number of the trick in play.
        broken: a heart or Q♠ has been played this deal.
        first_lead: the card index that must open trick 0, or ``None``.
        options: the table's rules.
        card: a one-bit mask of a card in ``hand`` to explain, or 0.

    Returns:
        ``(mask of playable cards, the first rule that excludes card or None)``.
    """
    first = trick_no == 0
    # The two rules that settle the set alone come first: most plays follow suit.
    if led is not None:
        # HT-6: follow the suit led if able (seed «Розыгрыш»: «должен ходить в открытую масть»).
        suit = hand & SUIT_MASKS[led]
        if suit:
            if first and options.no_points_first_trick and suit & QS_BIT and suit != QS_BIT:
                # HEARTS.md Standard: no Q♠ on the first trick while following spades with
                # another spade (led hearts cannot happen while the hand holds another card).
                keep = suit & ~QS_BIT
                if card & QS_BIT:
                    return keep, Reason.NO_POINTS_FIRST_TRICK
                return keep, None if card & keep or not card else Reason.MUST_FOLLOW_SUIT
            return suit, None if card & suit or not card else Reason.MUST_FOLLOW_SUIT
    elif first and first_lead is not None:
        # Standard: the holder of 2♣ leads it.
        only = 1 << first_lead
        return only, None if card in (0, only) else Reason.MUST_LEAD_LOWEST_CLUB
    why: Reason | None = None

    def narrow(allowed: int, keep: int, reason: Reason) -> int:
        nonlocal why
        if not keep:
            return allowed
        if card & allowed and not card & keep and why is None:
            why = reason
        return keep

    allowed = hand
    if led is None:
        if first and options.no_points_first_trick:
            allowed = narrow(allowed, allowed & ~POINTS_MASK, Reason.NO_POINTS_FIRST_TRICK)
        if options.no_heart_lead_before_trick3 and trick_no < 2:
            # HT-13 (seed «Розыгрыш»: «не разрешается открывать червы вплоть до третьей взятки»).
            allowed = narrow(allowed, allowed & ~HEARTS_MASK, Reason.NO_HEART_LEAD_YET)
        if options.hearts_broken and not broken:
            allowed = narrow(allowed, allowed & ~HEARTS_MASK, Reason.HEARTS_NOT_BROKEN)
        return allowed, why
    # Void in the suit led: a discard.
    if first and options.no_points_first_trick:
        allowed = narrow(allowed, allowed & ~POINTS_MASK, Reason.NO_POINTS_FIRST_TRICK)
    if options.queen_must_go and allowed & QS_BIT:
        # HT-7: «обязан немедленно сбросить её при первой же возможности».
        allowed = narrow(allowed, QS_BIT, Reason.QUEEN_MUST_GO)
    return allowed, why


def legal_mask(hand: int, *, led: int | None, trick_no: int, broken: bool,
               first_lead: int | None, options: HeartsOptions) -> int:
    """The playable cards of ``hand`` as a mask (see ``constrain``)."""
    return constrain(hand, led=led, trick_no=trick_no, broken=broken,
                     first_lead=first_lead, options=options)[0]
