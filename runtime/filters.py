"""What an ability points at: object filters, object and player references, amounts.

These are the nouns of effect programs. They are plain frozen data; the engine
evaluates them against a game state (runtime.engine).
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from enum import Enum

from .characteristics import ManaType, Zone
from .history_conditions import (AttackedThisTurn, BeenAttackedThisStep, CitysBlessing, CompletedADungeon,
                                 CreatureDiedThisTurn, CrimeThisTurn, DescendedThisTurn, MaxSpeed,
                                 NonlandPermanentLeftThisTurn, NonlandPermanentsEntered, PermanentLeftThisTurn,
                                 SpellsCastLastTurn, SpellsCastThisTurn, SpellWarpedThisTurn, VoteWon, CastSpellThisTurn,
                                 AbilityActivatedThisTurn)
from .mana_costs import ManaCost
from .rounding import Half
from .relations import AttachedHost, Compare, Controller    # the enums a filter names, read from here too
from .source_conditions import CastFromGraveyard, ClassLevelIs, ControlledAsCast, KeywordCostPaid, SourceInZone, SourceState
from .object_filters import NumberTest, ObjectFilter, Targets  # noqa: F401 - named here for the users of filters


# ---------------------------------------------------------------- object refs
@dataclass(frozen=True)
class SelfRef:
    """The ability's source ("this creature", its name, "it")."""


@dataclass(frozen=True)
class GrantorRef:
    """The card's name in a quoted ability the card grants ("Equipped creature has '{T},
    Sacrifice Torch: Torch deals 2 damage to any target.'"): the object that
    granted the ability, not the object that has it (CR 201.5a). `object_id` is None in compiled
    text and is filled in when the ability is granted (runtime/engine/grantor.py)."""

    object_id: int | None = None


@dataclass(frozen=True)
class TargetRef:
    """The object or player chosen for the ability's target number `index`."""

    index: int = 0


@dataclass(frozen=True)
class ChosenRef:
    """Objects picked by an earlier Choose step of the same program."""

    label: str


@dataclass(frozen=True)
class UnchosenRef:
    """"Each player chooses a creature he or she controls. Destroy the rest.", "Other creatures
    he or she controls can't block this turn.": the objects `among` denotes that are not among
    those chosen as `label` (CR 608.2d)."""

    among: "ObjectRef"
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
    """The object sacrificed, discarded or tapped to pay the ability's cost ("the sacrificed
    creature", "the tapped creature"); read with its last known information (CR 608.2h)."""

    action: str                  # "sacrificed" | "discarded" | "tapped" | "exiled" (the source itself, as a card in exile)


@dataclass(frozen=True)
class ControlledBy:
    """Every object matching `filter` controlled by the player(s) `player` denotes when the step
    runs ("each creature target player controls", "creatures that player controls")."""

    filter: ObjectFilter
    player: "Player"


@dataclass(frozen=True)
class AttachedToRef:
    """"all Auras attached to it / that creature / them": the objects matching `filter` that are
    attached to an object `host` denotes (CR 301.5, 303.4)."""

    filter: ObjectFilter
    host: "ObjectRef"


@dataclass(frozen=True)
class SameNameRef:
    """"each other creature with the same name as that creature": the objects matching `filter`
    that have the name of an object `of` denotes (last known information, CR 608.2h)."""

    filter: ObjectFilter
    of: "ObjectRef"


@dataclass(frozen=True)
class SharesColorRef:
    """"target creature and each other creature that shares a color with it" (radiance): the
    objects matching `filter` sharing a color with an object `of` denotes (CR 105.2; last known
    information, CR 608.2h). A colorless object shares a color with none."""

    filter: ObjectFilter
    of: "ObjectRef"


@dataclass(frozen=True)
class SharesCreatureTypeRef:
    """"enchanted creature and other creatures that share a creature type with it": the objects
    matching `filter` sharing a creature type with an object `of` denotes (CR 205.3m: a
    changeling has every creature type; last known information, CR 608.2h)."""

    filter: ObjectFilter
    of: "ObjectRef"


