"""The turn-structure clauses in words (nodes.TURN_CLAUSES)."""
from __future__ import annotations

from ...runtime.filters import Controller
from ..syntax import nodes as A

from .filters import noun_phrase
from .objects import objs, plural_subject
from .words import number_word, Unrenderable


def turns_clause(c) -> str:
    match c:
        case A.PhaseOutClause():
            return objs(c.objects) + (" phase out" if plural_subject(c.objects) else " phases out")
        case A.KeepTappedClause():
            return objs(c.objects) + " doesn't untap during its controller's untap step"
        case A.SkipTurnsClause():
            turns = "turn" if c.count == 1 else f"{number_word(c.count)} turns"
            return f"{_skips(c.players)} next {turns}"
        case A.SkipNextStepClause(phase=True):
            return f"{_skips(c.players)} next combat phase"
        case A.SkipNextStepClause():
            return f"{_skips(c.players)} next {c.step.value} step"
        case A.CantCastSpellsThisTurnClause():
            return f"{_restricted(c.players)} can't cast spells this turn"
        case A.CantGainLifeThisTurnClause():
            return f"{_restricted(c.players)} can't gain life this turn"
        case A.CantPlayLandsThisTurnClause():
            return f"{_restricted(c.players)} can't play lands this turn"
        case A.NoUntapNextUntapStepClause(step_first=True):
            return (f"during that player's next untap step, {noun_phrase(c.permanents, many=True)} they control "
                    "don't untap")
        case A.NoUntapNextUntapStepClause():
            whose = "your" if c.players == (A.YouPhrase(),) else objs(c.players) + "'s"
            return f"{noun_phrase(c.permanents, many=True)} don't untap during {whose} next untap step"
    raise Unrenderable(type(c).__name__)


def _restricted(players) -> str:
    """Every opponent as the subject of "can't" is "your opponents" in Oracle's words, every
    player "players"."""
    if players == (A.EachPhrase(None, Controller.OPPONENT),):
        return "your opponents"
    if players == (A.EachPhrase(None, Controller.ANY),):
        return "players"
    return objs(players)


def _skips(players) -> str:
    """"you skip your" / "target player skips their"."""
    if players == (A.YouPhrase(),):
        return "you skip your"
    return objs(players) + " skips their"
