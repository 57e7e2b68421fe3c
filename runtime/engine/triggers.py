"""Triggered abilities: matching events, delayed triggers, putting them on the stack (CR 603)."""
from __future__ import annotations


from ..abilities import KeywordAbility, TriggeredAbility
from ..characteristics import Zone
from ..effects import AddMana
from .decider import ChoiceKind
from ..events import (StateTrigger, DealtDamage, LifeGained, AnyOf, Attacks, BecomesBlocked, BeginningOfStep, Blocks, DealsDamage, Dies,
                     EntersBattlefield, LeavesBattlefield, SpellCast, TappedForMana, Whose)
from .evaluation import Context, condition_holds
from .events_bus import GameEvent
from ..filters import Controller, ObjectFilter, SelfRef
from .objects import DelayedTrigger, GameObject, PendingTrigger, StackItem
from .query import controller_ok, grant_statics, granted_abilities, matches
from .state import _clone_object
from .event_matching import KINDS as EVENT_KINDS, emit_becomes_target, emit_crime, match_event_kind
from .registry import HOOKS
from .board import Board
from ..kept_by_id import kept_by_id
from operator import attrgetter


_KINDS = {EntersBattlefield: "enters", Dies: "dies", Attacks: "attacks",
          TappedForMana: "tapped_for_mana", BeginningOfStep: "step", SpellCast: "cast",
          DealsDamage: "damage", Blocks: "blocks", LeavesBattlefield: "leaves",
          BecomesBlocked: "becomes_blocked", DealtDamage: "dealt_damage", LifeGained: "life_gained"}
_KINDS.update(EVENT_KINDS)


def _subject_ok(game: "Game", subject, event: GameEvent, controller: int, source_id: int) -> bool:
    if isinstance(subject, SelfRef):
        return event.object_id == source_id
    o = game.state.objects.get(event.object_id)
    return o is not None and isinstance(subject, ObjectFilter) and matches(
        game.state, subject, o, controller, source_id, check_zone=False)


# what matching_rule gives for a description matched other than by its kind
ANY_OF = "any of its events"
OWN_MATCH = "its own engine_match"


def matching_rule(trigger) -> str | None:
    """How trigger event description TRIGGER is matched against an event (CR 603.2), the one rule
    event_matches follows and event_kinds reads: ANY_OF for an AnyOf (one ability, several
    events: it matches an event one of its events matches); OWN_MATCH for a description with its
    own engine_match (keyword events, runtime/mechanics), which may look at any event; otherwise
    the one event kind (GameEvent.kind) it can match (_KINDS, event_matching.KINDS), None for a
    description of no kind, which matches nothing."""
    if isinstance(trigger, AnyOf):
        return ANY_OF
    if hasattr(trigger, "engine_match"):
        return OWN_MATCH
    return _KINDS.get(type(trigger))


