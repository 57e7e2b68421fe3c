"""Conditions on the ability's own object: its state ("as long as ~ is attacking", "if ~ is
suspected"), the zone it is in ("if ~ is in your graveyard"), a Class's level and whether a
keyword's cost was paid for it ("if tribute wasn't paid"). Plain frozen
data, named in runtime.filters' Condition union and judged by the engine (engine/evaluation.py)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .characteristics import Zone

if TYPE_CHECKING:                       # runtime.filters imports this module
    from .object_filters import ObjectFilter


@dataclass(frozen=True)
class SourceState:
    """"as long as ~ is attacking / tapped / untapped / blocking", "if ~ is suspected" (CR 701.60),
    "as long as ~ is renowned" (CR 702.112b)."""

    state: str


@dataclass(frozen=True)
class SourceInZone:
    """"if ~ is in your graveyard": the ability's own card is in that zone of its owner. An
    ability that states the zone it functions in functions only there (CR 113.6b): a triggered
    ability with this intervening "if" triggers from its owner's graveyard (CR 603.4)."""

    zone: Zone


@dataclass(frozen=True)
class ClassLevelIs:
    """The source Class's level (CR 716): exactly `level` ("activate only if this Class is level
    N-1", CR 716.2a), or `level` or greater with `at_least` (its level N abilities, CR 716.2b)."""

    level: int
    at_least: bool = False


@dataclass(frozen=True)
class KeywordCostPaid:
    """"if tribute wasn't paid" (CR 702.104b), "if its prowl cost was paid" (CR 702.76), "if its
    offspring cost was paid" (CR 702.175a): whether the keyword's option was taken for the spell
    or permanent; `paid` False negates."""

    keyword: str
    paid: bool = True


@dataclass(frozen=True)
class ControlledAsCast:
    """"if you ... controlled a Dragon as you cast ~" (CR 601.2i): whether the caster of the spell
    that is or became the source controlled a permanent matching `filter` as it became cast
    (engine/cast_conditions.py notes it then, on the spell and the permanent it becomes)."""

    filter: "ObjectFilter"


@dataclass(frozen=True)
class CastFromGraveyard:
    """"If ~ was cast from a graveyard" (CR 601.2a): the spell, as it resolves, was cast from a
    graveyard (flashback, or any permission to cast it from there)."""
