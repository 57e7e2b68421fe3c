"""Matching the trigger events that have their own engine event kind (`KINDS`): counters, draws,
discards, cycling, blocks, untaps, sacrifices, targets, state triggers ... (triggers.event_matches
asks `match_event_kind` before its own kinds).

Where the engine emits each event kind:
turned_face_up (mechanics.turn_face_up), counters (zones.put_counters), drawn (zones.draw),
discarded and caused_to_discard (mechanics.discard), cycled and activated (actions.activate), blocked_by / blocks_creature /
unblocked (combat.declare_blockers), attacks (combat.declare_attackers), untapped
(turn._untap, vm untap), sacrificed (payment, vm, mechanics), put_into_graveyard (zones.move).
"""
from __future__ import annotations

from ..events import (CrimeCommitted, DoorUnlocked, FullyUnlocksRoom, EvidenceCollected, Expend, Exploits, Explores, Foraged, HauntedDies, DealsDamageToCreature, Exerted, BecomesTapped, AttacksUnblocked, AttacksWithOthers, BecomesBlockedBy, BecomesTarget,
                     BecomesUntapped, CausedToDiscard, BlocksCreature, CardDrawn, CountersPut, Cycled,
                     DamagedBySourceDies, Discarded, Sacrificed, SpellTargets, StateTrigger,
                     Proliferated, TurnedFaceUp, YouAttack, ClassLevelGained, BecomesMonstrous, BecomesRenowned, Transforms, Mutates,
                     IntoThisRoom, SetInMotion, ChaosEnsues, PlaneswalkedTo, PlaneswalkedAwayFrom, Encountered,
                     AttractionVisited, ContraptionCranked, ChapterReached, RingBearerChosen, RingTemptsYou,
                     PutIntoGraveyard, AbilityActivated)
from ..filters import ObjectFilter, SelfRef
from ..characteristics import Zone
from .events_bus import GameEvent

KINDS = {TurnedFaceUp: "turned_face_up", CountersPut: "counters", CardDrawn: "drawn",
         Discarded: "discarded", CausedToDiscard: "caused_to_discard", Cycled: "cycled", BecomesBlockedBy: "blocked_by",
         BlocksCreature: "blocks_creature", AttacksUnblocked: "unblocked",
         AttacksWithOthers: "attacks", BecomesUntapped: "untapped", Sacrificed: "sacrificed",
         BecomesTarget: "becomes_target", SpellTargets: "cast", StateTrigger: "state",
         DamagedBySourceDies: "dies", BecomesTapped: "tapped", Exerted: "exerted",
         DealsDamageToCreature: "dealt_damage", HauntedDies: "dies",
         Explores: "explored", Exploits: "sacrificed", Expend: "expend", Foraged: "forage",
         CrimeCommitted: "crime", EvidenceCollected: "evidence", YouAttack: "you_attack",
         Proliferated: "proliferate", ClassLevelGained: "class_level", BecomesMonstrous: "monstrous", BecomesRenowned: "renowned",
         Transforms: "transformed", Mutates: "mutates",
         IntoThisRoom: "venture_room", SetInMotion: "set_in_motion",
         ChaosEnsues: "chaos", PlaneswalkedTo: "planeswalked_to", PlaneswalkedAwayFrom: "planeswalked_away",
         Encountered: "encountered",
         AttractionVisited: "visited", ContraptionCranked: "cranked", ChapterReached: "counters",
         RingTemptsYou: "ring_tempts", RingBearerChosen: "ring_bearer_chosen",
         FullyUnlocksRoom: "fully_unlocked", DoorUnlocked: "door_unlocked",
         PutIntoGraveyard: "put_into_graveyard", AbilityActivated: "activated"}


def _is(game, subject, oid, controller, source_id) -> bool:
    from .query import matches
    if isinstance(subject, SelfRef):
        return oid == source_id
    o = game.state.objects.get(oid)
    return o is not None and isinstance(subject, ObjectFilter) and matches(
        game.state, subject, o, controller, source_id, check_zone=False)


def _chapter_reached(game, chapter: int, event, source_id: int) -> bool:
    """CR 714.2b (current rules): lore counters put on this Saga took their number from below
    `chapter` to at least `chapter`. CR 702.155a: a Saga with read ahead's chapter abilities don't
    trigger the turn it entered unless it has exactly that chapter's number of lore counters."""
    from .query import has_keyword
    if event.object_id != source_id or event.data.get("counter") != "lore":
        return False
    now = event.data.get("now", 0)
    if not now - event.data.get("amount", 0) < chapter <= now:
        return False
    saga = game.state.objects.get(source_id)
    return saga is None or saga.entered_turn != game.state.turn or now == chapter \
        or not has_keyword(game.state, saga, "read ahead")


