"""Matching later contract trigger events (triggers.py asks `match_more` first).

Where the engine emits each event kind:
turned_face_up (mechanics.turn_face_up), counters (zones.put_counters), drawn (zones.draw),
discarded (mechanics.discard), cycled (actions.activate), blocked_by / blocks_creature /
unblocked (combat.declare_blockers), attacks (combat.declare_attackers), untapped
(turn._untap, vm untap), sacrificed (payment, vm, mechanics).
"""
from __future__ import annotations

from .events import (AttacksUnblocked, AttacksWithOthers, BecomesBlockedBy, BecomesUntapped,
                     BlocksCreature, CardDrawn, CountersPut, Cycled, Discarded, Sacrificed,
                     TurnedFaceUp)
from .filters import ObjectFilter, SelfRef

KINDS = {TurnedFaceUp: "turned_face_up", CountersPut: "counters", CardDrawn: "drawn",
         Discarded: "discarded", Cycled: "cycled", BecomesBlockedBy: "blocked_by",
         BlocksCreature: "blocks_creature", AttacksUnblocked: "unblocked",
         AttacksWithOthers: "attacks", BecomesUntapped: "untapped", Sacrificed: "sacrificed"}


def _is(game, subject, oid, controller, source_id) -> bool:
    from .query import matches
    if isinstance(subject, SelfRef):
        return oid == source_id
    o = game.state.objects.get(oid)
    return o is not None and isinstance(subject, ObjectFilter) and matches(
        game.state, subject, o, controller, source_id, check_zone=False)


def match_more(game, trigger, event, controller: int, source_id: int) -> bool | None:
    """Whether `event` matches `trigger` (one of KINDS); None when `trigger` isn't one."""
    from .query import controller_ok, matches
    kind = KINDS.get(type(trigger))
    if kind is None:
        return None
    if kind != event.kind:
        return False
    state = game.state
    if isinstance(trigger, (TurnedFaceUp, AttacksUnblocked, BecomesUntapped)):
        return _is(game, trigger.subject, event.object_id, controller, source_id)
    if isinstance(trigger, CountersPut):
        return event.data.get("counter") == trigger.counter and _is(
            game, trigger.subject, event.object_id, controller, source_id)
    if isinstance(trigger, CardDrawn):
        return controller_ok(trigger.player, event.player, controller)
    if isinstance(trigger, Discarded):
        o = state.objects.get(event.object_id)
        return controller_ok(trigger.player, event.player, controller) and o is not None and matches(
            state, trigger.filter, o, controller, source_id, check_zone=False)
    if isinstance(trigger, Cycled):          # CR 702.29c: "when you cycle ~" from the graveyard
        if trigger.self_only:
            return event.data.get("card") == source_id or event.object_id == source_id
        return controller_ok(trigger.player, event.player, controller)
    if isinstance(trigger, BecomesBlockedBy):        # object: the blocker; data: the attacker
        return _is(game, trigger.subject, event.data.get("attacker"), controller, source_id) and _is(
            game, trigger.blocker, event.object_id, controller, source_id)
    if isinstance(trigger, BlocksCreature):          # object: the attacker; data: the blocker
        return _is(game, trigger.subject, event.data.get("blocker"), controller, source_id) and _is(
            game, trigger.blocked, event.object_id, controller, source_id)
    if isinstance(trigger, AttacksWithOthers):       # battalion: declared together (CR 508.1)
        combat = state.combat
        return (combat is not None and len(combat.attackers) - 1 >= trigger.others
                and _is(game, trigger.subject, event.object_id, controller, source_id))
    if isinstance(trigger, Sacrificed):
        o = state.objects.get(event.object_id)
        return controller_ok(trigger.player, event.player, controller) and o is not None and matches(
            state, trigger.filter, o, controller, source_id, check_zone=False)
    return None
