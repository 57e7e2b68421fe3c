"""AST node for a keyword ability with its number, costs and qualities (grammar/keywords.lark, CR 702)."""
from __future__ import annotations

from dataclasses import dataclass, field

from ....runtime.costs import Cost, ManaCost
from ....runtime.filters import Controller, ObjectFilter

from .phrases import Span


@dataclass(frozen=True)
class Keyword:
    name: str
    number: int | None = None
    cost: ManaCost | None = None
    costs: tuple[Cost, ...] = ()
    qualities: tuple[ObjectFilter | None, ...] = ()   # protection from ...; None = everything
    filter: ObjectFilter | None = None                # enchant ...
    card_name: str = ""                               # "partner with ley weaver" (CR 702.124j)
    # prototype's second power and toughness, after its mana cost (CR 702.160a: "Prototype
    # [mana cost] — [power]/[toughness]")
    power: str | None = None
    toughness: str | None = None
    # a keyword defined in rules text (compiler/keywords/definitions.py): its definition's lines
    # with the parameter bound, filled in after parsing; empty for a keyword the engine plays
    definition: tuple = ()
    # "enchant player" / "enchant opponent": the players an Aura may enchant (CR 303.4, 702.5d)
    players: Controller | None = None
    # where the keyword stands in the normalised line, for diagnostics (not part of its meaning)
    span: Span = field(default=Span(0, 0), compare=False)