def event_matches(game: "Game", trigger, event: GameEvent, controller: int, source_id: int,
                  created_turn: int | None = None) -> bool:
    """Whether trigger event description `trigger` matches what happened (CR 603.2): by
    matching_rule, then the description's details."""
    rule = matching_rule(trigger)
    if rule is ANY_OF:                  # triggers once per event
        return any(event_matches(game, t, event, controller, source_id, created_turn)
                   for t in trigger.events)
    if rule is OWN_MATCH:
        return trigger.engine_match(game, event, controller, source_id)
    if rule is None or rule != event.kind:
        return False
    matched = match_event_kind(game, trigger, event, controller, source_id)
    if matched is not None:
        return matched
    state = game.state
    if isinstance(trigger, BeginningOfStep):
        if event.data.get("step") is not trigger.step:
            return False
        if trigger.whose is Whose.YOUR:
            return state.active == controller
        if trigger.whose is Whose.OPPONENT:
            return state.active != controller
        if trigger.whose is Whose.THIS_TURN:
            return created_turn is None or created_turn == state.turn
        if trigger.whose is Whose.YOUR_NEXT_TURN:     # not this turn, even if it is yours
            return state.active == controller and (created_turn is None or state.turn > created_turn)
        if trigger.whose is Whose.ENCHANTED_PLAYER:   # an Aura on a player (CR 303.4, 702.5d)
            src = state.objects.get(source_id)
            if src is not None and src.attached_player is not None:
                return src.attached_player == state.active
        if trigger.whose in (Whose.ENCHANTED_CONTROLLER, Whose.ENCHANTED_PLAYER):
            src = state.objects.get(source_id)
            host = state.objects.get(src.attached_to) if src and src.attached_to is not None else None
            return host is not None and host.controller == state.active
        return True
    if isinstance(trigger, SpellCast):
        spell = state.objects[event.object_id]
        if getattr(trigger, "self_only", False):      # "when you cast ~" (CR 603.6)
            return event.object_id == source_id and controller_ok(trigger.player, event.player, controller)
        if trigger.nth_this_turn and event.data.get("nth") != trigger.nth_this_turn:
            return False                               # "your second spell each turn"
        if trigger.not_from_hand and spell.cast_from_hand:
            return False                               # "from anywhere other than your hand"
        if trigger.this_turn and created_turn is not None and created_turn != state.turn:
            return False                               # "your next ... spell this turn"
        return (controller_ok(trigger.player, event.player, controller)
                and matches(state, trigger.filter, spell, controller, source_id, check_zone=False))
    if isinstance(trigger, LifeGained):
        return controller_ok(trigger.player, event.player, controller)
    if not _subject_ok(game, trigger.subject, event, controller, source_id):
        return False
    if isinstance(trigger, EntersBattlefield):
        o = state.objects[event.object_id]
        if trigger.controller is Controller.ENCHANTED:     # "under enchanted player's control" (CR 303.4)
            return o.controller == state.enchanted_player(source_id)
        return controller_ok(trigger.controller, o.controller, controller)
    if isinstance(trigger, DealtDamage):                # "is dealt combat damage" (CR 510.2)
        return event.data.get("combat", False) or not trigger.combat_only
    if isinstance(trigger, Dies) and trigger.into_your_graveyard:
        return state.objects[event.object_id].owner == controller   # CR 400.3: its owner's graveyard
    if isinstance(trigger, DealsDamage):
        if getattr(trigger, "to_you", False) and event.player != controller:
            return False                           # "deals damage to you": the player dealt it
        if trigger.opponent_only and event.player == controller:
            return False                           # "to an opponent"
        if getattr(trigger, "to_enchanted_player", False) and (
                event.player is None or event.player != state.enchanted_player(source_id)):
            return False                           # "to enchanted player" (CR 303.4)
        if getattr(trigger, "to_defending", False):
            from .query import defending_player
            if event.player is None or event.player != defending_player(state, event.object_id):
                return False                       # "to defending player" (CR 506.2)
        return ((event.data.get("combat") or not trigger.combat_only)
                and (event.data.get("to_player") or not trigger.to_player))
    if isinstance(trigger, Attacks) and getattr(trigger, "you", False) and (
            state.combat is None or state.combat.defender.get(event.object_id) != controller):
        return False                               # "attacks you" (CR 508.1b)
    if isinstance(trigger, Attacks) and getattr(trigger, "enchanted_player", False) and (
            state.combat is None or state.combat.defender.get(event.object_id) != state.enchanted_player(source_id)):
        return False                               # "attacks enchanted player" (CR 508.1b, 303.4)
    if isinstance(trigger, Attacks) and trigger.alone and (
            state.combat is None or state.combat.attackers != [event.object_id]):
        return False                               # CR 506.5: it attacks alone
    if isinstance(trigger, Attacks) and trigger.while_saddled:
        return bool(event.data.get("saddled"))     # saddled when declared (ruling S3)
    if isinstance(trigger, TappedForMana):
        return (controller_ok(trigger.player, event.player, controller)
                and bool(event.data.get("produced")))   # ruling M5
    return True


