"""Expectations of the bending instructions (runtime/effects/bending.py): what each must
observably change (see verify_base.py)."""
from __future__ import annotations

from ...runtime.characteristics import Zone
from ...runtime.effects import Airbend, Earthbend
from ...runtime.engine.query import is_creature
from .verify_base import OBSERVED, Expectation, Outcome, Step, explained, missing, names, prepared, resolve


def _earthbent(step: Step) -> Outcome:
    """CR 701.66a: each land it names is a creature with haste, has N more +1/+1 counters, and a
    delayed trigger waits to return it."""
    r = prepared(step)
    state = step.game.state
    lands = [i for i in r.objects if i in step.after.objects and state.objects[i].zone.value == "battlefield"]
    if not lands:
        return explained("no land to earthbend (an illegal target: earthbend does nothing)")
    n = r.amount_for(0)
    wrong = [i for i in lands if not is_creature(state.objects[i], state)
             or "haste" not in step.game.keywords(i)
             or step.after.objects[i].count("+1/+1") - step.before.objects[i].count("+1/+1") != n]
    if wrong:
        return missing(f"{names(step, wrong)} is not a creature with haste and {n} more +1/+1 counters")
    if step.after.delayed < step.before.delayed + len(lands):
        return missing("no delayed trigger returns the land when it dies or is exiled")
    return OBSERVED


def _airbent(step: Step) -> Outcome:
    """CR 701.65a: each object it names left its zone; each card is in exile, airbent."""
    r = prepared(step)
    if not r.objects:
        return explained("nothing to airbend")
    stayed = [i for i in r.objects if i in step.after.objects]
    if stayed:
        return missing(f"{names(step, stayed)} was not exiled")
    state = step.game.state
    new = [state.objects[i].moved_to for i in r.objects if state.objects[i].moved_to is not None]
    wrong = [i for i in new if state.objects[i].zone is Zone.EXILE and not state.objects[i].airbent]
    return missing(f"{names(step, wrong)} is exiled but not airbent") if wrong else OBSERVED


EXPECTATIONS: dict[type, Expectation] = {
    Airbend: Expectation("each object it names is exiled; each card is airbent (its owner may cast it "
                         "for {2})", _airbent, resolve),
    Earthbend: Expectation("each land it names is a creature with haste and N more +1/+1 counters; "
                           "a delayed trigger returns it", _earthbent, resolve),
}
