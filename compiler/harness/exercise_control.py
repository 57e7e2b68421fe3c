"""Exercise checks of control and pairing statics: CantAttackPlayer (CR 508.1c), AttackTax (CR 508.1h), ControlAttached
(CR 613.1b), soulbond pairs (CR 702.95) and abilities that can't be activated (CR 602.5);
exercise.py calls them."""
from __future__ import annotations

from ...runtime.characteristics import Zone
from ...runtime.handlers.grants import _pairable, partner


def observe_cant_attack(game, effect, src: int) -> None:
    """Exercise check of CantAttackPlayer: an opponent's creature it describes can't attack the
    source's controller (CR 508.1c)."""
    from dataclasses import replace
    from ...runtime.characteristics import Step
    from ...runtime.engine.combat import attack_problem
    from .exercise_surroundings import Problem, _make_fitting
    from ...runtime.filters import Controller
    state = game.state
    you = state.objects[src].controller
    oid = _make_fitting(game, replace(effect.objects, controller=Controller.OPPONENT), src, need_creature=True)
    attacker = state.objects[oid]
    attacker.controlled_since_turn_start = True
    game.set_step(Step.MAIN1, attacker.controller)
    if attacker.controller == you or attack_problem(game, attacker) is None:
        raise Problem(f"{attacker.name} can still attack {game.pname(you)}")


def observe_no_activations(game, oid: int) -> None:
    """Exercise check of "its activated abilities can't be activated" (CR 602.5): its controller,
    holding priority, is refused the object's first activated ability for that reason. An
    object that prints none is given one that costs nothing, so the refusal is observed."""
    from dataclasses import replace
    from ...runtime.abilities import ActivatedAbility
    from ...runtime.engine.actions import check_activatable
    from ...runtime.engine.query import activated_abilities
    from ...runtime.errors import IllegalAction
    from .exercise_surroundings import Problem
    state = game.state
    o = state.objects[oid]
    if not activated_abilities(o, state):
        o.definition = replace(o.definition, abilities=o.definition.abilities + (ActivatedAbility((), ()),))
    held = state.priority
    state.priority = o.controller
    try:
        check_activatable(game, o.controller, oid, 0)
    except IllegalAction as refusal:
        if "CR 602.5:" not in str(refusal):
            raise Problem(f"{o.name}'s ability is refused for another reason: {refusal}") from None
        return
    finally:
        state.priority = held
    raise Problem(f"{o.name}'s activated abilities can still be activated")


def observe_cant_be_targeted(game, effect, src: int) -> None:
    """Exercise check of CantBeTargetedBy (CR 115.4): a spell of the quality named can't target
    the object, and an ability of a source of that quality can only if the static lets abilities;
    a spell of another color can."""
    from ...runtime.characteristics import Color
    from ...runtime.engine.attachments import targeting_problem
    from ...runtime.filters import ObjectFilter, SelfRef
    from .exercise_surroundings import OPP, Problem, _make_fitting, fitting_definition
    state = game.state
    oid = src if isinstance(effect.objects, SelfRef) else _make_fitting(game, effect.objects, src)
    target, spells = state.objects[oid], effect.spells
    quality = spells if spells is not None else effect.abilities
    fit = state.objects[game.add_card(OPP, fitting_definition(quality, name="Exercise Source"))]
    if (targeting_problem(state, target, fit, OPP, by_spell=True) is None) is (spells is not None):
        raise Problem(f"a spell like {fit.name} {'can' if spells is not None else 'can not'} target {target.name}")
    if (targeting_problem(state, target, fit, OPP) is None) is (effect.abilities is not None):
        raise Problem(f"an ability of {fit.name} {'can' if effect.abilities is not None else 'can not'} "
                      f"target {target.name}")
    if spells is not None and spells != ObjectFilter():      # a spell of another quality can target it
        other = next(c for c in (*spells.excluded_colors, *Color) if c not in spells.colors)
        unfit = state.objects[game.add_card(OPP, fitting_definition(ObjectFilter(colors=(other,)),
                                                                     name="Exercise Other"))]
        if targeting_problem(state, target, unfit, OPP, by_spell=True) is not None:
            raise Problem(f"a spell like {unfit.name} can't target {target.name} either")


