"""AST nodes of the turn-structure clauses (grammar/turns.lark): phasing out (CR 702.26)."""
from __future__ import annotations

from dataclasses import dataclass

from .phrases import ObjectPhrase


@dataclass(frozen=True)
class PhaseOutClause:
    """"<objects> phases out" (CR 702.26a)."""

    objects: tuple[ObjectPhrase, ...]


TURN_CLAUSES = (PhaseOutClause,)
