"""Expectations of the turn-structure instructions (runtime/effects/turns.py): what each must
observably change (see verify_base.py)."""
from __future__ import annotations

from ...runtime.effects import PhaseOut
from .verify_base import OBSERVED, Expectation, Outcome, Step, explained, missing, names, prepared, resolve


def _phased_out(step: Step) -> Outcome:
    """CR 702.26b: each permanent it names is off the battlefield list, among the phased-out ones."""
    r = prepared(step)
    state = step.game.state
    present = [i for i in r.objects if i in step.before.battlefield]
    if not present:
        return explained("no permanent to phase out")
    still = [i for i in present if i in state.battlefield or i not in state.phased_out]
    return missing(f"{names(step, still)} did not phase out") if still else OBSERVED


EXPECTATIONS: dict[type, Expectation] = {
    PhaseOut: Expectation("each permanent it names phased out", _phased_out, resolve),
}
