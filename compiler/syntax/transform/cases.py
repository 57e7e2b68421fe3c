"""Parse tree -> AST for Cases (grammar/cases.lark, CR 719, 702.169), mixed into ToAst."""
from __future__ import annotations

from lark import v_args

from .. import nodes as A
from .common import _span


class CasesMixin:
    """"To solve — ..." and "Solved — ..." lines."""

    @v_args(meta=True)
    def to_solve_ability(self, meta, items):
        return A.ToSolveLine(items[0], _span(meta))

    def solved_start(self, items):
        return A.AbilityLine(A.SolvedLine(items[0]))
