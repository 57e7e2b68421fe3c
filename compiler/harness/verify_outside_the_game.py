"""Expectations of the instructions of runtime/effects/outside_the_game.py: the keyword actions
that bring cards from outside the game (CR 400.11). What each must observably change (see
verify_base.py)."""
from __future__ import annotations

from ...runtime.characteristics import Zone
from ...runtime.effects import Learn
from .verify_base import OBSERVED, Expectation, Outcome, Step, explained, missing


def _learned(step: Step) -> Outcome:
    """CR 701.48a: a card discarded and one drawn, or a Lesson card from outside the game put
    into the hand; both are optional, so a learn that did neither shows the choices declined."""
    me = step.ctx.controller
    before, after = step.before.players[me], step.after.players[me]
    discarded = [i for i in before.hand if i not in after.hand]
    came = [i for i in after.hand if i not in before.hand]
    if step.logged("reveal") and came:
        return OBSERVED
    if discarded:
        drew = len(after.library) < len(before.library) or not before.library or step.logged("replace")
        return OBSERVED if drew else missing("a card was discarded but none drawn")
    if not step.logged("learn"):
        return missing("no learn happened")
    outside = [i for i, o in step.before.objects.items() if o.zone is Zone.OUTSIDE]
    if step.declined() or (not before.hand and not outside):
        return explained("no card discarded and no Lesson revealed: both are optional (CR 701.48a)")
    return missing("the player learned nothing and declined nothing")


EXPECTATIONS: dict[type, Expectation] = {
    Learn: Expectation("a card discarded and one drawn, or a Lesson from outside the game put into the hand",
                       _learned),
}
