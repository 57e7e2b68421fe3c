"""AST node for a keyword ability with its number, costs and qualities (grammar/keywords.lark, CR 702)."""
from __future__ import annotations

from dataclasses import dataclass

from ....runtime.costs import Cost, ManaCost
from ....runtime.filters import ObjectFilter


@dataclass(frozen=True)
class Keyword:
    name: str
    number: int | None = None
    cost: ManaCost | None = None
    costs: tuple[Cost, ...] = ()
    qualities: tuple[ObjectFilter | None, ...] = ()   # protection from ...; None = everything
    filter: ObjectFilter | None = None                # enchant ...
