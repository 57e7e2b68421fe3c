"""Parse tree -> AST for the turn-structure clauses (grammar/turns.lark), mixed into ToAst."""
from __future__ import annotations

from .. import nodes as A


class TurnsMixin:
    """Phasing out (CR 702.26)."""

    def c_phase_out(self, items): return A.PhaseOutClause(items[0])

    def c_skip_untap_continued(self, _):
        """Subjectless after "and": bound to the clause before it (transform/targets.py: bind_continued)."""
        return A.SkipUntapClause((), continued=True)
