"""Parse tree -> AST for grammar/outside_the_game.lark (CR 400.11), mixed into ToAst."""
from __future__ import annotations

from ....runtime.filters import CompletedADungeon
from .. import nodes as A


class OutsideTheGameMixin:
    """Learn, venture into the dungeon, "you've completed a dungeon"."""

    def c_learn(self, _): return A.LearnClause()

    def c_venture(self, _): return A.VentureClause()

    def cond_completed_dungeon(self, _): return CompletedADungeon()          # CR 309.7
