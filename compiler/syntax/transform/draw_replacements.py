"""Parse tree -> AST for static replacements of a player's draws (grammar/draw_replacements.lark,
CR 614.1a, 614.11), mixed into ToAst."""
from __future__ import annotations

from lark import v_args

from .. import nodes as A
from ..nodes import draw_replacements as D
from ....runtime.filters import Compare, PlayerHas, PlayerRef
from .common import UnsupportedPhrase, _cond, _span


class DrawReplacementsMixin:
    """"If you would draw a card, you may skip that draw instead." and the like."""

    def draw_while(self, items): return _cond(items[0])

    def cond_your_library_empty(self, items):
        """"your library has no cards in it" (CR 401)."""
        if str(items[0]) != "has" or str(items[1]) != "cards":
            raise UnsupportedPhrase("this library-size condition")
        return PlayerHas(PlayerRef.YOU, "library", Compare.LE, 0)

    @v_args(meta=True)
    def draw_skipped_line(self, meta, items):
        return D.DrawReplacementLine((), True, items[0] if items else None, span=_span(meta))

    @v_args(meta=True)
    def draw_replaced_line(self, meta, items):
        return _line(meta, items, False)

    @v_args(meta=True)
    def draw_replaced_instead_first_line(self, meta, items):
        return _line(meta, items, True)


def _line(meta, items, instead_first: bool) -> D.DrawReplacementLine:
    *condition, clauses = items
    clauses = tuple(clauses)
    optional = len(clauses) == 1 and isinstance(clauses[0], A.MayClause) and not clauses[0].have
    if optional:                        # "you may put a study counter on ~ instead": else the draw
        clauses = (clauses[0].clause,)
    return D.DrawReplacementLine(clauses, optional, condition[0] if condition else None, instead_first,
                                 span=_span(meta))
