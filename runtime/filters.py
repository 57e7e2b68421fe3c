"""What an ability points at: object filters, object and player references, amounts.

These are the nouns of effect programs. They are plain frozen data; the engine
evaluates them against a game state (see evaluate.py).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from typing import TYPE_CHECKING

from .characteristics import CardType, Color, Supertype, Zone

if TYPE_CHECKING:
    from .costs import ManaCost


class Controller(str, Enum):
    """Whose objects a filter accepts, relative to the ability's controller."""

    ANY = "any"
    YOU = "you"
    OPPONENT = "opponent"


class Compare(str, Enum):
    LE = "<="
    GE = ">="
    EQ = "=="
    LT = "<"
    GT = ">"


@dataclass(frozen=True)
class NumberTest:
    """A numeric characteristic compared with a number ("power 2 or less")."""

    characteristic: str          # "power" | "toughness" | "mana_value"
    compare: Compare
    value: int


@dataclass(frozen=True)
class ObjectFilter:
    """A description of objects ("other untapped red creatures you control").

    Every field narrows the set; the empty filter accepts any object. Lists
    inside one field are alternatives ("artifact, creature, or land").
    """

    types: tuple[CardType, ...] = ()          # any of these card types (all of them if all_types)
    all_types: bool = False                   # "artifact creature": every listed type is required
    excluded_types: tuple[CardType, ...] = ()  # "noncreature"
    subtypes: tuple[str, ...] = ()            # any of these subtypes ("Eldrazi")
    supertypes: tuple[Supertype, ...] = ()
    excluded_supertypes: tuple[Supertype, ...] = ()   # "nonbasic", "nonlegendary"
    colors: tuple[Color, ...] = ()            # any of these colours
    excluded_colors: tuple[Color, ...] = ()   # "nonblack"
    colorless: bool = False
    multicolored: bool = False
    controller: Controller = Controller.ANY
    other: bool = False                       # not the ability's source (CR 109.5)
    tapped: bool | None = None                # True tapped, False untapped
    tests: tuple[NumberTest, ...] = ()
    token: bool | None = None
    saddled_source: bool = False              # "creature that saddled it this turn" (CR 702.171c)
    attached_to_source: bool = False          # "enchanted creature" / "equipped creature" (CR 303.4, 301.5)
    combat: str | None = None                 # "attacking" | "blocking" | "attacking_or_blocking"
    with_counter: str | None = None           # "with a +1/+1 counter on it"
    zone: Zone = Zone.BATTLEFIELD
    permanent: bool = False                   # "permanent": any permanent type
    spell: bool = False                       # a spell on the stack ("creature spell")
    card: bool = False                        # "creature card" (in a non-battlefield zone)
    keywords: tuple[str, ...] = ()            # "creature with flying"
    excluded_keywords: tuple[str, ...] = ()   # "creature without flying"
    # How the text said OPPONENT ("you don't control", "your opponents control"): printing only,
    # never compared (the same opponents either way, CR 102.2).
    controller_wording: str = field(default="", compare=False)
    zone_wording: str = field(default="", compare=False)      # "in" / "from" your graveyard: printing only
    chosen_color: bool = False                # "of the chosen color": the source's chosen color (CR 607.2d)
    chosen_subtype: bool = False              # "of the chosen type": the source's chosen type (CR 607.2d)


# ---------------------------------------------------------------- object refs
@dataclass(frozen=True)
class SelfRef:
    """The ability's source ("this creature", its name, "it")."""


@dataclass(frozen=True)
class TargetRef:
    """The object or player chosen for the ability's target number `index`."""

    index: int = 0


@dataclass(frozen=True)
class ChosenRef:
    """Objects picked by an earlier Choose step of the same program."""

    label: str


@dataclass(frozen=True)
class EventObjectRef:
    """The object the trigger event was about ("that land", "that creature")."""


@dataclass(frozen=True)
class EachRef:
    """Every object matching the filter when the step runs ("each creature you control")."""

    filter: ObjectFilter


@dataclass(frozen=True)
class AffectedRef:
    """The objects an earlier step of this program acted on ("those cards", "them")."""

    label: str


@dataclass(frozen=True)
class UnionRef:
    """Several references together ("it and up to one creature ...")."""

    parts: tuple["ObjectRef", ...]


@dataclass(frozen=True)
class PaidRef:
    """The object sacrificed or discarded to pay the ability's cost ("the sacrificed creature");
    read with its last known information (CR 608.2h)."""

    action: str                  # "sacrificed" | "discarded"


ObjectRef = PaidRef | SelfRef | TargetRef | ChosenRef | EventObjectRef | EachRef | AffectedRef | UnionRef


