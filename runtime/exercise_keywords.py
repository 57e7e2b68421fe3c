"""Exercising keyword mechanics (mechanics.py) for the executability check (exercise.py).

Each keyword is played the way the rules use it, in the exercise surroundings, and the
observable outcome is checked: a triggered keyword must trigger and resolve, a way of casting
must cast the card, a combat keyword must change combat.
"""
from __future__ import annotations

from dataclasses import replace

from .abilities import CardDefinition, KeywordAbility, SpellAbility
from .characteristics import CardType, Step, Zone
from .events import BeginningOfStep
from .filters import SelfRef
from .mechanics import (AttacksAlone, BlockedByWithout, DiesWithout, EchoUpkeep, EvolveEnters,
                        keyword_triggers)
from .query import power_toughness


def exercise_keyword(game, definition: CardDefinition, k: KeywordAbility) -> None:
    from .exercise import Problem, _is_permanent
    name = k.name.lower()
    triggers = keyword_triggers(k)
    if triggers:
        for t in triggers:
            _exercise_keyword_trigger(game, definition, t)
        return
    if name in ("flashback", "madness", "dash", "evoke", "morph", "megamorph"):
        _exercise_alternative(game, definition, name)
        return
    if name in ("kicker", "buyback", "convoke", "delve", "improvise", "split second", "bloodthirst",
                "unleash", "riot"):
        if name == "bloodthirst":
            game.state.players[1].dealt_damage_this_turn = True
        oid = _cast(game, definition)
        spell = game.state.objects[oid]
        if name == "kicker" and not spell.kicked:
            raise Problem("the kicker cost wasn't paid")
        if name == "split second":
            from .errors import IllegalAction
            from .exercise import INSIGHT, _top_up
            other = game.add_card(0, INSIGHT)
            _top_up(game)
            try:
                game.cast(0, other)
            except IllegalAction:
                pass
            else:
                raise Problem("a spell was cast while a split second spell was on the stack")
        _resolve(game)
        if name == "buyback" and definition.name not in game.zone(0, Zone.HAND):
            raise Problem("the buyback spell didn't return to its owner's hand")
        if name == "bloodthirst" and not any(game.state.objects[i].counters.get("+1/+1")
                                             for i in game.state.battlefield
                                             if game.state.objects[i].name == definition.name):
            raise Problem("bloodthirst didn't put +1/+1 counters on it")
        return
    if name in ("infect", "skulk"):
        if not _is_permanent(definition):
            raise Problem(f"{name} on a card that isn't a permanent")
        from .exercise import _attack, _place_card
        src = _place_card(game, definition)
        o = game.state.objects[src]
        if power_toughness(game.state, o)[0] <= 0:
            o.counters["+1/+1"] = o.counters.get("+1/+1", 0) + 2
        _attack(game, src, {})
        game.advance_to(Step.END_OF_COMBAT)
        if name == "infect" and game.state.players[1].poison <= 0:
            raise Problem("infect damage didn't give poison counters")
        return
    raise Problem(f"the exercise doesn't know keyword {k.name}")


def _resolve(game) -> None:
    from .exercise import _resolve as resolve
    resolve(game)


def _cast(game, definition: CardDefinition, zone: Zone = Zone.HAND, alt: str | None = None) -> int:
    from .exercise import ME, _all_specs, _ensure_targets, _top_up
    oid = game.add_card(ME, definition, zone)
    ability = next((a for a in definition.abilities if isinstance(a, SpellAbility)), None)
    if ability is not None:
        _ensure_targets(game, _all_specs(ability.effects, ability.targets), oid)
    _top_up(game)
    if zone is Zone.HAND and alt is None:
        return game.cast(ME, oid)
    return game.cast(ME, oid, alt=alt)


