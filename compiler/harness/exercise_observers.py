"""Exercise-harness support for the later contract classes (exercise.py asks these):
performing BecomesTarget, SpellTargets, StateTrigger, DamagedBySourceDies; observing the
blocking, untap, prevention, cost and grant statics; the later "as ~ enters" replacements."""
from __future__ import annotations

from dataclasses import replace

from ...runtime.abilities import (AbilityGrant, AdditionalBlocks, BlockerCount, CanBlockOnly, CantBeBlockedBy,
                        CardDefinition, ChooseOnEnter, EntersTappedUnless, EntersWithCountersIf,
                        KeywordAbility, OptionalUntap, PreventDamage, SelfCostChange, SpellAbility,
                        TargetSpec)
from ...runtime.characteristics import CardType, Step, Zone
from ...runtime.costs import ManaCost
from ...runtime.effects import GainLife
from ...runtime.events import (AttacksUnblocked, AttacksWithOthers, BecomesBlockedBy, CardDrawn, CountersPut, Cycled,
                     Sacrificed, BecomesTarget, BecomesUntapped, BlocksCreature,
                     DamagedBySourceDies, Discarded, SpellTargets, StateTrigger, TurnedFaceUp)
from ...runtime.filters import Controller, ControlNone, CounterCount, Fixed, ObjectFilter, PlayerRef, SelfRef


class _Problem(Exception):
    pass


def _problem(msg: str) -> Exception:
    from .exercise import Problem
    return Problem(msg)


def _targeting_spell(name: str, base: CardDefinition | None = None) -> CardDefinition:
    """An instant (or the fitting spell) whose only target is any permanent; it gains 1 life."""
    ability = SpellAbility((GainLife(Fixed(1), PlayerRef.YOU),), (TargetSpec(ObjectFilter()),))
    if base is None:
        return CardDefinition(name, ManaCost(), (CardType.INSTANT,), abilities=(ability,))
    keep = tuple(a for a in base.abilities if not isinstance(a, SpellAbility))
    flash = () if CardType.INSTANT in base.types else (KeywordAbility("flash"),)
    return replace(base, name=name, mana_cost=ManaCost(), abilities=keep + flash + (ability,))


def _cast_targeting(game, caster: int, definition: CardDefinition, target: int) -> None:
    from .exercise import _top_up
    state = game.state
    oid = game.add_card(caster, definition)
    _top_up(game, caster)
    state.priority = caster
    game.cast(caster, oid, targets=[[target]])
    state.priority, state.passes = 0, 0


