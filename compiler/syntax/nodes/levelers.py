"""AST nodes for leveler cards (grammar/levelers.lark, CR 711)."""
from __future__ import annotations

from dataclasses import dataclass

from .phrases import Span


@dataclass(frozen=True)
class LevelSymbolLine:
    """"LEVEL N1-N2" (`high` N2) or "LEVEL N3+" (`high` None), a level symbol (CR 711.2): the
    power/toughness box and abilities after it, up to the next one, are what the creature has
    as long as it has at least `low` (and at most `high`) level counters on it."""

    low: int
    high: int | None
    span: Span = Span(0, 0)


@dataclass(frozen=True)
class PowerToughnessBoxLine:
    """A leveler's power/toughness box ("2/3") printed in a level symbol's striation: the base
    power and toughness the creature has while that level symbol applies (CR 711.2a-b)."""

    power: int
    toughness: int
    span: Span = Span(0, 0)
