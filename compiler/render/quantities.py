"""Replacements of how many counters are put or tokens created, in words (CR 614.1a):
"twice that many +1/+1 counters are put on it instead", "that many plus one of each of those
kinds of counters", "it creates twice that many of those tokens instead"."""
from __future__ import annotations

from ...runtime.filters import Controller
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
    raise Unrenderable(type(line).__name__)


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