def perform_more(game, event, src: int, definition) -> bool:
    """Make `event` happen; False if it isn't one of these."""
    from .exercise import OPP, ME, _make_fitting, _subject, fitting_definition
    state = game.state
    if isinstance(event, BecomesTarget):
        oid = _subject(game, event.subject, src, need_creature=False)
        caster = OPP if event.by is Controller.OPPONENT else ME
        _cast_targeting(game, caster, _targeting_spell("Exercise Aim"), oid)
        return True
    if isinstance(event, SpellTargets):
        oid = _subject(game, event.subject, src, need_creature=False)
        caster = OPP if event.player is Controller.OPPONENT else ME
        base = fitting_definition(replace(event.filter, spell=False), name="Exercise Spell")
        _cast_targeting(game, caster, _targeting_spell("Exercise Spell", base), oid)
        return True
    if isinstance(event, StateTrigger):
        make_true(game, event.condition, src)
        game.check_state()
        return True
    if type(event).__name__ == "Explores":            # CR 701.40: the subject explores
        from ...runtime.effects import Explore
        from ...runtime.engine.evaluation import Context
        from ...runtime.engine.vm import run
        oid = _subject(game, event.subject, src)
        with game.transaction():
            run(game, Context(state.objects[oid].controller, oid), (Explore(SelfRef()),))
        return True
    if type(event).__name__ == "HauntedDies":         # CR 702.55c: the haunted creature dies
        from .exercise import BEAR, OPP
        from ...runtime.engine.zones import move
        victim = game.put_onto_battlefield(OPP, BEAR)
        state.objects[src].haunting = victim
        with game.transaction():
            move(game, victim, Zone.GRAVEYARD)
        return True
    if type(event).__name__ == "DealsDamageToCreature":   # CR 120.3: the subject deals damage
        from ...runtime.engine.combat import damage_object
        from .exercise import BEAR, OPP
        dealer = _subject(game, event.subject, src)
        victim = game.put_onto_battlefield(OPP, BEAR)
        state.objects[victim].counters["+1/+1"] = 3          # it survives to be "that creature"
        with game.transaction():
            damage_object(game, state.objects[dealer], state.objects[victim], 1, combat=True)
        return True
    if type(event).__name__ == "Exerted":             # CR 701.39: as it attacks, or directly
        from .exercise import _attack
        from ...runtime.handlers.triggers import exert
        oid = _subject(game, event.subject, src)
        if event.as_attacks:
            _attack(game, oid)          # the exercise answers "yes" to exerting it
        else:
            with game.transaction():
                exert(game, state.objects[oid])
        return True
    if type(event).__name__ == "BecomesTapped":       # CR 701.21a: tapped by a tap effect
        from ...runtime.effects import TapObjects
        from ...runtime.engine.evaluation import Context
        from ...runtime.engine.vm import run
        oid = _subject(game, event.subject, src, need_creature=False)
        o = state.objects[oid]
        o.tapped = False
        with game.transaction():
            run(game, Context(o.controller, oid), (TapObjects(SelfRef()),))
        return True
    if isinstance(event, (TurnedFaceUp, BlocksCreature, BecomesBlockedBy, Discarded, BecomesUntapped,
                          AttacksWithOthers, Cycled, CardDrawn, CountersPut, AttacksUnblocked, Sacrificed)):
        _perform_action_event(game, event, src, definition)
        return True
    if isinstance(event, DamagedBySourceDies):
        from ...runtime.engine.combat import damage_object
        from ...runtime.engine.zones import move
        victim = _make_fitting(game, replace(event.subject, other=False), src, need_creature=True)
        with game.transaction():
            damage_object(game, state.objects[src], state.objects[victim], 1)
            if state.live(victim) is not None and state.objects[victim].zone is Zone.BATTLEFIELD:
                move(game, victim, Zone.GRAVEYARD)
        return True
    return False


def _can_block(definition: CardDefinition) -> CardDefinition:
    """The same card with reach (and shadow/flying) so it can block whatever attacks."""
    extra = tuple(KeywordAbility(k) for k in ("reach", "flying") if not any(
        isinstance(a, KeywordAbility) and a.name.lower() == k for a in definition.abilities))
    return replace(definition, abilities=definition.abilities + extra)


def _opponent_filter(f: ObjectFilter, of: int) -> ObjectFilter:
    """`f` made to fit a creature controlled by the other player than `of` (the filter's
    controller is relative to the exercise's player, ME = 0)."""
    if f.controller is Controller.ANY:
        return replace(f, controller=Controller.OPPONENT if of == 0 else Controller.YOU)
    return f


def _face_down(game, definition, src: int, owner: int) -> int:
    """Cast `definition` face down for its morph cost (CR 702.37c) and return the permanent."""
    from .exercise import _resolve, _top_up
    from ...runtime.engine.zones import remove_from_zone
    state = game.state
    name = next((a.name.lower() for a in definition.abilities if isinstance(a, KeywordAbility)
                 and a.name.lower() in ("morph", "megamorph") and a.cost is not None), None)
    if name is None:
        raise _problem("it has no morph cost, so it can't be turned face up")
    if src is not None and src in state.objects and state.objects[src].zone is Zone.BATTLEFIELD:
        remove_from_zone(game, state.objects[src])
    card = game.add_card(owner, definition)
    _top_up(game, owner)
    state.priority = owner
    game.set_step(Step.MAIN1, owner)
    game.cast(owner, card, alt=name)
    _resolve(game)
    down = [i for i in sorted(state.battlefield) if state.objects[i].face_up is not None
            and state.objects[i].controller == owner]
    if not down:
        raise _problem("it didn't enter face down")
    return down[-1]


