"""Lowering for Classes (CR 716). "[Cost]: Level N" means "[Cost]: This Class's level becomes N.
Activate only if this Class is level N-1 and only as a sorcery." (CR 716.2a). The abilities
printed after it, up to the next class level ability, are its level N abilities: the Class has
them only while it is level N or greater (CR 716.2b). The engine keeps abilities unconditional,
so each level N ability gets the condition "this Class is level N or greater": a triggered one
as its intervening "if" (a Class's level never goes down, so it holds again on resolution), a
static one as its "as long as", an activated one as its activation condition."""
from __future__ import annotations

import dataclasses

from ...runtime import abilities as R
from ...runtime import effects as E
from ...runtime.filters import ClassLevelIs

from ..syntax import nodes as A
from ..syntax.transform import UnsupportedPhrase
from .stations import both_conditions


def lower_class_level(line: A.ClassLevelLine, is_spell: bool) -> tuple[R.Ability, ...]:
    """CR 716.2a."""
    if line.level < 2:
        raise UnsupportedPhrase("a class level below 2")
    timing = R.Timing(sorcery_speed=True, condition=ClassLevelIs(line.level - 1))
    return (R.ActivatedAbility(line.costs, (E.BecomeLevel(line.level),), (), timing),)


def at_level(ability: R.Ability, level: int) -> R.Ability:
    """`ability` as a level `level` ability of its Class (CR 716.2b)."""
    needed = ClassLevelIs(level, at_least=True)
    if isinstance(ability, (R.TriggeredAbility, R.StaticAbility)):
        return dataclasses.replace(ability, condition=both_conditions(ability.condition, needed))
    if type(ability) is R.ActivatedAbility:
        return dataclasses.replace(ability, timing=dataclasses.replace(
            ability.timing, condition=both_conditions(ability.timing.condition, needed)))
    raise UnsupportedPhrase(f"a class level ability that is a {type(ability).__name__}")