@dataclass(frozen=True)
class DealtDamageRef:
    """"creatures dealt damage this way": the creatures among `among` that `source` has dealt
    damage to this turn (CR 700.4's record of damage dealt; prevented damage isn't dealt, CR 615.1)."""

    among: "ObjectRef"
    source: "ObjectRef"


@dataclass(frozen=True)
class ExiledWithRef:
    """"the exiled card" of a permanent's ability whose own text exiles nothing: the cards the
    source's linked exile ability exiled (CR 607.2a) that are still in exile; a card that left
    exile is a new object the source knows nothing of (CR 400.7). Read from the source's last
    known information if it has left its zone (CR 603.10a)."""


ObjectRef = (UnchosenRef | DealtDamageRef | SameNameRef | SharesColorRef | SharesCreatureTypeRef | AttachedToRef | PaidRef | SelfRef | GrantorRef | TargetRef | ChosenRef | EventObjectRef | EachRef | AffectedRef | UnionRef
             | ControlledBy | ExiledWithRef)


# ---------------------------------------------------------------- player refs
class PlayerRef(str, Enum):
    YOU = "you"                   # the ability's controller
    EACH_OPPONENT = "each_opponent"
    EACH_PLAYER = "each_player"
    EACH_OTHER_PLAYER = "each_other_player"   # every player but you: with no teams, each opponent (CR 102.2-102.3)
    TARGET_PLAYER = "target_player"    # the first player target of the ability
    EVENT_PLAYER = "event_player"      # "that player" of a trigger event
    EACH_OPPONENT_OF_EVENT_PLAYER = "each_opponent_of_event_player"   # "each of that player's opponents" (CR 102.2)
    EACH_PLAYER_BUT_TARGET = "each_player_but_target"     # "each player other than target player"
    OWNER = "owner"                    # the owner of the object acted on
    CONTROLLER = "controller"          # the controller of the object acted on
    DEFENDING = "defending_player"     # "defending player" (CR 506.2, 506.3; vm.players)
    AN_OPPONENT = "an_opponent"        # "an opponent gains control of ~": one opponent, chosen by you
    GIFT_RECIPIENT = "gift_recipient"  # "they" of a gift: the opponent it was promised to (CR 702.174a)
    # "each opponent attacking that player" after "whenever enchanted player is attacked": each
    # opponent of the player the source Aura enchants who attacks them (CR 508.1, 303.4)
    EACH_OPPONENT_ATTACKING_ENCHANTED = "each_opponent_attacking_enchanted"

    @property
    def each_of_a_group(self) -> bool:
        """The EACH_ members, "each player", "each opponent" ...: every player of a group, each in turn (CR 101.4)."""
        return self.name.startswith("EACH_")


@dataclass(frozen=True)
class ControllerOf:
    """"its controller", "that land's controller": the player who controls the object `ref`
    denotes, with last known information if it has left its zone (CR 608.2h)."""

    ref: ObjectRef


@dataclass(frozen=True)
class DealtDamageBy:
    """"each player dealt damage this way": the players among `among` that `source` has dealt
    damage to this turn (prevented damage isn't dealt, CR 615.1, 120.1)."""

    among: "Player"
    source: ObjectRef


@dataclass(frozen=True)
class OwnerOf:
    """"its owner", "~'s owner": the player who owns the object `ref` denotes (CR 108.3), with
    last known information if it has left its zone (CR 608.2h); a card's owner is the same in
    every zone (CR 108.3), so the card it became has that owner too."""

    ref: ObjectRef


# Who an effect acts on: a fixed relation to the ability, the controller or owner of an object,
# or the players a damage step reached.
Player = PlayerRef | ControllerOf | DealtDamageBy | OwnerOf


# ---------------------------------------------------------------- amounts
@dataclass(frozen=True)
class Fixed:
    value: int


@dataclass(frozen=True)
class XValue:
    """X: for an enters ability, the X paid for the spell that became it (CR 107.3m)."""


