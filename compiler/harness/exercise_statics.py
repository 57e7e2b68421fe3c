"""Exercising static and replacement abilities (exercise.py): checking that the query layer
reflects a static ability (power/toughness, keywords, restrictions, blocking, untapping, costs,
prevention and redirection of damage, lures) and that a replacement modifies its event,
including the "as ~ enters" choices and copies.
"""
from __future__ import annotations

from dataclasses import replace

from ...runtime.abilities import AbilityGrant, AdditionalBlocks, Anthem, BlockerCount, CanBlockOnly, CantBeBlockedBy, CardDefinition, ChooseOnEnter, CostPerExtraTarget, EntersTapped, EntersTappedUnless, EntersWithCounters, EntersWithCountersIf, KeywordAbility, KeywordGrant, ManaAbility, ModifyCounterPlacement, ModifyPlayerCounters, MultiplyMana, MultiplyTokens, OptionalUntap, PreventDamage, UntapDuringOthersUntap, ReplaceManaType, ReplacementAbility, Restriction, SelfCostChange, StaticAbility
from ...runtime.characteristics import CardType, Zone
from ...runtime.costs import ManaCost
from ...runtime.game import Game
from ...runtime.engine.query import keywords, matches, power_toughness, restricted
from ...runtime.filters import Controller, Fixed, ObjectFilter, SelfRef

from .exercise_conditions import _cast_card, hand_size_setup, make_true, meet_casting_rules
from .exercise_prevention import observe_prevent_some, observe_prevention, observe_redirect
from .exercise_surroundings import (ME, OPP, Problem, _attack, _into_combat, _is_permanent, _make_fitting,
                                    _owner_for, _place_card, _problem, _put_spell_on_stack, _resolve,
                                    _with_chosen, fitting_definition, prepare_spell_targets)


