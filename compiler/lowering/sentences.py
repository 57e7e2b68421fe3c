"""Sentences: a list of sentences -> a Program of steps; how each kind of sentence adds to or
folds into the steps before it (conditions, "if you do", delayed triggers, "where X is")."""
from __future__ import annotations

import dataclasses
from contextlib import contextmanager

from ...runtime import abilities as R
from ...runtime import effects as E
from ...runtime import events as V
from ...runtime.characteristics import CardType
from ...runtime.filters import (AffectedRef, DiscardedThisWay, EachRef, KeywordCostPaid, ManaSpentToCast, NumberTest, ObjectFilter,
                                PlayerRef, SelfRef, TargetRef, WasKicked, XValue)

from ..dataclass_fields import field_names, replaced
from ..syntax import nodes as A
from ..syntax.transform import UnsupportedPhrase
from .amounts import amount_value
from .checks import uses_x_test, x_targets_need_a_chosen_x
from .delayed_triggers import at_that_turns_end_step, lower_dies_this_turn, lower_this_turn_trigger
from .counts import asked_this_way
from .dispatch import lower_clause, token_abilities
from .library import bind_it_condition, bind_its, lower_clash_won, lower_if_you_do_inside, lower_otherwise
from .references import objects_ref
from .scope import Program, Scope
from .shields import counter_rider, prevented_for_each, prevention_rider, unpreventable_rider
from .triggers import SENTENCES as TRIGGER_SENTENCES, lower_trigger_sentence, no_regeneration_rider


@contextmanager
def _created_tokens(prog: Program, scope: Scope):
    """"Create two ... tokens. Sacrifice them at the beginning of the next end step.": in a
    delayed step right after a token creation, "it"/"them"/"those tokens" are the tokens made
    (the delayed trigger remembers them, CR 603.7c), not the source or a target; so in a clause
    of the same sentence after it ("create a ... token and suspect it"); and after steps that
    acted on those tokens (encore's "They gain haste. Sacrifice them ...", CR 702.141a)."""
    at = len(prog.effects) - 1
    while at > 0 and isinstance(getattr(prog.effects[at], "objects", None), AffectedRef) \
            and isinstance(prog.effects[at - 1], (E.CreateToken, E.CreateTokenCopy)) \
            and prog.effects[at].objects == AffectedRef(prog.effects[at - 1].label):
        at -= 1
    if at < 0 or not isinstance(prog.effects[at], (E.CreateToken, E.CreateTokenCopy)):
        yield
        return
    made = prog.effects[at]
    label = made.label or scope.label("created")
    prog.effects[at] = dataclasses.replace(made, label=label)
    scope.created = label
    try:
        yield
    finally:
        scope.created = ""


def lower_when_you_do(s, scope: Scope, prog: Program) -> None:
    """"You may <action>. When you do, <effects>": a reflexive trigger (CR 603.12) made if the
    action is done; its targets are its own, chosen as it is put on the stack (CR 603.3d), so
    its clauses are lowered with a target list of their own."""
    last = prog.effects[-1] if prog.effects else None
    if s.condition is not None or s.delay is not None or s.x_is is not None or s.until_your_next_turn \
            or not isinstance(last, E.Optional) or last.if_done:
        raise UnsupportedPhrase("'when you do' without a 'you may' before it")
    outer, scope.targets = scope.targets, []
    try:
        inner = tuple(step for clause in s.clauses for step in lower_clause(clause, scope))
        targets = tuple(scope.targets)
    finally:
        scope.targets = outer
    prog.effects[-1] = dataclasses.replace(last, if_done=(E.ReflexiveTrigger(inner, targets),))