def _sources(game: "Game", event: GameEvent, grantors: list, board: Board) -> list[GameObject]:
    """Objects whose triggered abilities may trigger: the battlefield, plus a
    creature that just died (leaves-the-battlefield abilities look back, CR 603.10a).
    With no grant on the board (GRANTORS: query.grant_statics) that gives a triggered ability
    which may match an event of this kind (_grants_trigger_for), a permanent's triggered
    abilities that may are those it prints (triggered_abilities): one none of which can match
    an event of this kind (_listens_to) is left out: the permanents that listen to a kind are
    worked out once per board (Board.permanents_where, from the definitions alone), so an event
    doesn't copy every permanent for a rollback (state.ObjectsCopiedOnUse) nor ask each one.
    BOARD: Board.of(game.state), asked by the caller just before (nothing changes between)."""
    state = game.state
    objects = state.objects
    kind = event.kind
    if grantors and _grants_trigger_for(grantors, kind):
        found = [objects[i] for i in sorted(state.battlefield)]
    else:                                       # the permanents that listen, once per board and kind
        found = [objects[i] for i in board.permanents_where(_listens_to, kind)]
    if any(map(_COMMAND, state.players)):       # emblems (CR 114.4); none: no list made
        found += [objects[i] for p in state.players for i in p.command]
    if kind in _LOOKING_ELSEWHERE:
        _sources_elsewhere(state, event, found)
    found.extend(HOOKS.zone_trigger_sources(game, event))   # suspend, recover, cipher: other zones
    found.extend(HOOKS.haunt_sources(game, event))    # haunt: from exile (CR 702.55c)
    if kind == "cast":                # a spell's own "when you cast ~" works from the stack
        spell = objects.get(event.object_id)
        if spell is not None and spell.zone is Zone.STACK and not spell.gone:
            found.append(spell)
    return found


# the event kinds for which _sources_elsewhere may find an object off the battlefield
_LOOKING_ELSEWHERE = frozenset({"dies", "leaves", "sacrificed", "put_into_graveyard", "cycled", "caused_to_discard"})
_COMMAND = attrgetter("command")


def _sources_elsewhere(state, event: GameEvent, found: list) -> None:
    """The objects off the battlefield an event of these kinds (_LOOKING_ELSEWHERE) may trigger,
    added to FOUND (_sources)."""
    # leaves-the-battlefield abilities look back (CR 603.10a): being sacrificed is leaving too
    if event.kind in ("dies", "leaves", "sacrificed"):
        lki = state.objects.get(event.object_id)
        if lki is not None and lki.id not in state.battlefield:
            found.append(lki)
    if event.kind == "sacrificed" and event.data.get("keyword") == "exploit":
        # CR 702.110b: a creature sacrificed to its own exploit ability still exploits it
        me = state.objects.get(event.data.get("by"))
        if me is not None and me.id not in state.battlefield and me not in found:
            found.append(me)
    if event.kind == "put_into_graveyard":      # "when ~ is put into your graveyard from your library"
        card = state.objects.get(event.object_id)
        if card is not None and not card.gone and card.id not in state.battlefield \
                and _printed_triggers(card.definition):
            found.append(card)
    if event.kind in ("cycled", "caused_to_discard"):
        # "when you cycle ~" / "... causes you to discard ~" work from where that put it (CR 702.29c)
        card = state.objects.get(event.data.get("card"))
        if card is not None and not card.gone and card.id not in state.battlefield:
            found.append(card)


def trigger_effects(ability: TriggeredAbility) -> tuple:
    """The effects put on the stack: with an intervening "if", checked again as it resolves
    (CR 603.4), so the whole ability does nothing if the condition is false then."""
    from ..effects import ChooseModes, Conditional
    if ability.condition is None or any(isinstance(e, ChooseModes) for e in ability.effects):
        return ability.effects
    return (Conditional(ability.condition, ability.effects),)


def _intervening_if(game: "Game", ability: TriggeredAbility, o: GameObject, event: GameEvent) -> bool:
    return condition_holds(game, Context(o.controller, o.id, o, event=event), ability.condition)


