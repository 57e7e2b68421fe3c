"""Lowering for leveler cards (CR 711). "{LEVEL N1-N2} [Abilities] [P/T]" means "As long as this
creature has at least N1 level counters on it, but no more than N2 level counters on it, it has
base power and toughness [P/T] and has [abilities]." (CR 711.2a); "{LEVEL N3+}" the same with
"N3 or more" (CR 711.2b). Below N1 the printed power and toughness of the card apply (CR 711.5),
which is the card's own power and toughness here."""
from __future__ import annotations

from ...runtime import abilities as R
from ...runtime.filters import AllOfConditions, Compare, CounterCount, SelfRef

from ..syntax import nodes as A
from .stations import while_holds


def level_condition(symbol: A.LevelSymbolLine):
    """"this creature has at least N1 [but no more than N2] level counters on it"."""
    at_least = CounterCount(SelfRef(), "level", Compare.GE, symbol.low)
    if symbol.high is None:
        return at_least
    return AllOfConditions((at_least, CounterCount(SelfRef(), "level", Compare.LE, symbol.high)))


def at_level_symbol(ability: R.Ability, symbol: A.LevelSymbolLine) -> R.Ability:
    """`ability` printed in `symbol`'s striation (CR 711.2)."""
    return while_holds(ability, level_condition(symbol), "a level symbol ability")


def level_power_toughness(box: A.PowerToughnessBoxLine, symbol: A.LevelSymbolLine) -> R.StaticAbility:
    """The striation's power/toughness box: its base power and toughness (layer 7b, CR 613.4b)
    while the level symbol applies (CR 711.2a-b)."""
    return R.StaticAbility(R.BasePT(SelfRef(), box.power, box.toughness), level_condition(symbol))