def lower_instead(s, scope: Scope, prog: Program, start: int, targets_start: int) -> None:
    """"If the gift was promised, instead <clauses>.": the clauses replace the sentence before it
    when the condition holds (CR 608.2c). Targets follow the spell's optional cost, known before
    targets are chosen (CR 601.2b-c): new targets are chosen only if it was paid, and then the
    replaced sentence's own targets aren't (CR 702.174m): "Destroy target artifact. If the gift
    was promised, instead destroy two target artifacts." has two targets, not three."""
    replaced = tuple(prog.effects[start:])
    # a whole "<clauses> if <condition>." is replaced ("Exile target creature if it has mana
    # value 3 or less. Exile that creature instead if ...": either condition exiles it)
    whole_conditional = len(replaced) == 1 and isinstance(replaced[0], E.Conditional) and not replaced[0].otherwise
    if s.x_is is not None or s.delay is not None or s.until_your_next_turn or start >= len(prog.effects) \
            or (not whole_conditional and any(isinstance(e, (E.Optional, E.Conditional)) for e in replaced)):
        raise UnsupportedPhrase("'instead' after a sentence it can't replace")
    s = dataclasses.replace(s, condition=bind_its(s.condition, scope))
    before = len(scope.targets)
    inner = tuple(step for clause in s.clauses for step in _same_source(clause, _those_tokens(clause, replaced)
                                                                        or lower_clause(clause, scope),
                                                                        prog.effects[start:]))
    if len(scope.targets) > before:
        if not isinstance(s.condition, KeywordCostPaid) or s.condition.keyword not in ("bargain", "gift"):
            raise UnsupportedPhrase("new targets after 'instead' that aren't known as the spell is cast")
        negated = KeywordCostPaid(s.condition.keyword, not s.condition.paid)
        scope.targets[targets_start:before] = [dataclasses.replace(t, only_if=negated)
                                               for t in scope.targets[targets_start:before]]
        scope.targets[before:] = [dataclasses.replace(t, only_if=s.condition) for t in scope.targets[before:]]
    if len(inner) == 1 and isinstance(inner[0], E.Optional) and not inner[0].if_done and not inner[0].if_not_done:
        # "..., you may put that permanent on top of its owner's library instead": declining
        # the replacement leaves the effect it would have replaced (CR 608.2c)
        inner = (dataclasses.replace(inner[0], if_not_done=replaced),)
    prog.effects[start:] = [E.Conditional(s.condition, inner, otherwise=replaced)]


def _those_tokens(clause, replaced: tuple) -> list:
    """"Create six 1/1 white Kor Soldier creature tokens. If ~ was kicked, create twelve of those
    tokens instead.": the one token creation the sentence replaces, with the new number."""
    if not isinstance(clause, A.CreateTokenClause) or clause.token is not None:
        return []
    made = [e for e in replaced if isinstance(e, E.CreateToken)]
    if len(made) != 1 or len(replaced) != 1:
        raise UnsupportedPhrase("'those tokens' after a sentence that doesn't create one kind of token")
    return [dataclasses.replace(made[0], amount=clause.amount)]


def _same_source(clause, steps: list, replaced: list) -> list:
    """"~ deals 2 damage to target creature. If this spell was bargained, instead it deals 3
    damage to that permanent": "it" is what dealt the damage the sentence replaces (CR 608.2c)."""
    dealt = [e for e in replaced if isinstance(e, E.DealDamage)]
    if not isinstance(clause, A.DamageClause) or clause.source != A.ItPhrase() or len(dealt) != 1:
        return steps
    return [dataclasses.replace(e, source=dealt[0].source) if isinstance(e, E.DealDamage) else e for e in steps]


def _about_the_delayed(sentences) -> list:
    """"... return it to the battlefield at the beginning of your next upkeep. It gains haste.":
    a plain sentence about "it" right after a delayed return is more of what the delayed trigger
    does, to the object it returned (CR 603.7a, 603.7c), not something done now; it is lowered
    with the delayed sentence's clauses."""
    out: list = []
    for s in sentences:
        before = out[-1] if out else None
        if isinstance(before, A.Sentence) and before.delay is not None and type(s) is A.Sentence \
                and s == A.Sentence(s.clauses) and _returns_to_battlefield(before) \
                and all(getattr(c, "objects", None) == (A.ItPhrase(),) for c in s.clauses):
            out[-1] = dataclasses.replace(before, clauses=before.clauses + s.clauses)
            continue
        out.append(s)
    return out


