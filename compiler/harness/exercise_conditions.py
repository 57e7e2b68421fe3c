"""Making conditions true before an ability is exercised (exercise.py): intervening "if"
clauses, activation and casting conditions, hand sizes and what players have; and casting the
card under test once its casting condition holds and its additional costs can be paid.
"""
from __future__ import annotations

from dataclasses import replace

from ...runtime.abilities import CardDefinition, SpellAbility, StaticAbility
from ...runtime.characteristics import CardType, Zone
from ...runtime.costs import Discard, Sacrifice
from ...runtime.game import Game
from ...runtime.engine.query import matches
from ...runtime.filters import Compare, ControlNone, Controller, CounterCount, Fixed, PlayerRef, SelfRef

from .exercise_costs import keyword_more_costs, prepare_costs, spend_on_costs
from .exercise_surroundings import (BEAR, ME, OPP, Problem, _attack, _colored_mana_for, _cost_count, _ensure_targets,
                                    _into_combat, _make_fitting, _owner_for, _problem, _top_up,
                                    fitting_definition, prepare_spell_targets)


def meet_casting_rules(game: Game, definition: CardDefinition, oid: int) -> None:
    """The card's own casting rules ("cast ~ only during combat", CR 601.3) made true."""
    for a in definition.abilities:     # "cast ~ only during combat": go to a step it allows
        cond = getattr(getattr(a, "effect", None), "condition", None)
        if isinstance(a, StaticAbility) and type(a.effect).__name__ == "CastOnlyWhen" and \
                type(cond).__name__ == "DuringSteps" and game.state.step not in cond.steps:
            game.state.step = cond.steps[0]
        elif isinstance(a, StaticAbility) and type(a.effect).__name__ == "CastOnlyWhen" and \
                type(cond).__name__ != "DuringSteps":      # "only if you control a snow land"
            satisfy_activation_condition(game, cond, oid)


def _cast_card(game: Game, definition: CardDefinition, zone: Zone = Zone.HAND) -> int:
    oid = game.add_card(ME, definition, zone)
    meet_casting_rules(game, definition, oid)
    spent: list[int] = []          # what the additional costs take, not targeted (CR 601.2c, 601.2h)
    if CardType.LAND in definition.types:
        game.play_land(ME, oid)
        return oid
    for a in definition.abilities:
        cost = getattr(getattr(a, "effect", None), "cost", None)
        if isinstance(a, StaticAbility) and type(a.effect).__name__ == "AdditionalCost" and \
                isinstance(cost, Sacrifice) and not cost.self_only:
            spent += [_make_fitting(game, cost.filter, oid) for _ in range(_cost_count(cost))]
        if isinstance(a, StaticAbility) and type(a.effect).__name__ == "AdditionalCost" and \
                type(cost).__name__ == "Behold":               # a permanent to behold (CR 701.4a)
            _make_fitting(game, replace(cost.filter, controller=Controller.YOU), oid)
        for part in (cost.first, cost.second) if type(cost).__name__ == "EitherCost" else (cost,):
            if isinstance(a, StaticAbility) and type(a.effect).__name__ == "AdditionalCost" and \
                    type(part).__name__ == "RevealFromHand":     # a card to reveal (CR 701.16a)
                game.add_card(ME, fitting_definition(part.filter), Zone.HAND)
        if isinstance(a, StaticAbility) and type(a.effect).__name__ == "AdditionalCost" and \
                isinstance(cost, Discard) and cost.x_count:          # "discard X cards": X is 1 or 2
            for _ in range(_cost_count(cost)):
                game.add_card(ME, fitting_definition(cost.filter), Zone.HAND)
        if isinstance(a, StaticAbility) and type(a.effect).__name__ == "AdditionalCost" and \
                type(cost).__name__ in ("ExileFromZone", "ReturnToHandCost") and cost.x_count:
            for _ in range(_cost_count(cost)):           # "exile X cards from your graveyard", "return X Swamps"
                if cost.filter.zone is Zone.BATTLEFIELD:
                    _make_fitting(game, replace(cost.filter, controller=Controller.YOU), oid)
                else:
                    game.add_card(ME, fitting_definition(cost.filter), cost.filter.zone)
        if isinstance(a, StaticAbility) and type(a.effect).__name__ == "AdditionalCost" and \
                type(cost).__name__ == "ExileFromZone" and not cost.x_count and not cost.self_only \
                and cost.filter.zone in (Zone.GRAVEYARD, Zone.HAND):
            for _ in range(cost.count):                  # "exile three creature cards from your graveyard"
                game.add_card(ME, fitting_definition(cost.filter), cost.filter.zone)
        if isinstance(a, StaticAbility) and type(a.effect).__name__ == "AdditionalCost" and \
                type(cost).__name__ == "OpponentsExiledToGraveyard":       # an opponent's cards in exile
            prepare_costs(game, (cost,), oid)
    spent += additional_taps_ready(game, definition, oid)
    spent += prepare_costs(game, keyword_more_costs(definition), oid)     # "Kicker—Sacrifice a land"
    if spent:
        spend_on_costs(game, spent)
    for spell in (a for a in definition.abilities if isinstance(a, SpellAbility)):
        meet_step_conditions(game, spell.effects, oid)
    if not prepare_spell_targets(game, definition, oid):
        from ...runtime.engine.attachments import aura_target_spec
        aura = aura_target_spec(definition)
        if aura is not None:                     # an Aura spell targets what it will enchant (CR 303.4a)
            _ensure_targets(game, [aura], oid)
    _top_up(game)
    _colored_mana_for(game, (definition.mana_cost,))
    return game.cast(ME, oid, x=_x_asked_for(definition))


