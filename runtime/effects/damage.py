"""Damage and life instructions (CR 119, 120): dealing damage, gaining and losing life."""
from __future__ import annotations

from dataclasses import dataclass

from ..filters import Amount, ObjectRef, Player, PlayerRef, SelfRef


@dataclass(frozen=True)
class DealDamage:
    """`source` deals `amount` damage to objects and/or players (CR 120). `cant_be_prevented`:
    "The damage can't be prevented." (CR 615.12): prevention effects don't prevent it, nor are
    their shields used up by it; redirections still apply."""

    amount: Amount
    objects: ObjectRef | None = None
    players: Player | None = None
    source: ObjectRef = SelfRef()
    cant_be_prevented: bool = False


@dataclass(frozen=True)
class DealDamageSimultaneously:
    """"~ deals 2 damage to target creature and 1 damage to you": all parts are dealt at the
    same time as one damage event (CR 120.3, 120.4)."""

    parts: tuple[DealDamage, ...]


@dataclass(frozen=True)
class DealDividedDamage:
    """"~ deals 3 damage divided as you choose among one, two, or three targets" (CR 601.2d):
    the division was announced with the targets (each chosen target carries its share,
    objects.Target.share); a target that became illegal doesn't get its share (CR 608.2b)."""

    objects: ObjectRef                 # a TargetRef whose spec has `divided`
    source: ObjectRef = SelfRef()


@dataclass(frozen=True)
class GainLife:
    amount: Amount
    player: Player = PlayerRef.YOU


@dataclass(frozen=True)
class LoseLife:
    amount: Amount
    player: Player = PlayerRef.YOU


@dataclass(frozen=True)
class SetLifeTotal:
    """"Target opponent's life total becomes 10" (CR 119.5): the player gains or loses the
    difference between the number and their life total."""

    amount: Amount
    player: Player = PlayerRef.YOU


@dataclass(frozen=True)
class ExchangeLifeTotals:
    """"Exchange life totals with target opponent" (CR 701.10c): you and that player each gain or
    lose the life needed to have the other's previous life total; if one of you can't gain the
    life the exchange needs, none of it happens (CR 701.10a, 119.7)."""

    player: Player = PlayerRef.YOU
