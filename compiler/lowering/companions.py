"""Lowering for a companion's "Companion — [Condition]" line (CR 702.139a)."""
from __future__ import annotations

from ...runtime import abilities as R
from ..syntax import nodes as A


def lower_companion(line: A.CompanionLine, is_spell: bool) -> tuple[R.Ability, ...]:
    """A static ability that works outside the game (CR 702.139a): the engine reads it before the
    game begins (runtime/mechanics/companions.py); the condition is already typed."""
    return (R.StaticAbility(R.Companion(line.condition), keyword="companion"),)
