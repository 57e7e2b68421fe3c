"""Lowering for Cases (CR 719): "To solve — <condition>" is a triggered ability (CR 719.3a);
"Solved — <activated ability>" is that ability with "Activate only if this Case is solved."
(CR 702.169d)."""
from __future__ import annotations

import dataclasses

from ...runtime import abilities as R
from ...runtime import effects as E
from ...runtime import events as V
from ...runtime.characteristics import Step
from ...runtime.events import Whose
from ...runtime.filters import AllOfConditions, NotCondition, SourceState

from ..syntax import nodes as A
from ..syntax.transform import UnsupportedPhrase
from .dispatch import lower_line

SOLVED = SourceState("solved")


def lower_to_solve(line: A.ToSolveLine, is_spell: bool) -> tuple[R.Ability, ...]:
    """"At the beginning of your end step, if <condition> and this Case is not solved, it
    becomes solved." (CR 719.3a): an intervening "if" (CR 603.4)."""
    condition = AllOfConditions((line.condition, NotCondition(SOLVED)))
    return (R.TriggeredAbility(V.BeginningOfStep(Step.END, Whose.YOUR), (E.SolveCase(),), (), condition),)


def lower_solved(line: A.SolvedLine, is_spell: bool) -> tuple[R.Ability, ...]:
    """CR 702.169d: an activated ability activated only while this Case is solved. The static
    (702.169b) and triggered (702.169c) forms are not read yet."""
    abilities = lower_line(line.line, is_spell)
    if len(abilities) != 1 or type(abilities[0]) is not R.ActivatedAbility:
        raise UnsupportedPhrase("a 'Solved —' ability that is not an activated ability")
    (ability,) = abilities
    timing = ability.timing
    condition = SOLVED if timing.condition is None else AllOfConditions((SOLVED, timing.condition))
    return (dataclasses.replace(ability, timing=dataclasses.replace(timing, condition=condition)),)
