"""Lowering for station cards (CR 721). A station symbol "STATION N+" means "As long as this
permanent has N or more charge counters on it, it has [the abilities printed after it]" (CR
721.2a). The engine keeps abilities unconditional, so each such ability gets that condition: a
static one as its "as long as", a keyword as a static grant of that keyword to the permanent
itself, an activated one as its activation condition. A triggered one is not given it: an
intervening "if" would be checked again on resolution, which the rules do not do (CR 603.4)."""
from __future__ import annotations

import dataclasses

from ...runtime import abilities as R
from ...runtime.filters import AllOfConditions, Compare, CounterCount, SelfRef

from ..syntax.transform import UnsupportedPhrase


def charged(threshold: int) -> CounterCount:
    """"this permanent has N or more charge counters on it" (CR 721.2a)."""
    return CounterCount(SelfRef(), "charge", Compare.GE, threshold)


def both_conditions(condition, extra):
    """`extra`, and also `condition` if the ability already had one: the condition of an
    ability printed under a station symbol, a Class level, a Case's "solved" or max speed."""
    return extra if condition is None else AllOfConditions((extra, condition))


def at_station(ability: R.Ability, threshold: int) -> R.Ability:
    """`ability` as one printed after the station symbol "STATION `threshold`+" (CR 721.2a)."""
    return while_holds(ability, charged(threshold), "a station symbol ability")


def while_holds(ability: R.Ability, needed, what: str) -> R.Ability:
    """`ability` as one a permanent has only as long as `needed` holds (a station or level
    symbol's static ability, CR 721.2a, 711.2): a keyword becomes a static grant of that keyword
    to the permanent itself, a static ability gets the condition as its "as long as", an
    activated or mana ability as its activation condition. A triggered one is refused: an
    intervening "if" would be checked again on resolution, which the rules do not do (CR 603.4)."""
    if type(ability) is R.KeywordAbility and ability.number is None and ability.cost is None \
            and ability.quality is None:
        return R.StaticAbility(R.KeywordGrant(SelfRef(), ability.name), needed)
    if isinstance(ability, R.StaticAbility):
        return dataclasses.replace(ability, condition=both_conditions(ability.condition, needed))
    if type(ability) in (R.ActivatedAbility, R.ManaAbility):
        return dataclasses.replace(ability, timing=dataclasses.replace(
            ability.timing, condition=both_conditions(ability.timing.condition, needed)))
    raise UnsupportedPhrase(f"{what} that is a {type(ability).__name__}")


def station_creature(threshold: int) -> R.StaticAbility:
    """The power/toughness box of the last station symbol (CR 721.2b)."""
    return R.StaticAbility(R.StationCreature(threshold))
