"""Instructions that create continuous effects changing objects' characteristics, by layer
(CR 613): types, colours, abilities, power and toughness.

`Ability` (runtime.abilities, which is built from these instructions) is named in annotations
only: a granted ability."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..characteristics import CardType, Color
from ..filters import Amount, ObjectRef, PlayerRef
from .base import Duration, WhileSource


@dataclass(frozen=True)
class ModifyPowerToughness:
    objects: ObjectRef
    power: int
    toughness: int
    duration: Duration = Duration.END_OF_TURN
    multiplier: Amount | None = None   # "+1/+1 until end of turn for each ..."
    while_source: tuple[WhileSource, ...] = ()   # "for as long as ~ remains tapped" (CR 611.2b)


@dataclass(frozen=True)
class SetBasePT:
    """"Target creature has base power and toughness 1/1 until end of turn" (CR 613.4b, layer
    7b): P/T changes and counters still apply on top."""

    objects: ObjectRef
    power: int | Amount               # "X/X": XValue, the X paid
    toughness: int | Amount
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True)
class SwitchPowerToughness:
    """"Switch target creature's power and toughness until end of turn" (CR 613.4d, layer 7d):
    applied after every other power and toughness effect, counters included."""

    objects: ObjectRef
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True)
class BecomeCopy:
    """"~ becomes a copy of target artifact [until end of turn] [and gains this ability]": each
    object's characteristics become the copiable values of `copied` (CR 707.2, layer 1: CR
    613.2a), with the resolving ability too (`keeps_this_ability`, CR 707.9a)."""

    objects: ObjectRef
    copied: ObjectRef
    duration: Duration = Duration.PERMANENT
    keeps_this_ability: bool = False
    exceptions: Any = None            # "..., except ..." (CR 707.9b): a CopyExceptions


@dataclass(frozen=True)
class GainAllCreatureTypes:
    """"Creatures you control ... gain all creature types until end of turn" (CR
    205.3m, layer 4): each object has every creature type, as a changeling does (CR 702.73a),
    without gaining changeling."""

    objects: ObjectRef
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True)
class GainKeyword:
    objects: ObjectRef
    keyword: str
    duration: Duration = Duration.END_OF_TURN
    while_source: tuple[WhileSource, ...] = ()   # "for as long as you control ~" (CR 611.2b)


@dataclass(frozen=True)
class GainKeywordChoice:
    """"Target Mouse you control gains your choice of double strike or trample until end of
    turn": the ability's controller picks one of `keywords` as it resolves (CR 608.2d) and
    each object gains it (CR 613.1f)."""

    objects: ObjectRef
    keywords: tuple[str, ...]
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True)
class LoseKeyword:
    """"Target creature loses flying until end of turn" (CR 613.1f)."""

    objects: ObjectRef
    keyword: str
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True)
class GainAbility:
    """"Until end of turn, target creature gains '{T}: Tap target creature.'" (CR 613.1f,
    layer 6; CR 611.2c): each object gets the quoted ability, whose self-references ("this
    creature") mean that object (CR 113.7)."""

    objects: ObjectRef
    ability: "Ability"
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True)
class GainProtectionChoice:
    """"Target creature gains protection from the color of your choice until end of turn":
    `chooser` picks a color as it resolves; each object gets protection from it (CR 702.16a,
    613.1f) for `duration`."""

    objects: ObjectRef
    chooser: PlayerRef = PlayerRef.YOU          # YOU, or CONTROLLER ("its controller's choice")
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True)
class Animate:
    """"<objects> become(s) a 3/3 red Elemental creature with haste [until end of turn]".

    CR 613.1d/205.1b (layer 4): the listed card types and subtypes replace the old ones unless
    `keep_types` ("It's still a land."), in which case they are added; CR 613.1e (layer 5): the
    listed colours replace its colours when any are listed; CR 613.1f (layer 6): the keywords
    are added; CR 613.4b (layer 7b): its base power and toughness become `power`/`toughness`;
    None: it keeps its own ("This Vehicle becomes an artifact creature": a Vehicle's printed
    power and toughness apply once it is a creature, CR 301.7c)."""

    objects: ObjectRef
    power: int | None
    toughness: int | None
    types: tuple[CardType, ...] = (CardType.CREATURE,)
    subtypes: tuple[str, ...] = ()
    colors: tuple[Color, ...] = ()
    keywords: tuple[str, ...] = ()
    keep_types: bool = False
    duration: Duration = Duration.PERMANENT