def _exercise_static(game: Game, definition: CardDefinition, ability: StaticAbility) -> None:
    state = game.state
    effect = ability.effect
    if type(effect).__name__ == "AlternativeCost":
        exercise_alternative_cost(game, definition, effect)
        return
    if type(effect).__name__ == "CastAsThoughFlash":
        exercise_as_though_flash(game, definition, effect)
        return
    if type(effect).__name__ == "Companion":            # outside the game (CR 702.139a)
        from .exercise_companions import observe_companion
        observe_companion(game, definition, effect)
        return
    if type(effect).__name__ == "StationCreature":
        observe_station_creature(game, definition, effect)
        return
    if isinstance(effect, (CostPerExtraTarget,)) or type(effect).__name__ in ("AdditionalCost", "CastOnlyWhen"):
        _cast_card(game, definition)
        _resolve(game)
        return
    if _is_permanent(definition):
        src = _place_card(game, definition)
    else:
        src = game.add_card(ME, definition)
    if ability.condition is not None:
        from ...runtime.engine.query import static_condition_holds
        hand_size_setup(game, ability.condition, src)     # "as long as you have ... cards in hand"
        if not static_condition_holds(state, ability.condition, state.objects[src]):
            return          # the condition is evaluated; nothing to observe while it doesn't hold
    objects = getattr(effect, "objects", None)
    if type(effect).__name__ == "CantAttackPlayer":
        from .exercise_control import observe_cant_attack
        observe_cant_attack(game, effect, src)
        return
    if type(effect).__name__ == "CantBeTargetedBy":
        from .exercise_control import observe_cant_be_targeted
        observe_cant_be_targeted(game, effect, src)
        return
    if type(effect).__name__ == "CanBeYourCommander":     # deck construction only (CR 903.3d)
        from ...runtime.mechanics.commanders import may_be_commander
        if not may_be_commander(definition):
            raise Problem(f"{definition.name} can't be a commander though its text says it can")
        return
    if type(effect).__name__ == "ControlAttached":
        from .exercise_control import observe_control_attached
        observe_control_attached(game, effect, src)
        return
    if isinstance(objects, ObjectFilter) and objects.paired:
        from .exercise_control import exercise_pair
        exercise_pair(game, src)                # soulbond: pair it with a creature first (CR 702.95)
    if type(effect).__name__ in ("SelfCostChange", "PreventDamage", "CostModifier", "LifeFloor", "DamageCantBePrevented",
                                 "CantLoseTheGame", "UnlockCostModifier",
                                 "MaximumHandSize",
                                 "OthersEnterTapped", "MayExertAsAttacks", "PreventSomeDamage",
                                 "RedirectDamage") \
            and not isinstance(objects, ObjectFilter):
        observe_static(game, effect, None, src)
        return
    if isinstance(objects, SelfRef) or (objects is None and type(effect).__name__ == "CharacteristicPT"):
        oid = src
    elif isinstance(objects, ObjectFilter) and objects.spell:     # "creature spells ...": one on the stack
        _put_spell_on_stack(game, objects)
        oid = state.stack[-1].source_id
    elif isinstance(objects, ObjectFilter):
        candidates = [i for i in sorted(state.zone_list(objects.zone))
                      if matches(state, objects, state.objects[i], ME, src)]
        oid = candidates[0] if candidates else _make_fitting(game, objects, src)
        if objects.combat is not None and not matches(state, objects, state.objects[oid], ME, src):
            _into_combat(game, oid, objects.combat)
    else:
        raise Problem(f"the exercise doesn't know static {type(effect).__name__}")
    o = state.objects[oid]
    if isinstance(effect, Anthem):
        from ...runtime.engine.query import static_amount
        times = 1 if effect.multiplier is None else static_amount(state, effect.multiplier, state.objects[src])
        with_it = power_toughness(state, o)
        # without this one ability (its source may have other statics affecting the same object)
        source = state.objects[src]
        printed = source.definition
        kept = list(printed.abilities)
        kept.remove(ability)
        source.definition = replace(printed, abilities=tuple(kept))
        try:
            without = power_toughness(state, o)
        finally:
            source.definition = printed
        change = (effect.power * times, effect.toughness * times)
        if (with_it[0] - without[0], with_it[1] - without[1]) != change:
            raise Problem(f"the anthem doesn't change {o.name}'s P/T by {change[0]:+d}/{change[1]:+d}")
    elif isinstance(effect, KeywordGrant) and effect.lose:
        _observe_keyword_loss(state, o, effect.keyword)
    elif isinstance(effect, KeywordGrant):
        if effect.keyword.lower() not in keywords(state, o):
            raise Problem(f"{o.name} doesn't have {effect.keyword}")
    elif type(effect).__name__ == "CharacteristicPT":
        power_toughness(state, o)          # evaluated by the query layer (layer 7a)
    elif type(effect).__name__ == "AddCardTypes":
        from ...runtime.engine.query import is_type
        state.active = o.controller         # "during your turn" (living metal, CR 702.161a)
        if not all(is_type(o, t, state) for t in effect.types):           # layer 4, CR 205.1b
            raise Problem(f"{o.name} isn't {' '.join(t.value for t in effect.types)} in addition to its other types")
    elif type(effect).__name__ == "AddSubtypes":
        from ...runtime.engine.query import subtypes
        added = effect.added_by(state.objects[src]) if effect.chosen else effect.subtypes
        if not added or not set(added) <= set(subtypes(state, o)):     # layer 4, CR 205.1b, 607.2d
            raise Problem(f"{o.name} isn't {' '.join(added) or 'a chosen type'} in addition to its other types")
    elif type(effect).__name__ == "SetLandType":          # layer 4, CR 305.7
        from ...runtime.engine.continuous_effects import LAND_TYPES, basic_mana_ability
        from ...runtime.engine.query import all_abilities, subtypes
        effect = effect.as_set_by(state.objects[src])     # the chosen type (CR 607.2d)
        if effect is None:
            raise Problem(f"{state.objects[src].name} has chosen no basic land type")
        land_types = [s for s in subtypes(state, o) if s in LAND_TYPES]
        if land_types != [effect.subtype] or basic_mana_ability(effect.subtype) not in all_abilities(state, o):
            raise Problem(f"{o.name} isn't only a {effect.subtype} with its mana ability")
    elif isinstance(effect, Restriction) and effect.action.value == "activate":
        from .exercise_control import observe_no_activations
        observe_no_activations(game, oid)
    elif isinstance(effect, Restriction):
        if not restricted(state, o, effect.action):
            raise Problem(f"the restriction {effect.action.value} doesn't apply to {o.name}")
    else:
        observe_static(game, effect, o, src)


def _enter_as_cast(game: Game, definition: CardDefinition, rep: EntersWithCounters) -> None:
    """Converge's "a +1/+1 counter on it for each color of mana spent to cast it": only a spell
    has mana spent to cast it (CR 601.2h), so it is cast; it enters with one counter for each
    color of the mana paid (CR 105.1), at least one."""
    state = game.state
    _cast_card(game, definition)
    spent = state.objects[state.stack[-1].source_id].mana_spent
    _resolve(game)
    o = next((state.objects[i] for i in sorted(state.battlefield) if state.objects[i].name == definition.name), None)
    if o is None:
        return                 # it left again (its own abilities); entering was exercised
    want = len({t for t in spent if t.is_color}) if rep.amount.colors else len(spent)
    if want == 0 or o.counters.get(rep.counter, 0) != want:
        raise Problem(f"it entered with {o.counters.get(rep.counter, 0)} {rep.counter} counters, "
                      f"not one for each of the {want} colors of mana spent to cast it")