def _put_into_graveyard(game, trigger, event, controller: int, source_id: int) -> bool:
    """A card put into its owner's graveyard (CR 400.3) from `from_zone` (None: anywhere). Only
    "~" triggers from outside the battlefield: the card in the graveyard it arrived in (CR
    113.6k); another card's ability there doesn't function (CR 113.6)."""
    from ..characteristics import Zone
    from .query import controller_ok
    if trigger.from_zone is not None and event.data.get("from") is not trigger.from_zone:
        return False
    if not controller_ok(trigger.owner, event.player, controller):
        return False
    me = game.state.objects.get(source_id)
    if not isinstance(trigger.subject, SelfRef) and (me is None or me.zone is not Zone.BATTLEFIELD):
        return False
    card = game.state.objects.get(event.object_id)
    if isinstance(trigger.subject, ObjectFilter) and trigger.subject.card and (card is None or card.is_token):
        return False                             # "a card": a token isn't one (CR 108.2a)
    return _is(game, trigger.subject, event.object_id, controller, source_id)


def match_event_kind(game, trigger, event, controller: int, source_id: int) -> bool | None:
    """Whether `event` matches `trigger` (one of KINDS); None when `trigger` isn't one."""
    kind = KINDS.get(type(trigger))
    if kind is None:
        return None
    if kind != event.kind:
        return False
    from .query import controller_ok, matches, power_toughness      # only for a trigger of this kind
    state = game.state
    if isinstance(trigger, PutIntoGraveyard):
        return _put_into_graveyard(game, trigger, event, controller, source_id)
    if isinstance(trigger, HauntedDies):              # CR 702.55c: from exile
        from ..characteristics import Zone
        me = state.objects.get(source_id)
        return me is not None and me.zone is Zone.EXILE and not me.gone \
            and me.haunting is not None and me.haunting == event.object_id
    if isinstance(trigger, DealsDamageToCreature):     # object: the creature dealt damage
        from .query import is_creature
        o = state.objects.get(event.object_id)
        return (event.data.get("combat", False) or not trigger.combat_only) and o is not None \
            and is_creature(o, state) and event.data.get("source") is not None \
            and _is(game, trigger.subject, event.data["source"], controller, source_id)
    if isinstance(trigger, Exploits):                 # CR 702.110b: data: the exploiting ability
        return event.data.get("keyword") == "exploit" and _is(
            game, trigger.subject, event.data.get("by"), controller, source_id)
    if isinstance(trigger, Exerted):
        return (not trigger.as_attacks or event.data.get("as_attacks", False)) and _is(
            game, trigger.subject, event.object_id, controller, source_id)
    if isinstance(trigger, (TurnedFaceUp, AttacksUnblocked, BecomesUntapped, BecomesTapped, Explores,
                            BecomesMonstrous, BecomesRenowned, Transforms, Mutates)):
        return _is(game, trigger.subject, event.object_id, controller, source_id)
    if isinstance(trigger, (SetInMotion, AttractionVisited, ContraptionCranked,   # CR 701.25b: this scheme; CR 702.159a: this Attraction
                            ChaosEnsues, PlaneswalkedTo, PlaneswalkedAwayFrom, Encountered)):   # CR 311.7, 701.31d, 312.5: this plane
        return event.object_id == source_id
    if isinstance(trigger, IntoThisRoom):           # CR 309.4c: this dungeon card's marker, this room
        return event.object_id == source_id and event.data.get("room") == trigger.room
    if isinstance(trigger, ChapterReached):
        return _chapter_reached(game, trigger.chapter, event, source_id)
    if isinstance(trigger, CountersPut):
        return event.data.get("counter") == trigger.counter and _is(
            game, trigger.subject, event.object_id, controller, source_id)
    if isinstance(trigger, CardDrawn):
        return controller_ok(trigger.player, event.player, controller)
    if isinstance(trigger, Discarded):
        o = state.objects.get(event.object_id)
        return controller_ok(trigger.player, event.player, controller) and o is not None and matches(
            state, trigger.filter, o, controller, source_id, check_zone=False)
    if isinstance(trigger, CausedToDiscard):      # CR 701.8: you discarded, by whose spell or ability
        by = event.data.get("by")
        if event.player != controller or by is None or not controller_ok(trigger.by, by, controller):
            return False
        if trigger.self_only:
            return event.data.get("card") == source_id
        o = state.objects.get(event.object_id)
        return o is not None and matches(state, trigger.filter, o, controller, source_id, check_zone=False)
    if isinstance(trigger, Cycled):          # CR 702.29c: "when you cycle ~" from the graveyard
        if trigger.self_only:
            return event.data.get("card") == source_id or event.object_id == source_id
        return controller_ok(trigger.player, event.player, controller)
    if isinstance(trigger, BecomesBlockedBy):        # object: the blocker; data: the attacker
        if trigger.at_least:
            attacker = event.data.get("attacker")
            blockers = state.combat.blockers.get(attacker, []) if state.combat is not None else []
            return _is(game, trigger.subject, attacker, controller, source_id) and _first_of_at_least(
                game, trigger.blocker, sorted(blockers), trigger.at_least, event.object_id, controller, source_id)
        return _is(game, trigger.subject, event.data.get("attacker"), controller, source_id) and _is(
            game, trigger.blocker, event.object_id, controller, source_id)
    if isinstance(trigger, BlocksCreature):          # object: the attacker; data: the blocker
        if trigger.at_least:
            blocker = event.data.get("blocker")
            combat = state.combat
            blocked = [combat.blocking[blocker], *combat.also_blocking.get(blocker, [])] \
                if combat is not None and blocker in combat.blocking else []
            return _is(game, trigger.subject, blocker, controller, source_id) and _first_of_at_least(
                game, trigger.blocked, blocked, trigger.at_least, event.object_id, controller, source_id)
        return _is(game, trigger.subject, event.data.get("blocker"), controller, source_id) and _is(
            game, trigger.blocked, event.object_id, controller, source_id)
    if isinstance(trigger, AttacksWithOthers):       # battalion: declared together (CR 508.1)
        combat = state.combat
        if combat is None or not _is(game, trigger.subject, event.object_id, controller, source_id):
            return False
        others = [a for a in combat.attackers if a != event.object_id]
        if trigger.greater_power:                    # training (CR 702.149a)
            power = power_toughness(state, state.objects[event.object_id])[0]
            others = [a for a in others if power_toughness(state, state.objects[a])[0] > power]
        if trigger.others_filter is not None:
            from .query import matches
            others = [a for a in others if matches(state, trigger.others_filter, state.objects[a], controller, source_id)]
        return len(others) >= trigger.others
    if isinstance(trigger, Sacrificed) and isinstance(trigger.filter, SelfRef):
        return controller_ok(trigger.player, event.player, controller) and event.object_id == source_id
    if isinstance(trigger, ClassLevelGained):        # CR 716.2c: this Class, that level
        return event.object_id == source_id and event.data.get("level") == trigger.level
    if isinstance(trigger, Sacrificed):
        o = state.objects.get(event.object_id)
        return controller_ok(trigger.player, event.player, controller) and o is not None and matches(
            state, trigger.filter, o, controller, source_id, check_zone=False)
    if isinstance(trigger, BecomesTarget):           # CR 115: object targeted; player: whose spell/ability
        if trigger.first_time_each_turn and not event.data.get("first", False):
            return False                             # valiant: the first time each turn only
        if trigger.spells_only and not event.data.get("spell", False):
            return False                             # "the target of a spell" (CR 115.1a)
        return controller_ok(trigger.by, event.player, controller) and _is(
            game, trigger.subject, event.object_id, controller, source_id)
    if isinstance(trigger, SpellTargets):            # heroic (CR 601.2c): on cast, if it targets subject
        spell = state.objects.get(event.object_id)
        item = next((i for i in state.stack if i.kind == "spell" and i.source_id == event.object_id), None)
        if spell is None or item is None or not controller_ok(trigger.player, event.player, controller):
            return False
        if not matches(state, trigger.filter, spell, controller, source_id, check_zone=False):
            return False
        return any(t.object_id is not None and _is(game, trigger.subject, t.object_id, controller, source_id)
                   for group in item.targets for t in group)
    if isinstance(trigger, Proliferated):            # CR 701.27a: who proliferated
        return controller_ok(trigger.player, event.player, controller)
    if isinstance(trigger, YouAttack):               # CR 508.1: the attacking player
        return controller_ok(trigger.player, event.player, controller) and (
            sum(1 for a in event.data.get("attackers", ()) if trigger.attackers is None
                or _is(game, trigger.attackers, a, controller, source_id)) >= trigger.at_least) and (
            not trigger.attacks_enchanted_player or _attacks_enchanted_player(game, event, source_id))
    if isinstance(trigger, DoorUnlocked):            # CR 709.5h: this Room, this door
        return event.object_id == source_id and trigger.door in (None, event.data.get("door"))
    if isinstance(trigger, FullyUnlocksRoom):        # CR 709.5i: the player who unlocked it
        return controller_ok(trigger.player, event.player, controller)
    if isinstance(trigger, CrimeCommitted):          # CR 700.13: the criminal is the event's player
        return controller_ok(trigger.player, event.player, controller)
    if isinstance(trigger, AbilityActivated):        # CR 602.2: the player who activated it
        return _activated_matches(game, trigger, event, controller, source_id)
    if isinstance(trigger, (Foraged, EvidenceCollected, RingTemptsYou, RingBearerChosen)):  # CR 701.61a, 701.59a, 701.54d
        return controller_ok(trigger.player, event.player, controller)
    if isinstance(trigger, Expend):                  # CR 700.14: the Nth total mana spent on spells
        return controller_ok(trigger.player, event.player, controller) and event.data["total"] == trigger.amount
    if isinstance(trigger, StateTrigger):            # CR 603.8: emitted by state_triggers for its source
        return event.object_id == source_id and event.data.get("trigger") == trigger
    if isinstance(trigger, DamagedBySourceDies):     # CR 700.4 with this turn's damage history
        o = state.objects.get(event.object_id)
        return o is not None and source_id in o.damaged_by and matches(
            state, trigger.subject, o, controller, source_id, check_zone=False)
    return None