@dataclass(frozen=True)
class LoseAllAbilities:
    """"<objects> loses all abilities [until end of turn]" (CR 613.1f, layer 6). Designations
    such as saddled are not abilities and stay (ruling S2, CR 702.171b)."""

    objects: ObjectRef
    duration: Duration = Duration.PERMANENT


@dataclass(frozen=True)
class BecomeColorChoice:
    """"Target permanent becomes the color of your choice [until end of turn]": the controller of
    the effect chooses one color as it resolves; the objects become that color (CR 105.3,
    613.1e, layer 5)."""

    objects: ObjectRef
    duration: Duration = Duration.END_OF_TURN
    several: bool = False              # "the color or colors of your choice": one or more colors


@dataclass(frozen=True)
class BecomeBasicLandType:
    """"Target land becomes the basic land type of your choice until end of turn" (CR 305.7):
    the controller of the effect chooses a basic land type as it resolves; the land's land types
    are replaced by it and it loses the abilities of its rules text and old land types, gaining
    the new type's mana ability (CR 305.6); `in_addition`: it keeps its types and abilities."""

    objects: ObjectRef
    in_addition: bool = False
    duration: Duration = Duration.END_OF_TURN
    land_type: str = ""            # the type the text names ("becomes an Island"); empty: chosen


@dataclass(frozen=True)
class BecomeCreatureType:
    """"<objects> becomes a blue Frog with base power and toughness 1/1 [until end of turn]":
    its creature types become `subtypes` (layer 4, CR 205.1b: its card types stay), its colours
    `colors` when any are named (layer 5, CR 105.3) and its base power and toughness these
    (layer 7b, CR 613.4b)."""

    objects: ObjectRef
    subtypes: tuple[str, ...]
    colors: tuple[Color, ...]
    power: int
    toughness: int
    duration: Duration = Duration.PERMANENT


@dataclass(frozen=True)
class BecomeCreatureTypeChoice:
    """"~ becomes the creature type of your choice until end of turn": the controller of the
    effect chooses one creature type as it resolves (CR 608.2d); the objects' creature types
    become that one (layer 4, CR 205.1b, 613.1d: their card types and other subtypes stay)."""

    objects: ObjectRef
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True)
class AddColorsAndTypes:
    """"That creature is a black Zombie in addition to its other colors and types": the object
    gets these subtypes (layer 4, CR 613.1d, 205.1b) and colours (layer 5, CR 613.1e, 105.3)
    besides its own; an effect of a resolved ability, it lasts as long as the object stays on
    the battlefield unless a duration is named (CR 611.2c, 400.7)."""

    objects: ObjectRef
    subtypes: tuple[str, ...]
    colors: tuple[Color, ...]
    duration: Duration = Duration.PERMANENT
    types: tuple[CardType, ...] = ()   # "becomes an artifact in addition to its other types" (CR 205.1b)


@dataclass(frozen=True)
class BecomeColors:
    """"Target creature becomes white until end of turn", "~ becomes colorless", "becomes blue in
    addition to its other colors": the objects' colours become `colors` (none: colorless, CR
    105.2c), or `colors` are added to theirs (`in_addition`) (CR 105.3, 613.1e, layer 5); an
    effect of a resolved spell or ability, with no duration it lasts while the object stays on
    the battlefield (CR 611.2c, 400.7)."""

    objects: ObjectRef
    colors: tuple[Color, ...]
    in_addition: bool = False
    duration: Duration = Duration.PERMANENT


@dataclass(frozen=True)
class BecomeAura:
    """"~ loses this ability and becomes an Aura enchantment with enchant creature": one effect
    on the source (CR 611.2) that replaces its card types and subtypes with enchantment and Aura
    (layer 4, CR 613.1d, 205.1a), takes the resolving ability from it and gives it enchant
    `enchant` (layer 6, CR 613.1f, 702.5a). `end_cost`: "You may pay {W} to end this effect":
    the effect's controller may pay it any time they have priority, a special action that ends
    the effect (CR 116.2c); with none it lasts as long as the object is on the battlefield."""

    enchant: Any                        # ObjectFilter: what the Aura may enchant
    end_cost: Any = None                # ManaCost or None
