"""VM instructions and damage hooks for one-shot shields (registered in the VM's instruction table):
"the next time a source of your choice would deal damage to you this turn, prevent that damage"
(PreventNextTime, CR 615.7, 609.7a) and "the next N damage that would be dealt to ~ this turn is
dealt to target creature instead" (RedirectNextDamage, CR 614.9); "the next time you would draw a
card this turn, <effects> instead" (ReplaceNextDraw, CR 614.11).

The shields live in state.preventions as dicts with a "kind" key ("next_time" / "redirect" / "draw"), so
they are copied with the state and end at cleanup with the other "this turn" shields (CR 514.2).
combat.damage_object / damage_player ask `redirect_damage` and `prevent_next_time`."""
from __future__ import annotations

from dataclasses import dataclass

from ..characteristics import CardType, Step, Zone
from ..engine.decider import ChoiceKind
from ..errors import IllegalAction
from ..effects import (AdditionalLandPlays, DamageCantBePreventedThisTurn, ExileUntilLeaves, ExtraTurn, NextSpellUncounterable, PreventNextTime, RedirectNextDamage,
                       ReplaceNextDraw)
from ..engine.continuous_effects import copiable_definition, with_exceptions
from ..engine.registry import HOOKS, register_instructions
from .resources import prevention_rider
from ..engine.query import applies_to, is_type, matches, replacement_effects, static_effects
from ..engine.evaluation import Context, amount, condition_holds, objects, players, targeted_players
from ..engine.combat import damage_object, damage_player, rest_of_prevention
from ..abilities import (AlternativeCost, CastAsThoughFlash, EntersAsCopy, LifeFloor, OthersEnterTapped,
                         PreventSomeDamage, RedirectDamage, ReplaceDamage, ReplacementAbility, StaticAbility)
from ..filters import SelfRef
from ..engine.vm import run
from ..engine.events_bus import GameEvent
from ..engine.objects import GameObject
from ..engine.zones import move
from ..engine.triggers import add_delayed
from ..costs import ManaCost


def _prevent_next_time(game, ctx, e: PreventNextTime):
    """CR 609.7a: the source is chosen as the shield is created, among the objects that exist
    now (permanents and spells); with none to choose, no shield is created."""
    state = game.state
    if getattr(e, "any_source", False):
        chosen = None                          # any source's damage (CR 614.9)
    elif getattr(e, "source_ref", None) is not None:
        # "the next time target creature would deal damage": that object (a new object after a
        # zone change is another one, CR 400.7)
        pool = [i for i in objects(game, ctx, e.source_ref) if state.live(i) is not None][:1]
        if not pool:
            game.record("prevent", "the source is gone; no shield is created")
            return
        chosen = pool[0]
    else:
        pool = [i for i in list(state.battlefield) + list(state.zone_list(Zone.STACK))
                if state.live(i) is not None
                and matches(state, e.sources, state.objects[i], ctx.controller, ctx.source_id, check_zone=False)]
        if not pool:
            game.record("prevent", "there is no source to choose; no shield is created")
            return
        (chosen,) = game.ask_objects(ChoiceKind.CHOOSE, ctx.controller, "choose a source", pool, 1, 1)
    new_objects = getattr(e, "new_objects", None)
    new_players = getattr(e, "new_players", None)
    redirect = new_objects is not None or new_players is not None
    state.preventions.append({"kind": "next_time", "source": chosen,
                              "objects": tuple(objects(game, ctx, e.objects)),
                              "players": tuple(players(game, ctx, e.players))
                              + tuple(targeted_players(game, ctx, e.objects)),
                              "redirect": redirect,
                              "all_turn": getattr(e, "all_this_turn", False),
                              "any": e.objects is None and e.players is None,
                              "new_objects": tuple(objects(game, ctx, new_objects)),
                              "new_players": tuple(players(game, ctx, new_players))
                              + tuple(targeted_players(game, ctx, new_objects)),
                              **prevention_rider(e, ctx)})
    if chosen is None:
        game.record("prevent", "all damage to it this turn will be dealt to another instead")
        return
    when = "all damage it would deal this turn" if getattr(e, "all_this_turn", False) else \
        "the next time it would deal damage this turn, that damage"
    game.record("prevent", f"{game.pname(ctx.controller)} chooses {state.objects[chosen].name}: {when} is prevented")


