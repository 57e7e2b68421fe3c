"""Lowering for Cases (CR 719): "To solve — <condition>" is a triggered ability (CR 719.3a);
"Solved — <ability>" is that ability working only while this Case is solved (CR 702.169b-d)."""
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
from .stations import both_conditions

SOLVED = SourceState("solved")


def lower_to_solve(line: A.ToSolveLine, is_spell: bool) -> tuple[R.Ability, ...]:
    """"At the beginning of your end step, if <condition> and this Case is not solved, it
    becomes solved." (CR 719.3a): an intervening "if" (CR 603.4)."""
    condition = AllOfConditions((line.condition, NotCondition(SOLVED)))
    return (R.TriggeredAbility(V.BeginningOfStep(Step.END, Whose.YOUR), (E.SolveCase(),), (), condition),)


def lower_solved(line: A.SolvedLine, is_spell: bool) -> tuple[R.Ability, ...]:
    """"Solved — [ability]" (CR 702.169): a static ability applies "as long as this Case is
    solved" (702.169b); a triggered one "triggers only if this Case is solved" (702.169c: checked
    as it triggers, not again on resolution, unlike an intervening "if"); an activated one may be
    activated only if this Case is solved (702.169d)."""
    abilities = lower_line(line.line, is_spell)
    if len(abilities) != 1:
        raise UnsupportedPhrase("a 'Solved —' line of several abilities")
    (ability,) = abilities
    if type(ability) is R.ActivatedAbility:
        timing = ability.timing
        return (dataclasses.replace(ability, timing=dataclasses.replace(
            timing, condition=both_conditions(timing.condition, SOLVED)), keyword="solved"),)
    if type(ability) is R.StaticAbility:
        return (dataclasses.replace(ability, condition=both_conditions(ability.condition, SOLVED), keyword="solved"),)
    if type(ability) is R.TriggeredAbility:
        return (dataclasses.replace(ability, event_condition=both_conditions(ability.event_condition, SOLVED),
                                    keyword="solved"),)
    raise UnsupportedPhrase(f"a 'Solved —' {type(ability).__name__}")
