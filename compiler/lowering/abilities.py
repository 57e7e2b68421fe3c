"""Abilities from their lines: spells, modal spells and abilities (CR 700.2), activated and mana
abilities (CR 602, 605), triggered abilities with an intervening "if" (CR 603.4), and exert."""
from __future__ import annotations

import dataclasses

from ...runtime import abilities as R
from ...runtime import effects as E
from ...runtime import events as V
from ...runtime.characteristics import Step, Zone
from ...runtime.costs import ExileFromZone, Loyalty, Sacrifice
from ...runtime.filters import (AllOfConditions, AnyOfConditions, DuringSteps, EventObjectRef, ObjectIs,
                                PlayerControls, SelfRef, SourceAttackedThisTurn)
from ...runtime.keyword_abilities import DiscardSelf, RevealSelf, ZoneAbility

from ..syntax import nodes as A
from ..syntax.nodes import triggers as T
from ..syntax.transform import UnsupportedPhrase
from .library import that_object_is
from .checks import cost_has_x, uses_x_test, x_targets_need_a_chosen_x
from .scope import Scope
from .sentences import attach_riders, lower_sentences
from .trigger_events import OTHER_OBJECT_EVENTS, trigger_event


def lower_spell(line: A.SpellLine, is_spell: bool) -> R.SpellAbility:
    scope = Scope(spell=True)
    prog = lower_sentences(line.sentences, scope)
    return R.SpellAbility(attach_riders(prog), tuple(scope.targets))


def lower_modal(line: A.ModalLine, is_spell: bool) -> R.Ability:
    """CR 700.2: each mode keeps its own targets; choices happen as it's put on the stack."""
    head = line.head
    if not line.modes:
        raise UnsupportedPhrase("'choose ...' with no modes after it")
    modes = []
    for mode in line.modes:
        scope = Scope(event_subject=head.condition.subject if head.condition else None)
        prog = lower_sentences(mode.sentences, scope)
        if prog.timing != R.Timing():
            raise UnsupportedPhrase("an activation restriction inside a mode")
        if any(t.distinct_from for t in scope.targets):
            raise UnsupportedPhrase("'another target' inside a mode")
        x_targets_need_a_chosen_x(scope.targets, head.condition is None
                                  and (head.costs is None or cost_has_x(head.costs)))
        if (mode.cost is not None) != head.spree or (mode.pawprints > 0) != (head.pawprints > 0):
            raise UnsupportedPhrase("a '+ {cost} —' or '{P} —' mode under another kind of head")
        modes.append(E.Mode(attach_riders(prog), tuple(scope.targets), mode.cost, mode.pawprints))
    maximum = head.maximum if head.maximum is not None else len(modes)
    if head.pawprints:                   # at most one mode per pawprint (CR 700.2i)
        maximum = head.pawprints
    program = (E.ChooseModes(tuple(modes), head.minimum, maximum, head.pawprints, head.repeatable),)
    if head.condition is not None:
        return R.TriggeredAbility(trigger_event(head.condition), program)
    if head.costs is not None:
        return R.ActivatedAbility(head.costs, program)
    if not is_spell:
        raise UnsupportedPhrase("a modal effect on a permanent without a trigger or cost")
    return R.SpellAbility(program)


def lower_activated(line: A.ActivatedLine) -> R.Ability:
    scope = Scope(exile_cost=any(isinstance(c, ExileFromZone) and not c.self_only for c in line.costs),
                  sacrifice_cost=any(isinstance(c, Sacrifice) and not c.self_only for c in line.costs))
    prog = lower_sentences(line.sentences, scope)
    x_targets_need_a_chosen_x(scope.targets, _x_chosen_in_cost(line.costs))
    if uses_x_test((prog.effects, tuple(scope.targets))) and not _x_chosen_in_cost(line.costs):
        raise UnsupportedPhrase("'X or less' in an activated ability with no X in its cost")
    effects = attach_riders(prog)
    adds_mana = any(isinstance(e, E.AddMana) for e in effects)
    if line.keyword == "exhaust":
        return exhaust_ability(line, effects, scope, prog.timing, adds_mana)
    if line.keyword == "boast":
        return boast_ability(line, effects, scope, prog.timing, adds_mana)
    if line.keyword == "forecast":
        return forecast_ability(line, effects, scope, prog.timing, adds_mana)
    in_hand = hand_ability(line.costs, effects, scope.targets, prog.timing)
    if in_hand is not None:
        return in_hand
    in_graveyard = graveyard_ability(line.costs, effects, scope.targets, prog.timing)
    if in_graveyard is not None:
        return in_graveyard
    if any(isinstance(c, Loyalty) for c in line.costs):
        # CR 606.3: once per turn, main phase, empty stack; never a mana ability (CR 605.1a).
        timing = dataclasses.replace(prog.timing, sorcery_speed=True, once_per_turn=True, loyalty=True)
        return R.ActivatedAbility(line.costs, effects, tuple(scope.targets), timing)
    if adds_mana and not scope.targets:          # CR 605.1a
        return R.ManaAbility(line.costs, effects, prog.timing)
    return R.ActivatedAbility(line.costs, effects, tuple(scope.targets), prog.timing)


