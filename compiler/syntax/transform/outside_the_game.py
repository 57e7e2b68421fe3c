"""Parse tree -> AST for grammar/outside_the_game.lark (CR 400.11), mixed into ToAst."""
from __future__ import annotations

from .. import nodes as A


class OutsideTheGameMixin:
    """Learn, venture into the dungeon."""

    def c_learn(self, _): return A.LearnClause()

    def c_venture(self, _): return A.VentureClause()
