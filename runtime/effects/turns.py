"""Instructions that change the turn's structure for some object or player: phasing out
(CR 702.26), untap steps (CR 502.3)."""
from __future__ import annotations

from dataclasses import dataclass

from ..filters import ObjectRef
from .base import Duration, WhileSource


@dataclass(frozen=True)
class PhaseOut:
    """"<objects> phases out" (CR 702.26a-b): each permanent it names, and what is attached to it,
    is treated as though it doesn't exist until it phases in as its controller's next untap step
    begins (CR 502.1)."""

    objects: ObjectRef


@dataclass(frozen=True)
class KeepTapped:
    """"<objects> doesn't untap during its controller's untap step for as long as ~ remains tapped"
    (CR 502.3, 611.2b): each permanent it names stays tapped through its controller's untap steps
    while the duration holds; it ends as soon as it stops holding (or, with none, never)."""

    objects: ObjectRef
    while_source: tuple[WhileSource, ...] = ()
    duration: Duration = Duration.PERMANENT
