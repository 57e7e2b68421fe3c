"""The turn-structure clauses in words (nodes.TURN_CLAUSES)."""
from __future__ import annotations

from ..syntax import nodes as A

from .objects import objs, plural_subject
from .words import NUMBER_WORDS, Unrenderable


def turns_clause(c) -> str:
    match c:
        case A.PhaseOutClause():
            return objs(c.objects) + (" phase out" if plural_subject(c.objects) else " phases out")
        case A.KeepTappedClause():
            return objs(c.objects) + " doesn't untap during its controller's untap step"
        case A.SkipTurnsClause():
            turns = "turn" if c.count == 1 else f"{NUMBER_WORDS[c.count]} turns"
            return f"{_skips(c.players)} next {turns}"
        case A.SkipNextStepClause():
            return f"{_skips(c.players)} next {c.step.value} step"
    raise Unrenderable(type(c).__name__)


def _skips(players) -> str:
    """"you skip your" / "target player skips their"."""
    if players == (A.YouPhrase(),):
        return "you skip your"
    return objs(players) + " skips their"
