"""Counter instructions (CR 122): counters on permanents, and poison and energy counters on
players."""
from __future__ import annotations

from dataclasses import dataclass

from ..filters import Amount, ObjectRef, Player, PlayerRef


@dataclass(frozen=True)
class PutCounters:
    objects: ObjectRef
    counter: str
    amount: Amount
    label: str = ""


@dataclass(frozen=True)
class DistributeCounters:
    """"Distribute two +1/+1 counters among one or two target creatures you control" (CR
    601.2d): the division was announced with the targets (each chosen target carries its share,
    objects.Target.share); a target that became illegal doesn't get its share (CR 608.2b)."""

    objects: ObjectRef                 # a TargetRef whose spec has `divided`
    counter: str


@dataclass(frozen=True)
class PutCountersOf:
    """"Put its counters on target creature you control" (CR 122.1): as many counters of each
    kind as `source` has (its last known information if it left the battlefield, CR 608.2h) are
    put on each permanent `objects` names."""

    objects: ObjectRef
    source: ObjectRef


@dataclass(frozen=True)
class RemoveCounters:
    objects: ObjectRef
    counter: str
    amount: Amount


@dataclass(frozen=True)
class DoubleCounters:
    """Put as many more counters as there are (CR 701.10e, ruling C1); None = each kind."""

    objects: ObjectRef
    counter: str | None = "+1/+1"


@dataclass(frozen=True)
class RemoveAllCounters:
    """"Remove all -1/-1 counters from it" / "remove all counters from target permanent"
    (CR 122.8); `counter` None: every kind."""

    objects: ObjectRef
    counter: str | None = None


@dataclass(frozen=True)
class Bolster:
    """"Bolster N" (CR 701.33a): choose a creature with the least toughness among creatures you
    control and put N +1/+1 counters on it."""

    amount: Amount


@dataclass(frozen=True)
class Endure:
    """"<permanent> endures N" (CR 701.63a): its controller creates an N/N white Spirit creature
    token unless they put N +1/+1 counters on that permanent; endure 0 does nothing (701.63b)."""

    objects: ObjectRef
    amount: Amount


@dataclass(frozen=True)
class Proliferate:
    """"Proliferate" (CR 701.27a): choose any number of permanents and/or players that have a
    counter; each gets one more counter of each kind it already has."""


@dataclass(frozen=True)
class GetPoison:
    """"defending player gets a poison counter" (CR 122.1f); ten or more lose (CR 704.5c)."""

    amount: Amount
    player: Player = PlayerRef.YOU


@dataclass(frozen=True)
class GetEnergy:
    """"You get {E}{E}" (CR 107.14): energy counters on the player."""

    amount: Amount
    player: Player = PlayerRef.YOU