def additional_taps_ready(game: Game, definition: CardDefinition, oid: int) -> list[int]:
    """"As an additional cost to cast this spell, tap three untapped white creatures you control"
    (CR 601.2h), whichever way it is cast (flashback too): the creatures it taps, made ready."""
    return [made for a in definition.abilities if isinstance(a, StaticAbility)
            and type(a.effect).__name__ == "AdditionalCost" and type(a.effect.cost).__name__ == "TapPermanents"
            for made in prepare_costs(game, (a.effect.cost,), oid)]


def _x_asked_for(definition: CardDefinition) -> int | None:
    """Ravenous's "if X is 5 or more" (CR 702.156a): cast with that X, so its trigger's condition
    holds; None lets the engine choose X as it does for any spell."""
    for a in definition.abilities:
        cond = getattr(a, "condition", None)
        if type(cond).__name__ == "XIs" and cond.compare is Compare.GE:
            return cond.value
    return None


def _intervening_setup(game: Game, cond, src: int | None) -> None:
    """Make an intervening "if" (CR 603.4) hold where the surroundings easily can."""
    from ...runtime.filters import (AttackedThisTurn, CastFromHand, CreatureDiedThisTurn, LifeTotal, WasKicked,
                          YouControl)
    state = game.state
    if type(cond).__name__ == "AllOfConditions":    # "if that player has no cards in hand and ~ has ...": each part
        for part in cond.parts:
            _intervening_setup(game, part, src)
    elif isinstance(cond, YouControl) and src is not None and src in state.objects:
        have = sum(1 for i in sorted(state.battlefield) if state.objects[i].controller == ME and i != src
                   and matches(state, replace(cond.filter, other=False), state.objects[i], ME, src))
        for _ in range(max(0, cond.at_least - have)):
            _make_fitting(game, replace(cond.filter, controller=Controller.YOU), src)
    elif isinstance(cond, CreatureDiedThisTurn):
        state.creature_died_this_turn = True
    elif isinstance(cond, AttackedThisTurn) and ME not in state.attacked_this_turn:
        state.attacked_this_turn = state.attacked_this_turn + (ME,)
    elif isinstance(cond, LifeTotal):
        state.players[ME].life = {Compare.GE: cond.value, Compare.GT: cond.value + 1, Compare.EQ: cond.value,
                                  Compare.LE: cond.value, Compare.LT: cond.value - 1}[cond.compare]
    elif isinstance(cond, (WasKicked, CastFromHand)) and src is not None and src in state.objects:
        state.objects[src].kicked = state.objects[src].cast_from_hand = True
    elif type(cond).__name__ == "CastFromGraveyard" and src is not None and src in state.objects:
        state.objects[src].cast_from_graveyard = True
    elif type(cond).__name__ == "WasCast" and src is not None and src in state.objects:
        state.objects[src].was_cast = True
    elif type(cond).__name__ == "ClassLevelIs" and src is not None and src in state.objects:
        state.objects[src].class_level = cond.level       # a Class's level (CR 716), as leveling up sets it
    elif type(cond).__name__ == "XIs" and src is not None and src in state.objects:
        # ravenous's "if X is 5 or more": the X paid for the spell it was (CR 107.3m)
        state.objects[src].x_value = cond.value if cond.compare is Compare.GE else 0
    elif type(cond).__name__ == "CitysBlessing":
        state.players[ME].city_blessing = True
    elif type(cond).__name__ == "MaxSpeed":
        state.players[ME].speed = 4                       # max speed (CR 702.178a), as speed's trigger raises it
    elif type(cond).__name__ == "PermanentEnteredThisTurn":
        made = _make_fitting(game, replace(cond.filter, controller=Controller.YOU), src)
        state.entered_this_turn += ((ME, made),)         # set-up placement: entered this turn
    elif type(cond).__name__ == "SourceState" and cond.state in ("tapped", "untapped") \
            and src is not None and src in state.objects:
        state.objects[src].tapped = cond.state == "tapped"     # survival's "if ~ is tapped"
    elif type(cond).__name__ == "SourceState" and cond.state in ("solved", "monstrous", "harnessed", "renowned") \
            and src is not None and src in state.objects:
        # a designation, as the game gives it: a solved Case's trigger (CR 702.169c, 719.3b),
        # "if ~ is monstrous" (CR 701.37b), an ∞ ability while harnessed (CR 702.186b, 701.64b)
        setattr(state.objects[src], cond.state, True)
    elif type(cond).__name__ == "NonlandPermanentsEntered":
        state.nonland_entered_this_turn = ((ME, cond.at_least),)
    elif type(cond).__name__ == "DescendedThisTurn" and ME not in state.descended_this_turn:
        state.descended_this_turn += (ME,)
    elif type(cond).__name__ == "CrimeThisTurn" and ME not in state.crime_this_turn:
        state.crime_this_turn += (ME,)
    elif type(cond).__name__ == "PermanentLeftThisTurn" and ME not in state.left_battlefield_this_turn:
        state.left_battlefield_this_turn += (ME,)
    elif type(cond).__name__ == "CastSpellThisTurn":
        record_cast_spell(game, cond)
    elif type(cond).__name__ == "SpellsCastThisTurn":
        state.spells_cast_by[ME] = max(state.spells_cast_by.get(ME, 0), cond.at_least)
    elif type(cond).__name__ == "SpellsCastLastTurn" and cond.at_least is not None:
        state.spells_cast_last_turn = {ME: cond.at_least}      # a werewolf's "two or more"
    elif _compares_with_source(cond) and src is not None and src in state.objects:
        # "if its power is greater than ~'s power": the source made a 0/1, so the creature the
        # event brings (a 2/2) is greater
        o = state.objects[src]
        o.definition = replace(o.definition, power="0", toughness="1")
    elif type(cond).__name__ == "OpponentControlsAtLeast":      # "an opponent controls four or more lands"
        for _ in range(cond.at_least):
            _make_fitting(game, replace(cond.filter, controller=Controller.OPPONENT), src)
    elif type(cond).__name__ == "AnyOfConditions" and isinstance(cond.parts[0], YouControl):
        _intervening_setup(game, cond.parts[0], src)    # "if you control a Desert or there is ...": the first
    elif isinstance(cond, CounterCount) and isinstance(cond.ref, SelfRef) \
            and cond.compare in (Compare.GE, Compare.GT) and src is not None and src in state.objects:
        # a quest's "if there are three or more quest counters on ~": the counters its first
        # ability would have put there (CR 122.1)
        o = state.objects[src]
        o.counters[cond.counter] = cond.value + (cond.compare is Compare.GT)
    elif isinstance(cond, ControlNone) and src is not None and src in state.objects:
        make_true(game, cond, src)      # "if you control no untapped lands": none of ours there
    elif type(cond).__name__ == "ManaWasSpent":
        # "if {R} was spent to cast ~" (CR 601.2h): a unit of it first in the pool, which the
        # payment spends before the rest when the spell is cast for the event
        from ...runtime.engine.objects import ManaUnit
        state.players[ME].pool.insert(0, ManaUnit(cond.mana))
    elif type(cond).__name__ == "AttachedMatches" and src is not None and src in state.objects \
            and state.objects[src].attached_to is not None and raises_power(cond.quality):
        # "if enchanted creature's power is 4 or greater": the creature it enchants made that strong
        power_at_least(game, state.objects[src].attached_to, cond.quality)
    elif type(cond).__name__ == "SourceEnchanted" and src is not None and src in state.objects:
        from .exercise_surroundings import attach_exercise
        attach_exercise(game, ME, "Aura", src)          # "if ~ is enchanted": an Aura on it (CR 303.4)
    elif type(cond).__name__ == "AnyOfConditions" and type(cond.parts[0]).__name__ == "NonlandPermanentLeftThisTurn":
        state.nonland_left_this_turn = True      # void's "a nonland permanent left the battlefield"
    else:
        hand_size_setup(game, cond, src)