def _activated_matches(game, trigger, event, controller, source_id) -> bool:
    """An "activated" event: its player activated an ability of the object `object_id` as it was
    then (`zone`: where it was), a mana ability or not (`mana`, CR 605.1a)."""
    from .query import controller_ok, matches
    if not controller_ok(trigger.player, event.player, controller) or (trigger.non_mana and event.data["mana"]):
        return False
    f = trigger.sources
    o = game.state.objects.get(event.object_id)
    return f is None or (o is not None and event.data["zone"] is f.zone
                         and matches(game.state, f, o, controller, source_id, check_zone=False))


def emit_expend(game, player: int, spent: int) -> None:
    """CR 700.14: a player expends N as they spend their Nth total mana to cast spells during a
    turn; one "expend" event for each total the mana spent on this spell reached."""
    from .events_bus import GameEvent
    state = game.state
    totals = dict(state.spell_mana_this_turn)
    before = totals.get(player, 0)
    totals[player] = before + spent
    state.spell_mana_this_turn = tuple(sorted(totals.items()))
    for total in range(before + 1, before + spent + 1):
        game.emit(GameEvent("expend", None, player, {"total": total}))


def emit_crime(game, item) -> None:
    """CR 700.13: a spell or ability that targets an opponent of its controller, a permanent,
    spell or ability an opponent controls, or a card in an opponent's graveyard is one crime,
    committed as it is cast, activated or put on the stack."""
    state, me = game.state, item.controller

    def criminal(t) -> bool:
        if t.player is not None:
            return t.player != me
        o = state.objects.get(t.object_id)
        if o is None:
            return False
        if o.zone is Zone.GRAVEYARD:
            return o.owner != me
        return o.zone in (Zone.BATTLEFIELD, Zone.STACK) and o.controller != me
    if any(criminal(t) for group in item.targets for t in group):
        if me not in state.crime_this_turn:
            state.crime_this_turn += (me,)      # "you've committed a crime this turn"
        game.emit(GameEvent("crime", None, me, {"item": item.id}))