# ---------------------------------------------------------------- player refs
class PlayerRef(str, Enum):
    YOU = "you"                   # the ability's controller
    EACH_OPPONENT = "each_opponent"
    EACH_PLAYER = "each_player"
    TARGET_PLAYER = "target_player"    # the first player target of the ability
    EVENT_PLAYER = "event_player"      # "that player" of a trigger event
    OWNER = "owner"                    # the owner of the object acted on
    CONTROLLER = "controller"          # the controller of the object acted on


# ---------------------------------------------------------------- amounts
@dataclass(frozen=True)
class Fixed:
    value: int


@dataclass(frozen=True)
class XValue:
    """X: for an enters ability, the X paid for the spell that became it (CR 107.3m)."""


@dataclass(frozen=True)
class CountersOn:
    """The number of `counter` counters on an object (last known if it left)."""

    ref: ObjectRef
    counter: str


@dataclass(frozen=True)
class CountOf:
    """How many objects a reference denotes now ("for each creature you control")."""

    ref: ObjectRef


@dataclass(frozen=True)
class PowerOf:
    ref: ObjectRef


@dataclass(frozen=True)
class Sum:
    """amount plus a fixed number ("that many plus one")."""

    amount: "Amount"
    plus: int


@dataclass(frozen=True)
class ToughnessOf:
    """The toughness of an object (last known information if it left, CR 608.2h)."""

    ref: ObjectRef


@dataclass(frozen=True)
class ManaValueOf:
    """The mana value of an object (CR 202.3; last known information if it left)."""

    ref: ObjectRef


Amount = ToughnessOf | ManaValueOf | Fixed | XValue | CountersOn | CountOf | PowerOf | Sum


# ---------------------------------------------------------------- conditions
@dataclass(frozen=True)
class YouControl:
    """"if you control N or more <filter>" (at_least=1 for "a/an")."""

    filter: ObjectFilter
    at_least: int = 1


@dataclass(frozen=True)
class CounterCount:
    """"if there are N or more <kind> counters on <object>" / "no <kind> counters"."""

    ref: ObjectRef
    counter: str
    compare: Compare
    value: int


@dataclass(frozen=True)
class SourceState:
    """"as long as ~ is attacking / tapped / untapped / blocking"."""

    state: str


@dataclass(frozen=True)
class CardsInZone:
    """"as long as seven or more cards are in your graveyard" (threshold)."""

    zone: Zone
    at_least: int


@dataclass(frozen=True)
class WasKicked:
    """"if it was kicked" / "if ~ was kicked" (CR 702.33d): the spell's kicker cost was paid;
    with `cost`, that particular kicker of a card with two ("kicked with its {1}{U} kicker")."""

    cost: "ManaCost | None" = None


@dataclass(frozen=True)
class CastFromHand:
    """"if you cast it from your hand" (CR 601.2a): the source was cast, from its owner's hand."""


@dataclass(frozen=True)
class LifeTotal:
    """"if you have N or more life" / "N or less life" (CR 119)."""

    compare: Compare
    value: int


@dataclass(frozen=True)
class YourTurn:
    """"if it's your turn" (CR 102.1)."""


@dataclass(frozen=True)
class ControlNone:
    """"you control no <filter>" (a state trigger's condition, CR 603.8)."""

    filter: ObjectFilter


@dataclass(frozen=True)
class AttackedThisTurn:
    """Raid: "if you attacked this turn" / "attacked with a creature this turn" (CR 508.1)."""


@dataclass(frozen=True)
class CreatureDiedThisTurn:
    """Morbid: "if a creature died this turn" (CR 700.4)."""


@dataclass(frozen=True)
class YouControlAtMost:
    """"if you control two or fewer other lands" (CR 614.1c checks it as the land enters)."""

    filter: ObjectFilter
    at_most: int


@dataclass(frozen=True)
class AnyOfConditions:
    """"you control a Plains or an Island": true when any part is true."""

    parts: tuple["Condition", ...]


@dataclass(frozen=True)
class DuringSteps:
    """"only during your upkeep" / "only during combat" / "only before attackers are declared":
    the current step is one of `steps` (CR 500.1), on your turn only if `yours` (CR 602.5b)."""

    steps: tuple  # tuple[Step, ...]
    yours: bool = False


Condition = (YouControl | CounterCount | SourceState | CardsInZone | WasKicked | CastFromHand
             | LifeTotal | YourTurn | ControlNone | AttackedThisTurn | CreatureDiedThisTurn
             | YouControlAtMost | AnyOfConditions | DuringSteps)