# the conditions of a conditional step the surroundings set up before the spell or ability runs
STEP_CONDITIONS = ("YouControl", "LifeTotal", "CitysBlessing", "ObjectCount")


def meet_step_conditions(game: Game, effects, src: int) -> None:
    """"Metalcraft — If you control three or more artifacts, exile that creature", "if you have
    5 or less life, ...": the state a conditional step asks about (CR 608.2c) set up before the
    spell or ability runs, so that step's own effect is seen rather than an empty branch."""
    from ...runtime.filters import ObjectCount
    for e in effects:
        _counters_to_remove(game, e, src)
        _cards_for_paid_costs(game, e, src)
        cond = e.condition if type(e).__name__ == "Conditional" else None
        for part in cond.parts if type(cond).__name__ == "AllOfConditions" else (cond,):
            if type(part).__name__ not in STEP_CONDITIONS:
                continue
            try:
                if isinstance(part, ObjectCount):
                    _objects_counted(game, part, src)
                else:
                    _intervening_setup(game, part, src)
            except Problem:       # "if you control a creature named ...": left false, its branch explained
                continue


def _cards_for_paid_costs(game: Game, e, src: int) -> None:
    """"You may put a card an opponent owns from exile into that player's graveyard. If you do,
    ...": the cards the cost takes (cards of the opponent in exile), so the cost can be paid and
    what follows "if you do" is seen (CR 118.12)."""
    if type(e).__name__ == "PayCost" and type(e.cost).__name__ == "OpponentsExiledToGraveyard":
        prepare_costs(game, (e.cost,), src)
    for inner in (getattr(e, "effects", ()) if type(e).__name__ in ("Optional", "IfDone") else ()):
        _cards_for_paid_costs(game, inner, src)


