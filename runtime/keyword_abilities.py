"""Ability and instruction classes that keywords stand for, named by the compiler and run by the
engine: `ZoneAbility` (an activated ability that works from a hand or graveyard: cycling,
unearth ...), its `DiscardSelf` and forecast's `RevealSelf` costs, and equip's `AttachSource` and crew's `BecomeCreature`
(CR 702.6a, 702.122a)."""
from __future__ import annotations

from dataclasses import dataclass

from .abilities import ActivatedAbility
from .characteristics import Zone
from .filters import SelfRef, TargetRef


@dataclass(frozen=True)
class DiscardSelf:
    """"Discard this card" (cycling CR 702.29a, transmute CR 702.53a)."""


@dataclass(frozen=True)
class RevealSelf:
    """"Reveal this card from your hand" (forecast, CR 702.57b): the card is revealed as the
    cost is paid; it stays in its owner's hand."""


@dataclass(frozen=True)
class ZoneAbility(ActivatedAbility):
    """An activated ability that works only while its card is in `zone` (CR 113.6, 602.2)."""

    zone: Zone = Zone.HAND


@dataclass(frozen=True)
class AttachSource:
    """Attach the ability's source to the target (equip, CR 701.3, 702.6a)."""

    target: TargetRef = TargetRef(0)


@dataclass(frozen=True)
class BecomeCreature:
    """"This Vehicle becomes an artifact creature until end of turn" (crew, CR 702.122a)."""

    objects: SelfRef = SelfRef()