@dataclass(frozen=True)
class CountersOn:
    """The number of `counter` counters on an object (last known if it left); `counter` None:
    counters of every kind ("for each counter on ~", CR 122.1)."""

    ref: ObjectRef
    counter: str | None


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


@dataclass(frozen=True)
class ManaSpentToCast:
    """"the amount of mana spent to cast this creature": the mana paid for the spell that became
    the object, its additional costs included (CR 601.2h); 0 for one that wasn't cast. `colors`:
    "the number of colors of mana spent to cast ~" (converge): how many of the five colors
    (CR 105.1) that mana was, colorless mana none."""

    ref: ObjectRef
    colors: bool = False


@dataclass(frozen=True)
class EventAmount:
    """"that much": the amount of damage dealt or life gained in the event that triggered the
    ability (CR 603.7c: a triggered ability may refer to its trigger event's details)."""


@dataclass(frozen=True)
class Times:
    """An amount multiplied by a fixed factor ("twice the number of ...")."""

    amount: "Amount"
    factor: int


@dataclass(frozen=True)
class CountersRemoved:
    """"for each storage counter removed this way": how many `counter` counters were removed
    to pay "Remove any number of <counter> counters from ~" (CR 118.3, 602.2b); the number is
    chosen as the ability is activated and carried as its X."""

    counter: str


@dataclass(frozen=True)
class PlayersCount:
    """"for each creature he or she controls", "the number of cards in his or her graveyard":
    counted for each player the effect acts on, as if that player were "you" (the filter is
    written with Controller.YOU / "your" zone and read from that player's side)."""

    filter: ObjectFilter


@dataclass(frozen=True)
class DiedThisTurn:
    """"for each Zubera that died this turn": how many objects matching the filter died
    (CR 700.4) this turn, judged by their last known information."""

    filter: ObjectFilter


@dataclass(frozen=True)
class LifeLostThisWay:
    """"the life lost this way": the total life the players lost to the "loses life" step
    just before, in the same resolution (CR 119.3, 608.2c)."""


@dataclass(frozen=True)
class AffectedCount:
    """"for each nonland card revealed this way": how many of the cards an earlier step of the
    same resolution acted on (its `label`) match `filter`, judged where they are now, whatever
    their zone (CR 701.16a: the revealed cards stay where they were)."""

    label: str
    filter: ObjectFilter


@dataclass(frozen=True)
class AffectedPerController:
    """"For each creature destroyed this way, its controller creates a 4/4 ... token": of the
    objects an earlier step of the same resolution acted on (its `label`) that match `filter`,
    how many the player the effect acts on controlled as they last existed before that step
    moved them (CR 608.2h); the effect acts on each player in turn."""

    label: str
    filter: ObjectFilter


@dataclass(frozen=True)
class GreatestAmong:
    """"the greatest mana value among artifacts you control", "the greatest power among creatures
    you control": the largest of `characteristic` ("power" | "toughness" | "mana_value") among
    the objects matching `filter`, 0 if there are none (CR 107.1)."""

    characteristic: str
    filter: ObjectFilter


@dataclass(frozen=True)
class AttackersDeclared:
    """"that many" after "whenever one or more <creatures> attack": how many of the creatures
    declared as attackers in the trigger event are such creatures (CR 508.1, 603.2c); one that
    left the battlefield since still counts, as it was (CR 608.2h)."""

    filter: ObjectFilter


@dataclass(frozen=True)
class Devoured:
    """"for each creature it devoured" (CR 702.82b): how many of the creatures the source
    sacrificed to its devour ability as it entered match `filter`, by their last known
    information."""

    filter: ObjectFilter


Amount = (ToughnessOf | ManaValueOf | Fixed | XValue | CountersOn | CountOf | PowerOf | Sum | EventAmount
          | Times | PlayersCount | DiedThisTurn | LifeLostThisWay | GreatestAmong | AttackersDeclared
          | AffectedCount | AffectedPerController | Devoured)


