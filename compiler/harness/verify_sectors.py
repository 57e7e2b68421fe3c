"""Expectations of the sector instructions (runtime/effects/sectors.py, space sculptor, CR 702.158):
what each must observably change (see verify_base.py)."""
from __future__ import annotations

from ...runtime.effects import BlockedOnlyWithinSectorsThisTurn
from .verify_base import OBSERVED, Expectation, Outcome, Step, explained, missing, names, prepared, resolve


def _restricted_within_sectors(step: Step) -> Outcome:
    """CR 702.158e, 509.1b: each creature it names that is in a sector has a blocking restriction
    recorded; a creature in no sector is not one of "creatures in each sector"."""
    r = prepared(step)
    state = step.game.state
    in_sectors = [i for i in r.objects if i in step.after.objects and state.objects[i].sector is not None]
    if not in_sectors:
        return explained("no creature is in a sector (no permanent with space sculptor)")
    same = [i for i in in_sectors if step.before.objects[i].same(step.after.objects[i])]
    return missing(f"{names(step, same)} has no blocking restriction") if same else OBSERVED


EXPECTATIONS: dict[type, Expectation] = {
    BlockedOnlyWithinSectorsThisTurn: Expectation(
        "each creature in a sector can be blocked this turn only by creatures in its sector",
        _restricted_within_sectors, resolve),
}
