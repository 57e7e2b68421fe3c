"""Shield instructions: prevention (CR 615), redirection (CR 614.9) and replacement effects
(CR 614.1a) that wait for the event they change.

`Effect` (the union of every instruction, in the package `__init__`) is named in annotations
only."""
from __future__ import annotations

from dataclasses import dataclass

from ..filters import Amount, ObjectFilter, ObjectRef, PlayerRef, SelfRef
from .base import Duration


@dataclass(frozen=True)
class PreventDamage:
    """"Prevent all combat damage that would be dealt this turn" / "prevent the next N damage
    that would be dealt to <objects> this turn" (CR 615)."""

    combat_only: bool = True
    duration: Duration = Duration.END_OF_TURN
    amount: Amount | None = None          # None: all
    objects: ObjectRef | None = None      # None (and players None): any recipient
    players: PlayerRef | None = None      # "prevent all damage that would be dealt to you this turn"
    sources: ObjectFilter | None = None   # "... by attacking creatures without flying" (judged as dealt)
    by_too: bool = False                  # "dealt to and dealt by <objects>": damage they deal too
    by_only: bool = False                 # "damage <objects> would deal": only damage they deal
    then: tuple["Effect", ...] = ()       # the rest of the effect after each prevention (CR 615.5)


@dataclass(frozen=True)
class PreventNextTime:
    """"The next time a <quality> source of your choice would deal damage to <recipient> this turn,
    prevent that damage" (CR 615.7): the source is chosen as the effect is created (CR 609.7a),
    among objects matching `sources`; the shield is used up by the next damage event from that
    source to that recipient. `objects`/`players`: the protected recipients."""

    sources: ObjectFilter
    objects: ObjectRef | None = None
    players: PlayerRef | None = None
    # "..., that damage is dealt to <new recipient> instead" (CR 614.9): redirected, not prevented
    new_objects: ObjectRef | None = None
    new_players: PlayerRef | None = None
    # "Prevent all damage a source of your choice would deal [to you] this turn" (CR 615.1a): the
    # shield prevents all of that source's damage this turn, not only the next; no recipients: any
    all_this_turn: bool = False
    # "... You gain life equal to the damage prevented this way." (CR 615.5): run each time the
    # shield prevents damage, immediately afterward, reading DamagePreventedThisWay
    then: tuple["Effect", ...] = ()
    # "The next time target creature / ~ would deal damage this turn, ...": the source is that
    # object, not chosen (`sources` unused)
    source_ref: ObjectRef | None = None
    # "All damage that would be dealt to target creature this turn is dealt to you instead" (CR
    # 614.9): from any source, nothing chosen (with all_this_turn and a new recipient)
    any_source: bool = False


@dataclass(frozen=True)
class RedirectNextDamage:
    """"The next N damage that would be dealt to <protected> this turn is dealt to <recipient>
    instead" (CR 614.9, a redirection effect): up to N damage from any source to a protected object
    is dealt by the same source to the new recipient, if it is still there to be dealt damage."""

    amount: Amount
    protected: ObjectRef
    objects: ObjectRef | None = None
    players: PlayerRef | None = None


@dataclass(frozen=True)
class ReplaceNextDraw:
    """"The next time you would draw a card this turn, <effects> instead" (CR 614.1a, 614.11):
    that one draw doesn't happen; the effects run instead, with the targets and source of the
    ability that created the replacement."""

    effects: tuple["Effect", ...]
    player: PlayerRef = PlayerRef.YOU


@dataclass(frozen=True)
class NextSpellUncounterable:
    """"The next <spell> you cast this turn can't be countered" (CR 701.6a, 611.2a): a rider
    waiting for the first spell matching `filter` the player casts this turn after it resolves;
    that spell can't be countered. It ends with the turn (CR 514.2) if no such spell is cast."""

    filter: ObjectFilter
    player: PlayerRef = PlayerRef.YOU


@dataclass(frozen=True)
class DamageCantBePreventedThisTurn:
    """"Damage can't be prevented this turn" (CR 615.12): until the cleanup step (CR 514.2)
    prevention effects prevent no damage and existing shields aren't used up by it; redirection
    effects (CR 614.9) and other replacements still apply."""


@dataclass(frozen=True)
class ExileIfDiesThisTurn:
    """"If a creature dealt damage this way would die this turn, exile it instead." (CR 614.1a):
    a replacement for each creature among `objects` that `source` has dealt damage this turn;
    with `permanents`, each permanent ("if a permanent dealt damage by ~ would die this turn":
    a planeswalker dies too, CR 700.4). With no `source` ("If that creature would die this turn,
    exile it instead."), each creature among `objects`, whatever dealt it damage."""

    objects: ObjectRef
    source: ObjectRef | None = SelfRef()
    permanents: bool = False