@dataclass(frozen=True)
class BasicLandTypes:
    """Domain: the number of basic land types (Plains, Island, Swamp, Mountain, Forest; CR 305.6)
    among lands the ability's controller controls (CR 207.2c)."""


@dataclass(frozen=True)
class Devotion:
    """"your devotion to black" (CR 700.5): the number of mana symbols of that colour among the
    mana costs of permanents the ability's controller controls (a hybrid symbol counts once)."""

    colors: tuple  # of characteristics.ManaType


@dataclass(frozen=True)
class GraveyardCardTypes:
    """"the number of card types among cards in your graveyard": each card type (CR 205.2a)
    that at least one card in the controller's graveyard has, counted once (as delirium counts
    them, CR 207.2c)."""


@dataclass(frozen=True)
class VotesFor:
    """"for each <choice> vote" (CR 701.38a): the votes this resolution's vote gave `choice`."""

    choice: str


@dataclass(frozen=True)
class LifeTotalAmount:
    """"your life total" (the ability's controller's, CR 119.1), or with `highest` / `lowest` "the
    highest / lowest life total among all players" (players still in the game, CR 800.4a), or
    with `of_player` "his or her life total": of the player the effect acts on (as PlayersCount)."""

    highest: bool = False
    lowest: bool = False
    of_player: bool = False


@dataclass(frozen=True)
class TotalCount:
    """"the total number of instant and sorcery cards you own in exile and in your graveyard":
    the objects each filter matches, counted together (each filter names one zone, CR 400.1)."""

    filters: tuple[ObjectFilter, ...]


@dataclass(frozen=True)
class DamagePreventedThisWay:
    """"the damage prevented this way": the damage a prevention shield just prevented, read by
    the rest of its effect, which happens immediately afterward (CR 615.5)."""


Amount = (Amount | CountersRemoved | BasicLandTypes | Devotion | ManaSpentToCast | GraveyardCardTypes | VotesFor
          | LifeTotalAmount | TotalCount | Half | DamagePreventedThisWay)


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
class ManaWasSpent:
    """"if {U} was spent to cast it" / "unless {W} was spent to cast it" (CR 601.2h): mana of that
    colour paid for the spell that it is or that became it."""

    mana: ManaType


@dataclass(frozen=True)
class CastFromHand:
    """"if you cast it from your hand" (CR 601.2a): the source was cast, from its owner's hand."""


@dataclass(frozen=True)
class EnteredThisTurn:
    """"Activate only if ~ entered this turn": the permanent, as the object it is now (CR 400.7),
    came onto the battlefield this turn."""


@dataclass(frozen=True)
class WasCast:
    """"When ~ enters, if you cast it, ..." (CR 601.2, 603.4): the permanent was a spell that
    resolved, not put onto the battlefield some other way."""


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


@dataclass(frozen=True)
class NotCondition:
    """"<effect> unless <condition>" / "can't attack unless <condition>": true when the
    condition is false."""

    condition: "Condition"


@dataclass(frozen=True)
class CardTypesInGraveyard:
    """Delirium: "if there are four or more card types among cards in your graveyard"
    (CR 207.2c; card types are those of CR 205.2a)."""

    at_least: int


@dataclass(frozen=True)
class TotalPower:
    """Formidable: "if creatures you control have total power 8 or greater"."""

    filter: ObjectFilter
    at_least: int


@dataclass(frozen=True)
class PermanentEnteredThisTurn:
    """"if a Bird, Frog, Otter, or Rat entered the battlefield under your control this turn": a
    permanent that fits `filter` came onto the battlefield under your control this turn, read from
    the permanent as it entered (its characteristics are those of its card; CR 603.10a does not
    apply: this is a condition, which looks back at the turn's history)."""

    filter: ObjectFilter


@dataclass(frozen=True)
class AllOfConditions:
    """"only during your upkeep and only if you control a Swamp": true when every part is."""

    parts: tuple["Condition", ...]


