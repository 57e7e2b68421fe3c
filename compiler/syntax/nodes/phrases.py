"""AST nodes for object and player phrases and the amounts they name, and the Span of a line."""
from __future__ import annotations

from dataclasses import dataclass

from ....runtime.characteristics import Zone
from ....runtime.filters import Controller, ObjectFilter


@dataclass(frozen=True)
class Span:
    """0-based start/end columns in the raw (un-normalised) line."""

    start: int
    end: int


# ---------------------------------------------------------------- object phrases
@dataclass(frozen=True)
class SelfPhrase:
    """"~": the card's name, nickname or "this creature": the object whose text it is, or in a
    quoted ability the object that has the ability."""


@dataclass(frozen=True)
class CardPhrase:
    """The card's name inside a quoted ability: the card whose text it is. For an ability the
    card grants to another object, the granting card, not the object that has the ability
    (CR 201.5a: "Equipped creature has '{T}, Sacrifice Torch: ...'")."""


@dataclass(frozen=True)
class ItPhrase:
    """"it" (resolved by context: the source, or the object just acted on)."""


@dataclass(frozen=True)
class ThemPhrase:
    """"them" / "each of them" / "they": the objects named last."""

    each: bool = False           # "each of them": each object on its own (as "each" distributes)
    subject: bool = False        # the subject of its sentence ("they gain flying")


@dataclass(frozen=True)
class YouPhrase:
    """"you"."""


@dataclass(frozen=True)
class ThatPhrase:
    """"that land", "that player", "that card"."""

    noun: str


@dataclass(frozen=True)
class RevealedCardPhrase:
    """"the revealed card's mana value": the card the sentence before revealed (CR 701.16a)."""


@dataclass(frozen=True)
class RestPhrase:
    """"the rest": after "each player chooses a creature he or she controls", the objects of
    the kind chosen from that were not chosen."""


@dataclass(frozen=True)
class ThosePhrase:
    """"those cards"; "each of those creatures" (`each`): each object on its own, the same
    objects (as "each" distributes; a verb after it is singular)."""

    noun: str
    each: bool = False


@dataclass(frozen=True)
class EachPhrase:
    """Every object `filter` matches, or every player of `players`: "each creature", "all
    creatures", "creatures you control" (a subject without a determiner) and "enchanted
    creature" (the one object the source is attached to, CR 303.4) are one meaning, written
    by Oracle style; the renderer derives the words (render/determiners.py)."""

    filter: ObjectFilter
    players: Controller | None = None      # "each opponent" / "each player"


@dataclass(frozen=True)
class UpToPhrase:
    """"up to one creature that saddled it this turn": chosen on resolution, not targeted."""

    maximum: int
    filter: ObjectFilter


@dataclass(frozen=True)
class TargetPhrase:
    filter: ObjectFilter | None
    players: Controller | None
    minimum: int = 1
    maximum: int = 1
    x: str = ""                        # "X target ..." ("exact") / "up to X target ..." ("up_to")
    each_of: bool = False              # "each of up to two target creatures" (the same targets)
    controlled_by: object = None       # "target creature that player controls": the player phrase
    chosen_by_opponent: bool = False   # "target creature of an opponent's choice": that opponent chooses
    single_graveyard: bool = False     # "target cards from a single graveyard": all in one graveyard
    chooser_controls: bool = False     # "... he or she controls": one the choosing opponent controls


@dataclass(frozen=True)
class ChosenPhrase:
    """"a land you control" as an object of an effect: chosen on resolution, not targeted
    (CR 115.1: only the word "target" makes a target)."""

    count: int
    filter: ObjectFilter


@dataclass(frozen=True)
class PaidPhrase:
    """"the sacrificed creature" / "the discarded card": what was paid as a cost (CR 608.2h); "the
    exiled card": what an exile cost or the ability's exile step before it exiled (CR 406, 400.7)."""

    verb: str                    # "sacrificed" | "discarded" | "exiled"
    noun: str


@dataclass(frozen=True)
class AmountOf:
    """"its power", "~'s toughness", "that card's mana value", "the sacrificed creature's power"."""

    owner: object                # SelfPhrase | ItPhrase | ThatPhrase | PaidPhrase
    characteristic: str          # "power" | "toughness" | "mana value"


@dataclass(frozen=True)
class CountersOnObject:
    """"the number of age counters on it": the counters of one kind on the object a pronoun
    names (the source, or the object acted on; last known information if it left, CR 122.1)."""

    owner: object                # ItPhrase
    counter: str | None          # the counter's kind ("+1/+1", "age"); None: every kind


@dataclass(frozen=True)
class ColorsSpentCount:
    """"for each color of mana spent to cast it" (converge): the colors among the mana paid for
    the spell that became the object (CR 601.2h, 105.1)."""

    owner: object                # SelfPhrase ("to cast ~") | ItPhrase ("to cast it")


@dataclass(frozen=True)
class ControllerPhrase:
    """"its controller", "that land's controller", "~'s controller": the player who controls
    the object `of` refers to (last known information if it left, CR 608.2h)."""

    of: object                   # ItPhrase | ThatPhrase | SelfPhrase


@dataclass(frozen=True)
class OwnerPhrase:
    """"its owner", "~'s owner": the player who owns the object `of` refers to (CR 108.3; last
    known information if it left, CR 608.2h)."""

    of: object                   # ItPhrase | SelfPhrase