def _counters_to_remove(game: Game, e, src: int) -> None:
    """"Remove a +1/+1 counter from ~. If you do, ...": the counters on the source, so the
    removal is done and what follows "if you do" is seen (CR 608.2c). Fading's and vanishing's
    upkeep removes one of the counters the permanent entered with (CR 702.32a, 702.63a): the
    exercise places it without them, so two are put on it."""
    if type(e).__name__ == "CounterUpkeep" and src in game.state.objects:
        o = game.state.objects[src]
        o.counters[e.counter] = max(o.counters.get(e.counter, 0), 2)
        return
    removal = e.effects[0] if type(e).__name__ == "IfDone" else None
    if type(removal).__name__ == "RemoveCounters" and isinstance(removal.objects, SelfRef) \
            and isinstance(removal.amount, Fixed) and src in game.state.objects:
        o = game.state.objects[src]
        o.counters[removal.counter] = max(o.counters.get(removal.counter, 0), removal.amount.value)


def _objects_counted(game: Game, cond, src: int) -> None:
    """"if there are two or more instant and/or sorcery cards in your graveyard" (spell mastery),
    "if an opponent controls a Swamp": enough fitting objects where the filter counts them."""
    state, f = game.state, cond.filter
    have = sum(1 for i in sorted(state.objects) if i != src and state.live(i) is not None
               and matches(state, f, state.objects[i], ME, src))
    for _ in range(max(0, cond.at_least - have)):
        if f.zone is Zone.BATTLEFIELD:
            _make_fitting(game, f, src)
        else:
            game.add_card(_owner_for(f), fitting_definition(f), f.zone)