def _x_chosen_in_cost(costs) -> bool:
    """"{X}", "−X" or a cost of X objects ("Tap X untapped Knights you control") in the cost: X is
    chosen as the ability is activated, before its targets, and the engine fixes each "X or less"
    test to that X (CR 107.3, 602.2b, 606.4)."""
    return cost_has_x(costs) or any((isinstance(c, Loyalty) and c.x) or getattr(c, "x_count", False)
                                    for c in costs)


def exhaust_ability(line: A.ActivatedLine, effects, scope, timing, adds_mana: bool) -> R.ActivatedAbility:
    """"Exhaust — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only once." (CR 702.177a)."""
    if adds_mana and not scope.targets:
        raise UnsupportedPhrase("an exhaust mana ability")
    if any(isinstance(c, Loyalty) for c in line.costs):
        raise UnsupportedPhrase("an exhaust loyalty ability")
    return R.ActivatedAbility(line.costs, effects, tuple(scope.targets),
                              dataclasses.replace(timing, only_once=True), keyword="exhaust")


def boast_ability(line: A.ActivatedLine, effects, scope, timing, adds_mana: bool) -> R.ActivatedAbility:
    """"Boast — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only if this creature attacked
    this turn and only once each turn." (CR 702.142a)."""
    if adds_mana and not scope.targets:
        raise UnsupportedPhrase("a boast mana ability")
    if any(isinstance(c, Loyalty) for c in line.costs):
        raise UnsupportedPhrase("a boast loyalty ability")
    attacked = SourceAttackedThisTurn()
    condition = attacked if timing.condition is None else AllOfConditions((timing.condition, attacked))
    return R.ActivatedAbility(line.costs, effects, tuple(scope.targets),
                              dataclasses.replace(timing, once_per_turn=True, condition=condition), keyword="boast")


def forecast_ability(line: A.ActivatedLine, effects, scope, timing, adds_mana: bool) -> ZoneAbility:
    """"Forecast — [Activated ability]": activated only from its owner's hand, only during their
    upkeep and only once each turn; the card is revealed as the cost is paid (CR 702.57a-b)."""
    if adds_mana and not scope.targets:
        raise UnsupportedPhrase("a forecast mana ability")
    if not any(isinstance(c, RevealSelf) for c in line.costs):
        raise UnsupportedPhrase("a forecast ability whose cost doesn't reveal the card from the hand")
    if any(type(c).__name__ in ("TapSelf", "UntapSelf", "Loyalty", "DiscardSelf") for c in line.costs):
        raise UnsupportedPhrase("a forecast cost only a permanent can pay")
    upkeep = DuringSteps((Step.UPKEEP,), yours=True)
    condition = upkeep if timing.condition is None else AllOfConditions((timing.condition, upkeep))
    return ZoneAbility(tuple(line.costs), tuple(effects), tuple(scope.targets),
                       dataclasses.replace(timing, once_per_turn=True, condition=condition),
                       keyword="forecast", zone=Zone.HAND)


def hand_ability(costs, effects, targets, timing):
    """"{1}{G}, Discard ~: ..." (channel, bloodrush) and "{B}, Reveal ~ from your hand: ...": an
    ability whose cost discards or reveals its own card from the hand
    works only while the card is in its owner's hand (CR 113.6j, 602.2)."""
    if not any(isinstance(c, (DiscardSelf, RevealSelf)) for c in costs):
        return None
    if any(type(c).__name__ in ("TapSelf", "UntapSelf", "Loyalty") for c in costs):
        raise UnsupportedPhrase("paying with a card in the hand that is also on the battlefield")
    return ZoneAbility(tuple(costs), tuple(effects), tuple(targets), timing, zone=Zone.HAND)


def graveyard_ability(costs, effects, targets, timing):
    """"{5}, Exile this card from your graveyard: ..." / "{2}{G}{G}: Return ~ from your graveyard
    to the battlefield ...": an ability whose cost or effect moves its own card out of the
    graveyard functions only there (CR 113.6m)."""
    exiles_self = any(isinstance(c, ExileFromZone) and c.self_only and c.filter.zone is Zone.GRAVEYARD
                      for c in costs)
    returns_self = any(isinstance(e, (E.ReturnToBattlefield, E.ReturnToHand)) and isinstance(e.objects, SelfRef)
                       and e.from_zone is Zone.GRAVEYARD for e in effects)
    if not (exiles_self or returns_self):
        return None
    if any(type(c).__name__ in ("TapSelf", "UntapSelf", "Loyalty") for c in costs):
        raise UnsupportedPhrase("a graveyard ability with a cost only a permanent can pay")
    return ZoneAbility(tuple(costs), tuple(effects), tuple(targets), timing, zone=Zone.GRAVEYARD)


