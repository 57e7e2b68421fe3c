"""Lowering of the player clauses of grammar/players.lark (nodes.PLAYER_CLAUSES)."""
from __future__ import annotations

from cardtext.runtime import effects as E
from cardtext.runtime.filters import ObjectFilter

from . import nodes as A
from .transform import UnsupportedPhrase


def lower_player_clause(c, scope, pre: list):
    from .lower import player_ref
    match c:
        case A.DiscardHandClause():
            # CR 701.8a: every card in the hand; "then draws" after all have discarded
            player = player_ref(c.players, scope)
            if c.then_draw is None:
                return E.DiscardAll(ObjectFilter(), player)
            pre.append(E.DiscardAll(ObjectFilter(), player))
            return E.Draw(c.then_draw, player)
    raise UnsupportedPhrase(type(c).__name__)
