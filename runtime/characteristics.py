"""Colours, mana types, card types: the game's vocabulary (CR 105, 106, 205)."""
from __future__ import annotations

import functools
import re
from enum import Enum


class ManaType(str, Enum):
    """The six types of mana (CR 106.1b): five colours and colorless."""

    WHITE = "W"
    BLUE = "U"
    BLACK = "B"
    RED = "R"
    GREEN = "G"
    COLORLESS = "C"

    @property
    def is_color(self) -> bool:
        return self is not ManaType.COLORLESS


COLORS: tuple[ManaType, ...] = (
    ManaType.WHITE, ManaType.BLUE, ManaType.BLACK, ManaType.RED, ManaType.GREEN,
)
MANA_TYPES: tuple[ManaType, ...] = COLORS + (ManaType.COLORLESS,)


class Color(str, Enum):
    """The five colours of objects (CR 105.1)."""

    WHITE = "W"
    BLUE = "U"
    BLACK = "B"
    RED = "R"
    GREEN = "G"


class CardType(str, Enum):
    """CR 205.2a."""

    ARTIFACT = "artifact"
    BATTLE = "battle"
    CONSPIRACY = "conspiracy"
    CREATURE = "creature"
    DUNGEON = "dungeon"
    ENCHANTMENT = "enchantment"
    INSTANT = "instant"
    KINDRED = "kindred"
    LAND = "land"
    PHENOMENON = "phenomenon"
    PLANE = "plane"
    PLANESWALKER = "planeswalker"
    SCHEME = "scheme"
    SORCERY = "sorcery"
    TRIBAL = "tribal"
    VANGUARD = "vanguard"


PERMANENT_TYPES = frozenset({
    CardType.ARTIFACT, CardType.BATTLE, CardType.CREATURE, CardType.ENCHANTMENT,
    CardType.LAND, CardType.PLANESWALKER,
})


# "Outlaw" is no subtype but a word for five creature types (Outlaws of Thunder Junction, its
# reminder text: "Assassins, Mercenaries, Pirates, Rogues, and Warlocks are outlaws.")
OUTLAW_TYPES = ("Assassin", "Mercenary", "Pirate", "Rogue", "Warlock")


# The five basic land types (CR 205.3i), each with its mana ability (CR 305.6)
BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")


class Supertype(str, Enum):
    """CR 205.4a."""

    BASIC = "basic"
    LEGENDARY = "legendary"
    ONGOING = "ongoing"
    SNOW = "snow"
    WORLD = "world"


class Zone(str, Enum):
    """CR 400.1."""

    LIBRARY = "library"
    HAND = "hand"
    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    STACK = "stack"
    EXILE = "exile"
    COMMAND = "command"
    # CR 400.11: outside the game is not a zone of the game, but a player's cards there (the
    # sideboard, CR 400.11b; dungeon cards, CR 309.2) are where "from outside the game" looks
    OUTSIDE = "outside the game"
    # an archenemy's scheme deck: its cards are face down in the command zone (CR 313.2, 904.4);
    # kept apart from the face-up command zone, so setting a scheme in motion moves it from here
    SCHEME_DECK = "scheme deck"
    # a player's Attraction deck: face down, outside the main deck (CR 717.2-3); opening an
    # Attraction moves its top card onto the battlefield (CR 701.51b)
    ATTRACTION_DECK = "attraction deck"
    # a player's Contraption deck (Unstable release notes, CR 701.45 today): face down, outside the
    # main deck; assembling a Contraption moves its top card onto the battlefield
    CONTRAPTION_DECK = "contraption deck"
    # a player's planar deck: face down in the command zone (CR 901.4, 311.2); kept apart from the
    # face-up command zone, so planeswalking moves its top card from here (CR 701.31b)
    PLANAR_DECK = "planar deck"


class Step(str, Enum):
    """Turn steps and the main phases (CR 500.1), in turn order."""

    UNTAP = "untap"
    UPKEEP = "upkeep"
    DRAW = "draw"
    MAIN1 = "main1"
    BEGINNING_OF_COMBAT = "beginning_of_combat"
    DECLARE_ATTACKERS = "declare_attackers"
    DECLARE_BLOCKERS = "declare_blockers"
    COMBAT_DAMAGE = "combat_damage"
    END_OF_COMBAT = "end_of_combat"
    MAIN2 = "main2"
    END = "end"
    CLEANUP = "cleanup"


STEPS: tuple[Step, ...] = tuple(Step)


@functools.cache
def counter_pt_change(kind: str) -> tuple[int, int]:
    """What a "+X/+Y" / "-X/-Y" counter adds to power and toughness (CR 122.1a); (0, 0) for a
    counter of another kind."""
    change = re.fullmatch(r"([+-]\d+)/([+-]\d+)", kind)
    return (0, 0) if change is None else (int(change[1]), int(change[2]))