def _compares_with_source(cond) -> bool:
    """An intervening "if" comparing the triggering object with the source, "greater than"."""
    from ...runtime.filters import AnyOfConditions, EventObjectRef, ObjectIs
    parts = cond.parts if isinstance(cond, AnyOfConditions) else (cond,)
    return all(isinstance(p, ObjectIs) and isinstance(p.ref, EventObjectRef) and p.filter.tests
               and all(t.than_source is not None and t.compare is Compare.GT for t in p.filter.tests)
               for p in parts)


def subject_meeting_condition(event, cond):
    """"Whenever a creature enters under your control, if that creature is 1/1, ...": the object
    the event brings made to fit the intervening "if" about it too (CR 603.4), so the ability
    triggers: the condition's card types, subtypes and colors (as a target is made to fit a
    step's condition) and its number tests (not those comparing it with the source)."""
    from ...runtime.events import EntersBattlefield
    from ...runtime.filters import EventObjectRef, ObjectFilter, ObjectIs
    from .exercise_surroundings import _both_filters
    if not isinstance(event, EntersBattlefield) or not isinstance(event.subject, ObjectFilter) \
            or not isinstance(cond, ObjectIs) or not isinstance(cond.ref, EventObjectRef) \
            or any(t.than_source is not None for t in cond.filter.tests):
        return event
    both = _both_filters(event.subject, cond.filter)
    return replace(event, subject=replace(both, tests=both.tests + cond.filter.tests))


def hand_size_setup(game, cond, src: int | None) -> None:
    """Make a hand-size condition (CR 402) hold for the exercise player: "you have N or more cards
    in hand" fills the hand with vanilla cards; hellbent's "you have no cards in hand" puts the
    hand's cards on the bottom of the library; a life total (CR 119) and each part of an "and"
    are set too."""
    from ...runtime.filters import AllOfConditions, CardsInZone, LifeTotal, NotCondition, PlayerHas
    from ...runtime.engine.zones import move
    hand = game.state.players[ME].zone(Zone.HAND)
    if isinstance(cond, AllOfConditions):    # "as long as you have 30 or more life and an opponent has ..."
        for part in cond.parts:
            hand_size_setup(game, part, src)
    elif isinstance(cond, LifeTotal) and cond.compare in (Compare.GE, Compare.LE, Compare.EQ):
        game.state.players[ME].life = cond.value
    elif isinstance(cond, CardsInZone) and cond.zone is Zone.HAND:
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
    from ...runtime.filters import Compare
    from ...runtime.engine.zones import move
    player = game.state.players[p]
    if cond.quantity == "poison":
        player.poison = cond.value
        return
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
    if type(cond).__name__ == "CastSpellThisTurn":
        record_cast_spell(game, cond)
        return
    raise _problem(f"the exercise can't make the state condition {type(cond).__name__} true")


