"""Exercising static abilities (exercise.py): checking that the query layer reflects a static
ability (power/toughness, keywords, restrictions, blocking, untapping, costs, prevention and
redirection of damage, lures). Replacement abilities are exercised in exercise_replacements.py.
"""
from __future__ import annotations

from dataclasses import replace

from ...runtime.abilities import (AbilityGrant, AdditionalBlocks, Anthem, BlockerCount, CanBlockOnly,
                                  CantBeBlockedBy, CardDefinition, CostPerExtraTarget, KeywordAbility, KeywordGrant,
                                  OptionalUntap, PreventDamage, UntapDuringOthersUntap, Restriction, SelfCostChange,
                                  StaticAbility)
from ...runtime.characteristics import CardType, Zone
from ...runtime.costs import ManaCost
from ...runtime.game import Game
from ...runtime.engine.query import keywords, matches, power_toughness, restricted
from ...runtime.engine.board import states_graveyard
from ...runtime.filters import Controller, ObjectFilter, SelfRef

from .exercise_conditions import _cast_card, hand_size_setup, make_true, meet_casting_rules
from .exercise_prevention import observe_prevent_some, observe_prevention, observe_redirect
from .exercise_surroundings import (BEAR, ME, OPP, Problem, _attack, _into_combat, _is_permanent, _make_fitting,
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
    if type(effect).__name__ == "BeginOnBattlefield":   # an opening-hand action (CR 103.6a)
        _observe_begin_on_battlefield(game, definition)
        return
    if type(effect).__name__ == "RevealFromOpeningHand":   # an opening-hand action (CR 103.6b)
        _observe_reveal_from_opening_hand(game, definition)
        return
    if type(effect).__name__ == "PlayFromElsewhere":   # CR 601.3, 113.6f, 607.2a
        from .exercise_zone_permissions import observe_play_from_elsewhere
        observe_play_from_elsewhere(game, definition, ability)
        return
    if type(effect).__name__ == "StationCreature":
        observe_station_creature(game, definition, effect)
        return
    if isinstance(effect, (CostPerExtraTarget,)) or type(effect).__name__ in ("AdditionalCost", "CastOnlyWhen"):
        _cast_card(game, definition)
        _resolve(game)
        return
    if states_graveyard(ability.condition):
        src = _place_in_graveyard(game, definition, ability.condition)
    elif _is_permanent(definition):
        src = _place_card(game, definition)
    else:
        src = game.add_card(ME, definition)
    if ability.condition is not None:
        from ...runtime.engine.query import static_condition_holds
        hand_size_setup(game, ability.condition, src)     # "as long as you have ... cards in hand"
        if not static_condition_holds(state, ability.condition, state.objects[src]):
            return          # the condition is evaluated; nothing to observe while it doesn't hold
    if type(effect).__name__ == "SpellsAsThoughFlash":
        observe_spells_flash(game, effect)
        return
    if type(effect).__name__ == "OneSpellEachTurn":
        observe_one_spell_each_turn(game)
        return
    objects = getattr(effect, "objects", None)
    if type(effect).__name__ == "CantAttackPlayer":
        from .exercise_control import observe_cant_attack
        observe_cant_attack(game, effect, src)
        return
    if type(effect).__name__ == "AttackTax":
        from .exercise_control import observe_attack_tax
        observe_attack_tax(game, effect, src)
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
    if type(effect).__name__ == "PlayWithRevealed":     # who sees hidden cards (CR 400.2)
        _observe_play_with_revealed(game, effect, src)
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
    elif type(effect).__name__ == "SetColors":            # layer 5, CR 105.3, 613.1e
        from ...runtime.engine.query import object_colors
        colors = effect.set_by(state.objects[src])                  # the chosen one (CR 607.2d)
        if (effect.chosen and not colors) or set(object_colors(o, state)) != set(colors):
            raise Problem(f"{o.name} isn't {' and '.join(c.name.lower() for c in colors) or 'colorless'}")
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


def _place_in_graveyard(game: Game, definition: CardDefinition, condition) -> int:
    """A static that works from its owner's graveyard (CR 113.6b): the card put there, and each
    "you control a Mountain" beside it made true, so the effect can be observed."""
    from ...runtime.filters import AllOfConditions, YouControl
    src = game.add_card(ME, definition, Zone.GRAVEYARD)
    for part in condition.parts if isinstance(condition, AllOfConditions) else ():
        if isinstance(part, YouControl):
            for _ in range(part.at_least):
                _make_fitting(game, replace(part.filter, controller=Controller.YOU), src)
    return src


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


def _observe_untap_limit(game, effect, src: int) -> None:
    """CR 502.3: in the untap step of a player the limit names, of one more tapped permanent it
    names than it allows, that many untap and one stays tapped."""
    from ...runtime.engine.turn import _untap
    from ...runtime.filters import PlayerRef
    state = game.state
    mine = state.objects[src].controller
    who = (OPP if mine == ME else ME) if effect.players is PlayerRef.EACH_OPPONENT else mine
    made = [state.objects[_make_fitting(game, effect.objects, src)] for _ in range(effect.most + 1)]
    for o in made:
        o.controller, o.tapped = who, True
    active, state.active = state.active, who
    _untap(game)
    state.active = active
    still = sum(o.tapped for o in made)
    if still != 1:
        raise _problem(f"{still} of {len(made)} tapped permanents stayed tapped; one should have")


def _observe_blockable_despite(game, effect, o, blocker) -> None:
    """"... can be blocked as though they didn't have islandwalk" (CR 702.14c): with an Island
    under the blocker's controller, the blocker may still block the creature with islandwalk."""
    from ...runtime.engine.combat import LANDWALK, evasion_problem
    from ...runtime.engine.query import has_keyword
    from .exercise_surroundings import BASICS
    land = next((b for b in BASICS if b.name == LANDWALK.get(effect.keyword)), None)
    if land is None or not has_keyword(game.state, o, effect.keyword):
        raise _problem(f"the exercise can't give {o.name} {effect.keyword} and its defender that land")
    game.put_onto_battlefield(blocker.controller, land)
    if evasion_problem(game, blocker, o) is not None:
        raise _problem(f"{o.name}'s {effect.keyword} still stops {blocker.name} from blocking it")


def _observe_attack_despite_defender(game, o) -> None:
    """"can attack as though it didn't have defender" (CR 702.3b): a creature it names, with
    defender (given it if it has none), is not stopped from attacking by defender."""
    from ...runtime.characteristics import Step
    from ...runtime.engine.combat import attack_problem
    from ...runtime.engine.query import has_keyword
    if not has_keyword(game.state, o, "defender"):
        o.definition = replace(o.definition, abilities=o.definition.abilities + (KeywordAbility("defender"),))
    o.tapped, o.controlled_since_turn_start = False, True
    game.set_step(Step.MAIN1, o.controller)
    problem = attack_problem(game, o)
    if problem is not None:
        raise _problem(f"{o.name} can't attack: {problem}")


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
    elif type(effect).__name__ == "BlockableDespite":
        _observe_blockable_despite(game, effect, o, bear)
    elif type(effect).__name__ == "CanAttackDespiteDefender":
        _observe_attack_despite_defender(game, o)
    elif isinstance(effect, OptionalUntap):
        from ...runtime.engine.turn import _untap
        o.tapped = True
        state.active = o.controller
        _untap(game)          # the controller is asked (CR 502.3)
    elif isinstance(effect, UntapDuringOthersUntap):
        _observe_untap_in_others_step(game, effect, o, src)
    elif type(effect).__name__ == "UntapLimit":
        _observe_untap_limit(game, effect, src)
    elif isinstance(effect, PreventDamage):
        observe_prevention(game, effect, o, source, bear)
    elif isinstance(effect, SelfCostChange):
        from ...runtime.engine.spell_costs import self_cost_change
        card = game.add_card(source.controller, source.definition)
        self_cost_change(game, state.objects[card], source.definition.mana_cost)
    elif type(effect).__name__ == "CostModifier":
        _observe_cost_modifier(game, effect, source)
    elif type(effect).__name__ == "UnlockCostModifier":            # CR 709.5e, 601.2f
        _observe_unlock_cost(game, effect, source)
    elif type(effect).__name__ == "LureRequirement":
        _observe_lure(game, effect, o, source)
    elif type(effect).__name__ == "MustBeBlocked":
        _observe_must_be_blocked(game, o, source)
    elif type(effect).__name__ == "AssignsAsThoughUnblocked":     # CR 510.1c
        _observe_as_though_unblocked(game, o, source)
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


def observe_spells_flash(game, effect) -> None:
    """Cast one of the spells it names during the opponent's turn, when a sorcery couldn't be
    cast (CR 601.3b, 307.1): the permission is what lets it be cast."""
    state = game.state
    state.active, state.priority = OPP, ME
    spell = _cast_card(game, fitting_definition(effect.spells))
    if state.objects[spell].cast_with != "as_though_flash":
        raise _problem("the spell wasn't cast as though it had flash")
    _resolve(game)


def observe_one_spell_each_turn(game) -> None:
    """Its controller casts a spell, then can't cast a second one this turn (CR 101.2)."""
    from ...runtime.errors import IllegalAction
    state = game.state
    state.active, state.priority = ME, ME
    first = fitting_definition(ObjectFilter(types=(CardType.SORCERY,)), name="Exercise First Spell")
    _cast_card(game, first)
    _resolve(game)
    try:
        _cast_card(game, replace(first, name="Exercise Second Spell"))     # its mana is there
    except IllegalAction as refused:
        if "more than one spell" in str(refused):
            return
        raise _problem(f"the second spell was refused for another reason: {refused}") from refused
    raise _problem("a second spell was cast this turn")


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
    from ...runtime.engine.spell_costs import modified_cost
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
    with_it = modified_cost(game, card, big).mana_value
    state.battlefield.remove(source.id)
    try:
        without = modified_cost(game, card, big).mana_value
    finally:
        state.battlefield.append(source.id)
        state.battlefield.sort()
    change = effect.amount.mana_value if effect.more else -effect.amount.mana_value
    if with_it - without != change:
        raise _problem(f"the spell's cost changed by {with_it - without}, not {change}")


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


def _opposing_creature(game, source):
    """A creature the other player controls, made to fit, for o to be blocked by."""
    fitting = ObjectFilter(types=(CardType.CREATURE,), controller=Controller.OPPONENT)
    return game.state.objects[_make_fitting(game, fitting, source.id, need_creature=True)]


def _observe_must_be_blocked(game, o, source) -> None:
    """o attacks; an untapped creature of the other player that could block it must (CR 509.1c)."""
    from ...runtime.engine.combat import block_problem
    from ...runtime.handlers.grants import must_be_blocked_problem
    state = game.state
    saved = state.combat
    blocker = _opposing_creature(game, source)
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


def _observe_as_though_unblocked(game, o, source) -> None:
    """o attacks and a creature of the other player blocks it; its controller, asked, has it
    assign its combat damage as though it weren't blocked: all of it to the player it attacks,
    none to the blocker (CR 510.1c)."""
    from ...runtime.engine.combat import _attacker_shares, combat_damage_amount
    from ...runtime.engine.damage_assignment import StepAssignments
    state = game.state
    saved = state.combat
    blocker = _opposing_creature(game, source)
    _into_combat(game, o.id, "attacking")
    combat = state.combat
    combat.blockers[o.id] = [blocker.id]
    combat.blocking[blocker.id] = o.id
    combat.blocked.append(o.id)
    try:
        n = combat_damage_amount(state, o)
        shares = _attacker_shares(game, o, StepAssignments())
        if n <= 0 or [(s.amount, s.player) for s in shares] != [(n, combat.defender[o.id])]:
            raise _problem(f"{o.name} didn't assign its {n} combat damage as though it weren't blocked")
    finally:
        state.combat = saved


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
    every = (source.controller, 1 - source.controller) if effect.player is PlayerRef.EACH_PLAYER else ()
    base = static_amount(state, effect.equal_to, source) if effect.equal_to is not None else 7
    expected = None if effect.unlimited else max(base + effect.change, 0)
    for player in every or (source.controller if effect.player is PlayerRef.YOU else 1 - source.controller,):
        if maximum_hand_size(state, player) != expected:
            raise _problem(f"maximum hand size {maximum_hand_size(state, player)}, not {expected}")


def _observe_begin_on_battlefield(game, definition) -> None:
    """CR 103.6a: the card in its owner's opening hand, the opening-hand actions taken: it begins
    the game on the battlefield."""
    from ...runtime.mechanics.opening_hand import take_opening_hand_actions
    oid = game.add_card(ME, definition)
    entered = take_opening_hand_actions(game, ME)
    if oid in game.state.players[ME].hand or not any(
            game.state.objects[i].name == definition.name for i in entered):
        raise Problem("the card didn't begin the game on the battlefield from the opening hand")


def _observe_reveal_from_opening_hand(game, definition) -> None:
    """CR 103.6b: the card revealed from its owner's opening hand sets up its delayed trigger
    (CR 603.7), which triggers and resolves as the game goes on; the card stays in the hand."""
    from ...runtime.mechanics.opening_hand import take_opening_hand_actions
    from .exercise_surroundings import _resolve
    state = game.state
    oid = game.add_card(ME, definition)
    before = {d.id for d in state.delayed}
    if take_opening_hand_actions(game, ME) != [oid]:
        raise Problem("the card couldn't be revealed from the opening hand")
    made = {d.id for d in state.delayed} - before
    if not made:
        raise Problem("revealing the card from the opening hand set up no delayed trigger")
    if oid not in state.players[ME].hand:
        raise Problem("the revealed card left the hand")
    turn = state.turn

    def waiting() -> bool:
        return any(d.id in made for d in game.state.delayed)
    while waiting() and game.state.turn <= turn + 2 and not game.state.over:
        game.pass_priority()
    if waiting():
        raise Problem("the delayed trigger set up from the opening hand never triggered")
    _resolve(game)


def _observe_play_with_revealed(game, effect, src: int) -> None:
    """CR 401.2, 402.3: with the source on the battlefield, the other player sees the revealed
    hidden card of each player the static names (a hand card, or the library's top card); once
    the source has left, they see it no longer."""
    from ...runtime.engine.zones import move
    from ...runtime.filters import PlayerRef
    owners = {PlayerRef.YOU: [ME], PlayerRef.EACH_OPPONENT: [OPP]}.get(effect.players, [ME, OPP])
    zone = Zone.HAND if effect.hand else Zone.LIBRARY
    cards = {}
    for owner in owners:
        if zone is Zone.LIBRARY and not game.state.players[owner].library:
            game.add_card(owner, BEAR, Zone.LIBRARY)
        cards[owner] = (game.add_card(owner, BEAR, Zone.HAND) if effect.hand
                        else game.state.players[owner].library[0])
    unseen = [owner for owner, oid in cards.items() if not game.sees(1 - owner, oid)]
    if unseen:
        raise Problem(f"{zone.value} card of player {unseen[0]} not seen by the other player")
    move(game, src, Zone.GRAVEYARD)
    still = [owner for owner, oid in cards.items() if game.sees(1 - owner, oid)]
    if still:
        raise Problem(f"{zone.value} card still seen by the other player once the source left")
