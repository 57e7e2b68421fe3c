"""AST nodes for replacement effects that change how many counters are put or tokens created
(CR 614.1a): "twice that many", "that many plus one", "that many -1/-1 counters minus one"."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ....runtime.filters import Controller, ObjectFilter

from .phrases import Span


class CountChange(str, Enum):
    """How the replacement changes the number of the event (CR 614.1a)."""

    TWICE = "twice"            # "twice that many"
    PLUS = "plus"              # "that many plus one"
    MINUS = "minus"            # "that many -1/-1 counters minus one"


@dataclass(frozen=True)
class CounterPlacementLine:
    """"If one or more +1/+1 counters would be put on a creature you control, twice that many
    +1/+1 counters are put on it instead." (CR 614.1a, 122.6); "if an effect would put one or
    more counters on a permanent you control, it puts twice that many of those counters on that
    permanent instead." (`by_effect`); "if you would get one or more counters, you get that many
    plus one of each of those kinds of counters instead." (`recipients` None: the player)."""

    recipients: ObjectFilter | None
    counter: str | None                # None: counters of any kind
    change: CountChange
    number: int = 0                    # PLUS / MINUS: by how many
    by_effect: bool = False            # "if an effect would put ..., it puts ..."
    each_kind: bool = False            # "of each of those kinds of counters" (vs "of those counters")
    placed_on: str = "it"              # printing: "it" | "that creature" | "that permanent"
    span: Span = Span(0, 0)


@dataclass(frozen=True)
class TokenCreationLine:
    """"If an effect would create one or more tokens under your control, it creates twice that
    many of those tokens instead." (`by_effect`, `player` YOU) / "If one or more tokens would be
    created, twice that many of those tokens are created instead." (CR 614.1a, 111.1)."""

    player: Controller
    by_effect: bool
    span: Span = Span(0, 0)


QUANTITY_LINES = (CounterPlacementLine, TokenCreationLine)