@dataclass(frozen=True)
class DefendingPlayerPhrase:
    """"defending player" (CR 506.2, 506.3)."""


@dataclass(frozen=True)
class LifeGainedForEach:
    """"for each 1 life you gained" / "... he or she gained": as many as the life gained in the
    trigger's event (CR 603.7c), by you (`yours`) or by the player the trigger named."""

    yours: bool


@dataclass(frozen=True)
class PlayersForEach:
    """"for each <filter> they control" / "for each <filter> in their graveyard": counted for
    each player the effect acts on, from that player's side (zone None: the battlefield)."""

    filter: ObjectFilter
    zone: Zone | None = None


@dataclass(frozen=True)
class ControlledPhrase:
    """"each creature target player controls", "creatures that player controls", "all lands
    its controller controls": objects matching `filter` controlled by the player `player` names.
    "each" and "all" are one meaning (render/determiners.py derives the word); as a count ("for
    each creature target player controls") the phrase sits in a for-each field, which says so."""

    filter: ObjectFilter
    player: object               # TargetPhrase (a player) | ThatPhrase("player") | ControllerPhrase


@dataclass(frozen=True)
class PlusAmount:
    """"2 plus the number of ...", "one plus <amount>": an amount and a fixed addend."""

    plus: int
    amount: object               # an x_definition amount (runtime Amount or AmountOf)


@dataclass(frozen=True)
class TwiceAmount:
    """"twice the number of ...", "twice <amount>"."""

    amount: object


@dataclass(frozen=True)
class RevealedCount:
    """"the number of cards revealed this way" / "for each card revealed this way": the cards an
    earlier "reveal any number of ... cards in your hand" showed (always cards: no noun kept).
    As an amount it is "the number of cards revealed this way", after "for each" "for each card
    revealed this way"."""


@dataclass(frozen=True)
class RevealedMatchingCount:
    """"for each nonland card revealed this way": the cards an earlier "each player reveals the
    top card of their library" showed (CR 701.16a) that match `filter` (a card filter)."""

    filter: ObjectFilter


@dataclass(frozen=True)
class ExiledCount:
    """"the number of creatures exiled this way": how many objects the exile step before it
    moved (Sunfall: "Exile all creatures. Incubate X, where X is the number of creatures exiled
    this way.")."""

    filter: object                      # the ObjectFilter counted ("creatures")


@dataclass(frozen=True)
class PlayersCountAmount:
    """"the number of artifacts he or she controls" / "... cards in his or her hand": counted
    for each player the effect acts on (runtime PlayersCount)."""

    filter: ObjectFilter
    player: object = None        # HeOrShePhrase() ("they") | ThatPhrase("player"); None: HeOrShePhrase()
    zone: Zone = Zone.BATTLEFIELD  # battlefield: the objects the player controls; else the cards in that zone


@dataclass(frozen=True)
class HeOrShePhrase:
    """"he or she" / "they" / "him or her": the player named last (as "that player" means it).
    The pronoun's form follows from where it stands, so the node keeps only that (today's Oracle
    text says "they" / "them"; equivalents.py maps the older "he or she" / "him or her")."""

    objective: bool = False            # the object of a verb or preposition ("him or her" / "them")


@dataclass(frozen=True)
class AnOpponentPhrase:
    """"an opponent gains control of ~": one opponent, chosen as the effect happens."""


@dataclass(frozen=True)
class OtherPlayersPhrase:
    """"each other player": every player but you (CR 102.3: with no teams, each opponent)."""


@dataclass(frozen=True)
class OpponentsOfPhrase:
    """"each of that player's opponents": every opponent of the player `of` names (CR 102.2)."""

    of: "ObjectPhrase"


@dataclass(frozen=True)
class PlayersOtherThanPhrase:
    """"each player other than target player": every player but the one targeted (CR 115.1)."""

    target: "TargetPhrase"


@dataclass(frozen=True)
class ChosenTargetPhrase:
    """"the chosen card" after "choose target artifact card in your graveyard": that target
    (CR 115.1: "choose target" is a targeting phrase); "the chosen cards" after "choose two
    target creature cards" (`several`)."""

    noun: str
    several: bool = False


@dataclass(frozen=True)
class DealtDamageThisWayPhrase:
    """"creatures dealt damage this way": the objects the damage step just before was dealt to
    (those the damage reached: prevented damage is not dealt, CR 615.1, 120.1)."""

    noun: str
    one: bool = False            # written "a creature dealt damage this way": the same objects
    each: bool = False           # written "each creature dealt damage this way": the same objects


ObjectPhrase = (DealtDamageThisWayPhrase | ChosenTargetPhrase | ChosenPhrase | SelfPhrase | CardPhrase | ItPhrase | ThemPhrase | YouPhrase | ThatPhrase | ThosePhrase
                | RestPhrase | RevealedCardPhrase | EachPhrase | UpToPhrase | TargetPhrase | ControllerPhrase | DefendingPlayerPhrase | OwnerPhrase
                | ControlledPhrase | HeOrShePhrase | AnOpponentPhrase | OpponentsOfPhrase
                | PlayersOtherThanPhrase | OtherPlayersPhrase)
