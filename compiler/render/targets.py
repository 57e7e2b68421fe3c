"""Rendering for targets, attachments, static subjects and object filters (render.py asks here)."""
from __future__ import annotations

from ...runtime.filters import AttachedMatches, ObjectCount, ObjectFilter


def quality_words(q: ObjectFilter) -> str:
    """"white" / "a Human" / "untapped": what "enchanted creature is ..." says about it."""
    from .canonical import article
    if q.colors and q == ObjectFilter(colors=q.colors) and len(q.colors) == 1:
        return q.colors[0].name.lower()
    if q.subtypes and q == ObjectFilter(subtypes=q.subtypes) and len(q.subtypes) == 1:
        return article(q.subtypes[0].lower())
    if q == ObjectFilter(tapped=q.tapped) and q.tapped is not None:
        return "tapped" if q.tapped else "untapped"
    from .canonical import Unrenderable
    raise Unrenderable(f"quality {q!r}")


def target_condition(c) -> str | None:
    """Words of a condition of this family, None if it isn't one."""
    from .canonical import noun_phrase
    if isinstance(c, AttachedMatches):
        return f"{noun_phrase(c.attached)} is {quality_words(c.quality)}"
    if isinstance(c, ObjectCount) and c.wording in ("self_equipped", "self_enchanted"):
        return "~ is " + c.wording[len("self_"):]
    if isinstance(c, ObjectCount) and c.wording == "opponent_controls":
        import dataclasses
        from ...runtime.filters import Controller
        return "an opponent controls " + noun_phrase(dataclasses.replace(c.filter, controller=Controller.ANY),
                                                    det="a")
    if isinstance(c, ObjectCount):
        from .canonical import CONTEXT, NUMBER_WORDS
        CONTEXT.zone_prep = "in"
        try:
            return f"there are {NUMBER_WORDS[c.at_least]} or more {noun_phrase(c.filter, True)}"
        finally:
            CONTEXT.zone_prep = "from"
    return None


def same_name_suffix(f: ObjectFilter) -> str:
    return f"with the same name as {f.same_name_as}"


def attached_suffix(f: ObjectFilter) -> str:
    """"attached to ~" / "attached to it" / "attached to a creature you control" / "attached to
    creatures" (CR 301.5, 303.4)."""
    from .canonical import noun_phrase
    if f.attached_to_self:
        return "attached to " + (f.attached_wording or "~")
    if f.attached_wording == "plural":
        return "attached to " + noun_phrase(f.host, True)
    return "attached to " + noun_phrase(f.host, det="a")


def target_clause(c) -> str:
    """Clauses of nodes_targets."""
    from ..syntax import nodes_targets as T
    from .canonical import Unrenderable, objs
    if isinstance(c, T.GainProtectionChoiceClause):
        return (f"{objs(c.objects)} {c.verb} protection from the color of {c.chooser} choice"
                " until end of turn")
    if isinstance(c, T.LoseKeywordClause):
        from .canonical import keyword
        return f"{objs(c.objects)} {c.verb} {keyword(c.keyword)}" + (" until end of turn" if c.until_end_of_turn else "")
    if isinstance(c, T.BecomeColorChoiceClause):
        which = "color or colors" if c.several else "color"
        return f"{objs(c.objects)} becomes the {which} of your choice" + (
            " until end of turn" if c.until_end_of_turn else "")
    if isinstance(c, T.BasePTClause):
        return f"{objs(c.objects)} {c.verb} base power and toughness {c.power}/{c.toughness}" + (
            " until end of turn" if c.until_end_of_turn else "")
    if isinstance(c, T.AttachSelfClause):
        return f"attach ~ to {objs(c.objects)}"
    if isinstance(c, T.ChooseColorClause):
        return "choose a color"
    if isinstance(c, T.PreventByClause):
        what = "combat damage" if c.combat_only else "damage"
        if c.would_deal:
            return f"prevent all {what} {objs(c.objects)} would deal this turn"
        return f"prevent all {what} that would be dealt by {objs(c.objects)} this turn"
    if isinstance(c, T.AttachObjectsClause):
        return f"attach {objs(c.objects)} to {objs(c.to)}"
    if isinstance(c, T.AttachToAnotherClause):
        from .canonical import noun_phrase
        return f"attach {objs(c.objects)} to another {noun_phrase(c.to)}"
    if isinstance(c, T.ContinuedRestrictClause):
        return f"can't {c.action} this turn"
    raise Unrenderable(type(c).__name__)


def target_predicate(p, many: bool) -> str:
    """Static predicates of nodes_targets."""
    from ..syntax import nodes_targets as T
    from .canonical import Unrenderable
    if isinstance(p, T.BasePTPredicate):
        return ("have" if many else "has") + f" base power and toughness {p.power}/{p.toughness}"
    if isinstance(p, T.AdditionalPumpPredicate):
        return f"gets an additional {p.pt}"
    if isinstance(p, T.CantBlockPredicate):
        from .canonical import noun_phrase
        return "can't block " + noun_phrase(p.attackers, True)
    raise Unrenderable(type(p).__name__)
