"""The delayed triggered abilities an effect creates (CR 603.7): "When target creature dies this
turn, ..." (one object, WhenDiesThisTurn) and "Whenever a creature blocks this turn, ..." (each
time its event happens for the rest of the turn, CreateDelayedTrigger with `this_turn`)."""
from __future__ import annotations

import dataclasses

from ...runtime import effects as E
from ...runtime.characteristics import CardType
from ...runtime.filters import ObjectFilter

from ..syntax import nodes as A
from ..syntax.transform import UnsupportedPhrase
from .dispatch import lower_clause
from .references import objects_ref
from .scope import Scope
from .trigger_events import OTHER_OBJECT_EVENTS, trigger_event

# what the delayed trigger's own words mean by "it" / "that card": the creature that died
_THE_DEAD_CREATURE = ObjectFilter(types=(CardType.CREATURE,))


def lower_dies_this_turn(s: A.DiesThisTurnSentence, scope: Scope) -> list:
    """"When target creature dies this turn, return that card to the battlefield": a delayed
    trigger for the object named (a target of the creating ability, or the object the sentence
    before named), created as the ability resolves (CR 603.7a); in its own words "that card" and
    "it" are the card that died, in the graveyard now (CR 400.7, 603.7c)."""
    pre: list = []
    who = objects_ref(s.objects or (A.ItPhrase(),), scope, pre)
    inner = _delayed_effects(s.clauses, Scope(event_subject=_THE_DEAD_CREATURE, event_kind="dies",
                                              delayed=True))
    return pre + [E.WhenDiesThisTurn(who, inner, into_your_graveyard=s.into_your_graveyard)]


def lower_this_turn_trigger(s: A.ThisTurnTriggerSentence, scope: Scope) -> list:
    """"Whenever a creature blocks this turn, it gets +0/+1 until end of turn": a delayed
    triggered ability with a stated duration, which triggers each time its event happens this
    turn (CR 603.7b); its words are read as a triggered ability's ("it" is the event's object).
    "Whenever target creature deals damage this turn, ...": the same, about that one object."""
    pre: list = []
    about = objects_ref(s.objects, scope, pre) if s.objects else None
    cond = s.condition if about is None else dataclasses.replace(s.condition, subject=ObjectFilter())
    if (cond.kind in OTHER_OBJECT_EVENTS and cond.number) or cond.while_condition is not None:
        raise UnsupportedPhrase("a turn's trigger on a block by several creatures or 'while ...'")
    inner = _delayed_effects(s.clauses, Scope(
        event_subject=cond.subject, event_kind=cond.kind, delayed=True, event_player=cond.player,
        event_other=cond.other if cond.kind in OTHER_OBJECT_EVENTS else None))
    return pre + [E.CreateDelayedTrigger(trigger_event(cond), inner, this_turn=True, about=about)]


def _delayed_effects(clauses: tuple, inner: Scope) -> tuple:
    """A delayed trigger's effects, lowered with its own scope: its words name its own event's
    object; a target would be chosen as it is put on the stack, which a delayed trigger here
    doesn't do (CR 603.7: its targets aren't the creating ability's), so it is refused."""
    effects = tuple(step for clause in clauses for step in lower_clause(clause, inner))
    if inner.targets:
        raise UnsupportedPhrase("a target in a delayed trigger's effect")
    return effects


def at_that_turns_end_step(s: A.Sentence, scope: Scope, prog) -> None:
    """"Take an extra turn after this one. At the beginning of that turn's end step, you lose
    the game.": a delayed trigger at the end step of the extra turn the sentence before
    creates (CR 500.7, 603.7a), kept with that extra turn (ExtraTurn.at_its_end_step)."""
    last = prog.effects[-1] if prog.effects else None
    if not isinstance(last, E.ExtraTurn) or last.at_its_end_step or s.condition is not None \
            or s.x_is is not None or s.if_you_do:
        raise UnsupportedPhrase("'that turn's end step' without an extra turn just before it")
    scope.delayed, targets = True, len(scope.targets)
    try:
        effects = tuple(step for clause in s.clauses for step in lower_clause(clause, scope))
    finally:
        scope.delayed = False
    if len(scope.targets) > targets:
        raise UnsupportedPhrase("a target in a delayed trigger's effect")
    prog.effects[-1] = dataclasses.replace(last, at_its_end_step=effects)