def _redirect_next_damage(game, ctx, e: RedirectNextDamage):
    state = game.state
    n = amount(game, ctx, e.amount)
    protected = tuple(objects(game, ctx, e.protected))
    if n <= 0 or not protected:
        return
    state.preventions.append({"kind": "redirect", "remaining": n, "protected": protected,
                              "objects": tuple(objects(game, ctx, e.objects)),
                              "players": tuple(players(game, ctx, e.players))
                              + tuple(targeted_players(game, ctx, e.objects))})
    game.record("prevent", f"the next {n} damage to {state.objects[protected[0]].name} this turn "
                f"will be redirected")


@HOOKS.prevent_next_time.register
def prevent_next_time(game, source, object_id: int | None, player: int | None, n: int,
                      combat: bool = False, preventable: bool = True) -> int:
    """CR 615.7: the first shield for this source and recipient prevents all of this damage and
    is used up; returns the damage still dealt. Damage that can't be prevented (`preventable`
    False, CR 615.12) leaves prevention shields as they are; a redirection still applies."""
    state = game.state
    if n <= 0 or source is None:
        return n
    for shield in state.preventions:
        if shield.get("kind") != "next_time" or shield["source"] not in (None, source.id):
            continue
        if (object_id is not None and object_id in shield["objects"]) or shield.get("any") or \
                (player is not None and player in shield["players"]):
            if shield.get("redirect"):
                return _redirect_next_time(game, shield, source, n, combat)
            if not preventable:
                continue
            if not shield.get("all_turn"):           # "all damage ... this turn" stays (CR 615.1a)
                state.preventions.remove(shield)
            game.record("prevent", f"{n} damage from {source.name} is prevented (CR 615.7)")
            if shield.get("then"):
                rest_of_prevention(game, shield, source, n)
            return 0
    return n


def _redirect_next_time(game, shield, source, n: int, combat: bool) -> int:
    """CR 614.9: that damage is dealt to the new recipient instead, if it can still be dealt
    damage; otherwise the shield stays and the damage is dealt as it would have been."""
    state = game.state
    to_object = next((i for i in shield["new_objects"] if _can_be_dealt_damage(state, i)), None)
    to_player = next((p for p in shield["new_players"] if not state.players[p].lost), None)
    if to_object is None and to_player is None:
        return n
    if not shield.get("all_turn"):               # "all damage ... this turn" stays (CR 614.9)
        state.preventions.remove(shield)
    game.record("prevent", f"{n} damage from {source.name} is dealt to "
                f"{_recipient(game, to_object, to_player)} instead (CR 614.9)")
    _deal_instead(game, source, to_object, to_player, n, combat)
    return 0


def _recipient(game, to_object: int | None, to_player: int | None) -> str:
    return game.state.objects[to_object].name if to_object is not None else game.pname(to_player)


def _deal_instead(game, source, to_object: int | None, to_player: int | None, n: int, combat: bool) -> None:
    """The redirected damage, dealt by the same source to the new object or player (CR 614.9)."""
    if to_object is not None:
        damage_object(game, source, game.state.objects[to_object], n, combat)
    else:
        damage_player(game, source, to_player, n, combat)


