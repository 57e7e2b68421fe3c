"""Keywords the Comprehensive Rules define, as the engine implements them (CR 702, 301.5, 303.4).

Which keywords the engine implements is declared in the ability model
(runtime/keyword_support.py: `RULE_KEYWORDS`, the rules flags checked where they matter;
`MECHANIC_KEYWORDS`, the keywords of this package's family modules), so the compiler can read
it without loading the engine; they are named here too for the engine's callers. Some keywords
stand for an activated ability (equip, crew, and the zone abilities of zone_abilities.py):
`keyword_ability` turns the KeywordAbility into that ActivatedAbility.
"""
from __future__ import annotations

from functools import lru_cache

from ..abilities import ActivatedAbility, KeywordAbility, TargetSpec, Timing
from ..characteristics import CardType
from ..costs import TapTotalPower
from ..filters import Controller, ObjectFilter
from ..keyword_abilities import AttachSource, BecomeCreature
from ..engine.registry import HOOKS
from ..keyword_support import MECHANIC_KEYWORDS, RULE_KEYWORDS, implemented
from .zone_abilities import zone_ability

__all__ = ["MECHANIC_KEYWORDS", "RULE_KEYWORDS", "implemented", "keyword_ability"]


# ------------------------------------------------------------------ engine-only instructions


_YOUR_CREATURE = ObjectFilter(types=(CardType.CREATURE,), controller=Controller.YOU, other=True)
_CREW = ObjectFilter(types=(CardType.CREATURE,), controller=Controller.YOU, other=True, tapped=False)


@HOOKS.keyword_ability.register
@lru_cache(maxsize=None)
def keyword_ability(k: KeywordAbility) -> ActivatedAbility | None:
    """The activated ability a keyword stands for, or None."""
    name = k.name.lower()
    if name == "equip" and k.cost is not None:
        # CR 702.6a: "[Cost]: Attach to target creature you control. Activate only as a sorcery."
        return ActivatedAbility((k.cost,), (AttachSource(),), (TargetSpec(_YOUR_CREATURE),),
                                Timing(sorcery_speed=True), keyword="equip")
    if name == "crew" and k.number is not None:
        # CR 702.122a: "Tap any number of other untapped creatures you control with total
        # power N or greater: This Vehicle becomes an artifact creature until end of turn."
        return ActivatedAbility((TapTotalPower(k.number, _CREW),), (BecomeCreature(),), keyword="crew")
    return zone_ability(k)


# ------------------------------------------------------------------ attachments


# ------------------------------------------------------------------ protection, hexproof, shroud