@dataclass(frozen=True)
class SourceEnchanted:
    """"as long as ~ is enchanted" / "if it's enchanted": an Aura is attached to the source (CR
    303.4b). Whether the text names the source or says "it" is wording (CR 201.5): the renderer
    prints "it's enchanted" once the line named the source, else "~ is enchanted"."""


@dataclass(frozen=True)
class SharesCreatureType:
    """Kinship: "if it shares a creature type with ~" (CR 205.3m; a changeling has every creature
    type, CR 702.73a): `ref` is the card looked at."""

    ref: "ObjectRef | None"
    other: "ObjectRef" = field(default_factory=lambda: SelfRef())


@dataclass(frozen=True)
class ObjectIs:
    """"If it's a creature card, ...": the object an earlier step of the ability acted on (the
    revealed card, `ref`) matches `filter`, wherever it is (CR 608.2c)."""

    ref: "ObjectRef | None"
    filter: ObjectFilter


# ObjectIs's filter for "if an opponent controls that creature"
OPPONENT_CONTROLS = ObjectFilter(controller=Controller.OPPONENT)


@dataclass(frozen=True)
class ObjectCount:
    """"if there are two or more instant and/or sorcery cards in your graveyard" (spell
    mastery): at least `at_least` objects match `filter` (in its zone; "your" graveyard means
    the cards you own, CR 108.3). "~ is equipped" is one Equipment attached to the source (CR
    301.5a), "an opponent controls a Swamp" one Swamp an opponent controls: the renderer reads
    those from the filter and the count, so no wording is kept."""

    filter: ObjectFilter
    at_least: int


@dataclass(frozen=True)
class AttachedMatches:
    """"As long as enchanted creature is white" / "only if equipped creature is untapped": the
    permanent the source is attached to (CR 301.5, 303.4) matches `quality`; `attached` is the
    attached noun ("enchanted creature"). False when the source is attached to nothing."""

    attached: ObjectFilter
    quality: ObjectFilter


@dataclass(frozen=True)
class PlayerControls:
    """"defending player controls an Island" / "that player controls no Walls": whether the
    player `player` names controls at least one object matching `filter` (none, if `none`).
    Outside a resolution only DEFENDING can be known (query.player_controls_holds)."""

    player: "Player"
    filter: ObjectFilter
    none: bool = False


@dataclass(frozen=True)
class PlayerHas:
    """"an opponent has 10 or less life" (CR 119), "that player has two or fewer cards in hand",
    "you have no cards in hand" (CR 402), "an opponent has three or more poison counters" (CR
    122.1f), "a library has twenty or fewer cards in it" (CR 401), "an opponent was dealt 7 or
    more damage this turn" (CR 120): the players `player` names, one of whom (`every`: each of
    whom, "each player has no cards in hand") must have the quantity ("life" | "hand": cards in
    hand | "poison" | "library": cards in library | "damage": damage dealt to them this turn)
    compared with `value`."""

    player: "Player"
    quantity: str
    compare: Compare
    value: int
    every: bool = False


@dataclass(frozen=True)
class OpponentControlsAtLeast:
    """"an opponent controls four or more lands" (CR 102.2): some opponent of the ability's
    controller controls at least `at_least` objects matching `filter`, each opponent counted on
    their own (two opponents with two lands each don't add up)."""

    filter: ObjectFilter
    at_least: int


@dataclass(frozen=True)
class SourceAttackedThisTurn:
    """"Activate only if this creature attacked this turn" (boast, CR 702.142a): the source was
    declared as an attacker this turn, as the object it is now (CR 400.7, 508.1)."""


@dataclass(frozen=True)
class XIs:
    """"if X is 5 or more" (ravenous, CR 702.156a): the X paid for the spell that became the
    source permanent (CR 107.3m), compared with `value`."""

    compare: Compare
    value: int


@dataclass(frozen=True)
class DiscardedThisWay:
    """"If you discarded a card this way, ..." (CR 608.2c): the player the ability's controller is
    discarded at least one card in the discard step just before, in the same resolution (CR
    701.8a: a player who had no card to discard discarded none). With `filter`, "If a land card is
    discarded this way, ...": one of the cards that step discarded matches it."""

    filter: ObjectFilter | None = None


