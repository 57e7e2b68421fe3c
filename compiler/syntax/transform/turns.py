"""Parse tree -> AST for the turn-structure clauses (grammar/turns.lark), mixed into ToAst."""
from __future__ import annotations

from .. import nodes as A


class TurnsMixin:
    """Phasing out (CR 702.26)."""

    def c_phase_out(self, items): return A.PhaseOutClause(items[0])
