"""Which keyword abilities (CR 702) the rules engine plays: one declaration, read by the engine's
mechanics and by the compiler.

This is data of the ability model, like `abilities.py`: it imports nothing of the engine, so the
compiler can tell, without loading the engine, that a keyword it parsed would do nothing in a
game and report it (CT301) instead of counting the card as compiled. The engine's own modules
read the same sets (`mechanics/keywords.py`, `handlers/grants.py`); the contract test
`tests/runtime/test_rt_keyword_support.py` checks each declared keyword against the engine's
registrations and each keyword word of the grammar against this declaration.
"""
from __future__ import annotations

from types import MappingProxyType

# Keywords whose rules the engine core implements as flags checked where they matter.
RULE_KEYWORDS = frozenset({
    "flying", "reach",                      # combat.block_problem (CR 702.9, 702.17)
    "trample", "first strike", "double strike", "deathtouch", "lifelink",   # combat damage
    "haste", "vigilance", "defender", "menace",                            # combat.py
    "indestructible",                       # vm._destroy, turn.check_sba (CR 702.12)
    "hexproof", "shroud", "protection",     # targeting, damage, blocking, attaching (CR 702.11, 18, 16)
    "flash",                                # actions.cast (CR 702.8)
    "enchant",                              # Aura casting/attaching, SBA 704.5m (CR 702.5, 303.4)
    "equip", "crew",                        # mechanics.keywords.keyword_ability (CR 702.6, 702.122)
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

# "Plainscycling" ... : landcycling for one basic land type (CR 702.29e), and the type it finds.
LANDCYCLING = MappingProxyType({"plainscycling": "Plains", "islandcycling": "Island",
                                "swampcycling": "Swamp", "mountaincycling": "Mountain",
                                "forestcycling": "Forest"})

# Keywords the family modules of runtime/mechanics implement (besides RULE_KEYWORDS).
MECHANIC_KEYWORDS = frozenset({
    "cycling", "basic landcycling", "landcycling", *LANDCYCLING, "unearth", "embalm", "eternalize",
    "scavenge", "outlast", "transmute",
    "exalted", "prowess", "bushido", "flanking", "rampage", "annihilator", "afflict", "echo",
    "cumulative upkeep", "fading", "vanishing", "persist", "undying", "modular", "soulshift",
    "storm", "cascade", "renown", "extort", "evolve", "battle cry", "afterlife", "ingest",
    "fabricate", "living weapon", "graft",
    "ward",                                    # ward.py (CR 702.21)
    "flashback", "madness", "dash", "evoke", "morph", "megamorph", "kicker", "buyback",
    "convoke", "delve", "improvise", "bestow", "totem armor", "umbra armor", "surge", "rebound",
    "dredge", "emerge", "entwine",
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

# Keywords the instruction handlers implement (handlers/grants.py: soulbond's pairing, CR 702.95).
GRANT_KEYWORDS = frozenset({"soulbond"})

IMPLEMENTED_KEYWORDS = RULE_KEYWORDS | MECHANIC_KEYWORDS | GRANT_KEYWORDS


def implemented(name: str) -> bool:
    """Whether the engine plays the keyword `name` (any case)."""
    return name.lower() in IMPLEMENTED_KEYWORDS


# The rule of each keyword the card grammar knows, for diagnostics (CR 702; toxic, backup and
# saddle were added after the 2022 text: 702.164, 702.165, 702.171 of the current rules).
KEYWORD_RULES = MappingProxyType({
    "deathtouch": "702.2", "defender": "702.3", "double strike": "702.4", "enchant": "702.5",
    "equip": "702.6", "first strike": "702.7", "flash": "702.8", "flying": "702.9", "haste": "702.10",
    "hexproof": "702.11", "indestructible": "702.12", "intimidate": "702.13",
    **{walk: "702.14" for walk in ("plainswalk", "islandwalk", "swampwalk", "mountainwalk",
                                   "forestwalk", "desertwalk", "nonbasic landwalk")},
    "lifelink": "702.15", "protection": "702.16", "reach": "702.17", "shroud": "702.18",
    "trample": "702.19", "vigilance": "702.20", "ward": "702.21", "banding": "702.22",
    "rampage": "702.23", "cumulative upkeep": "702.24", "flanking": "702.25", "phasing": "702.26",
    "buyback": "702.27", "shadow": "702.28",
    **{cycling: "702.29" for cycling in ("cycling", "landcycling", "basic landcycling", *LANDCYCLING)},
    "echo": "702.30", "horsemanship": "702.31", "fading": "702.32", "kicker": "702.33",
    "flashback": "702.34", "madness": "702.35", "fear": "702.36", "morph": "702.37",
    "megamorph": "702.37", "amplify": "702.38", "provoke": "702.39", "storm": "702.40",
    "affinity": "702.41", "entwine": "702.42", "modular": "702.43", "sunburst": "702.44",
    "bushido": "702.45", "soulshift": "702.46", "splice onto arcane": "702.47", "ninjutsu": "702.49",
    "epic": "702.50", "convoke": "702.51", "dredge": "702.52", "transmute": "702.53",
    "bloodthirst": "702.54", "haunt": "702.55", "replicate": "702.56", "graft": "702.58",
    "recover": "702.59", "ripple": "702.60", "split second": "702.61", "suspend": "702.62",
    "vanishing": "702.63", "absorb": "702.64", "delve": "702.66", "fortify": "702.67",
    "frenzy": "702.68", "gravestorm": "702.69", "poisonous": "702.70", "champion": "702.72",
    "changeling": "702.73", "evoke": "702.74", "prowl": "702.76", "reinforce": "702.77",
    "conspire": "702.78", "persist": "702.79", "wither": "702.80", "retrace": "702.81",
    "devour": "702.82", "exalted": "702.83", "unearth": "702.84", "cascade": "702.85",
    "annihilator": "702.86", "level up": "702.87", "rebound": "702.88", "totem armor": "702.89",
    "umbra armor": "702.89", "infect": "702.90", "battle cry": "702.91", "living weapon": "702.92",
    "undying": "702.93", "miracle": "702.94", "soulbond": "702.95", "overload": "702.96",
    "scavenge": "702.97", "unleash": "702.98", "cipher": "702.99", "evolve": "702.100",
    "extort": "702.101", "fuse": "702.102", "bestow": "702.103", "tribute": "702.104",
    "dethrone": "702.105", "outlast": "702.107", "prowess": "702.108", "dash": "702.109",
    "exploit": "702.110", "menace": "702.111", "renown": "702.112", "awaken": "702.113",
    "devoid": "702.114", "ingest": "702.115", "myriad": "702.116", "surge": "702.117",
    "skulk": "702.118", "emerge": "702.119", "melee": "702.121", "crew": "702.122",
    "fabricate": "702.123", "partner": "702.124", "undaunted": "702.125", "improvise": "702.126",
    "aftermath": "702.127", "embalm": "702.128", "eternalize": "702.129", "afflict": "702.130",
    "ascend": "702.131", "assist": "702.132", "jump-start": "702.133", "mentor": "702.134",
    "afterlife": "702.135", "riot": "702.136", "spectacle": "702.137", "escape": "702.138",
    "encore": "702.141", "foretell": "702.143", "daybound": "702.145", "nightbound": "702.145",
    "disturb": "702.146", "decayed": "702.147", "training": "702.149", "compleated": "702.150",
    "reconfigure": "702.151", "blitz": "702.152", "casualty": "702.153", "toxic": "702.164",
    "backup": "702.165", "saddle": "702.171",
})


def keyword_rule(name: str) -> str:
    """"CR 702.50" for "epic"; "CR 702" for a keyword the table doesn't name."""
    return f"CR {KEYWORD_RULES.get(name.lower(), '702')}"
