"""Lowering for "Max speed — <ability>" (CR 702.178a, current rules): "As long as you have max
speed, this object has <ability>." An object has the ability only while its controller's speed is
4 (CR 702.179e): a static ability applies, a triggered one triggers, an activated one may be
activated only then. The abilities carry the keyword's name, "max speed"."""
from __future__ import annotations

import dataclasses

from ...runtime import abilities as R
from ...runtime.filters import MaxSpeed

from ..dataclass_fields import field_names
from ..syntax import nodes as A
from ..syntax.transform import UnsupportedPhrase
from .dispatch import lower_line
from .stations import both_conditions, while_holds

MAX_SPEED = MaxSpeed()


def lower_max_speed(line: A.MaxSpeedLine, is_spell: bool) -> tuple[R.Ability, ...]:
    """The one ability of the line, with "you have max speed" as its condition: a static
    ability's "as long as", an activated or mana ability's activation condition (through
    stations.while_holds, as for a station symbol's abilities), a triggered ability's event
    condition (it has the ability only while the condition holds, so it triggers only then; its
    resolution doesn't ask again, CR 603.4 being about intervening "if"s only)."""
    return has_while(line.line, is_spell, MAX_SPEED, "max speed")


def has_while(line, is_spell: bool, condition, keyword: str) -> tuple[R.Ability, ...]:
    """"As long as <condition>, this object has <ability>" (max speed, CR 702.178a; ∞, CR
    702.186b): the one ability of `line` with that condition, named for the keyword."""
    abilities = lower_line(line, is_spell)
    if len(abilities) != 1:
        raise UnsupportedPhrase(f"a '{keyword} —' line of several abilities")
    (ability,) = abilities
    if type(ability) is R.TriggeredAbility:
        ability = dataclasses.replace(ability, event_condition=both_conditions(ability.event_condition, condition))
    else:
        ability = while_holds(ability, condition, f"a '{keyword} —' line")
    if "keyword" in (field_names(type(ability)) or ()):
        ability = dataclasses.replace(ability, keyword=keyword)
    return (ability,)
