"""Lowering for "Max speed — <ability>" (CR 702.178a, current rules): "As long as you have max
speed, this object has <ability>." An object has the ability only while its controller's speed is
4 (CR 702.179e): a static ability applies, a triggered one triggers, an activated one may be
activated only then. The abilities carry the keyword's name, "max speed"."""
from __future__ import annotations

import dataclasses

from ...runtime import abilities as R
from ...runtime.filters import AllOfConditions, MaxSpeed

from ..syntax import nodes as A
from ..syntax.transform import UnsupportedPhrase
from .dispatch import lower_line
from .stations import while_holds

MAX_SPEED = MaxSpeed()


def _and(condition, extra):
    return extra if condition is None else AllOfConditions((extra, condition))


def lower_max_speed(line: A.MaxSpeedLine, is_spell: bool) -> tuple[R.Ability, ...]:
    """The one ability of the line, with "you have max speed" as its condition: a static
    ability's "as long as", an activated or mana ability's activation condition (through
    stations.while_holds, as for a station symbol's abilities), a triggered ability's event
    condition (it has the ability only while the condition holds, so it triggers only then; its
    resolution doesn't ask again, CR 603.4 being about intervening "if"s only)."""
    abilities = lower_line(line.line, is_spell)
    if len(abilities) != 1:
        raise UnsupportedPhrase("a 'Max speed —' line of several abilities")
    (ability,) = abilities
    if type(ability) is R.TriggeredAbility:
        ability = dataclasses.replace(ability, event_condition=_and(ability.event_condition, MAX_SPEED))
    else:
        ability = while_holds(ability, MAX_SPEED, "a 'Max speed —' line")
    if "keyword" in {f.name for f in dataclasses.fields(ability)}:
        ability = dataclasses.replace(ability, keyword="max speed")
    return (ability,)
