"""Exercising replacement abilities (exercise.py): a replacement modifies the event it replaces
(CR 614.1): counters and tokens multiplied, a card exiled instead, a step skipped, damage
replaced, life gain multiplied, permanents entering with counters, tapped or as a copy (CR 707.9),
"as ~ enters" choices.
"""
from __future__ import annotations

from dataclasses import replace

from ...runtime.abilities import (CardDefinition, ChooseOnEnter, EntersTapped, EntersTappedUnless,
                                  EntersWithCounters, EntersWithCountersIf, ManaAbility, ModifyCounterPlacement,
                                  ModifyPlayerCounters, MultiplyMana, MultiplyTokens, ReplaceManaType,
                                  ReplacementAbility)
from ...runtime.characteristics import Zone
from ...runtime.game import Game
from ...runtime.engine.query import matches
from ...runtime.filters import Controller, Fixed, ObjectFilter

from .exercise_conditions import _cast_card, hand_size_setup
from .exercise_surroundings import (ME, OPP, Problem, _make_fitting, _place_card, _problem, _resolve, _with_chosen,
                                    fitting_definition)


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


def _exercise_discarded_onto_battlefield(game: Game, rep, src: int) -> None:
    """"If a spell or ability an opponent controls causes you to discard ~, put it onto the
    battlefield ...": a copy of the card in its owner's hand, discarded by an opponent's effect,
    enters under its owner's control with its counters (CR 614.1a, 701.8)."""
    from ...runtime.mechanics.casting import discard
    state = game.state
    owner = state.objects[src].owner
    card = game.add_card(owner, state.objects[src].definition, Zone.HAND)
    before = set(state.battlefield)
    with game.transaction():
        discard(game, card, 1 - owner)
    entered = [state.objects[i] for i in set(state.battlefield) - before]
    if not any(o.controller == owner and o.name == state.objects[src].name for o in entered):
        raise Problem("the discarded card didn't enter the battlefield instead")
    if rep.counter is not None and not any(o.counters.get(rep.counter) == rep.amount.value for o in entered):
        raise Problem("it entered without its counters")


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


def _exercise_damage_changed(game: Game, rep, src: int) -> None:
    """"It deals double that damage to that permanent or player instead" (CR 614.1a): a fitting
    source (a card of that description: a spell is judged wherever it is) deals 2 damage to each
    kind of recipient the replacement names; what is dealt is changed as it says."""
    from ...runtime.engine.combat import damage_object, damage_player
    from ...runtime.filters import SelfRef
    state = game.state
    me = state.objects[src].controller
    if rep.sources is None:
        dealer = state.objects[src]
    else:
        owner = me if rep.sources.controller is Controller.YOU else OPP
        dealer = state.objects[game.add_card(owner, fitting_definition(_with_chosen(state, rep.sources, src)),
                                             Zone.HAND)]
    expected = rep.changed(2)
    if rep.to_objects is not None or rep.to_players is None:
        target = src if isinstance(rep.to_objects, SelfRef) else \
            _make_fitting(game, rep.to_objects or ObjectFilter(), src, need_creature=True)
        o = state.objects[target]
        before = o.damage
        with game.transaction():
            damage_object(game, dealer, o, 2)
        if o.damage - before != expected:
            raise Problem(f"{o.damage - before} damage was dealt to {o.name}, not {expected}")
    if rep.to_players is not None or rep.to_objects is None:
        who = me if rep.to_players is Controller.YOU else 1 - me
        life = state.players[who].life
        with game.transaction():
            damage_player(game, dealer, who, 2)
        if life - state.players[who].life != expected:
            raise Problem(f"{life - state.players[who].life} damage was dealt to a player, not {expected}")


def _exercise_instead_of_graveyard(game: Game, rep, src: int) -> None:
    """"If ~ would die, put it on the bottom of its owner's library instead" / "If a card would be
    put into a graveyard from anywhere, exile it instead" (CR 614.1a): the card itself (or a fitting
    one: on the battlefield for "would die", else in a hand) is put into a graveyard; it arrives where
    the replacement says instead."""
    from ...runtime.abilities import LibraryPlace
    from ...runtime.engine.zones import move
    state = game.state
    if rep.objects is None:
        oid = src
    elif rep.dies:
        oid = _make_fitting(game, rep.objects, src)
    else:
        owner = state.objects[src].controller if rep.graveyard_of is Controller.YOU else \
            1 - state.objects[src].controller
        oid = game.add_card(owner, fitting_definition(_with_chosen(state, rep.objects, src)), Zone.HAND)
    old = state.objects[oid]
    with game.transaction():
        move(game, oid, Zone.GRAVEYARD)
    new = state.objects.get(old.moved_to) if old.moved_to is not None else None
    if new is None or new.zone is not rep.destination:
        raise Problem(f"{old.name} wasn't put into {rep.destination.value} instead of a graveyard")
    library = state.players[new.owner].library
    if (rep.place is LibraryPlace.TOP and library[0] != new.id) or \
            (rep.place is LibraryPlace.BOTTOM and library[-1] != new.id):
        raise Problem(f"{old.name} isn't on the {rep.place.value} of its owner's library")
    if rep.place is LibraryPlace.SHUFFLED and not any("shuffles" in e.text for e in game.log.entries[-5:]):
        raise Problem("the library wasn't shuffled")


