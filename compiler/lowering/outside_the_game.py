"""Lowering for nodes.OUTSIDE_THE_GAME_CLAUSES: the keyword actions that bring cards from outside
the game (CR 400.11)."""
from __future__ import annotations

from dataclasses import replace

from ...runtime import effects as E
from ...runtime.characteristics import Zone
from ..syntax import nodes as A


def lower_outside_the_game(c, scope, pre: list):
    match c:
        case A.LearnClause():
            return E.Learn()
        case A.VentureClause():
            return E.VentureIntoTheDungeon()
        case A.AbandonSchemeClause():
            return E.AbandonScheme()
        case A.OpenAttractionClause():
            return E.OpenAttraction()
        case A.AssembleClause():
            return E.Assemble(c.count)              # CR 701.45, Unstable
        case A.RollToVisitClause():
            return E.RollToVisitAttractions()
        case A.PlaneswalkClause():
            return E.Planeswalk()                   # CR 701.31
        case A.FromOutsideTheGameClause():
            return E.PutFromOutsideTheGame(replace(c.filter, zone=Zone.OUTSIDE), c.reveal)
    return None
