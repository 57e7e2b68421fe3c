"""Checks on lowered abilities: pronouns left unresolved in filters, "that creature" in a
delayed trigger, and X targets or "X or less" without an X chosen in time (CR 601.2b-c)."""
from __future__ import annotations

from ...runtime import effects as E
from ...runtime.costs import ManaCost
from ...runtime.filters import AttachedHost, CounterCount, EventObjectRef, NumberTest, ObjectFilter, SourceInZone, XValue

from ..dataclass_fields import any_instance, any_part, holds_any, instances_held, parts_by_class, parts_of
from ..typed_fields import PARSER_OBJECTS, refuse_parser_object
from ..syntax.transform import UnsupportedPhrase


def check_resolved(abilities, held: dict[type, list] | None = None):
    """"with the same name as that creature" / "attached to that creature" are resolved into
    references where an effect names objects (object_ref); anywhere else they are not supported.
    `held`: the abilities' parts by class (dataclass_fields.parts_by_class, worked out here when
    not given); a check whose classes none of them is, or whose parts none is a problem, walks
    nothing, as it could find nothing (its own walk finds the first problem, in its order)."""
    if held is None:
        held = parts_by_class(abilities)
    for stray in instances_held(held, PARSER_OBJECTS)[:1]:
        refuse_parser_object(stray)     # a lark Token or Tree in an ability: CT901
    if any(map(_pronoun_problem, instances_held(held, (ObjectFilter, CounterCount)))):
        _check_pronouns(abilities)
    for a in abilities:
        # "becomes blocked by an equipped creature": a creature with an Equipment, not the one this
        # permanent is attached to (which only an Aura or Equipment has)
        event = getattr(a, "event", None)
        for part in getattr(event, "events", (event,)):
            other = getattr(part, "blocker", None) or getattr(part, "blocked", None)
            if isinstance(other, ObjectFilter) and other.attached_to_source:
                raise UnsupportedPhrase("'an enchanted/equipped creature' (one with an attachment)")
    if holds_any(held, (E.ReturnToBattlefield, E.PutFromHand)) \
            and any(cls.__name__ == "CreateDelayedTrigger" for cls in held):
        _check_delayed_attach(abilities)
    if holds_any(held, SourceInZone):
        _check_graveyard_condition(abilities)
    return abilities


def _check_graveyard_condition(abilities) -> None:
    """"if ~ is in your graveyard" makes a triggered ability work from the graveyard (CR 113.6b,
    runtime/mechanics/outside_battlefield.py), and a static granting keywords or abilities
    ("As long as ~ is in your graveyard and you control a Mountain, creatures you control have
    haste") applies from there (runtime/engine/board.py). Any other ability stating that zone
    would need the engine to read it there, which it doesn't: not supported rather than never true."""
    from ...runtime.abilities import AbilityGrant, KeywordGrant, StaticAbility, TriggeredAbility
    for a in abilities:
        if isinstance(a, TriggeredAbility) or (isinstance(a, StaticAbility)
                                               and isinstance(a.effect, (KeywordGrant, AbilityGrant))):
            continue
        conditions = (getattr(a, "condition", None), getattr(getattr(a, "timing", None), "condition", None))
        if any_instance(conditions, SourceInZone):
            raise UnsupportedPhrase("'~ is in your graveyard' outside a triggered ability")


def _check_pronouns(abilities) -> None:
    """The first unresolved pronoun in a filter or counter count, parts met in order (a part's
    fields in declaration order before the next part), twelve levels deep at most. Inside a
    filter only its host and alternatives are looked at; the walk keeps its own stack."""
    stack = [(abilities, 0)]
    push, pop = stack.append, stack.pop
    while stack:
        value, depth = pop()
        if isinstance(value, ObjectFilter):
            problem = _pronoun_problem(value)
            if problem is not None:
                raise UnsupportedPhrase(problem)
            if depth < 12:
                for alt in reversed(value.alternatives):
                    push((alt, depth + 1))
                if value.host is not None:
                    push((value.host, depth + 1))
            continue
        if isinstance(value, CounterCount) and value.ref is None:
            raise UnsupportedPhrase(_pronoun_problem(value))
        if depth < 12:
            for part in reversed(parts_of(value)):
                push((part, depth + 1))


def _pronoun_problem(value) -> str | None:
    """What is left unresolved in a filter or counter count, or None."""
    if isinstance(value, CounterCount):
        # "if it has three or more +1/+1 counters on it" where nothing bound "it"
        return "'it has ... counters' here" if value.ref is None else None
    if value.blocking_it:          # "it" not resolved (references.blocking_it_resolved)
        return "'creature blocking it' here"
    if value.same_name_as or value.shares_color_with or value.shares_creature_type_with or (
            value.attached_to_self and value.attached_host not in (AttachedHost.SOURCE, AttachedHost.IT)):
        return "'the same name as' / 'attached to' a pronoun here"
    return None


def _check_delayed_attach(abilities) -> None:
    """"Return ~ to the battlefield attached to that creature at the beginning of the next end
    step": in a delayed trigger "that creature" is the object an earlier step returned (a new
    object, CR 400.7), which the trigger event no longer names: not supported. Looked for
    fourteen levels deep at most; the walk keeps its own stack."""
    stack = [(abilities, False, 0)]
    push, pop = stack.append, stack.pop
    while stack:
        value, delayed, depth = pop()
        if delayed and isinstance(getattr(value, "attached_to", None), EventObjectRef) \
                and isinstance(value, (E.ReturnToBattlefield, E.PutFromHand)):
            raise UnsupportedPhrase("attaching to 'that creature' in a delayed trigger")
        if depth < 14:
            inner = delayed or type(value).__name__ == "CreateDelayedTrigger"
            for part in parts_of(value):
                push((part, inner, depth + 1))


def x_targets_need_a_chosen_x(targets, x_chosen: bool) -> None:
    """"X target creatures": X must be chosen before targets are (CR 601.2b-c), i.e. be the X of
    the spell's or ability's own mana cost, not one that "where X is" or a trigger defines."""
    if not x_chosen and any(t.x_count or isinstance(t.divided, XValue) for t in targets):
        raise UnsupportedPhrase("X targets without an X chosen in the cost")


def uses_x_test(value) -> bool:
    """Does a lowered value hold a "... X or less" test (NumberTest.of_x)?"""
    return any_part(value, lambda v: v.of_x, NumberTest)


def cost_has_x(costs) -> bool:
    return any(getattr(sym, "variable", "") for c in costs if isinstance(c, ManaCost) for sym in c.symbols)


def no_duration(this_turn: bool, scope) -> None:
    """A shield written without "this turn" lasts as long as its sentence says: only "Until your
    next turn, ..." says how long (CR 611.2a); alone, it would have no duration at all."""
    if not this_turn and not scope.until_your_next_turn:
        raise UnsupportedPhrase("a prevention shield with no duration")