def _exercise_replacement(game: Game, definition: CardDefinition, ability: ReplacementAbility) -> None:
    state = game.state
    rep = ability.replacement
    if isinstance(rep, EntersWithCounters) and type(rep.amount).__name__ == "ManaSpentToCast":
        _enter_as_cast(game, definition, rep)
        return
    if isinstance(rep, (EntersTapped, EntersWithCounters)):
        each = getattr(getattr(rep, "amount", None), "ref", None)
        if isinstance(getattr(each, "filter", None), ObjectFilter) and each.filter.zone is Zone.BATTLEFIELD:
            _make_fitting(game, each.filter, -1)     # "a counter for each Gate you control": one Gate
        with game.transaction():
            oid = game.put_onto_battlefield(ME, definition, as_effect=True, x=2)
        o = state.objects[oid]
        if isinstance(rep, EntersTapped) and not o.tapped:
            raise Problem("it didn't enter tapped")
        if isinstance(rep, EntersWithCounters) and not o.counters.get(rep.counter) and \
                "X" not in repr(rep.amount) and o.zone is Zone.BATTLEFIELD:
            raise Problem(f"it didn't enter with {rep.counter} counters")
        _resolve(game)
        return
    src = _place_card(game, definition)
    if isinstance(rep, (MultiplyMana, ReplaceManaType)):
        owner = OPP if rep.player is Controller.OPPONENT else ME
        land = next((i for i in sorted(state.battlefield) if state.objects[i].controller == owner
                     and not state.objects[i].tapped and matches(state, rep.sources, state.objects[i], ME, src)
                     and any(isinstance(a, ManaAbility) and a.taps for a in state.objects[i].definition.abilities)),
                    None)
        if land is None:
            raise Problem("no permanent to tap for mana under this replacement")
        state.priority = owner
        produced = game.tap_for_mana(owner, land)
        state.priority = ME
        if isinstance(rep, MultiplyMana) and len(produced) < rep.factor:
            raise Problem(f"tapping for mana produced {len(produced)} mana, not {rep.factor} times as much")
        return
    if isinstance(rep, (ModifyCounterPlacement, ModifyPlayerCounters, MultiplyTokens)):
        exercise_quantity_replacement(game, rep, src)
        return
    exercise = _REPLACEMENT_EXERCISES.get(type(rep).__name__)
    if exercise is not None:
        exercise(game, rep, src)
        return
    if exercise_enter_replacement(game, definition, rep, src):
        return
    raise Problem(f"the exercise doesn't know replacement {type(rep).__name__}")


def _exercise_exiled_instead(game: Game, rep, src: int) -> None:
    """"If ~ would be put into a graveyard from anywhere, exile it instead": destroyed, the card
    goes to exile (CR 614.1a)."""
    from ...runtime.effects import Destroy
    from ...runtime.engine.vm import Context, run
    from ...runtime.filters import SelfRef
    state = game.state
    owner = state.objects[src].owner
    with game.transaction():
        run(game, Context(ME, src), (Destroy(SelfRef()),))
    if not state.players[owner].exile:
        raise Problem("it wasn't exiled instead of being put into the graveyard")


def _exercise_skipped_step(game: Game, rep, src: int) -> None:
    """"Skip your draw step." (CR 614.10): its controller's step begins and doesn't happen: no
    card is drawn, no player gets priority in it."""
    from ...runtime.engine.query import static_condition_holds
    from ...runtime.engine.turn import begin_step
    state = game.state
    if rep.condition is not None and not static_condition_holds(state, rep.condition, state.objects[src]):
        hand_size_setup(game, rep.condition, src)
        if not static_condition_holds(state, rep.condition, state.objects[src]):
            raise Problem("the exercise can't make the skip's condition hold")
    state.active = state.objects[src].controller
    hand, logged = len(state.players[state.active].hand), len(game.log.entries)
    with game.transaction():
        gave_priority = begin_step(game, rep.step)
    if gave_priority or len(state.players[state.active].hand) != hand \
            or not any("skips their" in entry.text for entry in game.log.entries[logged:]):
        raise Problem(f"the {rep.step.value} step wasn't skipped")


def _exercise_damage_replaced(game: Game, rep, src: int) -> None:
    """"If damage would be dealt to ~ [/ to you], prevent that damage. ..." (CR 614.1a, 615.1a):
    2 damage from an opponent's creature is dealt to it (or to its controller); none is dealt, and
    the replacement's effects run (each observed by the verifier)."""
    from ...runtime.engine.combat import damage_object, damage_player
    state = game.state
    o = state.objects[src]
    o.counters["+1/+1"] = o.counters.get("+1/+1", 0) + 2    # what "remove a +1/+1 counter" acts on
    attacker = next((i for i in sorted(state.battlefield) if state.objects[i].controller == OPP), None)
    source = state.objects[attacker] if attacker is not None else None
    life, damage = state.players[o.controller].life, o.damage
    with game.transaction():
        if rep.to_you:
            damage_player(game, source, o.controller, 2)
        else:
            damage_object(game, source, o, 2)
    if state.players[o.controller].life != life or state.objects[src].damage != damage:
        raise Problem("the damage was dealt, not replaced")
    if not any("(CR 61" in e.text and "damage to" in e.text for e in game.log.entries[-20:]):
        raise Problem("no damage replacement was applied")


def _exercise_others_enter_with_counters(game: Game, rep, src: int) -> None:
    """"Each other Warrior creature you control enters with an additional +1/+1 counter on it": a
    fitting permanent put onto the battlefield under the source's controller has the counter
    (CR 614.1c, 122.6)."""
    state = game.state
    with game.transaction():          # entering as an effect would: replacements apply
        oid = game.put_onto_battlefield(state.objects[src].controller,
                                        fitting_definition(_with_chosen(state, rep.objects, src)), as_effect=True)
    entered = state.objects[oid]
    if entered.counters.get(rep.counter, 0) < rep.amount:
        raise Problem(f"{entered.name} didn't enter with an additional {rep.counter} counter")