def _perform_action_event(game, event, src: int, definition) -> None:
    """Make these events happen by the engine's own actions (turning face up, declaring
    attackers and blockers, discarding, untapping)."""
    from .exercise import (ME, OPP, _attack, _make_fitting, _resolve, _subject, _top_up,
                           fitting_definition)
    from ...runtime.engine.query import matches, power_toughness
    state = game.state
    if isinstance(event, TurnedFaceUp):           # CR 702.37e: the special action
        if isinstance(event.subject, SelfRef):
            down = _face_down(game, definition, src, ME)
        else:
            f = event.subject
            owner = OPP if f.controller is Controller.OPPONENT else ME
            base = fitting_definition(f, need_creature=True)
            base = replace(base, abilities=base.abilities + (KeywordAbility("morph", cost=ManaCost()),))
            down = _face_down(game, base, None, owner)
        owner = state.objects[down].controller
        _top_up(game, owner)
        state.priority = owner
        game.turn_face_up(owner, down)
        state.priority, state.passes = ME, 0
        return
    if isinstance(event, BlocksCreature):         # CR 509.1i
        blocker = _subject(game, event.subject, src)
        who = state.objects[blocker].controller
        f = _opponent_filter(event.blocked, who)
        attacker = next((i for i in sorted(state.battlefield) if state.objects[i].controller != who
                         and matches(state, f, state.objects[i], ME, src)
                         and "defender" not in game.keywords(i)), None)
        if attacker is None:
            attacker = _make_fitting(game, replace(f, tapped=None), src, need_creature=True)
        state.objects[blocker].tapped = False
        _attack(game, attacker, {blocker: attacker})
        return
    if isinstance(event, BecomesBlockedBy):       # CR 509.1h
        attacker = _subject(game, event.subject, src)
        who = state.objects[attacker].controller
        o = state.objects[attacker]
        if power_toughness(state, o)[1] <= 0:
            o.counters["+1/+1"] = o.counters.get("+1/+1", 0) + 2
        f = _opponent_filter(replace(event.blocker, tapped=None), who)
        from .exercise import _owner_for
        d = _can_block(fitting_definition(replace(f, combat=None), need_creature=True))
        blocker = game.put_onto_battlefield(1 - who if f.controller is Controller.ANY else _owner_for(f), d)
        if not matches(state, replace(f, combat=None), state.objects[blocker], ME, src):
            raise _problem("the surroundings can't make a blocker fitting the filter")
        _attack(game, attacker, {blocker: attacker})
        return
    if isinstance(event, Discarded):              # CR 701.8
        from ...runtime.mechanics.casting import discard
        who = OPP if event.player is Controller.OPPONENT else ME
        card = game.add_card(who, fitting_definition(replace(event.filter, zone=Zone.HAND)), Zone.HAND)
        with game.transaction():
            discard(game, card)
        return
    if isinstance(event, BecomesUntapped):        # CR 701.21 by an untap effect
        from ...runtime.effects import UntapObjects
        from ...runtime.engine.evaluation import Context
        from ...runtime.engine.vm import run
        oid = _subject(game, event.subject, src, need_creature=False)
        o = state.objects[oid]
        o.tapped = True
        with game.transaction():
            run(game, Context(o.controller, oid), (UntapObjects(SelfRef()),))
        return
    if isinstance(event, Cycled):                 # CR 702.29: activate a cycling ability
        from ...runtime.mechanics.zone_abilities import LANDCYCLING
        from ...runtime.engine.zones import remove_from_zone
        who = OPP if event.player is Controller.OPPONENT else ME
        names = ("cycling", "basic landcycling", "landcycling", *LANDCYCLING)
        if event.self_only:
            if src is not None and src in state.objects and src in state.battlefield:
                remove_from_zone(game, state.objects[src])
            k = next((a for a in definition.abilities if isinstance(a, KeywordAbility)
                      and a.name.lower() in names), None)
            if k is None:
                raise _problem("it has no cycling ability")
            card = game.add_card(ME, definition)
        else:
            k = KeywordAbility("cycling", cost=ManaCost())
            base = fitting_definition(ObjectFilter(types=(CardType.CREATURE,)), name="Exercise Cycler")
            card = game.add_card(who, replace(base, abilities=base.abilities + (k,)))
        _top_up(game, who)
        state.priority = who
        game.activate(who, card, k.name.lower())
        state.priority, state.passes = ME, 0
        return
    if isinstance(event, CardDrawn):              # CR 121.1
        from ...runtime.engine.zones import draw
        with game.transaction():
            draw(game, OPP if event.player is Controller.OPPONENT else ME)
        return
    if isinstance(event, CountersPut):            # CR 122.6
        from ...runtime.engine.zones import put_counters
        oid = _subject(game, event.subject, src, need_creature=False)
        with game.transaction():
            put_counters(game, state.objects[oid], event.counter, 1)
        return
    if isinstance(event, AttacksUnblocked):       # CR 509.1h: no creature blocks it
        attacker = _subject(game, event.subject, src)
        if power_toughness(state, state.objects[attacker])[1] <= 0:
            state.objects[attacker].counters["+1/+1"] = 2
        _attack(game, attacker, {})
        return
    if isinstance(event, Sacrificed):             # CR 701.17
        from ...runtime.effects import SacrificeObjects
        from ...runtime.engine.evaluation import Context
        from ...runtime.engine.vm import run
        who = OPP if event.player is Controller.OPPONENT else ME
        f = replace(event.filter, controller=Controller.ANY)
        oid = next((i for i in sorted(state.battlefield) if state.objects[i].controller == who and i != src
                    and matches(state, f, state.objects[i], ME, src)), None)
        if oid is None:
            oid = game.put_onto_battlefield(who, fitting_definition(f))
        with game.transaction():
            run(game, Context(who, oid), (SacrificeObjects(SelfRef()),))
        return
    if isinstance(event, AttacksWithOthers):      # battalion: declared together (CR 508.1)
        attacker = _subject(game, event.subject, src)
        who = state.objects[attacker].controller
        others = [i for i in sorted(state.battlefield) if i != attacker and state.objects[i].controller == who
                  and CardType.CREATURE in state.objects[i].definition.types
                  and state.objects[i].name.startswith("Exercise")][:event.others]
        from .exercise import BEAR
        while len(others) < event.others:
            others.append(game.put_onto_battlefield(who, BEAR))
        for i in [attacker] + others:
            state.objects[i].tapped, state.objects[i].controlled_since_turn_start = False, True
        if power_toughness(state, state.objects[attacker])[1] <= 0:
            state.objects[attacker].counters["+1/+1"] = 2
        if state.active != who or state.step not in (Step.MAIN1, Step.BEGINNING_OF_COMBAT) or state.stack:
            _resolve(game)
            game.set_step(Step.MAIN1, who)
        game.declare_attackers(who, [attacker] + others)
        return