def _exercise_draw_replaced(game: Game, rep, src: int) -> None:
    """"If you would draw a card [while ...], [you may] ... instead" (CR 614.1a): the condition made
    to hold, its controller draws a card (accepting a "may"); the card isn't drawn, the replacement's
    effects run instead (each observed by the verifier)."""
    from ...runtime.engine.decider import ChoiceKind
    from ...runtime.engine.query import static_condition_holds
    from ...runtime.engine.zones import draw
    from ...runtime.filters import PlayerHas
    state = game.state
    me = state.objects[src].controller
    if rep.condition is not None and not static_condition_holds(state, rep.condition, state.objects[src]):
        if isinstance(rep.condition, PlayerHas) and rep.condition.quantity == "library":
            state.players[me].library = []
        else:
            hand_size_setup(game, rep.condition, src)
        if not static_condition_holds(state, rep.condition, state.objects[src]):
            raise Problem("the exercise can't make the draw replacement's condition hold")
    top = state.players[me].library[0] if state.players[me].library else None
    logged = len(game.log.entries)
    with game.transaction({ChoiceKind.MAY: [True] * 4}):
        draw(game, me)
    if top is not None and top not in state.players[me].library:
        raise Problem("the card was drawn")
    if not any("draw is replaced by" in e.text for e in game.log.entries[logged:]):
        raise Problem("the draw wasn't replaced")


def _exercise_sacrifice_to_enter(game: Game, rep, src: int) -> None:
    """"If ~ would enter the battlefield, sacrifice an untapped Mountain instead. If you do, put ~
    onto the battlefield. ..." (CR 614.1c): with fitting permanents made, the card put onto the
    battlefield from its owner's hand enters and they are sacrificed."""
    from ...runtime.engine.zones import move
    state = game.state
    me = state.objects[src].controller
    for _ in range(rep.count):
        _make_fitting(game, replace(rep.objects, controller=Controller.YOU), src)
    fitting = [i for i in sorted(state.battlefield) if state.objects[i].controller == me
               and matches(state, rep.objects, state.objects[i], me, src)]
    card = game.add_card(me, state.objects[src].definition, Zone.HAND)
    with game.transaction():
        move(game, card, Zone.BATTLEFIELD)
    new = state.objects.get(state.objects[card].moved_to)
    if new is None or new.zone is not Zone.BATTLEFIELD:
        raise Problem("it didn't enter though the permanents could be sacrificed")
    if sum(1 for i in fitting if state.live(i) is None) != rep.count:
        raise Problem(f"{rep.count} permanent(s) weren't sacrificed as it entered")


def _exercise_exiled_instead_of_entering(game: Game, rep, src: int) -> None:
    """"If a nontoken creature would enter the battlefield and it wasn't cast, exile it instead."
    (CR 614.1c): a fitting card of the opponent's put onto the battlefield from their graveyard is
    exiled instead."""
    from ...runtime.engine.zones import move
    state = game.state
    card = game.add_card(OPP, fitting_definition(_with_chosen(state, rep.objects, src), need_creature=True),
                         Zone.GRAVEYARD)
    with game.transaction():
        move(game, card, Zone.BATTLEFIELD)
    new = state.objects.get(state.objects[card].moved_to)
    if new is None or new.zone is not Zone.EXILE:
        raise Problem("it entered the battlefield instead of being exiled")


# replacements whose exercise needs only the card placed: the event each replaces, observed
_REPLACEMENT_EXERCISES = {"BattlefieldInsteadOfDiscard": _exercise_discarded_onto_battlefield,
                          "MultiplyLifeGain": _exercise_life_gain,
                          "OthersEnterWithCounters": _exercise_others_enter_with_counters,
                          "ExileInsteadOfGraveyard": _exercise_exiled_instead, "SkipStep": _exercise_skipped_step,
                          "ReplaceDamage": _exercise_damage_replaced,
                          "ModifyDamage": _exercise_damage_changed,
                          "InsteadOfGraveyard": _exercise_instead_of_graveyard,
                          "ReplaceDraw": _exercise_draw_replaced,
                          "SacrificeToEnter": _exercise_sacrifice_to_enter,
                          "ExiledInsteadOfEntering": _exercise_exiled_instead_of_entering}


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


def _exercise_enter_as_copy(game, definition, rep, src: int) -> None:
    """Put a permanent fitting the filter onto the battlefield, then the card as an effect, copying
    it; it must enter with the copied characteristics (CR 707.2) and leave as its own card."""
    from ...runtime.engine.decider import ChoiceKind
    from ...runtime.engine.vm import Context
    from ...runtime.engine.evaluation import condition_holds
    from ...runtime.engine.zones import remove_from_zone
    from ...runtime.engine.continuous_effects import with_exceptions
    state = game.state
    model = _make_fitting(game, replace(rep.filter, zone=Zone.BATTLEFIELD), src)
    remove_from_zone(game, state.objects[src])
    holds = rep.condition is None or condition_holds(game, Context(ME, model), rep.condition)
    with game.transaction({ChoiceKind.MAY: [True], ChoiceKind.CHOOSE: [model]}):
        oid = game.put_onto_battlefield(ME, definition, as_effect=True, x=2)
    o = state.objects[oid]
    expected = with_exceptions(state.objects[model].definition, rep.exceptions, definition)    # CR 707.9
    if holds and (o.definition != expected or o.copied_from != definition):
        raise _problem(f"it didn't enter as a copy of {state.objects[model].name}")
    if holds and any(o.counters.get(kind, 0) < 1 for kind, _ in rep.exceptions.counters):
        raise _problem("it didn't enter with the additional counters")       # CR 707.9e
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
