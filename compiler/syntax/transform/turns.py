"""Parse tree -> AST for the turn-structure clauses (grammar/turns.lark), mixed into ToAst."""
from __future__ import annotations

from .. import nodes as A
from ..nodes import triggers as T


class TurnsMixin:
    """Phasing out (CR 702.26) and untap steps (CR 502.3)."""

    def c_phase_out(self, items): return A.PhaseOutClause(items[0])

    def c_no_untap_while(self, items):
        """CR 611.2b: the duration is a WhileClause's, as for "gets +1/+1 for as long as ..."."""
        return T.WhileClause(A.KeepTappedClause(items[0]), items[-1])

    def c_skip_untap_continued(self, _):
        """Subjectless after "and": bound to the clause before it (transform/targets.py: bind_continued)."""
        return A.SkipUntapClause((), continued=True)
