"""Instructions on control, turns and permissions: gaining and exchanging control (CR 613.1b),
extra turns (CR 500.7), skipped untaps (CR 502.3), restrictions and permissions to play."""
from __future__ import annotations

from dataclasses import dataclass

from ..filters import ObjectFilter, ObjectRef, Player, PlayerRef
from .base import Duration, WhileSource


@dataclass(frozen=True)
class GainControl:
    """"Gain control of <objects> [until end of turn]" (CR 613.1b, layer 2); `player` is who
    gains it ("target opponent gains control of ~")."""

    objects: ObjectRef
    duration: Duration = Duration.PERMANENT
    player: Player = PlayerRef.YOU
    while_source: tuple[WhileSource, ...] = ()   # "for as long as you control ~" (CR 611.2b)
    label: str = ""               # "gain control of all creatures. Untap them.": the group
@dataclass(frozen=True)
class ExchangeControl:
    """"Exchange control of <two permanents>" (CR 701.10): both must still be on the
    battlefield (else nothing happens, 701.10a); under different controllers each player gains
    control of the other's (701.10b), permanently (CR 613.1b, layer 2)."""

    objects: ObjectRef


@dataclass(frozen=True)
class ControlToOwners:
    """"Each player gains control of all creatures he or she owns" (CR 613.1b): every object
    `objects` denotes comes under its owner's control."""

    objects: ObjectRef


@dataclass(frozen=True)
class ExtraTurn:
    """"Take an extra turn after this one" (CR 500.7): the player takes a turn directly after
    this one; several are taken most recently created first. `at_its_end_step`: "At the
    beginning of that turn's end step, you lose the game.", a delayed trigger (CR 603.7a) at
    the end step of that extra turn."""

    player: PlayerRef = PlayerRef.YOU
    at_its_end_step: tuple["Effect", ...] = ()


@dataclass(frozen=True)
class AdditionalLandPlays:
    """"You may play an additional land this turn" (CR 305.2a): the player may play `count` more
    lands this turn than the one of CR 305.2."""

    count: int = 1
    player: PlayerRef = PlayerRef.YOU


@dataclass(frozen=True)
class LoseTheGame:
    """"That player loses the game" (CR 104.3e): the player loses as the effect resolves."""

    player: PlayerRef = PlayerRef.YOU


@dataclass(frozen=True)
class WinTheGame:
    """"You win the game" (CR 104.2b): the game ends as the effect resolves, that player its
    winner (CR 104.1), unless an opponent's "your opponents can't win the game" stops it
    (CR 104.3, 810.8a)."""

    player: PlayerRef = PlayerRef.YOU


@dataclass(frozen=True)
class SkipNextUntap:
    """"<It> doesn't untap during your next untap step" (CR 502.3)."""

    objects: ObjectRef


@dataclass(frozen=True)
class AddRestriction:
    """"<objects> can't block this turn" / "can't be blocked this turn": a restriction for a duration."""

    objects: ObjectRef
    action: str                       # an abilities.RestrictedAction value
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True)
class AttackDespiteDefender:
    """"This creature can attack this turn as though it didn't have defender" (CR 702.3b): each
    object may be declared as an attacker this turn though it has defender (CR 611.2a)."""

    objects: ObjectRef


@dataclass(frozen=True)
class CantBeBlockedByThisTurn:
    """"~ can't be blocked by creatures with power 2 or less this turn": a blocking restriction
    (CR 509.1b) recorded on each object for the duration (CR 611.2a); `blockers` is read from
    the ability's controller's side as blocks are declared."""

    objects: ObjectRef
    blockers: ObjectFilter
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True)
class UnblockableByThoseThisTurn:
    """"Target creature can't block ~ this turn": a blocking restriction (CR 509.1b) recorded
    on each of `objects` for the turn, naming each object `blockers` denotes as it resolves (a
    new object after a zone change is another, CR 400.7)."""

    objects: ObjectRef
    blockers: ObjectRef


@dataclass(frozen=True)
class BlocksThisTurnIfAble:
    """"Target creature blocks ~ this turn if able": a blocking requirement (CR 509.1c) recorded
    on each of `objects` for the turn, naming each object `attackers` denotes as it resolves."""

    objects: ObjectRef
    attackers: ObjectRef
    this_combat: bool = False          # "blocks it this combat if able": until combat ends (CR 511.3)


@dataclass(frozen=True)
class MayPlay:
    """"You may play that card" until the duration ends."""

    objects: ObjectRef
    duration: Duration = Duration.END_OF_TURN
    # "for as long as it remains exiled" (CR 611.2b): only a card in exile as the effect begins;
    # the permission names that object, which leaving exile ends (CR 400.7)
    while_exiled: bool = False


@dataclass(frozen=True)
class RemoveFromCombat:
    """"Remove it from combat." (CR 506.4): each object stops being an attacking, blocking,
    blocked and unblocked creature, and takes no further part in this combat phase."""

    objects: ObjectRef