@dataclass(frozen=True)
class AffectedIncludes:
    """"If a creature card is exiled this way, ...", "If a land card is revealed this way, ...",
    "If a creature is destroyed this way, ...", "If a colorless creature is dealt damage this
    way, ..." (CR 608.2c): one of the objects `ref` names (what an earlier step of the same
    resolution acted on) matches `filter`, as it is now or last existed (CR 608.2h); none acted
    on, none matches."""

    ref: "ObjectRef"
    filter: ObjectFilter


@dataclass(frozen=True)
class OwnAndControlMeldPair:
    """"if you both own and control ~ and a creature named <its meld partner>" (CR 701.42a): the
    source and a creature of that name (the other front of the source's melded face) are both
    owned and controlled by the ability's controller."""


Condition = (PlayerControls | AttachedMatches | ObjectIs | SharesCreatureType | YouControl | CounterCount | SourceState | SourceInZone | CardsInZone | WasKicked | CastFromHand | WasCast | EnteredThisTurn | ClassLevelIs
             | LifeTotal | YourTurn | ControlNone | AttackedThisTurn | CreatureDiedThisTurn
             | YouControlAtMost | AnyOfConditions | DuringSteps | OpponentControlsAtLeast
             | NotCondition | CardTypesInGraveyard | TotalPower | PermanentLeftThisTurn
             | NonlandPermanentLeftThisTurn | SpellWarpedThisTurn | SpellsCastThisTurn | SpellsCastLastTurn | DescendedThisTurn | CrimeThisTurn | NonlandPermanentsEntered | CompletedADungeon
             | PermanentEnteredThisTurn
             | CitysBlessing | MaxSpeed | ManaWasSpent | KeywordCostPaid | AllOfConditions | BeenAttackedThisStep
             | SourceEnchanted | PlayerHas | DiscardedThisWay | VoteWon | XIs | SourceAttackedThisTurn
             | OwnAndControlMeldPair | ControlledAsCast | AffectedIncludes | AbilityActivatedThisTurn)


def map_refs(value, fn, kinds: tuple[type, ...] = (TargetRef, EachRef)):
    """`value` (an effect tree of frozen dataclasses and tuples) with every reference of one of
    `kinds` (by default the object references) replaced by fn(ref) (fn returns the ref itself to
    keep it); a part with nothing replaced inside it is kept as it is."""
    if isinstance(value, kinds):
        return fn(value)
    if isinstance(value, tuple):
        return tuple(map_refs(v, fn, kinds) for v in value)
    names = _INIT_FIELDS.get(type(value))
    if names is None:
        names = _INIT_FIELDS[type(value)] = _init_fields(type(value))
    if not names:
        return value
    changes = {}
    for name in names:
        old = getattr(value, name)
        new = map_refs(old, fn, kinds)
        if new is not old:
            changes[name] = new
    return dataclasses.replace(value, **changes) if changes else value


# The names of a class's init fields (dataclasses.fields, those with init), () for a class that
# is no dataclass: a class's fields are fixed when it is defined, so the answer per class never
# changes and is kept for the process (map_refs asks it of every part of an effect tree).
_INIT_FIELDS: dict[type, tuple[str, ...]] = {}


def _init_fields(cls: type) -> tuple[str, ...]:
    if not dataclasses.is_dataclass(cls):
        return ()
    return tuple(f.name for f in dataclasses.fields(cls) if f.init)


def with_grantor(value, ref):
    """`value` with every unbound GrantorRef inside it replaced by `ref`: the grantor's id, or
    SelfRef for an ability a copy gains as its own (CR 707.9a: its name there is the copy)."""
    return map_refs(value, lambda g: ref if g.object_id is None else g, (GrantorRef,))


Condition = Condition | CastFromGraveyard | CastSpellThisTurn

