"""AST nodes for station cards (grammar/stations.lark, CR 721)."""
from __future__ import annotations

from dataclasses import dataclass

from .phrases import Span


@dataclass(frozen=True)
class StationSymbolLine:
    """"STATION N+" (CR 721.2a): a station symbol; the lines after it, up to the next one, are
    abilities the permanent has as long as it has N or more charge counters on it."""

    threshold: int
    span: Span = Span(0, 0)
