"""nodes.OUTSIDE_THE_GAME_CLAUSES in words (CR 400.11)."""
from __future__ import annotations

from ..syntax import nodes as A
from .words import Unrenderable


def outside_the_game_clause(c) -> str:
    match c:
        case A.LearnClause():
            return "learn"
        case A.VentureClause():
            return "venture into the dungeon"
    raise Unrenderable(type(c).__name__)