def _exercise_life_gain(game: Game, rep, src: int) -> None:
    """"You gain twice that much life instead" / "that player gains no life instead": a player
    the replacement names gains 2 life through it (CR 614.1a, 119.3)."""
    state = game.state
    owner = state.objects[src].controller
    who = OPP if rep.player is Controller.OPPONENT else owner
    before = state.players[who].life
    with game.transaction():
        game.gain_life(who, 2)
    if state.players[who].life - before != 2 * rep.factor:
        raise Problem(f"gaining 2 life gave {state.players[who].life - before}, not {2 * rep.factor}")


# replacements whose exercise needs only the card placed: the event each replaces, observed
_REPLACEMENT_EXERCISES = {"MultiplyLifeGain": _exercise_life_gain,
                          "OthersEnterWithCounters": _exercise_others_enter_with_counters,
                          "ExileInsteadOfGraveyard": _exercise_exiled_instead, "SkipStep": _exercise_skipped_step,
                          "ReplaceDamage": _exercise_damage_replaced}


def exercise_quantity_replacement(game: Game, rep, src: int) -> None:
    """Two counters put by an effect (or one token created) under the replacement: the event
    changes as the replacement says (CR 614.1a): 2 -> 4 (twice), 3 (plus one), 1 (minus one)."""
    from ...runtime.effects import CreateToken, GetEnergy, TokenSpec
    from ...runtime.engine.vm import Context, run
    from ...runtime.engine.zones import put_counters
    state = game.state
    if isinstance(rep, MultiplyTokens):
        before = len(state.battlefield)
        with game.transaction():
            run(game, Context(ME, src), (CreateToken(TokenSpec("Exercise Token", 1, 1)),))
        if len(state.battlefield) - before != rep.factor:
            raise Problem(f"creating one token made {len(state.battlefield) - before}, not {rep.factor}")
    elif isinstance(rep, ModifyPlayerCounters):
        before = state.players[ME].energy
        with game.transaction():
            run(game, Context(ME, src), (GetEnergy(Fixed(2)),))
        if state.players[ME].energy - before != rep.changed(2):
            raise Problem("the counters the player got weren't modified")
    else:
        oid = _make_fitting(game, rep.recipients, src)
        kind = rep.counter or "+1/+1"
        before = state.objects[oid].counters.get(kind, 0)
        with game.transaction():
            put_counters(game, state.objects[oid], kind, 2)
        if state.objects[oid].counters.get(kind, 0) - before != rep.changed(2):
            raise Problem("the counters put weren't modified")
    _resolve(game)


def _observe_unpreventable(game, source) -> None:
    """CR 615.12: a shield that prevents all combat damage to the opponent this turn prevents
    none of the source's combat damage and isn't used up."""
    from ...runtime.engine.combat import damage_player
    state = game.state
    state.preventions.append({"combat_only": True, "remaining": None, "objects": None, "players": [OPP],
                              "sources": None, "by": (), "controller": OPP, "source_id": None})
    before = state.players[OPP].life
    damage_player(game, source, OPP, 2, combat=True)
    if state.players[OPP].life != before - 2:
        raise _problem("the combat damage was prevented")


def _observe_untap_in_others_step(game, effect, o, src: int) -> None:
    """CR 502.3: in another player's untap step, a tapped permanent the static names untaps."""
    from ...runtime.engine.turn import _untap
    state = game.state
    if not isinstance(effect.objects, SelfRef):
        o = state.objects[_make_fitting(game, effect.objects, src)]
    o.tapped = True
    active, state.active = state.active, OPP if state.objects[src].controller == ME else ME
    _untap(game)
    state.active = active
    if state.objects[o.id].tapped:
        raise _problem(f"{o.name} didn't untap in another player's untap step")


