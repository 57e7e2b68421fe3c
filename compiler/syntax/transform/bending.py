"""Parse tree -> AST for the bending keyword actions (grammar/bending.lark), mixed into ToAst."""
from __future__ import annotations

from .. import nodes as A


class BendingMixin:
    """Earthbend (CR 701.66)."""

    def c_earthbend(self, items): return A.EarthbendClause(items[0])
