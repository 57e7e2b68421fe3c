"""Which keyword abilities (CR 702) the rules engine plays: one declaration, read by the engine's
mechanics and by the compiler.

This is data of the ability model, like `abilities.py`: it imports nothing of the engine, so the
compiler can tell, without loading the engine, that a keyword it parsed would do nothing in a
game and report it (CT301) instead of counting the card as compiled. The keyword database
(grammar/keywords.toml) names, for each keyword it does not define in rules text, the engine
mechanic declared here; the rule numbers live there. The engine's own modules
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
    "craft",                                # compiled to an ActivatedAbility exiling materials (CR 702.167a)
    "exhaust",                              # an ActivatedAbility activated only once: actions.activate (CR 702.177a)
    "boast",                                # an ActivatedAbility, only if it attacked, once each turn (CR 702.142a)
    "forecast",                             # a ZoneAbility from the hand, your upkeep, once each turn (CR 702.57b)
    "spree",                                # its modes' additional costs: actions.cast (CR 702.172a, 700.2h)
    "tiered",                               # one mode and its additional cost: actions.cast (CR 702.183a)
    "escalate",                             # a cost per mode beyond the first: actions.cast (CR 702.120a)
    "compleated",                           # fewer loyalty counters: zones.enter_battlefield (CR 702.150a)
    "space sculptor",                       # sectors: the state-based action of CR 704.5u, mechanics/sectors.py (CR 702.158)
    "start your engines!",                  # speed: the state-based action of CR 704.5z, mechanics/speed.py
    "max speed",                            # "Max speed — [ability]": the MaxSpeed condition (CR 702.178a)
    "solved",                               # "Solved — [ability]": SourceState("solved") (CR 702.169, 719.3)
    "infinity",                             # "∞ — [ability]": SourceState("harnessed") (CR 702.186, 701.64)
    "visit",                                # "Visit — [effect]": the AttractionVisited trigger (CR 702.159a, handlers/attractions.py)
    "hidden agenda", "double agenda",       # a face-down conspiracy and its chosen names: mechanics/conspiracies.py (CR 702.106)
    "companion",                            # "Companion — [condition]": the Companion static, read before the game and by the special action (CR 702.139, mechanics/companions.py)
    "read ahead",                           # a Saga's chosen lore counters as it enters, chapters below not triggering (CR 702.155, mechanics/sagas.py, event_matching)
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
    "toxic",                                   # combat_keywords.toxic_poison (CR 702.164)
    "fuse", "aftermath",                       # split_cards.py, actions.cast (CR 702.102, 702.127)
    "affinity", "undaunted",                   # cost_reductions (CR 702.41, 702.125)
    "suspend",                                 # CR 702.62
    "mentor", "dethrone", "melee", "myriad", "provoke",
    "devour", "amplify", "sunburst",
    "partner",                                 # Commander deck construction only (CR 702.124a)
    "friends forever", "choose a background", "doctor's companion",   # the same: commanders.py (CR 702.124)
    "banding",                                 # combat.py hooks (CR 702.22)
    "bands with other",                        # the same hooks, bands of its quality (CR 702.22b-c, j-k)
    "partner with",                            # commanders.py and its enters trigger, keyword_triggers (CR 702.124j)
    "enlist",                                  # an optional cost to attack: enlist.py (CR 702.154)
    "phasing",                                 # turn.begin_step (CR 702.26)
    "recover", "ripple", "cipher", "miracle",  # CR 702.59, 702.60, 702.99, 702.94
    "ninjutsu", "reinforce",                   # hand_zone_ability (CR 702.49, 702.77)
    "tribute", "prowl",                        # entering_counters, cast_modifications (CR 702.104, 702.76)
    "champion",                                # two linked triggers (CR 702.72)
    "awaken", "conspire", "retrace", "jump-start",   # cast_modifications (CR 702.113, 702.78, 702.81, 702.133)
    "overload", "splice onto arcane", "replicate",   # cast_modifications (CR 702.96, 702.47, 702.56)
    "plot", "warp", "harmonize", "impending",  # later_casting (CR 702.170, 702.185, 702.180, 702.176)
    "foretell",                                # later_casting (CR 702.143)
    "escape",                                  # cast from the graveyard: actions.cast (CR 702.138)
    "mayhem",                                  # from the graveyard the turn it was discarded: later_casting (CR 702.187)
    "disturb",                                 # cast transformed from the graveyard: actions.cast (CR 702.146)
    "more than meets the eye",                 # cast converted from the hand: actions.cast (CR 702.162)
    "daybound", "nightbound",                  # day_and_night.py (CR 702.145, 726)
    "freerunning",                             # an alternative cost after an Assassin's combat damage (CR 702.173)
    "offspring", "bargain",                    # optional additional costs, casting.py (CR 702.175, 702.166)
    "squad",                                   # paid any number of times: cast_modifications (CR 702.157)
    "gift a card", "gift a tapped fish", "gift a food",   # gifts.py (CR 702.174)
    "disguise",                                # face down for {3} with ward {2}: face_down.py (CR 702.168)
    "blitz",                                   # blitz.py (CR 702.152)
    "spectacle",                               # an alternative cost: later_casting.keyword_cast_problem (CR 702.137)
    "epic",                                    # epic.py, its abilities added as it is cast (CR 702.50)
    "cleave",                                  # its cost and text change: cast_modifications (CR 702.148)
    "assist",                                  # another player pays generic mana: assist.py (CR 702.132)
    "prototype",                               # its second set of characteristics: casting.py (CR 702.160, 718)
    "mutate",                                  # merged permanents: mutate.py (CR 702.140, 730)
})

# Keywords the instruction handlers implement (handlers/grants.py: soulbond's pairing, CR 702.95).
GRANT_KEYWORDS = frozenset({"soulbond"})

# Keywords whose cost may be any cost, its parts other than mana paid with the mana
# (`KeywordAbility.more_costs`): "Flashback—Tap three untapped white creatures you control",
# "Kicker—{2}{R}, Sacrifice a land", "Buyback—Pay 4 life", "Cumulative upkeep—Sacrifice a land"
# (CR 702.34a, 702.33a, 702.27a, 702.24a; 601.2h)
ANY_COST_KEYWORDS = frozenset({"flashback", "kicker", "buyback", "cumulative upkeep"})

IMPLEMENTED_KEYWORDS = RULE_KEYWORDS | MECHANIC_KEYWORDS | GRANT_KEYWORDS


def implemented(name: str) -> bool:
    """Whether the engine plays the keyword `name` (any case)."""
    return name.lower() in IMPLEMENTED_KEYWORDS
