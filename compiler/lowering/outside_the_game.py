"""Lowering for nodes.OUTSIDE_THE_GAME_CLAUSES: the keyword actions that bring cards from outside
the game (CR 400.11)."""
from __future__ import annotations

from ...runtime import effects as E
from ..syntax import nodes as A


def lower_outside_the_game(c, scope, pre: list):
    match c:
        case A.LearnClause():
            return E.Learn()
        case A.VentureClause():
            return E.VentureIntoTheDungeon()
    return None