def _returns_to_battlefield(s: A.Sentence) -> bool:
    """Whether the sentence puts its objects onto the battlefield ("return it to the
    battlefield"): after it, "it" can only be the object that came back."""
    return any(isinstance(c, A.ReturnClause) and c.destination.startswith("battlefield") for c in s.clauses)


# instructions that say whether they were done, for an "If you do, ..." with no "you may" before
# it (runtime IfDone: their handlers count what they acted on)
DONE_OR_NOT = (E.SacrificeObjects, E.RemoveCounters)


def _pays_as_delayed(prog: Program, s: A.Sentence) -> bool:
    """Whether "If you don't, ..." follows a delayed trigger that ends asking its controller to
    pay a cost ("At the beginning of your next upkeep, pay {3}{U}{U}.")."""
    last = prog.effects[-1] if prog.effects else None
    return s.if_not_done == "you" and s.condition is None and s.delay is None and s.x_is is None \
        and isinstance(last, E.CreateDelayedTrigger) and not last.this_turn and last.about is None \
        and bool(last.effects) and isinstance(last.effects[-1], E.Optional) \
        and last.effects[-1].player is PlayerRef.YOU and not last.effects[-1].if_not_done \
        and not last.effects[-1].if_done


def lower_sentences(sentences, scope: Scope) -> Program:
    """The effects, riders and timing of an ability's sentences, each folded into the steps
    before it where it modifies them ("if you do", "otherwise", "they can't be regenerated")."""
    prog = Program()
    sentences = _about_the_delayed(sentences)
    asked = asked_this_way(tuple(sentences))
    if "destroyed" in asked:
        scope.wants_destroyed = True
    if "discarded" in asked:
        scope.wants_discarded = True
    if "that creature" in asked:
        scope.wants_that_creature = True
    start = targets_start = 0              # where the sentence before this one began
    for s in sentences:
        s = bind_it_condition(s, scope)
        if no_regeneration_rider(s, prog) or unpreventable_rider(s, prog):
            continue
        if isinstance(s, A.Sentence) and s.instead:
            lower_instead(s, scope, prog, start, targets_start)
            continue
        before, (start, targets_start) = start, (len(prog.effects), len(scope.targets))
        match s:
            case A.Sentence(otherwise=True):
                lower_otherwise(s, scope, prog)
            case A.Sentence(condition=A.WonClash()):
                lower_clash_won(s, scope, prog)
            case A.Sentence(if_you_do=True) if s.delay is not None:
                # "If you do, return that card ... at the beginning of the next end step": doing
                # the optional action sets up the delayed trigger (CR 603.7a)
                if s.condition is not None or s.x_is is not None or s.until_your_next_turn \
                        or not prog.effects \
                        or not isinstance(prog.effects[-1], E.Optional) or prog.effects[-1].if_done:
                    raise UnsupportedPhrase("a delayed 'if you do' without a 'you may' before it")
                step, whose = s.delay
                scope.delayed = True           # its words are the delayed trigger's (references.py)
                inner = tuple(x for clause in s.clauses for x in lower_clause(clause, scope))
                scope.delayed = False
                delayed = E.CreateDelayedTrigger(V.BeginningOfStep(step, whose), inner)
                prog.effects[-1] = dataclasses.replace(prog.effects[-1], if_done=(delayed,))
            case A.Sentence(when_you_do=True):
                lower_when_you_do(s, scope, prog)
            case A.Sentence(if_you_do=True) if lower_if_you_do_inside(s, scope, prog):
                pass
            case A.Sentence(if_you_do=True) if prog.effects and isinstance(prog.effects[-1], DONE_OR_NOT) \
                    and s.condition is None and s.x_is is None and not s.until_your_next_turn:
                # "Sacrifice ~. If you do, ...": done only if the sacrifice or removal was (CR 608.2c)
                inner = tuple(step for clause in s.clauses for step in lower_clause(clause, scope))
                prog.effects[-1] = E.IfDone((prog.effects[-1],), inner)
            case A.Sentence(if_you_do=True):
                if not prog.effects or not isinstance(prog.effects[-1], E.Optional) \
                        or prog.effects[-1].if_done:
                    raise UnsupportedPhrase("'if you do' without a 'you may' before it")
                inner = [step for clause in s.clauses for step in lower_clause(clause, scope)]
                prog.effects[-1] = dataclasses.replace(prog.effects[-1], if_done=tuple(inner))
            case A.Sentence(if_not_done=who) if who and _pays_as_delayed(prog, s):
                # "At the beginning of your next upkeep, pay {2}{B}. If you don't, you lose the
                # game.": the other branch of the payment the delayed trigger asks for as it
                # resolves (CR 603.7a, 118.12); its controller is the one who pays (CR 603.7d)
                delayed = prog.effects[-1]
                scope.delayed = True
                inner = tuple(step for clause in s.clauses for step in lower_clause(clause, scope))
                scope.delayed = False
                paid = dataclasses.replace(delayed.effects[-1], if_not_done=inner)
                prog.effects[-1] = dataclasses.replace(delayed, effects=delayed.effects[:-1] + (paid,))
            case A.Sentence(if_not_done=who) if who:
                # "If you don't, ..." (CR 608.2c): the other branch of the "may" just before
                last = prog.effects[-1] if prog.effects else None
                if not isinstance(last, E.Optional) or last.if_not_done \
                        or (who == "you") != (last.player is PlayerRef.YOU):
                    raise UnsupportedPhrase(f"'if {who} don't' without a '{who} may' before it")
                inner = [step for clause in s.clauses for step in lower_clause(clause, scope)]
                prog.effects[-1] = dataclasses.replace(last, if_not_done=tuple(inner))
            case A.Sentence(condition=None, x_is=None, delay=None, until_your_next_turn=False):
                start = len(prog.effects)
                for clause in s.clauses:
                    # "create a 2/1 ... token and suspect it": "it" is the token just made
                    with _created_tokens(prog, scope):
                        prog.effects += lower_clause(clause, scope)
                if scope.prevented_amount:      # "... equal to the damage prevented this way"
                    scope.prevented_amount = False
                    prevention_rider(prog, start)
            case A.Sentence(x_is=None, delay=None, until_your_next_turn=False):
                if isinstance(s.condition, DiscardedThisWay) and not scope.discarded:
                    raise UnsupportedPhrase("'discarded ... this way' with no discard before it")
                before = len(scope.targets)
                inner = [step for clause in s.clauses for step in lower_clause(clause, scope)]
                if isinstance(s.condition, WasKicked) or (isinstance(s.condition, KeywordCostPaid)
                                                          and s.condition.keyword in ("bargain", "gift")):
                    # CR 702.33g, 702.166d, 702.174m: such targets are chosen only if the spell
                    # was kicked / bargained / the gift promised
                    scope.targets[before:] = [dataclasses.replace(t, only_if=s.condition)
                                              for t in scope.targets[before:]]
                prog.effects.append(E.Conditional(s.condition, tuple(inner)))
            case A.Sentence(condition=None, delay=None, until_your_next_turn=False):
                before = len(scope.targets)
                inner = [step for clause in s.clauses for step in lower_clause(clause, scope)]
                if s.x_as_you_activate or s.x_as_you_cast:
                    inner = _x_divided_as_you_activate(inner, scope, before, s.x_is)
                x_targets_need_a_chosen_x(scope.targets, False)
                if uses_x_test((inner, tuple(scope.targets))):
                    inner = x_tests_read_the_source(inner, scope, s.x_is)
                pre: list = []
                x_is = amount_value(s.x_is, scope, pre)
                if pre:
                    raise UnsupportedPhrase("X defined by a chosen object")
                prog.effects += [define_x(step, x_is) for step in inner]
                scope.x_defined = x_is
            case A.Sentence(until_your_next_turn=True):
                prog.effects += [_until_next_turn(c, scope) for c in s.clauses]
            case A.Sentence(delay=(_, V.Whose.THAT_EXTRA_TURN)):
                at_that_turns_end_step(s, scope, prog)
            case A.Sentence():
                step, whose = s.delay
                inner: list = []
                scope.delayed = True
                with _created_tokens(prog, scope):
                    for clause in s.clauses:
                        inner += lower_clause(clause, scope)
                scope.delayed = False
                if s.x_is is not None:          # "..., where X is that spell's mana value" (CR 107.3)
                    pre: list = []
                    x_is = amount_value(s.x_is, scope, pre)
                    if pre:
                        raise UnsupportedPhrase("X defined by a chosen object")
                    inner = [define_x(step, x_is) for step in inner]
                delayed = E.CreateDelayedTrigger(V.BeginningOfStep(step, whose), tuple(inner))
                if s.condition is not None:       # "If the gift wasn't promised, ... at ..."
                    if s.x_is is not None or s.until_your_next_turn:
                        raise UnsupportedPhrase("a conditional delayed sentence with more to it")
                    delayed = E.Conditional(s.condition, (delayed,))
                prog.effects.append(delayed)
            case A.UntilYourNextTurnSentence():
                prog.effects += until_your_next_turn(s, scope)
            case A.DiesThisTurnSentence():
                prog.effects += lower_dies_this_turn(s, scope)
            case A.ThisTurnTriggerSentence():
                prog.effects += lower_this_turn_trigger(s, scope)
            case A.ExileIfDiesSentence(by_self=True):
                # CR 614.1a: whatever the source has dealt damage to this turn
                kind = ObjectFilter(permanent=True) if s.permanents else ObjectFilter(types=(CardType.CREATURE,))
                prog.effects.append(E.ExileIfDiesThisTurn(EachRef(kind), SelfRef(), permanents=s.permanents))
            case A.ExileIfDiesSentence(that_creature=True):
                # CR 614.1a: "that creature" is the one the sentence before named
                pre = []
                named = objects_ref((A.ThatPhrase("creature"),), scope, pre)
                prog.effects += pre + [E.ExileIfDiesThisTurn(named, source=None)]
            case A.ExileIfDiesSentence():
                prog.effects.append(exile_if_dies(prog.effects))
            case A.CounterRiderSentence():
                counter_rider(s, prog)
            case A.PreventedForEachSentence():
                prevented_for_each(s, prog, scope)
            case A.DoesTheSameSentence():
                prog.effects += does_the_same(prog.effects[before:start])
            case A.ManaKeptSentence():
                # CR 106.4: the mana just added stays in the pool as steps end, until that one
                if not prog.effects or not isinstance(prog.effects[-1], E.AddMana):
                    raise UnsupportedPhrase("'you don't lose this mana' without 'add' before it")
                prog.effects[-1] = dataclasses.replace(prog.effects[-1], kept_until=s.until)
            case A.EndEffectSentence():
                # CR 116.2c: the Aura effect of the sentences before may be ended by paying
                found = [i for i, e in enumerate(prog.effects) if isinstance(e, E.BecomeAura)]
                if len(found) != 1 or prog.effects[found[0]].end_cost is not None:
                    raise UnsupportedPhrase("'you may pay ... to end this effect' without one effect to end")
                prog.effects[found[0]] = dataclasses.replace(prog.effects[found[0]], end_cost=s.cost)
            case A.StillTypeSentence():
                # "It's still a land." (CR 205.1b): the animation adds types instead of replacing;
                # after "you may have target land become ...", the optional animation's (CR 609.3)
                last = prog.effects[-1] if prog.effects else None
                if isinstance(last, E.Optional) and not last.if_done and not last.if_not_done \
                        and len(last.effects) == 1 and isinstance(last.effects[0], E.Animate):
                    kept = dataclasses.replace(last.effects[0], keep_types=True)
                    prog.effects[-1] = dataclasses.replace(last, effects=(kept,))
                elif isinstance(last, E.Animate):
                    prog.effects[-1] = dataclasses.replace(last, keep_types=True)
                else:
                    raise UnsupportedPhrase("'it's still a ...' without 'becomes' before it")
            case A.NewTargetsSentence(players=True):
                copies = _with_new_targets(tuple(prog.effects))
                if copies == tuple(prog.effects):
                    raise UnsupportedPhrase("'players may choose new targets for their copies' without copies")
                prog.effects[:] = list(copies)
            case A.NewTargetsSentence(for_it=True):
                # CR 115.7d: "it" is the spell the sentence before named
                pre = []
                spell = objects_ref((A.ItPhrase(),), scope, pre)
                if not _names_target_spell(spell, scope):
                    raise UnsupportedPhrase("'choose new targets for it' where 'it' is no target spell")
                prog.effects += pre + [E.ChooseNewTargets(spell)]
            case A.NewTargetsSentence():
                last = prog.effects[-1] if prog.effects else None
                if isinstance(last, E.CreateDelayedTrigger) and last.effects \
                        and isinstance(last.effects[-1], E.CopySpell):
                    # "When you cast your next ... spell this turn, copy that spell. You may
                    # choose new targets for the copy.": the copy the delayed trigger makes
                    copy = dataclasses.replace(last.effects[-1], new_targets=True)
                    prog.effects[-1] = dataclasses.replace(last, effects=last.effects[:-1] + (copy,))
                    continue
                if not isinstance(last, E.CopySpell):
                    raise UnsupportedPhrase("'choose new targets for the copy' without a copy")
                prog.effects[-1] = dataclasses.replace(last, new_targets=True)
            case A.GrantSentence(objects=(A.ItPhrase() | A.ThemPhrase(subject=True),)):
                # 'Create two 1/1 ... tokens. They have "..."' (CR 111.4): the tokens are
                # created with that ability.
                if not prog.effects or not isinstance(prog.effects[-1], E.CreateToken):
                    raise UnsupportedPhrase("'it has/they have \"...\"' without creating tokens before it")
                made = prog.effects[-1]
                spec = dataclasses.replace(made.token, abilities=made.token.abilities
                                           + token_abilities(s.ability))
                prog.effects[-1] = dataclasses.replace(made, token=_defined_by_its_ability(spec))
            case A.RestrictionSentence():
                prog.restriction = s.restriction
            case A.RiderSentence():
                prog.rider = s.rider
            case A.TimingSentence():
                if s.condition is not None and prog.timing.condition is not None:
                    raise UnsupportedPhrase("two activation conditions")
                prog.timing = R.Timing(prog.timing.sorcery_speed or s.sorcery_speed,
                                       prog.timing.once_per_turn or s.once_per_turn,
                                       s.condition or prog.timing.condition,
                                       max_per_turn=s.max_per_turn or prog.timing.max_per_turn,
                                       any_player=prog.timing.any_player or bool(s.any_player),
                                       only_once=prog.timing.only_once or s.only_once)
            case _ if isinstance(s, TRIGGER_SENTENCES):
                lower_trigger_sentence(s, prog, scope)
            case _:
                raise UnsupportedPhrase("this combination of sentence parts")
    if scope.x_defined is not None:
        # "Then you may pay {X}, where X is ... If you don't, ... deals X damage to you.": one X
        # in the ability, the value the definition gives (CR 107.3)
        prog.effects[:] = [define_x(e, scope.x_defined) for e in prog.effects]
    if any(_no_power_toughness(e) for e in prog.effects):
        raise UnsupportedPhrase("a creature token without power and toughness")
    if getattr(scope, "color_chosen", False):       # targets.py: "choose a color" unused
        raise UnsupportedPhrase("'choose a color' with an effect that doesn't use it this way")
    return prog