@HOOKS.static_prevent_some.register
def static_prevent_some(game, source, o, player: int | None, n: int) -> int:
    """CR 615.1a: "if a <quality> source would deal damage to <recipient>, prevent N of that
    damage" statics, each applied to this damage event; returns the damage still dealt."""
    state = game.state
    for src, e in static_effects(state, PreventSomeDamage):
        if n <= 0:
            break
        if e.sources is not None and (source is None or not matches(
                state, e.sources, source, src.controller, src.id, check_zone=False)):
            continue
        hit = (player is not None and player == src.controller) if e.to_you else \
            (o is not None and applies_to(state, e.to_objects, o, src))
        if not hit or (e.at_most is not None and n > e.at_most):
            continue
        stop = n if e.amount is None else min(n, e.amount)
        n -= stop
        game.record("prevent", f"{stop} damage is prevented by {src.name}'s static ability (CR 615.1a)")
    return n


_REDIRECTING: set = set()       # statics redirecting right now (no endless loop of redirections)


@HOOKS.static_redirect.register
def static_redirect(game, source, o, player: int | None, n: int, combat: bool) -> int:
    """CR 614.9: "all damage that would be dealt to you is dealt to ~ instead" statics; returns the
    damage still dealt to the original recipient (0 when redirected)."""
    state = game.state
    if n <= 0:
        return n
    for src, e in static_effects(state, RedirectDamage):
        if src.id in _REDIRECTING:
            continue
        hit = (player is not None and player == src.controller) if e.to_you else \
            (o is not None and applies_to(state, e.protected, o, src))
        if not hit:
            continue
        to_player = to_object = None
        if e.to_controller and o is not None:
            to_player = o.controller
        elif isinstance(e.new_recipient, SelfRef):
            to_object = src.id
        elif src.attached_to is not None:
            to_object = src.attached_to
        if to_object is not None and not _can_be_dealt_damage(state, to_object):
            continue
        if to_object is None and to_player is None:
            continue
        _REDIRECTING.add(src.id)
        try:
            game.record("prevent", f"{n} damage is dealt to {_recipient(game, to_object, to_player)} "
                        f"instead ({src.name}, CR 614.9)")
            _deal_instead(game, source, to_object, to_player, n, combat)
        finally:
            _REDIRECTING.discard(src.id)
        return 0
    return n


def _can_be_dealt_damage(state, oid: int) -> bool:
    o = state.live(oid)
    if o is None or o.zone is not Zone.BATTLEFIELD:
        return False
    return is_type(o, CardType.CREATURE, state) or is_type(o, CardType.PLANESWALKER, state)


@HOOKS.redirect_damage.register
def redirect_damage(game, source, o, n: int, combat: bool) -> int:
    """CR 614.9: up to the shield's remaining amount of damage to a protected object is dealt to
    the new recipient instead (if it can still be dealt damage); returns what is still dealt to o."""
    state = game.state
    for shield in list(state.preventions):
        if n <= 0:
            break
        if shield.get("kind") != "redirect" or o.id not in shield["protected"] or shield not in state.preventions:
            continue
        to_object = next((i for i in shield["objects"] if _can_be_dealt_damage(state, i)), None)
        to_player = next((p for p in shield["players"] if not state.players[p].lost), None)
        if to_object is None and to_player is None:
            continue                      # nothing to redirect to: the damage stays (CR 614.9)
        m = min(n, shield["remaining"])
        shield["remaining"] -= m
        if shield["remaining"] <= 0:
            state.preventions.remove(shield)
        n -= m
        game.record("prevent", f"{m} damage to {o.name} is dealt to "
                    f"{_recipient(game, to_object, to_player)} instead (CR 614.9)")
        _deal_instead(game, source, to_object, to_player, m, combat)
    return n


def _replace_next_draw(game, ctx, e: ReplaceNextDraw):
    from copy import copy
    for p in players(game, ctx, e.player):
        game.state.preventions.append({"kind": "draw", "player": p, "effects": e.effects,
                                       "ctx": copy(ctx)})
        game.record("replace", f"the next time {game.pname(p)} would draw a card this turn, "
                    f"something else happens instead")