def hand_size_setup(game, cond, src: int | None) -> None:
    """Make a hand-size condition (CR 402) hold for the exercise player: "you have N or more cards
    in hand" fills the hand with vanilla cards; hellbent's "you have no cards in hand" puts the
    hand's cards on the bottom of the library."""
    from .exercise import BEAR, ME, OPP
    from ...runtime.filters import CardsInZone, NotCondition, PlayerHas
    from ...runtime.engine.zones import move
    hand = game.state.players[ME].zone(Zone.HAND)
    if isinstance(cond, CardsInZone) and cond.zone is Zone.HAND:
        for _ in range(max(0, cond.at_least - len(hand))):
            game.add_card(ME, BEAR, Zone.HAND)
    elif isinstance(cond, NotCondition) and isinstance(cond.condition, CardsInZone) \
            and cond.condition.zone is Zone.HAND:
        for oid in list(hand):
            if oid != src:
                move(game, oid, Zone.LIBRARY, to_bottom=True)
    elif isinstance(cond, PlayerHas):
        # "that player" is whoever the trigger event names: make it hold for every player it may be
        who = {PlayerRef.YOU: [ME], PlayerRef.EACH_OPPONENT: [OPP]}.get(cond.player, [ME, OPP])
        for p in who:
            _make_player_have(game, p, cond, src)