def observe_control_attached(game, effect, src: int) -> None:
    """Exercise check of ControlAttached: attached to an opponent's permanent, the Aura's
    controller gets it; when the Aura leaves, the opponent gets it back (CR 613.1b)."""
    from dataclasses import replace
    from .exercise_surroundings import Problem, _make_fitting
    from ...runtime.filters import Controller
    from ...runtime.engine.turn import check_sba
    from ...runtime.engine.zones import move
    state = game.state
    aura = state.objects[src]
    you = aura.controller
    oid = _make_fitting(game, replace(effect.objects, controller=Controller.OPPONENT,
                                      attached_to_source=False), src)
    target = state.objects[oid]
    them = target.controller
    aura.attached_to = oid
    check_sba(game)
    if target.controller != you:
        raise Problem(f"{game.pname(you)} doesn't control {target.name}")
    move(game, src, Zone.GRAVEYARD)
    check_sba(game)
    if target.zone is Zone.BATTLEFIELD and target.controller != them:
        raise Problem(f"{target.name} didn't return to {game.pname(them)}")


def exercise_pair(game, src: int) -> None:
    """Exercise set-up: the source is paired with a creature of its controller."""
    from .exercise_surroundings import Problem
    state = game.state
    me = state.objects[src]
    if partner(state, me) is not None:
        return
    bear = next((state.objects[i] for i in sorted(state.battlefield) if i != src
                 and _pairable(state, state.objects[i], me.controller)
                 and partner(state, state.objects[i]) is None), None)
    if bear is None or not _pairable(state, me, me.controller):
        raise Problem("no creature to pair with")
    me.paired_with, bear.paired_with = bear.id, me.id


def exercise_soulbond(game, definition) -> None:
    """Soulbond: the creature enters and pairs with an unpaired creature its controller controls."""
    from ...runtime.engine.decider import ChoiceKind
    from .exercise_surroundings import ME, Problem, _resolve
    state = game.state
    with game.transaction({ChoiceKind.MAY: [True]}):
        oid = game.put_onto_battlefield(ME, definition, as_effect=True)
    _resolve(game)
    o = state.objects[oid]
    other = partner(state, o)          # the decider may decline to pair (CR 702.95a: "you may")
    if other is not None and partner(state, other) is not o:
        raise Problem("soulbond: the pairing isn't mutual")


def observe_attack_tax(game, effect, src: int) -> None:
    """Exercise check of AttackTax (CR 508.1h): an opponent's creature it describes, attacking
    the source's controller, doesn't attack when its controller declines the cost, and attacks
    when they tap lands for mana and pay it."""
    from dataclasses import replace
    from ...runtime.characteristics import Step
    from ...runtime.engine.decider import Answer, ChoiceKind, ScriptedDecider
    from ...runtime.filters import Controller
    from .exercise_surroundings import Problem, _make_fitting
    state = game.state
    oid = _make_fitting(game, replace(effect.objects, controller=Controller.OPPONENT), src, need_creature=True)
    attacker = state.objects[oid]
    attacker.controlled_since_turn_start, attacker.tapped = True, False
    lands = [game.put_onto_battlefield(attacker.controller, _land_paying(s)) for s in effect.cost.symbols
             for _ in range(max(1, s.generic, _x_counted(game, effect, src) if s.variable else 0))]
    game.set_step(Step.MAIN1, attacker.controller)
    decider = game.decider
    for pays in (False, True):
        answers = [Answer(ChoiceKind.ATTACK_COST, pays)] + ([Answer(ChoiceKind.MANA_ABILITIES, lands)] if pays else [])
        game.decider = ScriptedDecider(answers, fallback=decider)
        try:
            game.declare_attackers(attacker.controller, [oid])
        finally:
            game.decider = decider
        attacks = oid in state.combat.attackers
        if attacks != pays:
            raise Problem(f"{attacker.name} {'does not attack' if pays else 'attacks'} though its cost to attack "
                          f"is {'paid' if pays else 'not paid'}")
        if not pays:
            game.set_step(Step.MAIN1, attacker.controller)



def _x_counted(game, effect, src: int) -> int:
    """X of "pays {X} ..., where X is ...", counted now; a basic land is put under the source's
    controller first, so that a count of basic land types (domain) is not 0."""
    from ...runtime.engine.query import static_amount
    from .exercise_surroundings import BASICS, Problem
    state = game.state
    game.put_onto_battlefield(state.objects[src].controller, BASICS[0])
    x = static_amount(state, effect.x, state.objects[src])
    if x <= 0:
        raise Problem(f"X of the cost to attack counts {x}: nothing to pay")
    return x


def _land_paying(symbol):
    """A basic land whose mana pays one unit of `symbol`: of its first color, else Wastes."""
    from ...runtime.characteristics import ManaType
    from .exercise_surroundings import BASICS
    order = (ManaType.WHITE, ManaType.BLUE, ManaType.BLACK, ManaType.RED, ManaType.GREEN, ManaType.COLORLESS)
    return BASICS[order.index(symbol.types[0] if symbol.types else ManaType.COLORLESS)]