def _event_condition(game: "Game", ability: TriggeredAbility, o: GameObject, event: GameEvent) -> bool:
    return condition_holds(game, Context(o.controller, o.id, o, event=event), ability.event_condition)


def _same_event_waiting(state, o: GameObject, ability: TriggeredAbility, event: GameEvent) -> bool:
    """Has this ability already triggered on another object of the same event (the same
    instruction's batch, not yet put on the stack)?"""
    batch = event.data.get("batch")
    return batch is not None and any(
        p.source_id == o.id and p.effects == trigger_effects(ability) and p.event.kind == event.kind
        and p.event.data.get("batch") == batch for p in state.pending)


def check_triggers(game: "Game", event: GameEvent) -> None:
    """Collect everything that triggers on `event`; mana-ability triggers resolve now (CR 605.4a)."""
    state = game.state
    board = Board.of(state)
    grantors = grant_statics(state) if board.grants else []     # none printed: no list made
    for o in _sources(game, event, grantors, board):
        for index, ability in enumerate(triggered_abilities(o, state, grantors)):
            if not HOOKS.functions_where_it_is(o, ability, event):
                continue      # CR 113.6m: "return ~ from your graveyard" works only there
            if not event_matches(game, ability.event, event, o.controller, o.id):
                continue
            if ability.condition is not None and not _intervening_if(game, ability, o, event):
                continue      # CR 603.4: an intervening "if" false when the event happens
            if getattr(ability.event, "one_or_more", False) and _same_event_waiting(state, o, ability, event):
                continue      # CR 603.2c: "one or more ... enter": those that entered at once are one event
            if ability.event_condition is not None and not _event_condition(game, ability, o, event):
                continue      # CR 603.2: "attacks while ..." didn't happen
            if ability.once_each_turn:            # "This ability triggers only once each turn."
                if (o.id, index) in state.triggered_this_turn:
                    continue
                state.triggered_this_turn += ((o.id, index),)
            pending = PendingTrigger(o.controller, o.id, _clone_object(o), trigger_effects(ability),
                                     ability.targets, event, f"{o.name}'s triggered ability",
                                     x=o.x_value, keyword=ability.keyword, ability=ability)
            if ability.is_mana_ability and event.kind == "tapped_for_mana":
                game.record("trigger", f"{o.name}'s mana ability triggers and resolves at once",
                            source_id=o.id)
                game.run_effects(pending)
            else:
                state.pending.append(pending)
                game.record("trigger", f"{o.name}'s ability triggers", source_id=o.id)
    for d in list(state.delayed):
        if event_matches(game, d.event, event, d.controller, d.source_id, d.created_turn):
            if not d.lasting:
                state.delayed.remove(d)   # a delayed trigger fires only once (CR 603.7c)
            pending = PendingTrigger(d.controller, d.source_id, d.source_lki, d.effects, (), event,
                                     d.description, x=d.x, affected=d.affected)
            if _is_mana_ability(d) and event.kind == "tapped_for_mana":
                # "Until end of turn, whenever a player taps an Island for mana, that player
                # adds {U}": a mana ability, it resolves at once (CR 605.1b, 605.4a)
                game.record("trigger", f"{d.description} triggers and resolves at once")
                game.run_effects(pending)
                continue
            state.pending.append(pending)
            game.record("trigger", f"delayed trigger fires: {d.description}")


def _is_mana_ability(d: DelayedTrigger) -> bool:
    """A delayed trigger on a mana ability's use that adds mana is a mana ability (CR 605.1b)."""
    return isinstance(d.event, TappedForMana) and any(isinstance(e, AddMana) for e in d.effects)


def add_delayed(game: "Game", trigger, effects: tuple, controller: int, source_id: int,
                source_lki: GameObject | None, x: int, description: str,
                affected: dict | None = None, lasting: bool = False, this_turn: bool = False) -> None:
    state = game.state
    state.delayed.append(DelayedTrigger(state.new_id(), trigger, effects, controller, source_id,
                                        source_lki, state.turn, x, description,
                                        {k: list(v) for k, v in (affected or {}).items()},
                                        lasting or this_turn, this_turn))
    game.record("delayed", f"delayed trigger created: {description}")


