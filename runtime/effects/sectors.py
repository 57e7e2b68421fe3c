"""Sector instructions (space sculptor, CR 702.158, current rules: Unfinity)."""
from __future__ import annotations

from dataclasses import dataclass

from ..filters import ObjectRef


@dataclass(frozen=True)
class BlockedOnlyWithinSectorsThisTurn:
    """"Creatures in each sector can be blocked this turn only by creatures in the same sector"
    (CR 509.1b, 702.158e): each of `objects` with a sector designation as it resolves (the set is
    fixed then, CR 611.2c) can't be blocked this turn by a creature without its designation. A
    creature without a designation is in no sector and isn't affected."""

    objects: ObjectRef
