"""The relations a filter names, as words of the game: whose objects it accepts (Controller),
which object "attached to ..." means (AttachedHost), how a number is compared (Compare). Plain
enums, read through runtime.filters."""
from __future__ import annotations

from enum import Enum


class Controller(str, Enum):
    """Whose objects a filter accepts, relative to the ability's controller."""

    ANY = "any"
    YOU = "you"
    OPPONENT = "opponent"
    # "target creature defending player controls": the player the source (or the attacking
    # creature of the trigger event) is attacking, CR 506.2 / 506.3 (query.defending_player)
    DEFENDING = "defending"
    # "the number of creatures the chosen player controls", "cards in the chosen player's hand":
    # the player the source chose as it entered ("choose an opponent", CR 607.2d)
    CHOSEN = "chosen"
    # "creatures enchanted player controls": the player the source, an Aura with "enchant
    # player", is attached to (CR 303.4, 702.5d)
    ENCHANTED = "enchanted"


class AttachedHost(str, Enum):
    """Which object "attached to ..." names (CR 301.5a, 303.4b) when it isn't a described one
    (ObjectFilter.host): the source, or what the ability's earlier words named, which the
    lowering resolves into a reference (CR 608.2c)."""

    SOURCE = "source"                 # "attached to ~" (and "it" meaning ~ in a static ability)
    IT = "it"                         # the object "it" means there
    THEM = "them"                     # the objects named before
    THAT_CREATURE = "that creature"   # the creature the event or a target named


class Compare(str, Enum):
    LE = "<="
    GE = ">="
    EQ = "=="
    LT = "<"
    GT = ">"