def flush_pending(game: "Game") -> bool:
    """Put waiting triggers on the stack in APNAP order (CR 603.3b); True if any."""
    state = game.state
    if not state.pending:
        return False
    pending, state.pending = state.pending, []
    state.event_batch += 1            # what happens after this is a new event (CR 603.2c)
    for player in state.apnap():
        mine = [p for p in pending if p.controller == player]
        if len(mine) > 1:
            order = game.ask_order(ChoiceKind.TRIGGER_ORDER, player,
                                   "order your triggers (first is put on the stack first)",
                                   [(i, p.description) for i, p in enumerate(mine)])
            mine = [mine[i] for i in order]
        for p in mine:
            _put_on_stack(game, p)
    return True


def _put_on_stack(game: "Game", p: PendingTrigger) -> None:
    state = game.state
    chosen = game.choose_modes_and_targets(p.effects, p.target_specs, p.controller, p.source_id,
                                           p.description, event=p.event)
    if chosen is None:
        game.record("trigger", f"{p.description} is removed: no legal targets or modes (CR 603.3c-d)")
        return
    specs, targets, modes = chosen
    item = StackItem(state.new_id(), "triggered", p.controller, p.source_id, p.source_lki,
                     p.ability, p.effects, specs, targets, p.x, p.event, p.description, modes,
                     len(p.target_specs), affected=p.affected, keyword=p.keyword)
    state.stack.append(item)
    game.record("stack", f"{game.pname(p.controller)} puts {p.description} on the stack",
                item_id=item.id)
    emit_becomes_target(game, item)                 # CR 115
    emit_crime(game, item)                          # CR 700.13


__all__ = ["check_triggers", "flush_pending", "add_delayed", "event_matches", "Zone"]


def triggered_abilities(o: GameObject, state=None, grantors: list | None = None) -> list[TriggeredAbility]:
    """Printed triggered abilities, then those its keywords stand for (face-down: none);
    with `state`, also those granted by AbilityGrant statics (CR 613.1f; `grantors`:
    query.grant_statics(state), computed once for many objects)."""
    granted = granted_abilities(state, o, grantors) if state is not None else ()
    if not granted:
        return list(_printed_triggers(o.definition))
    abilities = o.definition.abilities + granted
    found = [a for a in abilities if isinstance(a, TriggeredAbility)]
    for a in abilities:
        if isinstance(a, KeywordAbility):
            found.extend(HOOKS.keyword_triggers(a))
    return found


def _printed_triggers(definition) -> tuple[TriggeredAbility, ...]:
    """A definition's triggered abilities, then those its keywords stand for."""
    return _printed(definition)[0]


def _listens_to(definition, kind: str) -> bool:
    """Whether one of a definition's printed triggered abilities (_printed_triggers) may match
    an event of KIND (event_kinds): a permanent none of whose abilities can is not asked."""
    kinds = _printed(definition)[1]
    return kinds is None or kind in kinds


def _prints_state_trigger(definition) -> bool:
    """Whether a definition prints a state trigger (CR 603.8; _printed): asked once per board."""
    return bool(_printed(definition)[2])


def event_kinds(trigger) -> frozenset[str] | None:
    """The kinds of event (GameEvent.kind) trigger event description TRIGGER can match, read
    off matching_rule as event_matches follows it: its kind, those of each event of an AnyOf,
    none for a description of no kind; None (any kind) for one with its own engine_match."""
    rule = matching_rule(trigger)
    if rule is ANY_OF:
        each = [event_kinds(t) for t in trigger.events]
        return None if None in each else frozenset().union(*each)
    if rule is OWN_MATCH:
        return None
    return frozenset() if rule is None else frozenset((rule,))


PRINTED_TRIGGERS_KEPT = 20_000     # definitions (and grants) whose triggers are kept at once


