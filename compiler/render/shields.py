"""Rendering for one-shot shields (nodes.SHIELD_CLAUSES), the inverse of transform_shields."""
from __future__ import annotations

from ...runtime.filters import ObjectFilter

from ..syntax import nodes as A

_COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def _source(f) -> str:
    """"a black or red source of your choice", "an artifact source of your choice"."""
    words = []
    if f.colors:
        words.append(" or ".join(_COLOR_NAMES[c.value] for c in f.colors))
    if f.types:
        words.append(f.types[0].value)
    words.append("source")
    article = "an" if words[0][0] in "aeiou" else "a"
    return f"{article} {' '.join(words)} of your choice"


TIMES = {2: "twice", 3: "three times"}

COUNTER_RIDERS = {
    "exile": "exile it instead of putting it into its owner's graveyard",
    "library_top": "put it on top of its owner's library instead of into that player's graveyard",
    "library_bottom": "put it on the bottom of its owner's library instead of into that player's graveyard",
}


def plural_subject(f) -> str:
    """A plural subject: a series of card types reads "artifacts, creatures, and lands" (with
    "and", as statics about several types are worded); anything else as noun_phrase renders it."""
    from dataclasses import replace
    from .canonical import _suffix, noun_phrase, plural
    bare = replace(f, types=())
    if len(f.types) < 2 or f.all_types or bare != replace(type(f)(), controller=f.controller,
                                                            controller_wording=f.controller_wording):
        return noun_phrase(f, True)
    words = [plural(t.value) for t in f.types]
    series = " and ".join(words) if len(words) == 2 else ", ".join(words[:-1]) + ", and " + words[-1]
    return " ".join([series] + _suffix(f, True))


def enter_as_copy(line) -> str:
    from .canonical import condition, noun_phrase
    text = (f"you may have ~ enter{' tapped' if line.wording == 'tapped' else ''} as a copy of "
            f"{noun_phrase(line.filter, det='any')}.")
    if line.condition is not None:
        return f"if {condition(line.condition, line.cond_wording)}, {text}"
    return text


def prevent_some(line) -> str:
    from .canonical import noun_phrase
    source = _source(line.per or ObjectFilter()).removesuffix(" of your choice")
    to = line.subject
    if isinstance(to, A.YouPhrase):
        whom = "you"
    elif isinstance(to, A.SelfPhrase):
        whom = "~"
    elif to.attached_to_source:
        whom = f"{line.attached_word} {to.types[0].value}"
    else:
        whom = noun_phrase(to, det="a")
    n = line.amount.value
    if line.wording == "at_most":
        return f"if {source} would deal {n} or less damage to {whom}, prevent that damage."
    return f"if {source} would deal damage to {whom}, prevent {n} of that damage."


def as_though_flash(line) -> str:
    from .canonical import cost
    text = "you may cast ~ as though it had flash"
    if line.wording == "pay":
        return f"{text} if you pay {cost(line.cost)} more to cast it."
    if line.wording == "sacrifice":
        return (f"{text}. if you cast it any time a sorcery couldn't have been cast, the controller of the "
                f"permanent it becomes sacrifices it at the beginning of the next cleanup step.")
    return text + "."


def alt_cost(line) -> str:
    from ...runtime import costs as C
    from .canonical import Unrenderable, condition, cost, counted
    parts = []
    for c in line.costs:
        if isinstance(c, C.ManaCost):
            parts.append("pay " + cost(c))
        elif isinstance(c, C.ReturnToHandCost):
            parts.append(f"return {counted(c.count, c.filter)} to {line.wording} owner's hand")
        elif isinstance(c, C.Sacrifice):
            parts.append(cost(c))
        else:
            raise Unrenderable(type(c).__name__)
    text = f"you may {' and '.join(parts)} rather than pay ~'s mana cost."
    return f"if {condition(line.condition)}, {text}" if line.condition is not None else text


def life_floor(line) -> str:
    from .canonical import condition
    n = line.amount.value
    text = f"damage that would reduce your life total to less than {n} reduces it to {n} instead."
    return f"as long as {condition(line.condition)}, {text}" if line.condition is not None else text


def shield_clause(c) -> str:
    from .canonical import Unrenderable, digits, objs
    match c:
        case A.PreventNextTimeClause(new_recipients=()):
            return (f"the next time {_source(c.source)} would deal damage to {objs(c.recipients)} "
                    f"this turn, prevent that damage")
        case A.PreventNextTimeClause():
            return (f"the next time {_source(c.source)} would deal damage to {objs(c.recipients)} "
                    f"this turn, that damage is dealt to {objs(c.new_recipients)} instead")
        case A.RedirectNextClause():
            return (f"the next {digits(c.amount)} damage that would be dealt to {objs(c.protected)} "
                    f"this turn is dealt to {objs(c.recipients)} instead")
        case A.PreventAllToClause():
            from .canonical import noun_phrase
            by = f" by {noun_phrase(c.sources, True)}" if c.sources is not None else ""
            what = "combat damage" if c.combat else "damage"
            to = "to and dealt by" if c.and_by else "to"
            if c.turn_first:
                return f"prevent all {what} that would be dealt this turn {to} {objs(c.recipients)}{by}"
            return f"prevent all {what} that would be dealt {to} {objs(c.recipients)} this turn{by}"
        case A.PreventNextCombatClause():
            return (f"prevent the next {digits(c.amount)} combat damage that would be dealt to "
                    f"{objs(c.recipients)} this turn")
        case A.ExtraTurnClause():
            return "take an extra turn after this one"
        case A.ExileUntilLeavesClause():
            return f"exile {objs(c.objects)} until ~ leaves the battlefield"
        case A.ReplaceNextDrawClause():
            from .canonical import clause
            return f"the next time you would draw a card this turn, {clause(c.clause)} instead"
    raise Unrenderable(type(c).__name__)