def lower_triggered(line: A.TriggeredLine) -> R.TriggeredAbility:
    cond = line.condition
    if cond.kind in OTHER_OBJECT_EVENTS and cond.number and not isinstance(cond.subject, A.SelfPhrase):
        # "whenever equipped creature becomes blocked by one or more ...": "it" would be read as
        # one of the blockers, which the event does not single out
        raise UnsupportedPhrase("a block by one or more creatures of an object other than the source")
    scope = Scope(event_subject=cond.subject,
                  event_other=cond.other if cond.kind in OTHER_OBJECT_EVENTS else None,
                  event_kind=cond.kind, event_player=cond.player,
                  step_host=cond.host if cond.kind == "beginning" and cond.host is not None
                  and cond.host.attached_to_source else None)
    once = bool(line.sentences) and isinstance(line.sentences[-1], T.OnceEachTurnSentence)
    sentences, condition = intervening_if(line.sentences[:-1] if once else line.sentences)
    if isinstance(condition, PlayerControls):
        scope.last_player = condition.player     # "if defending player controls ..., ... that player"
    condition = bind_triggering_object(condition, scope)
    if type(condition).__name__ == "DiscardedThisWay":   # "this way" names a step of the ability
        raise UnsupportedPhrase("'discarded ... this way' with no discard before it")
    if getattr(condition, "ref", 0) is None:      # "if it's a ..." needs a card named before it
        raise UnsupportedPhrase("'if it's ...' with nothing to refer to")
    prog = lower_sentences(sentences, scope)
    x_targets_need_a_chosen_x(scope.targets, False)
    if prog.timing != R.Timing():
        raise UnsupportedPhrase("an activation restriction on a triggered ability")
    event = trigger_event(cond)
    if line.also is not None:                     # "whenever A and whenever B" (CR 603.2)
        event = V.AnyOf((event, trigger_event(line.also)))
    return R.TriggeredAbility(event, attach_riders(prog), tuple(scope.targets),
                              condition, once_each_turn=once, event_condition=cond.while_condition)


def bind_triggering_object(condition, scope: Scope):
    """"Whenever a creature you control enters, if its power is greater than ~'s power or ...":
    "its" is the object the event names (CR 603.4: the condition is checked as the ability
    triggers and as it resolves); the parts of an "or" are each bound."""
    if isinstance(condition, A.ThatObjectIs):      # "if that creature is 1/1"
        return that_object_is(condition, scope)
    if isinstance(condition, AnyOfConditions) and all(isinstance(p, ObjectIs) for p in condition.parts):
        parts = tuple(bind_triggering_object(p, scope) for p in condition.parts)
        if any(p.ref is None for p in parts):
            raise UnsupportedPhrase("'its ...' with nothing to refer to")
        return AnyOfConditions(parts)
    if isinstance(condition, ObjectIs) and condition.ref is None and scope.event_subject is not None \
            and not isinstance(scope.event_subject, A.SelfPhrase):
        # "whenever a permanent you control is turned face up, if it's a creature, ...": the
        # permanent the event names, as the ability triggers and as it resolves (CR 603.4)
        return dataclasses.replace(condition, ref=EventObjectRef())
    return condition


def intervening_if(sentences):
    """"When <event>, if <condition>, <effect>": the condition belongs to the whole ability and
    is checked when it triggers and again on resolution (CR 603.4), not as one step."""
    first = sentences[0] if sentences else None
    if isinstance(first, T.IfThenIfAfterSentence):      # "if A, <clauses> if B." (CR 603.4, 608.2c)
        return (first.then,) + tuple(sentences[1:]), first.condition
    if (isinstance(first, A.Sentence) and first.condition is not None and not first.if_you_do
            and first.delay is None and not first.until_your_next_turn):
        return (dataclasses.replace(first, condition=None),) + tuple(sentences[1:]), \
            first.condition
    return sentences, None


def lower_trigger_line(line) -> tuple:
    """The lines of nodes.triggers: "You may exert ~ as it attacks. When you do, ..." -> the
    optional attack cost (a static ability) and the linked "when you do" trigger (CR 701.39d,
    607.2h); "Cast this spell only during ... and only if ..." -> one casting condition."""
    match line:
        case T.CastOnlyIfLine():
            return (R.StaticAbility(R.CastOnlyWhen(AllOfConditions((line.steps, line.condition)))),)
        case T.ExertLine():
            out = (R.StaticAbility(R.MayExertAsAttacks()),)
            if line.sentences:
                trigger = A.TriggeredLine(A.TriggerCondition("exert_as_attacks", A.SelfPhrase()),
                                          line.sentences)
                out += (lower_triggered(trigger),)
            return out
    raise UnsupportedPhrase(type(line).__name__)
