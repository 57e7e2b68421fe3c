"""Static abilities that change the rules of combat for the objects they name (CR 506-510):
what may attack whom, what may block what and how many, what must attack or block, and how
combat damage is assigned. Part of the ability objects of runtime.abilities, which lists them in
its static effects."""
from __future__ import annotations

from dataclasses import dataclass

from .filters import Amount, ObjectFilter, SelfRef
from .mana_costs import ManaCost


@dataclass(frozen=True)
class CanBlockOnly:
    """"~ can block only creatures with flying" (CR 509.1b): a blocking restriction."""

    objects: ObjectFilter | SelfRef
    attackers: ObjectFilter


@dataclass(frozen=True)
class AdditionalBlocks:
    """"~ can block an additional creature each combat" / "any number of creatures"
    (CR 509.1a): it may block `number` more attackers; None = any number."""

    objects: ObjectFilter | SelfRef
    number: int | None = 1


@dataclass(frozen=True)
class CantBeBlockedBy:
    """"~ can't be blocked by walls" / with `except_by`, "~ can't be blocked except by
    creatures with flying" (CR 509.1b): which creatures may not block it."""

    objects: ObjectFilter | SelfRef
    blockers: ObjectFilter
    except_by: bool = False
    # "... by creatures with greater power" (the Ring, CR 701.54c): power greater than the blocked one's
    greater_power: bool = False


@dataclass(frozen=True)
class BlockerCount:
    """"~ can't be blocked except by three or more creatures" (minimum) / "~ can't be
    blocked by more than one creature" (maximum) (CR 509.1b, 509.1c)."""

    objects: ObjectFilter | SelfRef
    minimum: int = 1
    maximum: int | None = None


@dataclass(frozen=True)
class BlockableDespite:
    """"Creatures with islandwalk can be blocked as though they didn't have islandwalk."
    (CR 702.14c, 509.1b): the landwalk `keyword` of a creature matching `objects` doesn't stop
    creatures from blocking it (combat.evasion_problem)."""

    objects: ObjectFilter | SelfRef
    keyword: str


@dataclass(frozen=True)
class CanAttackDespiteDefender:
    """"Wall creatures can attack as though they didn't have defender." (CR 702.3b): defender
    doesn't stop a creature matching `objects` from attacking (combat.attack_problem)."""

    objects: ObjectFilter | SelfRef


@dataclass(frozen=True)
class AssignsDamageByToughness:
    """"Each creature you control assigns combat damage equal to its toughness rather than its
    power" (CR 510.1a): the amount of combat damage such a creature assigns is its toughness."""

    objects: ObjectFilter | SelfRef


@dataclass(frozen=True)
class AssignsAsThoughUnblocked:
    """"You may have ~ assign its combat damage as though it weren't blocked." (CR 510.1c): an
    exception to how a blocked creature assigns its combat damage. As combat damage is assigned,
    the controller of a blocked attacking creature matching `objects` may have it assign all its
    combat damage to the player or planeswalker it's attacking, none to its blockers
    (combat._attacker_shares)."""

    objects: ObjectFilter | SelfRef


@dataclass(frozen=True)
class LureRequirement:
    """"All creatures able to block ~ do so." (CR 509.1c): a blocking requirement; each
    creature matching `blockers` that could block one of `objects` must block one of them,
    unless that would break a restriction (handlers_grants.lure_block_problem)."""

    objects: ObjectFilter | SelfRef
    blockers: ObjectFilter


@dataclass(frozen=True)
class MustBeBlocked:
    """"~ must be blocked if able." (CR 509.1c): a blocking requirement on each attacking
    creature matching `objects`: its defending player blocks it with at least one creature if
    able, unless that would break a restriction or another requirement
    (handlers_grants.must_be_blocked_problem)."""

    objects: ObjectFilter | SelfRef


@dataclass(frozen=True)
class MustBlock:
    """"Target creature blocks this turn if able." (CR 509.1c): a blocking requirement on each
    creature matching `objects`: it blocks one of the attackers it could block, unless that would
    break a restriction (handlers_grants.lure_attackers)."""

    objects: ObjectFilter | SelfRef


@dataclass(frozen=True)
class MayExertAsAttacks:
    """"You may exert ~ as it attacks." (CR 701.39d): an optional cost to attack (CR 508.1g),
    offered as attackers are declared (handlers_triggers.exert_attackers)."""


@dataclass(frozen=True)
class CantAttackPlayer:
    """"Creatures can't attack you" (CR 508.1c): a creature matching `objects` (seen from the
    source's controller) can't attack that player (combat.attack_problem)."""

    objects: ObjectFilter


@dataclass(frozen=True)
class AttackTax:
    """"Creatures can't attack you unless their controller pays {2} for each creature they
    control that's attacking you." (CR 508.1d, 508.1h): a cost to attack the source's controller
    (with `or_planeswalkers`, or a planeswalker they control) with each creature matching
    `objects` (seen from the source's controller); X, counted as it is paid (CR 107.3). It is paid as attackers are declared, and a
    creature whose cost isn't paid doesn't attack (engine/attack_costs.py)."""

    objects: ObjectFilter
    cost: ManaCost
    or_planeswalkers: bool = False
    x: Amount | None = None          # "{X} ..., where X is the number of enchantments you control"
    # "Enchanted creature can't attack unless its controller pays {3}.": a cost to attack anyone
    # with it (CR 508.1d), not only the source's controller
    attacking_anyone: bool = False