def observe_static(game, effect, o, src: int) -> None:
    """Check that the engine reflects the static; raise Problem if not."""
    from ...runtime.engine.combat import blocker_bounds, blocks_allowed, static_block_problem
    from ...runtime.engine.query import applies_to, granted_abilities, keywords, matches
    state = game.state
    source = state.objects[src]
    bear = next((state.objects[i] for i in sorted(state.battlefield)
                 if state.objects[i].name == "Exercise Bear" and state.objects[i].controller == OPP), None)
    if isinstance(effect, CanBlockOnly):
        fits = matches(state, effect.attackers, bear, source.controller, src, check_zone=False)
        if fits == (static_block_problem(game, o, bear) is not None):
            raise _problem(f"{o.name}'s blocking restriction isn't applied")
    elif isinstance(effect, CantBeBlockedBy):
        blocker = state.objects[_make_fitting(game, replace(effect.blockers, controller=Controller.OPPONENT),
                                              src, need_creature=True)] if not effect.except_by else bear
        fits = matches(state, effect.blockers, blocker, source.controller, src, check_zone=False)
        if (fits != effect.except_by) != (static_block_problem(game, blocker, o) is not None):
            raise _problem(f"{o.name} can't-be-blocked-by isn't applied")
    elif isinstance(effect, BlockerCount):
        low, high = blocker_bounds(game, o)
        if low < effect.minimum or (effect.maximum is not None and (high is None or high > effect.maximum)):
            raise _problem(f"{o.name}'s blocker count isn't applied")
    elif isinstance(effect, AdditionalBlocks):
        n = blocks_allowed(game, o)
        if n is not None and (effect.number is None or n < 1 + effect.number):
            raise _problem(f"{o.name} can't block additional creatures")
    elif isinstance(effect, OptionalUntap):
        from ...runtime.engine.turn import _untap
        o.tapped = True
        state.active = o.controller
        _untap(game)          # the controller is asked (CR 502.3)
    elif isinstance(effect, UntapDuringOthersUntap):
        _observe_untap_in_others_step(game, effect, o, src)
    elif isinstance(effect, PreventDamage):
        observe_prevention(game, effect, o, source, bear)
    elif isinstance(effect, SelfCostChange):
        from ...runtime.engine.actions import _self_cost_change
        card = game.add_card(source.controller, source.definition)
        _self_cost_change(game, state.objects[card], source.definition.mana_cost)
    elif type(effect).__name__ == "CostModifier":
        _observe_cost_modifier(game, effect, source)
    elif type(effect).__name__ == "UnlockCostModifier":            # CR 709.5e, 601.2f
        _observe_unlock_cost(game, effect, source)
    elif type(effect).__name__ == "LureRequirement":
        _observe_lure(game, effect, o, source)
    elif type(effect).__name__ == "MustBeBlocked":
        _observe_must_be_blocked(game, o, source)
    elif type(effect).__name__ == "OthersEnterTapped":
        with game.transaction():          # entering as an effect would: replacements apply
            oid = game.put_onto_battlefield(_owner_for(effect.objects), fitting_definition(effect.objects),
                                            as_effect=True)
        entered = state.objects[oid]
        if not entered.tapped:
            raise _problem(f"{entered.name} didn't enter tapped")
    elif type(effect).__name__ == "PreventSomeDamage":
        observe_prevent_some(game, effect, source, bear)
    elif type(effect).__name__ == "RedirectDamage":
        observe_redirect(game, effect, source, bear)
    elif type(effect).__name__ == "DamageCantBePrevented":
        _observe_unpreventable(game, source)
    elif type(effect).__name__ == "MaximumHandSize":              # CR 402.2
        _observe_hand_size(state, effect, source)
    elif type(effect).__name__ == "AssignsDamageByToughness":     # CR 510.1a
        from ...runtime.engine.combat import combat_damage_amount
        from ...runtime.engine.query import toughness
        if combat_damage_amount(state, o) != toughness(state, o):
            raise _problem(f"{o.name} doesn't assign combat damage equal to its toughness")
    elif type(effect).__name__ == "CantLoseTheGame":             # CR 104.3
        from ...runtime.engine.turn import check_sba
        player = state.players[source.controller]
        player.life = 0
        check_sba(game)
        if player.lost:
            raise _problem("its controller lost the game at 0 life")
    elif type(effect).__name__ == "LifeFloor":
        from ...runtime.engine.combat import damage_player
        player = state.players[source.controller]
        player.life = effect.floor + 2
        damage_player(game, None, source.controller, effect.floor + 5)
        if player.life != effect.floor:
            raise _problem(f"damage reduced the life total to {player.life}, not {effect.floor}")
    elif isinstance(effect, AbilityGrant):
        from ...runtime.engine.grantor import bind_grantor
        granted = bind_grantor(effect.ability, source.id)     # naming its grantor (CR 201.5a)
        if not applies_to(state, effect.objects, o, source) or granted not in granted_abilities(state, o):
            raise _problem(f"{o.name} doesn't have the granted ability")
        if isinstance(effect.ability, KeywordAbility) and effect.ability.name.lower() not in keywords(state, o):
            raise _problem(f"{o.name} doesn't have {effect.ability.name}")
    elif type(effect).__name__ in ("BasePT", "BasePTManaValue"):       # CR 613.4b: layer 7b, before changes
        from ...runtime.engine.query import mana_value, power_toughness
        if applies_to(state, effect.objects, o, source):
            base = (effect.power, effect.toughness) if type(effect).__name__ == "BasePT" else (mana_value(o),) * 2
            p, t = power_toughness(state, o)
            changes = sum(m.power for m in o.modifications), sum(m.toughness for m in o.modifications)
            plus = o.counters.get("+1/+1", 0) - o.counters.get("-1/-1", 0)
            if (p - changes[0] - plus, t - changes[1] - plus) != base and not _anthems_apply(state, o):
                raise _problem(f"{o.name} is {p}/{t}, not base {base[0]}/{base[1]}")
    elif type(effect).__name__ == "MayExertAsAttacks":      # CR 508.1g, 701.39d
        _attack(game, src)
        if not game.state.objects[src].exerted:
            raise _problem(f"{source.name} wasn't exerted as it attacked")
    else:
        raise _problem(f"the exercise doesn't know static {type(effect).__name__}")


