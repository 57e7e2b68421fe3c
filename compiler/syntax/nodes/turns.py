"""AST nodes of the turn-structure clauses (grammar/turns.lark): phasing out (CR 702.26)."""
from __future__ import annotations

from dataclasses import dataclass

from .phrases import ObjectPhrase


@dataclass(frozen=True)
class PhaseOutClause:
    """"<objects> phases out" (CR 702.26a)."""

    objects: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class KeepTappedClause:
    """"<objects> doesn't untap during its controller's untap step" (CR 502.3): said with a
    duration ("for as long as ~ remains tapped", a WhileClause around it)."""

    objects: tuple[ObjectPhrase, ...]


TURN_CLAUSES = (PhaseOutClause, KeepTappedClause)
