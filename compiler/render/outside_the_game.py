"""nodes.OUTSIDE_THE_GAME_CLAUSES in words (CR 400.11)."""
from __future__ import annotations

from ..syntax import nodes as A
from .filters import noun_phrase
from ...runtime.filters import Fixed
from .words import Unrenderable, word_count


def outside_the_game_clause(c) -> str:
    match c:
        case A.LearnClause():
            return "learn"
        case A.VentureClause():
            return "venture into the dungeon"
        case A.AbandonSchemeClause():
            return "abandon this scheme"
        case A.OpenAttractionClause():
            return "open an attraction"
        case A.AssembleClause():
            return f"assemble {word_count(Fixed(c.count), 'contraption', 'contraptions')}"
        case A.RollToVisitClause():
            return "roll to visit your attractions"
        case A.PlaneswalkClause():
            return "planeswalk"
        case A.FromOutsideTheGameClause():
            put = ", reveal that card, and put it" if c.reveal else " and put it"
            return f"choose {noun_phrase(c.filter, det='a')} you own from outside the game{put} into your hand"
    raise Unrenderable(type(c).__name__)
