"""Keywords the Comprehensive Rules define, as the engine implements them (CR 702, 301.5, 303.4).

Some keywords are rules flags checked where they matter (combat.py, query.py):
`RULE_KEYWORDS` lists them. Others stand for an activated ability (equip, crew, and the
zone abilities of zone_abilities.py): `keyword_ability` turns the KeywordAbility into that
ActivatedAbility. `MECHANIC_KEYWORDS` lists the keywords the family modules of this package
implement; `implemented` answers for all of them.
"""
from __future__ import annotations

from functools import lru_cache

from ..abilities import ActivatedAbility, KeywordAbility, TargetSpec, Timing
from ..characteristics import CardType
from ..costs import TapTotalPower
from ..filters import Controller, ObjectFilter
from ..keyword_abilities import AttachSource, BecomeCreature
from ..engine.registry import HOOKS
from .zone_abilities import LANDCYCLING, zone_ability



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
    "ascend",                               # handlers.triggers.ascend / ascend_spell (CR 702.131)
    "haunt",                                # handlers.triggers haunt_* (CR 702.55)
    "changeling",                           # every creature type (CR 702.73)
    "devoid",                               # colorless (CR 702.114)
    "saddle",                               # compiled to an ActivatedAbility (CR 702.171)
})


# Keywords the family modules of this package implement (besides RULE_KEYWORDS).
MECHANIC_KEYWORDS = frozenset({
    "cycling", "basic landcycling", "landcycling", *LANDCYCLING, "unearth", "embalm", "eternalize",
    "scavenge", "outlast", "transmute",
    "exalted", "prowess", "bushido", "flanking", "rampage", "annihilator", "afflict", "echo",
    "cumulative upkeep", "fading", "vanishing", "persist", "undying", "modular", "soulshift",
    "storm", "cascade", "renown", "extort", "evolve", "battle cry", "afterlife", "ingest",
    "fabricate", "living weapon", "graft",
    "flashback", "madness", "dash", "evoke", "morph", "megamorph", "kicker", "buyback",
    "convoke", "delve", "improvise", "bestow", "totem armor", "umbra armor", "surge", "rebound", "dredge", "emerge", "entwine",
    "bloodthirst", "unleash", "riot", "infect", "split second", "skulk",
    "fuse", "aftermath",                       # split_cards.py, actions.cast (CR 702.102, 702.127)
    "affinity", "undaunted",                   # cost_reductions (CR 702.41, 702.125)
    "suspend",                                 # CR 702.62
    "mentor", "dethrone", "melee", "myriad", "provoke",
    "devour", "amplify", "sunburst",
    "partner",                                 # Commander deck construction only (CR 702.124a)
    "banding",                                 # combat.py hooks (CR 702.22)
    "phasing",                                 # turn.begin_step (CR 702.26)
    "recover", "ripple", "cipher", "miracle",  # CR 702.59, 702.60, 702.99, 702.94
    "ninjutsu", "reinforce",                   # hand_zone_ability (CR 702.49, 702.77)
    "tribute", "prowl",                        # entering_counters, cast_modifications (CR 702.104, 702.76)
    "champion",                                # two linked triggers (CR 702.72)
    "awaken", "conspire", "retrace", "jump-start",   # cast_modifications (CR 702.113, 702.78, 702.81, 702.133)
    "overload", "splice onto arcane", "replicate",   # cast_modifications (CR 702.96, 702.47, 702.56)
})


def implemented(name: str) -> bool:
    from ..handlers.grants import GRANT_KEYWORDS
    return name.lower() in RULE_KEYWORDS or name.lower() in MECHANIC_KEYWORDS \
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
    return zone_ability(k)


# ------------------------------------------------------------------ attachments


# ------------------------------------------------------------------ protection, hexproof, shroud

