"""AST nodes for the keyword actions of grammar/outside_the_game.lark: the ones that bring cards
from outside the game (CR 400.11)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class LearnClause:
    """"Learn" (CR 701.48a)."""


@dataclass(frozen=True)
class VentureClause:
    """"Venture into the dungeon" (CR 701.49a)."""


OUTSIDE_THE_GAME_CLAUSES = (LearnClause, VentureClause)