def _observe_unlock_cost(game, effect, source) -> None:
    """CR 709.5e, 601.2f: a door costing {3} costs its controller the static's amount more or less
    to unlock (a reduction of generic mana, CR 118.7c)."""
    from ...runtime.mana_costs import ManaCost, ManaSymbol, SymbolKind
    from ...runtime.mechanics.rooms import unlock_cost
    door = ManaCost((ManaSymbol(SymbolKind.GENERIC, generic=3),))
    change = effect.amount.mana_value
    if unlock_cost(game, source.controller, door).mana_value != (3 + change if effect.more else max(0, 3 - change)):
        raise _problem(f"unlocking a door doesn't cost {change} {'more' if effect.more else 'less'}")


def observe_station_creature(game, definition, effect) -> None:
    """CR 721.2b: below its threshold of charge counters the Spacecraft is no creature; with that
    many it is one, with its printed power and toughness."""
    from ...runtime.engine.query import is_creature
    o = game.state.objects[_place_card(game, definition)]
    o.counters["charge"] = effect.threshold - 1
    if is_creature(o, game.state):
        raise _problem(f"{o.name} is a creature with {effect.threshold - 1} charge counters")
    o.counters["charge"] = effect.threshold
    printed = (int(definition.power), int(definition.toughness))
    if not is_creature(o, game.state) or power_toughness(game.state, o) != printed:
        raise _problem(f"{o.name} with {effect.threshold} charge counters isn't a {printed[0]}/{printed[1]} creature")


def _anthems_apply(state, o) -> bool:
    from ...runtime.abilities import Anthem
    from ...runtime.engine.query import applies_to, static_effects
    return any(applies_to(state, a.objects, o, src) for src, a in static_effects(state, Anthem))


def exercise_as_though_flash(game, definition, effect) -> None:
    """Cast the card during the opponent's turn (when a sorcery couldn't be cast, CR 601.3b); with
    the drawback, the permanent it becomes is sacrificed at the beginning of the cleanup step."""
    from ...runtime.characteristics import ManaType
    from ...runtime.handlers.shields import sacrifice_flashed
    state = game.state
    state.active, state.priority = OPP, ME
    if effect.extra is not None:
        game.add_mana(ME, [ManaType.COLORLESS] * effect.extra.mana_value)
    spell = _cast_card(game, definition)
    if state.objects[spell].cast_with != "as_though_flash":
        raise _problem("it wasn't cast as though it had flash")
    _resolve(game)
    if effect.sacrifice_at_cleanup and any(t in definition.types for t in (CardType.CREATURE, CardType.ARTIFACT,
                                                                        CardType.ENCHANTMENT, CardType.LAND)):
        mine = [i for i in state.battlefield if state.objects[i].name == definition.name
                and state.objects[i].controller == ME]
        if mine and not state.objects[mine[-1]].sacrifice_at_cleanup:
            raise _problem("the permanent it became isn't to be sacrificed at cleanup")
        sacrifice_flashed(game)
        if mine and state.live(mine[-1]) is not None and state.objects[mine[-1]].zone is Zone.BATTLEFIELD:
            raise _problem("it wasn't sacrificed at the beginning of the cleanup step")


def exercise_alternative_cost(game, definition, effect) -> None:
    """Cast the card for its alternative cost (CR 118.9) with only that mana in the pool and the
    permanents to sacrifice, return or tap, or the cards to exile; those costs must be paid."""
    from ...runtime.costs import ExileFromZone, ReturnToHandCost, Sacrifice, SymbolKind, TapPermanents
    from ...runtime.characteristics import ManaType
    from ...runtime.engine.objects import ManaUnit
    from ...runtime.engine.query import candidates
    state = game.state
    oid = game.add_card(ME, definition)
    meet_casting_rules(game, definition, oid)
    if effect.condition is not None:
        _meet_alternative_condition(game, effect.condition, oid)
    paid = [c for c in effect.costs if isinstance(c, (Sacrifice, ReturnToHandCost, ExileFromZone, TapPermanents))
            and not getattr(c, "self_only", False)]
    for c in paid:
        for _ in range(c.count):
            if c.filter.zone is Zone.BATTLEFIELD:      # "tap an untapped creature you control"
                _make_fitting(game, c.filter, oid)
            else:                                      # "exile a blue card from your hand"
                game.add_card(ME, fitting_definition(c.filter), c.filter.zone)
    # counted without the spell itself: a green card in hand before it is cast, on the stack after
    before = [len([i for i in candidates(state, c.filter, ME, oid) if state.objects[i].controller == ME and i != oid])
              for c in paid]
    prepare_spell_targets(game, definition, oid)
    pool = state.players[ME].pool
    pool.clear()
    for c in effect.costs:
        for s in getattr(c, "symbols", ()):
            if s.kind is SymbolKind.COLORED and len(s.types) == 1:
                pool.append(ManaUnit(s.types[0]))
            elif s.kind is SymbolKind.GENERIC:
                pool.extend(ManaUnit(ManaType.COLORLESS) for _ in range(s.generic))
            else:
                raise _problem(f"the exercise can't pay a {s.kind.value} symbol of the alternative cost")
    state.priority = ME
    game.cast(ME, oid, alt="alternative")
    after = [len([i for i in candidates(state, c.filter, ME, oid) if state.objects[i].controller == ME and i != oid])
             for c in paid]
    if any(a > b - c.count for a, b, c in zip(after, before, paid)):
        raise _problem("the alternative cost's sacrifice/return/exile/tap wasn't paid")
    _resolve(game)


