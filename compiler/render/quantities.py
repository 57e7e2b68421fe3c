"""Replacements of how many counters are put or tokens created, in words (CR 614.1a):
"twice that many +1/+1 counters are put on it instead", "that many plus one of each of those
kinds of counters", "it creates twice that many of those tokens instead"."""
from __future__ import annotations

from ...runtime.filters import Controller, ObjectFilter, SelfRef
from ..syntax.nodes import quantities as Q

from .filters import noun_phrase
from .words import number_word, Unrenderable

QUANTITY_LINES = Q.QUANTITY_LINES


def quantity_line(line) -> str:
    match line:
        case Q.TokenCreationLine(player=Controller.YOU, by_effect=True):
            return ("if an effect would create one or more tokens under your control, "
                    "it creates twice that many of those tokens instead.")
        case Q.TokenCreationLine(player=Controller.ANY, by_effect=False):
            return ("if one or more tokens would be created, "
                    "twice that many of those tokens are created instead.")
        case Q.CounterPlacementLine(recipients=None):
            return (f"if you would get one or more {_counters(line.counter)}, "
                    f"you get {_result(line)} instead.")
        case Q.CounterPlacementLine(by_effect=True):
            return (f"if an effect would put one or more {_counters(line.counter)} on "
                    f"{noun_phrase(line.recipients, det='a')}, it puts {_result(line)} on "
                    f"{line.placed_on} instead.")
        case Q.CounterPlacementLine():
            return (f"if one or more {_counters(line.counter)} would be put on "
                    f"{noun_phrase(line.recipients, det='a')}, {_result(line)} are put on "
                    f"{line.placed_on} instead.")
        case Q.DamageChangeLine():
            return damage_change_line(line)
    raise Unrenderable(type(line).__name__)


def damage_change_line(line: Q.DamageChangeLine) -> str:
    """"if a red source you control would deal damage to a permanent or player, it deals that much
    damage plus 1 to that permanent or player instead." (CR 614.1a)."""
    dealer = _dealer(line)
    change = {2: "double that damage", 3: "triple that damage"}.get(line.factor) if line.plus == 0 else None
    if line.factor != 1 and change is None:
        raise Unrenderable("a damage change with both a factor and a number")
    if change is None:
        change = f"that much damage {'plus' if line.plus > 0 else 'minus'} {abs(line.plus)}"
    if line.to_objects is None and line.to_players is None:
        return f"if {dealer} would deal damage, it deals {change} instead."
    return (f"if {dealer} would deal damage to {_recipient(line)}, it deals {change} to "
            f"{line.recipient_again()} instead.")


def _dealer(line: Q.DamageChangeLine) -> str:
    """"a source", "another red source you control", "an instant or sorcery source", "a red spell"."""
    f = line.sources
    if not line.source_word:
        return noun_phrase(f, det="a")
    f = f or ObjectFilter()
    words = [" or ".join(c.name.lower() for c in f.colors)] if f.colors else []
    words += [" or ".join(t.value for t in f.types)] if f.types else []
    words.append("source")
    text = " ".join(words)
    text = f"another {text}" if f.other else f"{'an' if text[0] in 'aeiou' else 'a'} {text}"
    return f"{text} you control" if f.controller is Controller.YOU else text


def _recipient(line: Q.DamageChangeLine) -> str:
    if isinstance(line.to_objects, SelfRef):
        return "~"
    if line.to_objects is None:
        return {Controller.YOU: "you", Controller.ANY: "a player", Controller.OPPONENT: "an opponent"}[line.to_players]
    noun = noun_phrase(line.to_objects, det="a")
    if line.to_players is None:
        return noun
    if line.to_players is not Controller.ANY or line.to_objects.controller is not Controller.ANY:
        raise Unrenderable("objects and players of one side as damage recipients")
    return f"{noun} or player"


def _counters(kind: str | None) -> str:
    return "counters" if kind is None else f"{kind} counters"


def _result(line: Q.CounterPlacementLine) -> str:
    """"twice that many +1/+1 counters" / "that many plus one of each of those kinds of counters"."""
    n = number_word(line.number)
    if line.counter is None:
        which = "of each of those kinds of counters" if line.each_kind else "of those counters"
        if line.change is Q.CountChange.TWICE:
            return f"twice that many {which}"
        if line.change is Q.CountChange.PLUS:
            return f"that many plus {n} {which}"
        raise Unrenderable("that many counters minus a number, of any kind")
    counters = _counters(line.counter)
    match line.change:
        case Q.CountChange.TWICE:
            return f"twice that many {counters}"
        case Q.CountChange.PLUS:
            return f"that many plus {n} {counters}"
        case Q.CountChange.MINUS:
            return f"that many {counters} minus {n}"
    raise Unrenderable(line.change.value)
