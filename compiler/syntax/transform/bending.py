"""Parse tree -> AST for the bending keyword actions (grammar/bending.lark), mixed into ToAst."""
from __future__ import annotations

from .. import nodes as A


class BendingMixin:
    """Airbend (CR 701.65) and earthbend (CR 701.66)."""

    def c_earthbend(self, items): return A.EarthbendClause(items[0])

    def c_airbend(self, items): return A.AirbendClause(items[0])