def exile_if_dies(effects: list) -> E.ExileIfDiesThisTurn:
    """"If a creature dealt damage this way would die this turn, exile it instead": "this way"
    is the damage effect just before (CR 614.1a); it watches the objects that effect damaged."""
    last = effects[-1] if effects else None
    if isinstance(last, E.Conditional) or not isinstance(last, E.DealDamage) or last.objects is None:
        raise UnsupportedPhrase("'dealt damage this way' without damage to creatures before it")
    return E.ExileIfDiesThisTurn(last.objects, last.source)


def _with_new_targets(value):
    """Every copy of a spell in `value` lets its player choose new targets (CR 707.10c)."""
    if isinstance(value, E.CopySpell):
        return dataclasses.replace(value, new_targets=True)
    if isinstance(value, tuple):
        return tuple(_with_new_targets(v) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {f.name: _with_new_targets(getattr(value, f.name)) for f in dataclasses.fields(value)}
        return dataclasses.replace(value, **changes)
    return value


def _x_divided_as_you_activate(inner: list, scope: Scope, before: int, x_is) -> list:
    """"X damage divided as you choose among ..., where X is <amount> as you activate this
    ability" / "... as you cast ~": the amount is divided as the targets are chosen, during the
    activation or the casting (CR 601.2d, 602.2b), so it is the targets' divided total, reckoned
    then; an X the effects read on resolution would be a later value, so it is refused."""
    pre: list = []
    amount = amount_value(x_is, scope, pre)
    divided = [i for i in range(before, len(scope.targets)) if isinstance(scope.targets[i].divided, XValue)]
    if pre or not divided or any(define_x(step, amount) != step for step in inner):
        raise UnsupportedPhrase("'as you activate this ability' or 'as you cast ~' for an X other "
                                "than a divided amount")
    for i in divided:
        scope.targets[i] = dataclasses.replace(scope.targets[i], divided=amount)
    return inner


def x_tests_read_the_source(inner: list, scope: Scope, x_is) -> list:
    """"target card with mana value X or less ..., where X is the amount of mana spent to cast this
    creature": the test compares with a number of the source itself, known as targets are chosen
    (CR 601.2h, 603.3d); any other "where X is" in a test isn't supported."""
    if x_is != ManaSpentToCast(SelfRef()):
        raise UnsupportedPhrase("'X or less' with X defined by 'where X is'")
    scope.targets[:] = [_source_x_test(t) for t in scope.targets]
    return [_source_x_test(step) for step in inner]


def _source_x_test(value):
    if isinstance(value, NumberTest) and value.of_x:
        return dataclasses.replace(value, of_x=False, than_source="mana_spent")
    if isinstance(value, tuple):
        return tuple(_source_x_test(v) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return dataclasses.replace(value, **{f.name: _source_x_test(getattr(value, f.name))
                                             for f in dataclasses.fields(value)})
    return value


def define_x(value, amount):
    """Replace X (XValue) inside an effect by what "where X is ..." defines (CR 107.3)."""
    if isinstance(value, XValue):
        return amount
    if isinstance(value, tuple):
        return tuple(define_x(v, amount) for v in value)
    names = field_names(type(value))      # None: no dataclass (nor a dataclass's class)
    if names is not None:
        changes = {name: define_x(getattr(value, name), amount) for name in names}
        if isinstance(value, (E.Unless, E.PayCost)) and getattr(value.cost, "has_x", False):
            changes["x"] = amount        # "unless ... pays {X}, where X is ...": X in the cost
        return replaced(value, **changes)
    return value


def _until_next_turn(clause, scope: Scope):
    if not isinstance(clause, A.MayPlayClause):
        raise UnsupportedPhrase("'until the end of your next turn' with this effect")
    pre: list = []
    ref = objects_ref(clause.objects, scope, pre)
    return E.MayPlay(ref, E.Duration.END_OF_YOUR_NEXT_TURN)


# the instructions whose handlers keep an effect until its controller's next turn begins
LASTING_UNTIL_YOUR_NEXT_TURN = (E.PreventDamage, E.GainKeyword, E.ModifyPowerToughness, E.Animate)


def until_your_next_turn(s, scope: Scope) -> list:
    """"Until your next turn, <clauses>." (CR 611.2a): each effect lasts until its controller's
    next turn begins; an effect the engine can't keep that long is reported, not shortened."""
    scope.until_your_next_turn = True
    try:
        inner = [step for clause in s.clauses for step in lower_clause(clause, scope)]
    finally:
        scope.until_your_next_turn = False
    lasting = []
    for step in inner:
        if isinstance(step, LASTING_UNTIL_YOUR_NEXT_TURN):
            step = dataclasses.replace(step, duration=E.Duration.UNTIL_YOUR_NEXT_TURN)
        elif not isinstance(step, (E.UntapObjects, E.TapObjects)):     # one-shot: no duration
            raise UnsupportedPhrase(f"'until your next turn' with this effect ({type(step).__name__})")
        lasting.append(step)
    return lasting


def attach_riders(prog: Program) -> tuple:
    """Riders ride on the mana the ability adds (CR 106.6, ruling M2)."""
    if prog.restriction is None and prog.rider is None:
        return tuple(prog.effects)
    if not any(isinstance(e, E.AddMana) for e in prog.effects):
        raise UnsupportedPhrase("a mana rider on an ability that adds no mana")
    return tuple(E.AddMana(e.production, e.player, prog.restriction or e.restriction,
                           prog.rider or e.rider) if isinstance(e, E.AddMana) else e
                 for e in prog.effects)


def _names_target_spell(ref, scope: Scope) -> bool:
    """Whether `ref` is a target spell (CR 115.7d changes the targets of a spell on the stack)."""
    if not isinstance(ref, TargetRef) or ref.index >= len(scope.targets):
        return False
    spec = scope.targets[ref.index]
    return isinstance(spec.filter, ObjectFilter) and spec.filter.spell


def _defined_by_its_ability(spec: E.TokenSpec) -> E.TokenSpec:
    """A creature token created without power and toughness whose granted ability defines them
    ("It has 'This creature's power and toughness are each equal to your life total.'", CR
    604.3): its own are 0/0, which only count if it loses that ability (CR 613.4a)."""
    if spec.power is None and CardType.CREATURE in spec.types and any(
            isinstance(a, R.StaticAbility) and isinstance(a.effect, R.CharacteristicPT)
            and a.effect.toughness is not None for a in spec.abilities):
        return dataclasses.replace(spec, power=0, toughness=0)
    return spec


def _no_power_toughness(step) -> bool:
    """A creature token still without power and toughness once every sentence is read."""
    return isinstance(step, E.CreateToken) and isinstance(step.token, E.TokenSpec) \
        and step.token.power is None and CardType.CREATURE in step.token.types


_DONE_BY_YOU = (E.GainLife, E.Draw, E.CreateToken)


def does_the_same(done: list) -> list:
    """"Each opponent attacking that player does the same." (CR 508.1, 303.4): the sentence
    before's instructions again, each done by those players instead of you; only instructions
    whose one player reference is "you" (gain life, draw, create tokens)."""
    if not done or not all(type(e) in _DONE_BY_YOU and e.player is PlayerRef.YOU for e in done):
        raise UnsupportedPhrase("'does the same' after other than gaining life, drawing or creating tokens")
    return [dataclasses.replace(e, player=PlayerRef.EACH_OPPONENT_ATTACKING_ENCHANTED) for e in done]
