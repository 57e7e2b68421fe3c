"""Lowering of the turn-structure clauses (nodes.TURN_CLAUSES): phasing out (CR 702.26)."""
from __future__ import annotations

from ...runtime import effects as E
from ..syntax import nodes as A
from .references import objects_ref, player_ref


def lower_turns(c, scope, pre: list):
    match c:
        case A.PhaseOutClause():
            return E.PhaseOut(objects_ref(c.objects, scope, pre))
        case A.KeepTappedClause():
            return E.KeepTapped(objects_ref(c.objects, scope, pre))
        case A.SkipTurnsClause():
            return E.SkipTurns(player_ref(c.players, scope), c.count)
        case A.SkipNextStepClause():
            return E.SkipNextStep(c.step, player_ref(c.players, scope), phase=c.phase)
        case A.CantCastSpellsThisTurnClause():
            return E.CantCastSpellsThisTurn(player_ref(c.players, scope))
        case A.CantGainLifeThisTurnClause():
            return E.CantGainLifeThisTurn(player_ref(c.players, scope))
        case A.CantPlayLandsThisTurnClause():
            return E.CantPlayLandsThisTurn(player_ref(c.players, scope))
        case A.NoUntapNextUntapStepClause():
            return E.NoUntapNextUntapStep(c.permanents, player_ref(c.players, scope))
    return None