def _next_spell_uncounterable(game, ctx, e: NextSpellUncounterable):
    for p in players(game, ctx, e.player):
        game.state.preventions.append({"kind": "next_spell", "player": p, "filter": e.filter,
                                       "controller": ctx.controller, "source_id": ctx.source_id})
        game.record("replace", f"the next spell {game.pname(p)} casts this turn can't be countered")


def _damage_cant_be_prevented(game, ctx, e: DamageCantBePreventedThisTurn):
    """CR 615.12: a rule of the game until the cleanup step, which ends it with the turn's other
    shields (CR 514.2); combat.damage_object / damage_player read it."""
    game.state.preventions.append({"kind": "unpreventable"})
    game.record("replace", "damage can't be prevented this turn (CR 615.12)")


@HOOKS.next_spell_riders.register
def next_spell_riders(game, player: int, spell) -> None:
    """CR 701.6a, 611.2a: each waiting "the next <spell> you cast this turn can't be countered"
    of this player that the spell matches applies to it and is used up; the riders are in the
    turn's shields, which end with the turn (CR 514.2)."""
    state = game.state
    for rider in [s for s in state.preventions if s.get("kind") == "next_spell" and s["player"] == player]:
        if matches(state, rider["filter"], spell, rider["controller"], rider["source_id"], check_zone=False):
            state.preventions.remove(rider)
            spell.restrictions.append(("be_countered", True))
            game.record("replace", f"{spell.name} can't be countered (CR 701.6a)")


@HOOKS.draw_replaced.register
def draw_replaced(game, player: int) -> bool:
    """CR 614.11: the first "next time you would draw a card" shield of this player replaces this
    draw; it is used up and its effects run instead. True if the draw was replaced."""
    state = game.state
    shield = next((s for s in state.preventions if s.get("kind") == "draw" and s["player"] == player), None)
    if shield is None:
        return False
    state.preventions.remove(shield)
    game.record("replace", f"{game.pname(player)}'s draw is replaced (CR 614.11)")
    from copy import copy
    run(game, copy(shield["ctx"]), shield["effects"])
    return True


@HOOKS.damage_replaced.register
def damage_replaced(game, source, o, player: int | None, n: int, preventable: bool = True) -> int:
    """CR 614.1a, 615.1a: the first "if damage would be dealt to ~ [/ to you], ..." static that
    applies replaces this damage: its effects run, with "that many" the damage, and none is dealt
    (0 returned). A prevention doesn't apply to damage that can't be prevented (CR 615.12)."""
    if n <= 0:
        return n
    for src, rep in replacement_effects(game.state, ReplaceDamage):
        if rep.prevented and not preventable:
            continue
        if (o is not None and not rep.to_you and src.id == o.id) or \
                (player is not None and rep.to_you and player == src.controller):
            whom = o.name if o is not None else game.pname(player)
            game.record("replace", f"{n} damage to {whom} is {'prevented' if rep.prevented else 'replaced'} "
                        f"by {src.name} (CR {'615.1a' if rep.prevented else '614.1a'})")
            event = GameEvent("damage", source.id if source is not None else None, src.controller, {"amount": n})
            run(game, Context(src.controller, src.id, event=event), rep.effects)
            return 0
    return n


@HOOKS.life_after_damage.register
def life_after_damage(game, player: int, n: int) -> int:
    """The player's life total after n damage, with "damage that would reduce your life total to
    less than N reduces it to N instead" statics of permanents they control (LifeFloor, CR 614.1a);
    several apply as the one with the highest floor (the player orders them, CR 616.1)."""
    life = game.state.players[player].life
    floors = [e.floor for src, e in static_effects(game.state, LifeFloor)
              if src.controller == player and e.floor <= life]
    if floors and life - n < max(floors):
        game.record("replace", f"damage reduces {game.pname(player)}'s life total to {max(floors)} "
                    f"instead (CR 614.1a)")
        return max(floors)
    return life - n