def _exercise_alternative(game, definition: CardDefinition, name: str) -> None:
    from .exercise import ME, Problem, _top_up
    state = game.state
    if name == "flashback":
        oid = _cast(game, definition, Zone.GRAVEYARD, "flashback")
        _resolve(game)
        o = state.objects[oid]
        if CardType.INSTANT in definition.types or CardType.SORCERY in definition.types:
            if not any(state.objects[i].name == definition.name for i in state.players[ME].exile):
                raise Problem("the flashback spell wasn't exiled")
        return
    if name == "madness":
        from .mechanics import discard
        oid = game.add_card(ME, definition)
        from .exercise import _all_specs, _ensure_targets
        ability = next((a for a in definition.abilities if isinstance(a, SpellAbility)), None)
        if ability is not None:
            _ensure_targets(game, _all_specs(ability.effects, ability.targets), oid)
        _top_up(game)
        start = len(game.log)
        with game.transaction():
            discard(game, oid)
        _resolve(game)
        if not any(e.kind == "cast" and "(madness)" in e.text for e in game.log.entries[start:]):
            raise Problem("the madness card wasn't cast")
        return
    if name in ("morph", "megamorph"):
        oid = _cast(game, definition, Zone.HAND, name)
        _resolve(game)
        down = next((i for i in sorted(state.battlefield) if state.objects[i].face_up is not None), None)
        if down is None or power_toughness(state, state.objects[down]) != (2, 2):
            raise Problem("it didn't enter as a face-down 2/2")
        _top_up(game)
        game.turn_face_up(ME, down)
        if state.objects[down].name != definition.name:
            raise Problem("it wasn't turned face up")
        return
    oid = _cast(game, definition, Zone.HAND, name)
    _resolve(game)
    mine = [i for i in state.battlefield if state.objects[i].name == definition.name]
    if name == "evoke" and mine and _permanent(definition):
        raise Problem("the evoked permanent wasn't sacrificed")
    if name == "dash":
        if not mine or "haste" not in game.keywords(mine[0]):
            raise Problem("the dashed creature doesn't have haste")
        game.advance_to(Step.END)
        _resolve(game)
        if definition.name not in game.zone(ME, Zone.HAND):
            raise Problem("the dashed creature didn't return to its owner's hand")


def _permanent(d: CardDefinition) -> bool:
    from .exercise import _is_permanent
    return _is_permanent(d)


def _exercise_keyword_trigger(game, definition: CardDefinition, t) -> None:
    from .exercise import (ME, OPP, Problem, _attack, _exercise_triggered, _fired, _is_permanent,
                           _place_card)
    state = game.state
    event = t.event
    if not isinstance(event, (AttacksAlone, BlockedByWithout, EchoUpkeep, DiesWithout, EvolveEnters)):
        _exercise_triggered(game, definition, t, (event,))
        return
    if not _is_permanent(definition):
        raise Problem("a keyword trigger of a card that isn't a permanent")
    start = len(game.log)
    if isinstance(event, EchoUpkeep):
        from .exercise import _cast_card
        _cast_card(game, definition)
        _resolve(game)
        src = next(i for i in sorted(state.battlefield) if state.objects[i].name == definition.name)
        game.set_step(Step.UNTAP, ME)
        game.advance_to(Step.UPKEEP, ME)
    else:
        src = _place_card(game, definition)
        o = state.objects[src]
        if power_toughness(state, o)[1] <= 0:
            o.counters["+1/+1"] = o.counters.get("+1/+1", 0) + 2
        if isinstance(event, AttacksAlone):
            _attack(game, src)
        elif isinstance(event, BlockedByWithout):
            bear = next(i for i in sorted(state.battlefield) if state.objects[i].controller == OPP
                        and state.objects[i].name == "Exercise Bear")
            _attack(game, src, {bear: src})
        elif isinstance(event, DiesWithout):
            from .zones import move
            o.counters.pop(event.counter, None)
            with game.transaction():
                move(game, src, Zone.GRAVEYARD)
        elif isinstance(event, EvolveEnters):
            from .exercise import OGRE
            p, tough = power_toughness(state, o)
            with game.transaction():
                game.put_onto_battlefield(ME, replace(OGRE, power=str(p + 1), toughness=str(tough + 1)),
                                          as_effect=True)
    if not _fired(game, start, src):
        raise Problem(f"{type(event).__name__} happened but the keyword didn't trigger")
    _resolve(game)