def _meet_alternative_condition(game, cond, oid: int) -> None:
    """The alternative cost's condition made true: raid, "if you control a Swamp", "if an
    opponent controls a Plains and you control a Swamp" (each part)."""
    kind = type(cond).__name__
    if kind == "AllOfConditions":
        for part in cond.parts:
            _meet_alternative_condition(game, part, oid)
    elif kind == "AttackedThisTurn":            # raid (CR 508.1)
        game.state.attacked_this_turn += (ME,)
    elif kind == "YouControl":
        for _ in range(cond.at_least):
            _make_fitting(game, replace(cond.filter, controller=Controller.YOU), oid)
    elif kind == "ObjectCount" and cond.filter.controller is Controller.OPPONENT:
        for _ in range(cond.at_least):         # "an opponent controls a Plains": one of theirs
            _make_fitting(game, cond.filter, oid)
    else:
        make_true(game, cond, oid)


def _observe_cost_modifier(game, effect, source) -> None:
    """"<spells> you cast cost {N} more/less to cast" (CR 601.2f): a fitting spell's total
    cost with the static in play differs from its cost without it by N."""
    from ...runtime.engine.actions import _modified_cost
    from ...runtime.costs import ManaSymbol, SymbolKind
    state = game.state
    if effect.spells.chosen_subtype and not source.chosen.get("creature_type"):
        source.chosen["creature_type"] = ["Elf"]          # as if "choose a creature type" was answered
    if effect.spells.chosen_color and not source.chosen.get("color"):
        source.chosen["color"] = ["G"]
    spells = _with_chosen(state, effect.spells, source.id)
    fit = fitting_definition(replace(spells, spell=False, controller=Controller.ANY),
                             name="Exercise Spell")
    big = ManaCost((ManaSymbol(SymbolKind.GENERIC, generic=6),) + fit.mana_cost.symbols)
    card = state.objects[game.add_card(source.controller, replace(fit, mana_cost=big))]
    with_it = _modified_cost(game, card, big).mana_value
    state.battlefield.remove(source.id)
    try:
        without = _modified_cost(game, card, big).mana_value
    finally:
        state.battlefield.append(source.id)
        state.battlefield.sort()
    change = effect.amount.mana_value if effect.more else -effect.amount.mana_value
    if with_it - without != change:
        raise _problem(f"the spell's cost changed by {with_it - without}, not {change}")


def _exercise_enter_as_copy(game, definition, rep, src: int) -> None:
    """Put a permanent fitting the filter onto the battlefield, then the card as an effect, copying
    it; it must enter with the copied characteristics (CR 707.2) and leave as its own card."""
    from ...runtime.engine.decider import ChoiceKind
    from ...runtime.engine.vm import Context
    from ...runtime.engine.evaluation import condition_holds
    from ...runtime.engine.zones import remove_from_zone
    state = game.state
    model = _make_fitting(game, replace(rep.filter, zone=Zone.BATTLEFIELD), src)
    remove_from_zone(game, state.objects[src])
    holds = rep.condition is None or condition_holds(game, Context(ME, model), rep.condition)
    with game.transaction({ChoiceKind.MAY: [True], ChoiceKind.CHOOSE: [model]}):
        oid = game.put_onto_battlefield(ME, definition, as_effect=True)
    o = state.objects[oid]
    if holds and (o.definition != state.objects[model].definition or o.copied_from != definition):
        raise _problem(f"it didn't enter as a copy of {state.objects[model].name}")
    if holds and rep.tapped and not o.tapped:
        raise _problem("it didn't enter tapped")