def _make_player_have(game, p: int, cond, src: int | None) -> None:
    from .exercise import BEAR
    from ...runtime.filters import Compare
    from ...runtime.engine.zones import move
    player = game.state.players[p]
    if cond.quantity == "life":
        player.life = cond.value if cond.compare in (Compare.GE, Compare.LE, Compare.EQ) else \
            cond.value + (1 if cond.compare is Compare.GT else -1)
        return
    hand = player.zone(Zone.HAND)
    if cond.compare is Compare.GE:
        for _ in range(max(0, cond.value - len(hand))):
            game.add_card(p, BEAR, Zone.HAND)
    elif cond.compare is Compare.LE:
        for oid in list(hand)[:max(0, len(hand) - cond.value)]:
            if oid != src:
                move(game, oid, Zone.LIBRARY, to_bottom=True)


def make_true(game, cond, src: int) -> None:
    """Set up the game so a state trigger's condition holds (CR 603.8)."""
    from ...runtime.engine.query import candidates
    from ...runtime.engine.zones import remove_from_zone
    state = game.state
    o = state.objects[src]
    if isinstance(cond, ControlNone):
        for i in candidates(state, cond.filter, o.controller, src):
            if state.objects[i].controller == o.controller and i != src:
                remove_from_zone(game, state.objects[i])
        return
    if isinstance(cond, CounterCount) and isinstance(cond.ref, SelfRef):
        o.counters[cond.counter] = max(o.counters.get(cond.counter, 0), cond.value)
        return
    raise _problem(f"the exercise can't make the state condition {type(cond).__name__} true")


def observe_static(game, effect, o, src: int) -> None:
    """Check that the engine reflects the static; raise Problem if not."""
    from ...runtime.engine.combat import blocker_bounds, blocks_allowed, static_block_problem
    from .exercise import OPP, _make_fitting
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
    elif isinstance(effect, PreventDamage):
        _observe_prevention(game, effect, o, source, bear)
    elif isinstance(effect, SelfCostChange):
        from ...runtime.engine.actions import _self_cost_change
        card = game.add_card(source.controller, source.definition)
        _self_cost_change(game, state.objects[card], source.definition.mana_cost)
    elif type(effect).__name__ == "CostModifier":
        _observe_cost_modifier(game, effect, source)
    elif type(effect).__name__ == "LureRequirement":
        _observe_lure(game, effect, o, source)
    elif type(effect).__name__ == "MustBeBlocked":
        _observe_must_be_blocked(game, o, source)
    elif type(effect).__name__ == "OthersEnterTapped":
        from .exercise import _owner_for, fitting_definition
        with game.transaction():          # entering as an effect would: replacements apply
            oid = game.put_onto_battlefield(_owner_for(effect.objects), fitting_definition(effect.objects),
                                            as_effect=True)
        entered = state.objects[oid]
        if not entered.tapped:
            raise _problem(f"{entered.name} didn't enter tapped")
    elif type(effect).__name__ == "PreventSomeDamage":
        _observe_prevent_some(game, effect, source, bear)
    elif type(effect).__name__ == "RedirectDamage":
        _observe_redirect(game, effect, source, bear)
    elif type(effect).__name__ == "LifeFloor":
        from ...runtime.engine.combat import damage_player
        player = state.players[source.controller]
        player.life = effect.floor + 2
        damage_player(game, None, source.controller, effect.floor + 5)
        if player.life != effect.floor:
            raise _problem(f"damage reduced the life total to {player.life}, not {effect.floor}")
    elif isinstance(effect, AbilityGrant):
        if not applies_to(state, effect.objects, o, source) or effect.ability not in granted_abilities(state, o):
            raise _problem(f"{o.name} doesn't have the granted ability")
        if isinstance(effect.ability, KeywordAbility) and effect.ability.name.lower() not in keywords(state, o):
            raise _problem(f"{o.name} doesn't have {effect.ability.name}")
    elif type(effect).__name__ == "BasePT":                  # CR 613.4b: layer 7b, before changes
        from ...runtime.engine.query import power_toughness
        if applies_to(state, effect.objects, o, source):
            p, t = power_toughness(state, o)
            changes = sum(m.power for m in o.modifications), sum(m.toughness for m in o.modifications)
            plus = o.counters.get("+1/+1", 0) - o.counters.get("-1/-1", 0)
            if (p - changes[0] - plus, t - changes[1] - plus) != (effect.power, effect.toughness) \
                    and not _anthems_apply(state, o):
                raise _problem(f"{o.name} is {p}/{t}, not base {effect.power}/{effect.toughness}")
    elif type(effect).__name__ == "MayExertAsAttacks":      # CR 508.1g, 701.39d
        from .exercise import _attack
        _attack(game, src)
        if not game.state.objects[src].exerted:
            raise _problem(f"{source.name} wasn't exerted as it attacked")
    else:
        raise _problem(f"the exercise doesn't know static {type(effect).__name__}")