@kept_by_id(PRINTED_TRIGGERS_KEPT)
def _printed(definition) -> tuple:
    """(a definition's printed triggers, the event kinds they may match: None for any, those of
    them that are state triggers, CR 603.8): worked out once per definition, as every event asks
    it of every permanent. Invalidation: none needed, a definition is frozen model data, so the
    answer never changes (kept_by_id: kept by its id with the definition itself)."""
    abilities = definition.abilities
    found = [a for a in abilities if isinstance(a, TriggeredAbility)]
    for a in abilities:
        if isinstance(a, KeywordAbility):
            found.extend(HOOKS.keyword_triggers(a))
    each = [event_kinds(a.event) for a in found]
    kinds = None if None in each else frozenset().union(*each)
    return tuple(found), kinds, tuple(a for a in found if isinstance(a.event, StateTrigger))


@kept_by_id(PRINTED_TRIGGERS_KEPT)
def _granted_triggers(grant) -> tuple:
    """(the triggered abilities an AbilityGrant static gives: a triggered ability, or those a
    keyword stands for; the event kinds they may match, event_kinds: None for any). Binding
    the grantor (grantor.bind_grantor) keeps an event's kind. Kept per static ability, frozen
    model data (kept_by_id)."""
    given = grant.effect.ability
    found = (given,) if isinstance(given, TriggeredAbility) else \
        tuple(HOOKS.keyword_triggers(given)) if isinstance(given, KeywordAbility) else ()
    each = [event_kinds(a.event) for a in found]
    return found, None if None in each else frozenset().union(*each)


def _gives_state_trigger(grant) -> bool:
    """Whether an AbilityGrant static gives a state trigger (CR 603.8). When no grant on the
    board does, a permanent's state triggers are those it prints (_printed), in the same
    order: triggered_abilities puts the granted abilities after the printed ones, and keeps
    the printed triggers' order."""
    return any(isinstance(a.event, StateTrigger) for a in _granted_triggers(grant)[0])


def _grants_trigger_for(grantors: list, kind: str) -> bool:
    """Whether a grant on the board gives a triggered ability that may match an event of KIND
    (_granted_triggers). When none does, a permanent whose printed triggers can't match it
    (_printed) has no triggered ability that can: _sources leaves it out, as with no grant."""
    for _, grant in grantors:
        kinds = _granted_triggers(grant)[1]
        if kinds is None or kind in kinds:
            return True
    return False


def state_triggers(game) -> bool:
    """CR 603.8: a state trigger triggers when its condition is true and it isn't already
    pending or on the stack (it triggers again only after it has resolved or left the stack).
    True if any triggered."""
    state = game.state
    fired = False
    board = Board.of(state)
    if not board.grants and not board.some_permanent_prints(_prints_state_trigger):
        return fired                        # no grant (grant_statics), no state trigger printed
    grantors = grant_statics(state)         # once for the whole battlefield, not per permanent
    if grantors and not any(_gives_state_trigger(grant) for _, grant in grantors):
        grantors = []       # the grants give no state trigger: each permanent's are those it prints
    for oid in sorted(state.battlefield):
        # read as stored (a transaction copies none it only reads); looked up if it has one;
        # with no grant on the board, its triggered abilities are those it prints
        stored = dict.__getitem__(state.objects, oid)
        if grantors:
            found = [a for a in triggered_abilities(stored, state, grantors) if isinstance(a.event, StateTrigger)]
        else:
            found = _printed(stored.definition)[2]
        if not found:
            continue
        o = state.objects[oid]
        for ability in found:
            waiting = [p for p in state.pending if p.source_id == oid and p.effects == trigger_effects(ability)] + [
                i for i in state.stack if i.kind == "triggered" and i.source_id == oid
                and i.effects == trigger_effects(ability)]
            if waiting:
                continue
            if not condition_holds(game, Context(o.controller, oid, o), ability.event.condition):
                continue
            before = len(state.pending)
            check_triggers(game, GameEvent("state", oid, o.controller, {"trigger": ability.event}))
            fired = fired or len(state.pending) > before
    return fired
