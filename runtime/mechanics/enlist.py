"""Enlist (CR 702.154a-c): "As this creature attacks, you may tap up to one untapped creature you
control that you didn't choose to attack with and that either has haste or has been under your
control continuously since this turn began. When you do, this creature gets +X/+0 until end of
turn, where X is the tapped creature's power."

Enlist is an optional cost to attack (CR 508.1g, 702.154b): it is paid as attackers are declared
(HOOKS.enlist_attackers, called by engine/combat.py after the attackers are chosen), each instance
with a different creature. Paying it makes the reflexive trigger (CR 603.12) wait with the other
triggered abilities; as it resolves, X is the enlisted creature's power then, or as it last
existed on the battlefield (CR 608.2h)."""
from __future__ import annotations

from ..abilities import KeywordAbility
from ..characteristics import CardType, Zone
from ..effects import ModifyPowerToughness
from ..engine.decider import ChoiceKind
from ..engine.registry import HOOKS
from ..filters import AffectedRef, PowerOf, SelfRef
from ..engine.objects import PendingTrigger
from ..engine.state import _clone_object
from ..engine.zones import tap

ENLISTED = "enlisted"
# "this creature gets +X/+0 until end of turn, where X is the tapped creature's power"
ENLIST_BONUS = (ModifyPowerToughness(SelfRef(), 1, 0, multiplier=PowerOf(AffectedRef(ENLISTED))),)


def enlist_instances(state, o) -> int:
    """How many enlist abilities the attacking creature has (CR 702.154b: each is paid on its own)."""
    from ..engine.query import all_abilities
    return sum(1 for a in all_abilities(state, o) if isinstance(a, KeywordAbility) and a.name == "enlist")


def can_enlist(state, attacker, candidate, attackers, taken) -> bool:
    """CR 702.154a: an untapped creature its controller controls, not chosen to attack, with haste
    or under that player's control continuously since the turn began; one creature per instance."""
    from ..engine.query import has_keyword, is_type
    return (candidate.id not in attackers and candidate.id not in taken and not candidate.tapped
            and candidate.zone is Zone.BATTLEFIELD and candidate.controller == attacker.controller
            and is_type(candidate, CardType.CREATURE, state)
            and (candidate.controlled_since_turn_start or has_keyword(state, candidate, "haste")))


@HOOKS.enlist_attackers.register
def enlist_attackers(game, attackers) -> None:
    """CR 508.1g, 702.154a-b: for each instance of enlist of each attacker, its controller may tap
    one creature that can be enlisted; each one tapped makes the reflexive trigger wait."""
    state = game.state
    taken: set[int] = set()
    for oid in attackers:
        attacker = state.objects[oid]
        for _ in range(enlist_instances(state, attacker)):
            options = [i for i in sorted(state.battlefield)
                       if can_enlist(state, attacker, state.objects[i], attackers, taken)]
            if not options:
                break
            chosen = game.ask_objects(ChoiceKind.TAP_COST, attacker.controller,
                                      f"enlist: tap up to one creature for {attacker.name}", options, 0, 1)
            if not chosen:
                continue
            enlisted = state.objects[chosen[0]]
            taken.add(enlisted.id)
            tap(game, enlisted, "enlist")
            game.record("enlist", f"{attacker.name} enlists {enlisted.name}", object_id=attacker.id)
            state.pending.append(PendingTrigger(attacker.controller, attacker.id, _clone_object(attacker),
                                                ENLIST_BONUS, (), None, f"{attacker.name}'s enlist trigger",
                                                affected={ENLISTED: [enlisted.id]}, keyword="enlist"))
            game.record("trigger", f"{attacker.name}'s enlist trigger triggers (when you do)",
                        source_id=attacker.id)
