"""Instructions that change the turn's structure for some object or player: phasing out
(CR 702.26)."""
from __future__ import annotations

from dataclasses import dataclass

from ..filters import ObjectRef


@dataclass(frozen=True)
class PhaseOut:
    """"<objects> phases out" (CR 702.26a-b): each permanent it names, and what is attached to it,
    is treated as though it doesn't exist until it phases in as its controller's next untap step
    begins (CR 502.1)."""

    objects: ObjectRef