@HOOKS.enters_tapped_by_statics.register
def enters_tapped_by_statics(game, o) -> bool:
    """CR 614.12: "<permanents> enter tapped" statics of other permanents apply to an object as
    it would enter (it isn't on the battlefield yet, so its own such ability doesn't)."""
    state = game.state
    return any(src.id != o.id and matches(state, e.objects, o, src.controller, src.id, check_zone=False)
               for src, e in static_effects(state, OthersEnterTapped))


@HOOKS.copy_on_entering.register
def copy_on_entering(game, definition, controller: int):
    """CR 707.2, 614.1c: "you may have ~ enter as a copy of any <filter>": the controller may
    choose a permanent; its copiable values (its definition without until-end-of-turn changes)
    become the entering object's. Returns (definition to enter with, its own card definition if
    copying, enters tapped)."""
    state = game.state
    rep = next((a.replacement for a in definition.abilities if isinstance(a, ReplacementAbility)
                and isinstance(a.replacement, EntersAsCopy)), None)
    if rep is None:
        return definition, None, False
    if rep.condition is not None:
        entering = GameObject(id=-1, definition=definition, owner=controller, controller=controller,
                              zone=Zone.BATTLEFIELD)       # judged as it would enter (CR 614.12)
        if not condition_holds(game, Context(controller, -1, entering), rep.condition):
            return definition, None, False
    pool = [i for i in sorted(state.battlefield)
            if matches(state, rep.filter, state.objects[i], controller, None)]
    if not pool or not game.ask_bool(ChoiceKind.MAY, controller, f"have {definition.name} enter as a copy?"):
        return definition, None, False
    (chosen,) = game.ask_objects(ChoiceKind.CHOOSE, controller, "choose a permanent to copy", pool, 1, 1)
    o = state.objects[chosen]
    # not what other effects changed (CR 707.2), with what "except" adds (CR 707.9)
    copied = with_exceptions(copiable_definition(o), rep.exceptions, definition)
    game.record("copy", f"{definition.name} enters as a copy of {o.name} (CR 707.2)")
    return copied, definition, rep.tapped


def _exile_until_leaves(game, ctx, e: ExileUntilLeaves):
    state = game.state
    src = state.live(ctx.source_id)
    if src is None or src.zone is not Zone.BATTLEFIELD:
        game.record("exile", f"its source has left the battlefield: nothing is exiled (CR 610.3c)")
        ctx.last = []
        return
    moved = []
    for oid in objects(game, ctx, e.objects):
        if state.objects[oid].zone is not Zone.BATTLEFIELD:
            continue
        new = move(game, oid, Zone.EXILE)
        if new is not None:
            new.exiled_until_leaves = src.id
            moved.append(new.id)
    ctx.last = moved
    src.exiled_with = src.exiled_with + tuple(moved)      # "the exiled card" (CR 607.2a)


def _extra_turn(game, ctx, e: ExtraTurn):
    for p in players(game, ctx, e.player):
        place = len(game.state.extra_turns)
        game.state.extra_turns.append(p)
        game.record("turn", f"{game.pname(p)} will take an extra turn after this one")
        if e.at_its_end_step:            # "At the beginning of that turn's end step, ..." (CR 603.7a)
            from .triggers import bind_event_object
            src = game.state.objects[ctx.source_id]
            effects, affected = bind_event_object(e.at_its_end_step, ctx, targets=True)
            add_delayed(game, EndStepOfExtraTurn(p, place, game.state.turn), effects, ctx.controller,
                        ctx.source_id, game.state.live(ctx.source_id) or ctx.source_lki or src, ctx.x,
                        f"{src.name}'s delayed trigger (that turn's end step)", affected)