def emit_becomes_target(game, item) -> None:
    """CR 115: each object a spell or ability targets "becomes the target" once, as it is put
    on the stack; the event's player is the spell's or ability's controller."""
    from .events_bus import GameEvent
    seen: list[int] = []
    for group in item.targets:
        for t in group:
            if t.object_id is not None and t.object_id not in seen:
                seen.append(t.object_id)
    for oid in seen:
        pair = (oid, item.controller)
        first = pair not in game.state.targeted_this_turn
        if first:
            game.state.targeted_this_turn += (pair,)
        game.emit(GameEvent("becomes_target", oid, item.controller,
                            {"item": item.id, "first": first, "spell": item.kind == "spell"}))


def _first_of_at_least(game, wanted, ids: list, at_least: int, event_object: int, controller: int,
                       source_id: int) -> bool:
    """"blocks or becomes blocked by one or more black creatures" (CR 509.5e): of the creatures
    of the block (in the order their events are emitted), at least `at_least` match, and this
    event is the first matching one's, so that the ability triggers once."""
    matching = [i for i in ids if _is(game, wanted, i, controller, source_id)]
    return len(matching) >= at_least and matching[0] == event_object


def _attacks_enchanted_player(game: "Game", event, source_id: int) -> bool:
    """Whether a creature declared attacking in `event` attacks the player the source Aura
    enchants (CR 508.1b, 303.4)."""
    state = game.state
    enchanted = state.enchanted_player(source_id)
    return enchanted is not None and state.combat is not None and any(
        state.combat.defender.get(a) == enchanted for a in event.data.get("attackers", ()))
