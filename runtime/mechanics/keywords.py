"""Keywords the Comprehensive Rules define, as the engine implements them (CR 702, 301.5, 303.4).

Some keywords are rules flags checked where they matter (combat.py, query.py):
`RULE_KEYWORDS` lists them. Others stand for an activated ability (equip, crew):
`keyword_abilities` turns the KeywordAbility into that ActivatedAbility. Internal
instructions (`AttachSource`, `BecomeCreature`) are engine-only: the compiler never
produces them, the VM runs them.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from ..abilities import ActivatedAbility, KeywordAbility, TargetSpec, Timing
from ..characteristics import CardType, Zone
from ..costs import TapTotalPower
from ..filters import Controller, ObjectFilter
from ..keyword_abilities import AttachSource, BecomeCreature
from ..engine.registry import HOOKS

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..engine.objects import GameObject
    from ..engine.state import GameState


# Keywords whose rules the engine implements as flags (where: see comments).
RULE_KEYWORDS = frozenset({
    "flying", "reach",                      # combat.block_problem (CR 702.9, 702.17)
    "trample", "first strike", "double strike", "deathtouch", "lifelink",   # combat damage
    "haste", "vigilance", "defender", "menace",                            # combat.py
    "indestructible",                       # vm._destroy, turn.check_sba (CR 702.12)
    "hexproof", "shroud", "protection",     # targeting, damage, blocking, attaching (CR 702.11, 18, 16)
    "flash",                                # actions.cast (CR 702.8)
    "enchant",                              # Aura casting/attaching, SBA 704.5m (CR 702.5, 303.4)
    "equip", "crew",                        # activated abilities below (CR 702.6, 702.122)
    "fear", "intimidate", "shadow", "horsemanship",  # combat.block_problem (CR 702.36, 13, 28, 31)
    "swampwalk", "islandwalk", "forestwalk", "mountainwalk", "plainswalk",  # landwalk (CR 702.14)
    "desertwalk", "nonbasic landwalk",
    "wither",                               # damage as -1/-1 counters (CR 702.80)
    "ascend",                               # handlers_triggers.ascend / ascend_spell (CR 702.131)
    "haunt",                                # handlers_triggers haunt_* (CR 702.55)
    "changeling",                           # every creature type (CR 702.73)
    "devoid",                               # colorless (CR 702.114)
    "saddle",                               # compiled to an ActivatedAbility (CR 702.171)
})


def implemented(name: str) -> bool:
    from .primary import MECHANIC_KEYWORDS
    from .secondary import MORE_KEYWORDS
    from ..handlers.grants import GRANT_KEYWORDS
    return name.lower() in RULE_KEYWORDS or name.lower() in MECHANIC_KEYWORDS or name.lower() in MORE_KEYWORDS \
        or name.lower() in GRANT_KEYWORDS


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
    from .primary import zone_ability      # cycling, unearth, scavenge ... (mechanics.py)
    return zone_ability(k)


# ------------------------------------------------------------------ attachments


# ------------------------------------------------------------------ protection, hexproof, shroud