@dataclass(frozen=True)
class EndStepOfExtraTurn:
    """The event of "at the beginning of that turn's end step": the end step of the extra turn
    `player` takes from place `place` of the extra turns waiting (GameState.extra_turn_place),
    a turn after `created_turn` (the turn creating it may itself be an extra turn from there)."""

    player: int
    place: int
    created_turn: int

    def engine_match(self, game, event, controller: int, source_id: int) -> bool:
        state = game.state
        return event.kind == "step" and event.data.get("step") is Step.END and state.active == self.player \
            and state.extra_turn_place == self.place and state.turn > self.created_turn


def _additional_land_plays(game, ctx, e: AdditionalLandPlays):
    """CR 305.2a: the player may play that many more lands this turn."""
    for p in players(game, ctx, e.player):
        game.state.players[p].additional_land_plays += e.count
        game.record("turn", f"{game.pname(p)} may play {e.count} additional land(s) this turn")


@HOOKS.as_though_flash.register
def as_though_flash(definition):
    """The card's "you may cast ~ as though it had flash" static, or None (CR 601.3b)."""
    return next((a.effect for a in definition.abilities if isinstance(a, StaticAbility)
                 and isinstance(a.effect, CastAsThoughFlash)), None)


@HOOKS.sacrifice_flashed.register
def sacrifice_flashed(game) -> None:
    """At the beginning of the cleanup step, permanents cast as though they had flash when a
    sorcery couldn't have been cast are sacrificed by their controllers."""
    state = game.state
    for oid in sorted(state.battlefield):
        o = state.stored(oid)    # only read (move looks it up): no copy for a rollback
        if o.sacrifice_at_cleanup:
            game.record("sacrifice", f"{o.name} is sacrificed: it was cast as though it had flash")
            move(game, oid, Zone.GRAVEYARD)
            game.emit(GameEvent("sacrificed", oid, o.controller))   # CR 701.17


def _alternative(definition):
    return next((a.effect for a in definition.abilities if isinstance(a, StaticAbility)
                 and isinstance(a.effect, AlternativeCost)), None)


@HOOKS.alternative_cost_parts.register
def alternative_cost_parts(definition):
    """CR 118.9: (the mana paid instead of the mana cost, the other costs paid with it)."""
    alt = _alternative(definition)
    if alt is None:
        raise IllegalAction(f"CR 118.9: {definition.name} has no alternative cost")
    mana = [s for c in alt.costs if isinstance(c, ManaCost) for s in c.symbols]
    return ManaCost(tuple(mana)), tuple(c for c in alt.costs if not isinstance(c, ManaCost))


@HOOKS.check_alternative_cost.register
def check_alternative_cost(game, player: int, card) -> None:
    """The alternative cost exists and its "if you control a Swamp" condition holds (CR 118.9)."""
    alt = _alternative(card.definition)
    if alt is None:
        raise IllegalAction(f"CR 118.9: {card.name} has no alternative cost")
    if alt.condition is not None and not condition_holds(game, Context(player, card.id, card), alt.condition):
        raise IllegalAction(f"CR 118.9: the condition of {card.name}'s alternative cost is not met")


@HOOKS.return_exiled_with.register
def return_exiled_with(game, source_id: int) -> None:
    """CR 610.3a: cards exiled "until <source> leaves the battlefield" return to the battlefield
    under their owners' control when it leaves."""
    state = game.state
    back = [i for p in state.players for i in p.zone(Zone.EXILE)
            if state.objects[i].exiled_until_leaves == source_id]
    for oid in sorted(back):
        game.record("zone", f"{state.objects[oid].name} returns from exile (CR 610.3a)")
        move(game, oid, Zone.BATTLEFIELD)


HANDLERS = {PreventNextTime: _prevent_next_time, RedirectNextDamage: _redirect_next_damage,
            ReplaceNextDraw: _replace_next_draw, ExileUntilLeaves: _exile_until_leaves,
            NextSpellUncounterable: _next_spell_uncounterable,
            ExtraTurn: _extra_turn, AdditionalLandPlays: _additional_land_plays,
            DamageCantBePreventedThisTurn: _damage_cant_be_prevented}


register_instructions(HANDLERS)