def satisfy_activation_condition(game, cond, src: int) -> None:
    """Set the surroundings up so an "Activate only ..." condition holds (CR 602.5b): the step it
    names (on the exercise player's turn), a counter count on the source, raid, morbid."""
    from ...runtime.filters import CounterCount, DuringSteps, SelfRef
    if type(cond).__name__ == "AllOfConditions":   # "only during ... and only if ...": the step first
        for part in sorted(cond.parts, key=lambda c: type(c).__name__ == "BeenAttackedThisStep"):
            satisfy_activation_condition(game, part, src)
        return
    if type(cond).__name__ == "BeenAttackedThisStep":    # an opponent's creature attacks ME
        _attack(game, game.put_onto_battlefield(OPP, BEAR))
        game.state.priority, game.state.passes = ME, 0
        return
    if isinstance(cond, DuringSteps) and cond.steps:
        if game.state.step not in cond.steps or game.state.active != ME:
            game.set_step(cond.steps[0], ME)
        return
    if isinstance(cond, CounterCount) and isinstance(cond.ref, SelfRef):
        make_true(game, cond, src)
        return
    kind = type(cond).__name__
    if kind == "ObjectIs" and isinstance(cond.ref, SelfRef) and raises_power(cond.filter):   # "~'s power is 4 or greater"
        power_at_least(game, src, cond.filter)
        return
    if kind == "AllOfConditions":                  # "only during combat and only if ..."
        for part in cond.parts:
            satisfy_activation_condition(game, part, src)
        return
    if kind == "SourceAttackedThisTurn":           # boast: it attacked this turn (CR 702.142a)
        game.state.objects[src].attacked_turn = game.state.turn
        return
    if kind == "SourceState" and cond.state in ("solved", "suspected", "monstrous", "harnessed", "renowned"):
        setattr(game.state.objects[src], cond.state, True)   # a designation (CR 719.3b, 701.60, 701.37b, 701.64b): as the game gives it
        return
    if kind == "SourceState" and cond.state in ("attacking", "blocking"):
        if game.state.combat is None or src not in game.state.combat.attackers + list(game.state.combat.blocking):
            _into_combat(game, src, cond.state)        # "Activate only while ~ is attacking"
        return
    if kind == "ObjectCount":
        from ...runtime.engine.query import candidates
        state = game.state
        have = len(candidates(state, cond.filter, ME, src))
        for _ in range(max(0, cond.at_least - have)):    # "only if an opponent controls a flier"
            if cond.filter.zone is Zone.BATTLEFIELD:
                _make_fitting(game, cond.filter, src)
            else:                                        # "... creature cards in your graveyard"
                game.add_card(_owner_for(cond.filter), fitting_definition(cond.filter), cond.filter.zone)
        return
    _intervening_setup(game, cond, src)


def deaths_counted(game: Game, ability) -> None:
    """"for each creature put into your graveyard from the battlefield this turn", "the number of
    Zubera that died this turn": an object the amount counts dies before the ability is exercised,
    so the amount is not 0 and what it scales is seen (CR 700.4, by last known information)."""
    from ...runtime.engine.zones import move
    from ...runtime.filters import DiedThisTurn
    from ..dataclass_fields import any_part
    counted: list = []
    any_part(ability, lambda n: counted.append(n.filter) if isinstance(n, DiedThisTurn) else None)
    for f in counted[:1]:
        oid = _make_fitting(game, replace(f, other=False, combat=None), -1)
        move(game, oid, Zone.GRAVEYARD)


def record_cast_spell(game, cond) -> None:
    """"if you've cast a noncreature spell this turn": such a spell is among the spells ME cast
    this turn (a card of that kind, recorded as cast, CR 601.2)."""
    oid = game.add_card(ME, fitting_definition(cond.spells, name="Exercise Cast Spell"), Zone.GRAVEYARD)
    game.state.spells_cast_record += ((ME, oid),)


def raises_power(f) -> bool:
    """Whether `f` is one test of a power at least a number ("power is 4 or greater")."""
    return len(f.tests) == 1 and f.tests[0].characteristic == "power" and f.tests[0].compare is Compare.GE \
        and not f.tests[0].of_x and f == type(f)(tests=f.tests)


def power_at_least(game, oid: int, f) -> None:
    """"~'s power is 4 or greater" (raises_power): +1/+1 counters put on the object until its
    power is that (CR 122.1a, 613.4c)."""
    from ...runtime.engine.query import power
    test = f.tests[0]
    o = game.state.objects[oid]
    short = test.value - power(game.state, o)
    if short > 0:
        o.counters["+1/+1"] = o.counters.get("+1/+1", 0) + short