def _anthems_apply(state, o) -> bool:
    from ...runtime.abilities import Anthem
    from ...runtime.engine.query import applies_to, static_effects
    return any(applies_to(state, a.objects, o, src) for src, a in static_effects(state, Anthem))


def exercise_as_though_flash(game, definition, effect) -> None:
    """Cast the card during the opponent's turn (when a sorcery couldn't be cast, CR 601.3b); with
    the drawback, the permanent it becomes is sacrificed at the beginning of the cleanup step."""
    from ...runtime.characteristics import ManaType
    from .exercise import ME, OPP, _cast_card, _resolve
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
    permanents to sacrifice or return; those costs must be paid."""
    from ...runtime.costs import ReturnToHandCost, Sacrifice, SymbolKind
    from .exercise import (ME, _all_specs, _ensure_targets, _make_fitting, _put_spell_on_stack, _resolve,
                           _spell_targets)
    from ...runtime.characteristics import ManaType
    from ...runtime.engine.objects import ManaUnit
    from ...runtime.engine.query import candidates
    state = game.state
    oid = game.add_card(ME, definition)
    cond = effect.condition
    if type(cond).__name__ == "AttackedThisTurn":            # raid (CR 508.1)
        state.attacked_this_turn += (ME,)
    elif type(cond).__name__ == "YouControl":
        for _ in range(cond.at_least):
            _make_fitting(game, replace(cond.filter, controller=Controller.YOU), oid)
    elif cond is not None:
        make_true(game, cond, oid)
    paid = [c for c in effect.costs if isinstance(c, (Sacrifice, ReturnToHandCost)) and not c.self_only]
    for c in paid:
        for _ in range(c.count):
            _make_fitting(game, c.filter, oid)
    before = [len([i for i in candidates(state, c.filter, ME, oid) if state.objects[i].controller == ME])
              for c in paid]
    ability = next((a for a in definition.abilities if isinstance(a, SpellAbility)), None)
    if ability is not None:
        _ensure_targets(game, _all_specs(ability.effects, ability.targets), oid)
        for f in _spell_targets(_all_specs(ability.effects, ability.targets)):
            _put_spell_on_stack(game, f)
            break
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
    after = [len([i for i in candidates(state, c.filter, ME, oid) if state.objects[i].controller == ME])
             for c in paid]
    if any(a > b - c.count for a, b, c in zip(after, before, paid)):
        raise _problem("the alternative cost's sacrifice/return wasn't paid")
    _resolve(game)


def _observe_cost_modifier(game, effect, source) -> None:
    """"<spells> you cast cost {N} more/less to cast" (CR 601.2f): a fitting spell's total
    cost with the static in play differs from its cost without it by N."""
    from ...runtime.engine.actions import _modified_cost
    from ...runtime.costs import ManaSymbol, SymbolKind
    from .exercise import _with_chosen, fitting_definition
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


def _prevention_subject(game, ref, source):
    """The object a static prevention names: the source itself ("~"), or an object fitting
    its filter ("enchanted creature": the one the source is attached to)."""
    from .exercise import _make_fitting
    if isinstance(ref, SelfRef):
        return source
    if isinstance(ref, ObjectFilter):
        return game.state.objects[_make_fitting(game, ref, source.id, need_creature=True)]
    return None


def _observe_redirect(game, effect, source, bear) -> None:
    """1 damage to the protected recipient is dealt to the new one instead (CR 614.9)."""
    from ...runtime.engine.combat import damage_object, damage_player
    from .exercise import _make_fitting
    state = game.state
    if effect.to_controller:
        o = state.objects[_make_fitting(game, effect.protected, source.id, need_creature=True)]
        life, before = state.players[o.controller].life, o.damage
        damage_object(game, bear, o, 1)
        if o.damage != before or state.players[o.controller].life != life - 1:
            raise _problem(f"damage to {o.name} wasn't dealt to its controller instead")
        return
    new = source if isinstance(effect.new_recipient, SelfRef) else \
        state.objects[_make_fitting(game, effect.new_recipient, source.id, need_creature=True)]
    life, before = state.players[source.controller].life, new.damage
    damage_player(game, bear, source.controller, 1)
    if state.players[source.controller].life != life or new.damage != before + 1:
        raise _problem(f"damage to you wasn't dealt to {new.name} instead")


def _observe_prevent_some(game, effect, source, bear) -> None:
    """Deal damage of a fitting source to the protected recipient: N less is dealt (or none of
    damage of at most N)."""
    from ...runtime.engine.combat import damage_object, damage_player
    from .exercise import _make_fitting
    state = game.state
    dealer = bear
    if effect.sources is not None:
        dealer = state.objects[_make_fitting(game, replace(effect.sources, controller=Controller.OPPONENT),
                                             source.id)]
    dealt = effect.at_most if effect.at_most is not None else effect.amount + 1
    expected = 0 if effect.at_most is not None else 1
    if effect.to_you:
        life = state.players[source.controller].life
        damage_player(game, dealer, source.controller, dealt)
        if life - state.players[source.controller].life != expected:
            raise _problem(f"{life - state.players[source.controller].life} damage to you, not {expected}")
        return
    if isinstance(effect.to_objects, SelfRef):
        o = source
    else:
        o = state.objects[_make_fitting(game, effect.to_objects, source.id, need_creature=True)]
    before = o.damage
    damage_object(game, dealer, o, dealt)
    if o.damage - before != expected:
        raise _problem(f"{o.damage - before} damage to {o.name}, not {expected}")


def _observe_prevention(game, effect: PreventDamage, o, source, bear) -> None:
    from ...runtime.engine.combat import damage_object, damage_player
    from .exercise import _make_fitting
    state = game.state
    dealer = bear
    if effect.sources is not None:
        dealer = state.objects[_make_fitting(game, replace(effect.sources, controller=Controller.OPPONENT),
                                             source.id, need_creature=True)]
    combat = effect.combat_only
    if effect.to_you:
        life = state.players[source.controller].life
        damage_player(game, dealer, source.controller, 1, combat=combat)
        if state.players[source.controller].life != life:
            raise _problem("damage to you wasn't prevented")
        return
    if effect.to_objects is not None and o is None:
        o = _prevention_subject(game, effect.to_objects, source)
    if effect.to_objects is not None and o is not None:
        before = o.damage
        damage_object(game, dealer, o, 1, combat=combat)
        if o.damage != before:
            raise _problem(f"damage to {o.name} wasn't prevented")
        return
    if o is None and effect.by_objects is not None:
        o = _prevention_subject(game, effect.by_objects, source)
    by = o if o is not None else source
    before = bear.damage
    damage_object(game, by, bear, 1, combat=combat)
    if bear.damage != before:
        raise _problem(f"damage dealt by {by.name} wasn't prevented")


def _exercise_enter_as_copy(game, definition, rep, src: int) -> None:
    """Put a permanent fitting the filter onto the battlefield, then the card as an effect, copying
    it; it must enter with the copied characteristics (CR 707.2) and leave as its own card."""
    from ...runtime.engine.decider import ChoiceKind
    from .exercise import ME, _make_fitting
    from ...runtime.engine.evaluation import Context, condition_holds
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
    from .exercise import ME
    from ...runtime.engine.evaluation import Context, condition_holds
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
    from .exercise import _into_combat, _make_fitting
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
    from .exercise import _into_combat, _make_fitting
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
    from .exercise import ME, fitting_definition
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


__all__ = ["perform_more", "observe_static", "exercise_enter_replacement", "Step"]