def exercise_enter_replacement(game, definition, rep, src: int) -> bool:
    """Put the card onto the battlefield as an effect and check the replacement; False if unknown."""
    from ...runtime.engine.vm import Context
    from ...runtime.engine.evaluation import condition_holds
    from ...runtime.engine.zones import remove_from_zone
    if type(rep).__name__ == "EntersAsCopy":
        _exercise_enter_as_copy(game, definition, rep, src)
        return True
    if type(rep).__name__ == "EntersTappedUnlessPaid":
        _exercise_tapped_unless_paid(game, definition, rep, src)
        return True
    if not isinstance(rep, (ChooseOnEnter, EntersTappedUnless, EntersWithCountersIf)):
        return False
    state = game.state
    remove_from_zone(game, state.objects[src])
    expected = None
    if not isinstance(rep, ChooseOnEnter):
        expected = condition_holds(game, Context(ME, src, state.objects[src]), rep.condition)
    with game.transaction():
        oid = game.put_onto_battlefield(ME, definition, as_effect=True, x=2)
    o = state.objects[oid]
    if isinstance(rep, ChooseOnEnter):
        from ...runtime.handlers.enter_replacements import choice_options
        missing = [k.value for k in rep.choices if choice_options(game, o, k, ME) and not o.chosen.get(k.value)]
        if missing:
            raise _problem(f"nothing was chosen as it entered ({', '.join(missing)})")
    elif isinstance(rep, EntersTappedUnless):
        if o.tapped == expected and o.zone is Zone.BATTLEFIELD:
            raise _problem("it entered " + ("tapped though the condition held" if expected
                                            else "untapped though the condition was false"))
    elif expected and not o.counters.get(rep.counter) and "X" not in repr(rep.amount) \
            and o.zone is Zone.BATTLEFIELD:
        raise _problem(f"it didn't enter with {rep.counter} counters")
    return True


def _observe_lure(game, effect, o, source) -> None:
    """o attacks; a fitting untapped creature of the other player must block it (CR 509.1c)."""
    from ...runtime.handlers.grants import lure_attackers, lure_block_problem
    state = game.state
    saved = state.combat
    blocker = state.objects[_make_fitting(game, replace(effect.blockers, controller=Controller.OPPONENT,
                                                        tapped=False), source.id, need_creature=True)]
    o.tapped = False
    _into_combat(game, o.id, "attacking")
    try:
        if blocker.controller == o.controller:
            return
        if o.id not in lure_attackers(game, blocker) or lure_block_problem(game, {}) is None:
            raise _problem(f"{blocker.name} isn't required to block {o.name}")
    finally:
        state.combat = saved


def _observe_must_be_blocked(game, o, source) -> None:
    """o attacks; an untapped creature of the other player that could block it must (CR 509.1c)."""
    from ...runtime.characteristics import CardType
    from ...runtime.engine.combat import block_problem
    from ...runtime.filters import ObjectFilter
    from ...runtime.handlers.grants import must_be_blocked_problem
    state = game.state
    saved = state.combat
    blocker = state.objects[_make_fitting(game, ObjectFilter(types=(CardType.CREATURE,),
                                                             controller=Controller.OPPONENT),
                                          source.id, need_creature=True)]
    o.tapped = False
    _into_combat(game, o.id, "attacking")
    try:
        if blocker.controller == o.controller or block_problem(game, blocker, o.id) is not None:
            return
        if must_be_blocked_problem(game, {}) is None:
            raise _problem(f"{o.name} may go unblocked though {blocker.name} could block it")
        if must_be_blocked_problem(game, {blocker.id: o.id}) is not None:
            raise _problem(f"{blocker.name} blocking {o.name} doesn't meet the requirement")
    finally:
        state.combat = saved


def _exercise_tapped_unless_paid(game, definition, rep, src: int) -> None:
    """Enter twice: once declining (tapped), once paying or revealing (untapped)."""
    from ...runtime.engine.zones import remove_from_zone
    state = game.state
    remove_from_zone(game, state.objects[src])
    for pay in (False, True):
        if pay and rep.reveal is not None:
            game.add_card(ME, fitting_definition(rep.reveal), Zone.HAND)
        life = state.players[ME].life
        from ...runtime.engine.decider import ChoiceKind
        with game.transaction({ChoiceKind.MAY: [pay]}):
            oid = game.put_onto_battlefield(ME, definition, as_effect=True)
        o = state.objects[oid]
        if o.tapped == pay and o.zone is Zone.BATTLEFIELD:
            raise _problem("it entered " + ("tapped though it was paid for" if pay else "untapped unpaid"))
        if pay and rep.life and state.players[ME].life != life - rep.life:
            raise _problem(f"paying {rep.life} life didn't lower the life total")


def _observe_keyword_loss(state, o, keyword: str) -> None:
    """"Equipped creature loses flying": the object is given the keyword by itself for the
    check, and must not have it (CR 613.1f)."""
    printed = o.definition
    o.definition = replace(printed, abilities=printed.abilities + (KeywordAbility(keyword),))
    try:
        kept = keyword.lower() in keywords(state, o)
    finally:
        o.definition = printed
    if kept:
        raise Problem(f"{o.name} still has {keyword}")


def _observe_hand_size(state, effect, source) -> None:
    """CR 402.2: the player's maximum hand size is what the static says (seven otherwise)."""
    from ...runtime.engine.hand_size import maximum_hand_size
    from ...runtime.engine.query import static_amount
    from ...runtime.filters import PlayerRef
    player = source.controller if effect.player is PlayerRef.YOU else 1 - source.controller
    base = static_amount(state, effect.equal_to, source) if effect.equal_to is not None else 7
    expected = None if effect.unlimited else max(base + effect.change, 0)
    if maximum_hand_size(state, player) != expected:
        raise _problem(f"maximum hand size {maximum_hand_size(state, player)}, not {expected}")
