"""AST nodes for static replacement effects on a player's draws (CR 614.1a, 614.11, 121.2): "If
you would draw a card, you may skip that draw instead.", "If you would draw a card while you have
no cards in hand, instead draw two cards and lose 1 life."."""
from __future__ import annotations

from dataclasses import dataclass

from ....runtime.filters import Condition

from .phrases import Span


@dataclass(frozen=True)
class DrawReplacementLine:
    """"If you would draw a card [while <condition>], [you may] <clauses> instead." (CR 614.1a,
    614.11): each draw of the permanent's controller, while `condition` holds as the draw would
    happen, is replaced by what the clauses say (none: "you may skip that draw instead");
    `optional`: "you may ...": if the player doesn't, they draw. `instead_first`: printed
    "..., instead <clauses>." (the same meaning)."""

    clauses: tuple
    optional: bool = False
    condition: Condition | None = None
    instead_first: bool = False
    span: Span = Span(0, 0)


DRAW_LINES = (DrawReplacementLine,)
