"""The typed AST of one line of rules text (what the Transformer builds).

Nodes record what the text *says*, close to its words; lowering (lower.py)
decides what it *means* for the engine (mana vs activated ability, which
reference is a target, what "it" is). Leaves reuse the runtime's value types
(ManaCost, ObjectFilter, costs, amounts): they are plain values, not abilities.
Every line node carries a Span into the raw line.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ...runtime.costs import Cost, ManaCost
from ...runtime.effects import ManaProduction, SpendRestriction, SpentRider, TokenSpec
from ...runtime.events import Whose
from ...runtime.characteristics import Step, Zone
from ...runtime.filters import Amount, Condition, Controller, ObjectFilter
from ...runtime.filters import BasicLandTypes  # noqa: F401  (PumpClause.for_each)


@dataclass(frozen=True)
class Span:
    """0-based start/end columns in the raw (un-normalised) line."""

    start: int
    end: int


# ---------------------------------------------------------------- object phrases
@dataclass(frozen=True)
class SelfPhrase:
    """"~": the card's name, nickname or "this creature"."""


@dataclass(frozen=True)
class ItPhrase:
    """"it" (resolved by context: the source, or the object just acted on)."""


@dataclass(frozen=True)
class ThemPhrase:
    """"them" / "each of them"."""

    wording: str = "them"


@dataclass(frozen=True)
class YouPhrase:
    """"you"."""


@dataclass(frozen=True)
class ThatPhrase:
    """"that land", "that player", "that card"."""

    noun: str


@dataclass(frozen=True)
class ThosePhrase:
    """"those cards"."""

    noun: str


@dataclass(frozen=True)
class EachPhrase:
    filter: ObjectFilter
    players: Controller | None = None      # "each opponent" / "each player"
    word: str = "each"                     # "each" | "all" (same meaning, kept for rendering)


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


@dataclass(frozen=True)
class ChosenPhrase:
    """"a land you control" as an object of an effect: chosen on resolution, not targeted
    (CR 115.1: only the word "target" makes a target)."""

    count: int
    filter: ObjectFilter


@dataclass(frozen=True)
class PaidPhrase:
    """"the sacrificed creature" / "the discarded card": what was paid as a cost (CR 608.2h)."""

    verb: str                    # "sacrificed" | "discarded"
    noun: str


@dataclass(frozen=True)
class AmountOf:
    """"its power", "~'s toughness", "that card's mana value", "the sacrificed creature's power"."""

    owner: object                # SelfPhrase | ItPhrase | ThatPhrase | PaidPhrase
    characteristic: str          # "power" | "toughness" | "mana value"


@dataclass(frozen=True)
class ControllerPhrase:
    """"its controller", "that land's controller", "~'s controller": the player who controls
    the object `of` refers to (last known information if it left, CR 608.2h)."""

    of: object                   # ItPhrase | ThatPhrase | SelfPhrase


@dataclass(frozen=True)
class DefendingPlayerPhrase:
    """"defending player" (CR 506.2, 506.3)."""


@dataclass(frozen=True)
class ControlledPhrase:
    """"each creature target player controls", "creatures that player controls", "all lands
    its controller controls": objects matching `filter` controlled by the player `player` names."""

    filter: ObjectFilter
    player: object               # TargetPhrase (a player) | ThatPhrase("player") | ControllerPhrase
    word: str = "each"           # "each" | "all" | "bare" (no determiner, plural) | "for each"


@dataclass(frozen=True)
class PlusAmount:
    """"2 plus the number of ...", "one plus <amount>": an amount and a fixed addend."""

    plus: int
    amount: object               # an x_definition amount (runtime Amount or AmountOf)
    word: str = ""               # the addend as printed ("2", "one")


@dataclass(frozen=True)
class TwiceAmount:
    """"twice the number of ...", "twice <amount>"."""

    amount: object


@dataclass(frozen=True)
class RevealedCount:
    """"the number of cards revealed this way" / "for each card revealed this way": the cards an
    earlier "reveal any number of ... cards in your hand" showed."""

    noun: str = "card"


@dataclass(frozen=True)
class PlayersCountAmount:
    """"the number of artifacts he or she controls" / "... cards in his or her hand": counted
    for each player the effect acts on (runtime PlayersCount)."""

    filter: ObjectFilter
    wording: str                 # "he or she controls" | "they control" | "in his or her graveyard"


@dataclass(frozen=True)
class HeOrShePhrase:
    """"he or she": the player named last (as "that player" means it)."""

    wording: str = "he or she"         # "they" (newer Oracle text)


@dataclass(frozen=True)
class AnOpponentPhrase:
    """"an opponent gains control of ~": one opponent, chosen as the effect happens."""


ObjectPhrase = (ChosenPhrase | SelfPhrase | ItPhrase | ThemPhrase | YouPhrase | ThatPhrase | ThosePhrase
                | EachPhrase | UpToPhrase | TargetPhrase | ControllerPhrase | DefendingPlayerPhrase
                | ControlledPhrase | HeOrShePhrase | AnOpponentPhrase)


@dataclass(frozen=True)
class DiscardHandClause:
    """"each player discards his or her hand[, then draws seven cards]" (CR 701.8a)."""

    players: tuple[ObjectPhrase, ...]
    his_her: str = "his or her"
    then_draw: Amount | None = None


@dataclass(frozen=True)
class ExchangeControlClause:
    """"exchange control of target creature you control and target creature an opponent
    controls" / "... of two target creatures" (CR 701.10)."""

    objects: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class PlayerMayClause:
    """"its controller may draw a card" / "its controller may search his or her library for a
    basic land card, put it onto the battlefield, then shuffle": that player chooses and acts."""

    players: tuple[ObjectPhrase, ...]
    clause: "DrawClause | SearchClause"
    his_her: str = "his or her"


@dataclass(frozen=True)
class PoisonClause:
    """"defending player gets a poison counter" / "... gets two poison counters" (CR 122.1f)."""

    players: tuple[ObjectPhrase, ...]
    amount: Amount


@dataclass(frozen=True)
class ControlToOwnersClause:
    """"each player gains control of all creatures he or she owns" (each to its owner)."""

    filter: ObjectFilter
    wording: str = "he or she owns"                 # "they own"


@dataclass(frozen=True)
class ExileNamedClause:
    """"search its controller's graveyard, hand, and library for all cards with the same name as
    that spell and exile them. then that player shuffles his or her library" (one clause across
    the sentence break, like the library searches of library.lark)."""

    player: ObjectPhrase               # ControllerPhrase | TargetPhrase (a player)
    noun: str                          # "that <noun>"
    his_her: str = "his or her"


@dataclass(frozen=True)
class BecomeBasicLandTypeClause:
    """"target land becomes the basic land type of your choice until end of turn" / "until end
    of turn, target land ... becomes the basic land type of your choice in addition to its
    other types" (CR 305.7)."""

    objects: tuple
    in_addition: bool = False
    eot_first: bool = False            # "Until end of turn, <objects> becomes ..."


PLAYER_CLAUSES = (DiscardHandClause, ExchangeControlClause, PlayerMayClause,
                  PoisonClause, ControlToOwnersClause, ExileNamedClause, BecomeBasicLandTypeClause)                      # rendered by render_players, lowered by lower_players


# ---------------------------------------------------------------- clauses
@dataclass(frozen=True)
class AddManaClause:
    production: ManaProduction
    player: ObjectPhrase = YouPhrase()


@dataclass(frozen=True)
class ScryClause:
    amount: Amount


@dataclass(frozen=True)
class DrawClause:
    amount: Amount
    for_each: ObjectFilter | None = None
    players: tuple[ObjectPhrase, ...] = (YouPhrase(),)
    you_said: bool = False             # "you draw a card" (the subject written out)
    equal_to: bool = False             # "draw cards equal to <amount>"


@dataclass(frozen=True)
class LifeClause:
    """"you gain 1 life [for each ...]" / "each player loses 1 life"."""

    players: tuple[ObjectPhrase, ...]
    amount: Amount
    gain: bool
    for_each: object | None = None
    equal_to: bool = False             # "gain life equal to <amount>"


@dataclass(frozen=True)
class ExileClause:
    objects: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class ExileTopClause:
    pass


@dataclass(frozen=True)
class ReturnClause:
    objects: tuple[ObjectPhrase, ...]
    destination: str              # "battlefield_owner" | "battlefield" | "hand" | "your_hand"
    #                               | "battlefield_yours" ("under your control", CR 110.2a)
    tapped: bool = False
    from_zone: Zone | None = None  # "from your graveyard" written out
    # "... to the battlefield attached to that creature" (CR 303.4f, 303.4i)
    attached_to: tuple[ObjectPhrase, ...] | None = None


@dataclass(frozen=True)
class DestroyClause:
    objects: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class PutCountersClause:
    amount: Amount
    counter: str
    objects: tuple[ObjectPhrase, ...]
    for_each: object | None = None     # "put a +1/+1 counter on it for each <...>"


@dataclass(frozen=True)
class DoubleCountersClause:
    counter: str | None           # None: each kind
    objects: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class CreateTokenClause:
    amount: Amount
    token: TokenSpec
    for_each: object | None = None
    # 'a Treasure artifact token with "{T}, Sacrifice ~: Add one mana of any color."':
    # the quoted ability the tokens have (CR 111.4); lowered into the TokenSpec.
    granted: "AbilityLine | None" = None
    players: tuple[ObjectPhrase, ...] = (YouPhrase(),)   # "its controller creates ..." (CR 111.2)
    tapped: bool = False                                 # "create a tapped 2/2 ... token" (CR 111.2)


@dataclass(frozen=True)
class SacrificeClause:
    objects: tuple[ObjectPhrase, ...]
    unless: Cost | None = None


@dataclass(frozen=True)
class DamageClause:
    amount: Amount
    recipients: tuple[ObjectPhrase, ...]
    source: ObjectPhrase = SelfPhrase()
    equal_last: bool = False           # "deals damage to <recipients> equal to <amount>"
    for_each: object | None = None     # "deals 1 damage to target opponent for each <...>"
    verb: str = "deals"                # "deal" after "you may have ~"
    itself: bool = False               # "target creature deals damage to itself equal to ..."


@dataclass(frozen=True)
class PumpClause:
    objects: tuple[ObjectPhrase, ...]
    power: int
    toughness: int
    until_end_of_turn: bool
    # "for each creature you control", or domain's "for each basic land type among lands you
    # control" (filters.BasicLandTypes)
    for_each: "ObjectFilter | BasicLandTypes | None" = None
    by_x: bool = False                 # "+X/+0": power/toughness are signs to multiply by X
    pt: str = ""                       # as printed ("-3/-0")


@dataclass(frozen=True)
class GainKeywordClause:
    objects: tuple[ObjectPhrase, ...]
    keyword: "Keyword"
    until_end_of_turn: bool


@dataclass(frozen=True)
class MayPlayClause:
    objects: tuple[ObjectPhrase, ...]
    until_end_of_turn: bool = False          # set by "until end of turn, you may play ..."


@dataclass(frozen=True)
class MayClause:
    clause: "Clause"
    have: bool = False                 # "you may have ~ deal 1 damage to ..." (the clause says "deal")


@dataclass(frozen=True)
class ChooseClause:
    target: TargetPhrase


@dataclass(frozen=True)
class BecomeSaddledClause:
    objects: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class TapClause:
    objects: tuple[ObjectPhrase, ...]
    untap: bool = False


@dataclass(frozen=True)
class SkipUntapClause:
    objects: tuple[ObjectPhrase, ...]
    its_controller: bool = False       # "during its controller's next untap step"
    wording: str = ""                  # "their controller's" / "their controllers'" (plural subject)


@dataclass(frozen=True)
class CounterClause:
    objects: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class RegenerateClause:
    objects: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class DiscardClause:
    players: tuple[ObjectPhrase, ...]
    amount: Amount
    for_each: object | None = None     # "discards a card for each <...>"


@dataclass(frozen=True)
class SearchClause:
    filter: ObjectFilter
    count: int
    destination: str            # "battlefield" | "hand"
    tapped: bool = False
    up_to: bool = False
    put_words: str = ", put it"        # the joining words as printed (several Oracle eras)
    shuffle_words: str = ", then shuffle"


@dataclass(frozen=True)
class SacrificeChosenClause:
    """"sacrifice a creature" / "each opponent sacrifices a creature": the player chooses."""

    players: tuple[ObjectPhrase, ...]
    count: int
    filter: ObjectFilter


@dataclass(frozen=True)
class MillClause:
    players: tuple[ObjectPhrase, ...]
    amount: Amount
    old_wording: bool = False          # "puts the top N cards of ... library into ... graveyard"


@dataclass(frozen=True)
class PutOnLibraryClause:
    objects: tuple[ObjectPhrase, ...]
    yours: bool = False                # "on top of your library"


@dataclass(frozen=True)
class RestrictClause:
    """"<objects> can't block this turn"."""

    objects: tuple[ObjectPhrase, ...]
    action: str


@dataclass(frozen=True)
class MayPayClause:
    cost: Cost


@dataclass(frozen=True)
class TapOrUntapClause:
    objects: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class TokenCopyClause:
    objects: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class EnergyClause:
    players: tuple[ObjectPhrase, ...]
    amount: Amount
    for_each: object | None = None     # "you get {E} for each <...>"


@dataclass(frozen=True)
class CounterUnlessClause:
    objects: tuple[ObjectPhrase, ...]
    cost: ManaCost
    for_each: object | None = None     # "unless its controller pays {1} for each <...>"


@dataclass(frozen=True)
class GainControlClause:
    objects: tuple[ObjectPhrase, ...]
    until_end_of_turn: bool = False
    players: tuple[ObjectPhrase, ...] | None = None     # "target opponent gains control of ..."


@dataclass(frozen=True)
class NoRegenerationClause:
    """"It can't be regenerated" (after a destroy)."""

    word: str = "it"                   # "it" | "they"


@dataclass(frozen=True)
class HaveKeywordsClause:
    """"All creatures have flying": only meaningful as a static ability."""

    objects: tuple[ObjectPhrase, ...]
    keywords: tuple[Keyword, ...]
    plural: bool = True                        # "have" vs "has"


@dataclass(frozen=True)
class FogClause:
    """"Prevent all combat damage that would be dealt this turn"."""


@dataclass(frozen=True)
class PreventNextTimeClause:
    """"The next time a <quality> source of your choice would deal damage to <recipients> this
    turn, prevent that damage" (CR 615.7). `source`: the qualities the chosen source must have
    (colours, one card type; an empty filter for any source)."""

    source: ObjectFilter
    recipients: tuple[ObjectPhrase, ...]
    new_recipients: tuple[ObjectPhrase, ...] = ()   # "that damage is dealt to <new> instead"


@dataclass(frozen=True)
class RedirectNextClause:
    """"The next N damage that would be dealt to <protected> this turn is dealt to <recipients>
    instead" (CR 614.9)."""

    amount: Amount
    protected: tuple[ObjectPhrase, ...]
    recipients: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class PreventAllToClause:
    """"Prevent all damage that would be dealt to <recipients> this turn [by <sources>]" (CR 615.1a)."""

    recipients: tuple[ObjectPhrase, ...]
    sources: ObjectFilter | None = None
    combat: bool = False                      # "prevent all combat damage ..."
    and_by: bool = False                      # "... dealt to and dealt by <recipients> this turn"
    turn_first: bool = False                  # "... dealt this turn to <recipients>" (older wording)


@dataclass(frozen=True)
class PreventNextCombatClause:
    """"Prevent the next N combat damage that would be dealt to <recipients> this turn" (CR 615)."""

    amount: Amount
    recipients: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class ExileUntilLeavesClause:
    """"Exile <objects> until ~ leaves the battlefield" (CR 610.3)."""

    objects: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class ExtraTurnClause:
    """"Take an extra turn after this one" (CR 500.7)."""


@dataclass(frozen=True)
class ReplaceNextDrawClause:
    """"The next time you would draw a card this turn, <clause> instead" (CR 614.11)."""

    clause: object                          # the replacing clause (a Clause)


@dataclass(frozen=True)
class PreventNextClause:
    """"Prevent the next N damage that would be dealt to <objects> this turn"."""

    amount: Amount
    objects: tuple[ObjectPhrase, ...]
    turn_first: bool = False                  # "... dealt this turn to <objects>" (older wording)


@dataclass(frozen=True)
class PumpGainClause:
    """"gets +2/+2 and gains flying until end of turn": one phrase, two effects."""

    objects: tuple[ObjectPhrase, ...]
    power: int
    toughness: int
    keywords: tuple["Keyword", ...]
    pt: str = ""
    # False only for "Until end of turn, <subject> get +1/+1 and gain trample." before the
    # sentence's leading "until end of turn" is applied (transform.until_eot_sentence).
    until_end_of_turn: bool = True


@dataclass(frozen=True)
class LoseAbilitiesClause:
    """"target creature loses all abilities [until end of turn]"."""

    objects: tuple[ObjectPhrase, ...]
    until_end_of_turn: bool = False


@dataclass(frozen=True)
class AnimateClause:
    """"~ becomes a 3/3 red elemental creature with haste [until end of turn]"."""

    objects: tuple[ObjectPhrase, ...]
    token: TokenSpec                   # power/toughness, colours, types, subtypes, keywords
    words: tuple[str, ...]             # the words between the P/T and "with", as printed
    article: str = "a"
    until_end_of_turn: bool = False
    keep: str = ""                     # "in addition to its other types" | "that's still a land"


@dataclass(frozen=True)
class DamageSplitClause:
    """"~ deals 3 damage to target creature and 1 damage to you": one damage event."""

    parts: tuple[DamageClause, ...]


@dataclass(frozen=True)
class DividedDamageClause:
    """"~ deals 3 damage divided as you choose among one, two, or three target creatures"
    (CR 601.2d): `target` holds how many may be chosen (1..maximum)."""

    amount: Amount
    target: TargetPhrase
    source: ObjectPhrase = SelfPhrase()
    bare: bool = False                 # "... among any number of targets" (any target, no noun)


@dataclass(frozen=True)
class CopySpellClause:
    """"copy target instant or sorcery spell"."""

    objects: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class GainKeywordsClause:
    """"<objects> gain flying and trample until end of turn"."""

    objects: tuple[ObjectPhrase, ...]
    keywords: tuple["Keyword", ...]


@dataclass(frozen=True)
class FightClause:
    """"<A> fights <B>" (CR 701.12): each deals damage equal to its power to the other."""

    fighters: tuple[ObjectPhrase, ...]
    opponents: tuple[ObjectPhrase, ...]
    may_have: bool = False             # "you may have <A> fight <B>"


@dataclass(frozen=True)
class MayGainLifeClause:
    amount: Amount


# ---------------------------------------------------------------- hands and libraries
@dataclass(frozen=True)
class RevealHandClause:
    """"target opponent reveals his or her hand" (CR 701.16) / "look at target player's hand"."""

    players: tuple[ObjectPhrase, ...]
    look: bool = False
    his_her: str = "his or her"
    noun: str = "player"               # "look at target player's/opponent's hand"


@dataclass(frozen=True)
class ChooseFromHandClause:
    """"you choose a nonland card from it": from the hand just revealed or looked at."""

    count: int
    filter: ObjectFilter
    you: bool = True                    # "you choose ..." / "... hand and choose ..."
    up_to: bool = False                 # "choose up to two cards from it"


@dataclass(frozen=True)
class DiscardThatClause:
    """"that player discards that card" / "... those cards" (CR 701.8)."""

    players: tuple[ObjectPhrase, ...]
    noun: str                          # "that card" | "those cards"


@dataclass(frozen=True)
class RevealDiscardAllClause:
    """"target player reveals his or her hand and discards all nonland cards"."""

    players: tuple[ObjectPhrase, ...]
    filter: ObjectFilter
    his_her: str = "his or her"


@dataclass(frozen=True)
class DiscardRandomClause:
    """"discard a card at random" / "target player discards two cards at random" (CR 701.8)."""

    players: tuple[ObjectPhrase, ...]
    amount: Amount


@dataclass(frozen=True)
class LookTopClause:
    """"look at the top card / top three cards of your library"."""

    amount: Amount | None               # None: "the top card"


@dataclass(frozen=True)
class PutLookedClause:
    """"put them back in any order" / "put one of them into your hand and the rest ..." /
    "you may reveal a creature card from among them and put it into your hand" /
    "put the rest on the bottom of your library in any order"."""

    take: int | None = 0                 # None: "any number"
    take_zone: str = "hand"
    filter: ObjectFilter | None = None   # "you may reveal a <filter> from among them"
    rest: str | None = "top"             # "top" | "bottom" | "bottom_any" | "bottom_random" | "graveyard" | None
    rest_word: str = "rest"              # "the rest" | "the other"
    wording: str = "take"                # "take" | "back" | "reveal" | "rest"


@dataclass(frozen=True)
class ShuffleIntoLibraryClause:
    """"each player shuffles his or her hand and graveyard into his or her library" (CR 701.20)."""

    players: tuple[ObjectPhrase, ...]
    zones: tuple[str, ...]
    his_her: str = "his or her"
    then_draw: Amount | None = None     # ", then draws seven cards" (the same players)


@dataclass(frozen=True)
class PutFromHandClause:
    """"put a land card from your hand onto the battlefield"."""

    count: int
    filter: ObjectFilter
    attached_to: tuple[ObjectPhrase, ...] | None = None   # "... attached to ~" (CR 303.4f)



# ---------------------------------------------------------------- libraries and graveyards (more)
@dataclass(frozen=True)
class SurveilClause:
    """"surveil N" (CR 701.42)."""

    amount: Amount


@dataclass(frozen=True)
class PutOnBottomClause:
    """"put <objects> on the bottom of its owner's library" / "... of your library [in any order]"
    / "... of their owners' libraries" (CR 401.4)."""

    objects: tuple[ObjectPhrase, ...]
    library: str = "its owner's library"   # "your library" | "their owners' libraries"
    any_order: bool = False                # "in any order" written out


@dataclass(frozen=True)
class ShuffleLibraryClause:
    """"shuffle your library" / "target player shuffles his or her library" (CR 701.20)."""

    players: tuple[ObjectPhrase, ...] = (YouPhrase(),)
    his_her: str = "your"


@dataclass(frozen=True)
class ExileZoneCardsClause:
    """"exile all [creature] cards from target player's graveyard [and hand]"."""

    players: tuple[ObjectPhrase, ...]
    filter: ObjectFilter
    zones: tuple[str, ...]                 # as printed: ("graveyard",) / ("hand", "graveyard")
    noun: str = "player"                   # "target player's" / "target opponent's"


@dataclass(frozen=True)
class LookTopOfClause:
    """"look at the top [three] card(s) of target player's library"."""

    amount: Amount | None                  # None: "the top card"
    players: tuple[ObjectPhrase, ...]
    noun: str = "player"


@dataclass(frozen=True)
class RevealTopClause:
    """"reveal the top [four] card(s) of your library" (CR 701.16a): the cards stay on top; later
    clauses say where they go ("put all land cards revealed this way ...", "put it ...")."""

    amount: Amount | None                  # None: "the top card"
    players: tuple[ObjectPhrase, ...] = ()  # "target player reveals ... of his or her library"; () = you
    his_her: str = ""                      # "his or her" / "their", as printed


@dataclass(frozen=True)
class PutRevealedClause:
    """"put all land cards revealed this way into your hand and the rest ..." (wording "this_way")
    / "put all land cards from among them onto the battlefield tapped and the rest ..." ("among")."""

    filter: ObjectFilter
    destination: str                       # "hand" | "graveyard" | "battlefield"
    rest: str                              # a REST_WORDS key of render.py
    tapped: bool = False
    wording: str = "this_way"


@dataclass(frozen=True)
class PutAmongClause:
    """"put a creature card from among them into your hand / onto the battlefield"."""

    count: int
    filter: ObjectFilter
    destination: str
    tapped: bool = False


@dataclass(frozen=True)
class PutObjectsClause:
    """"put it into your hand" / "put that card onto the battlefield [tapped]" / "... into your
    graveyard": a card an earlier clause revealed or looked at; "put that card into his or her /
    that player's graveyard" for a card of another player's library (`whose`)."""

    objects: tuple[ObjectPhrase, ...]
    destination: str
    tapped: bool = False
    whose: str = "your"


@dataclass(frozen=True)
class GainQuotedClause:
    """'target creature gains "{T}: Tap target creature." until end of turn' (CR 613.1f,
    611.2): the objects get a quoted ability (recursively parsed, like GrantPredicate)."""

    objects: tuple[ObjectPhrase, ...]
    ability: "AbilityLine"
    until_end_of_turn: bool = False
    keywords: tuple["Keyword", ...] = ()      # 'gains trample and "{G}: ..."': keywords first


@dataclass(frozen=True)
class LureClause:
    """"All creatures able to block ~ [this turn] do so." (CR 509.1c): on a permanent without
    "this turn" a static requirement; "this turn" as an effect, until end of turn."""

    blockers: ObjectFilter
    objects: tuple[ObjectPhrase, ...]
    this_turn: bool = False


@dataclass(frozen=True)
class ChooseValueClause:
    """"Choose a creature type." as the ability resolves; kind: "creature" | "basic land" | "land"."""

    kind: str


@dataclass(frozen=True)
class MustBeBlockedClause:
    """"~ must be blocked [this turn] if able." (CR 509.1c): a blocking requirement on the
    attacking creature; on a permanent without "this turn" a static requirement, "this turn"
    as an effect, until end of turn."""

    objects: tuple[ObjectPhrase, ...]
    this_turn: bool = False
    continued: bool = False     # "... until end of turn and must be blocked this turn if able"


GRANT_CLAUSES = (GainQuotedClause, LureClause, ChooseValueClause)

@dataclass(frozen=True)
class PutUnderControlClause:
    """"put target creature card from a graveyard onto the battlefield under your control [tapped]"."""

    objects: tuple[ObjectPhrase, ...]
    tapped: bool = False
    attached_to: tuple[ObjectPhrase, ...] | None = None   # "... attached to ~" (CR 303.4f)


@dataclass(frozen=True)
class RevealUntilClause:
    """"reveal cards from the top of your library until you reveal a land card" / "exile cards ...
    until you exile a nonland card" / "target player reveals cards from the top of his or her
    library until he or she reveals a land card, then puts those cards into his or her graveyard"."""

    filter: ObjectFilter
    count: int = 1
    players: tuple[ObjectPhrase, ...] = (YouPhrase(),)
    exile: bool = False
    wording: tuple[str, ...] = ()          # the player form's words as printed (his_her, he_she)


@dataclass(frozen=True)
class PutFoundClause:
    """"put that card into your hand and the rest on the bottom of your library in a random order"
    / "... and [put] all other cards revealed this way into your graveyard" / "... and exile all
    other cards revealed this way"."""

    objects: tuple[ObjectPhrase, ...]
    destination: str
    rest: str                              # render.REST_WORDS key, or "exile"
    tapped: bool = False
    others: str = "and the rest"           # the words naming the other cards, as printed


@dataclass(frozen=True)
class PutAllRevealedClause:
    """"put the revealed cards on the bottom of your library in any order" / "put all cards
    revealed this way into your hand"."""

    rest: str                              # render.REST_WORDS key, or "hand"
    wording: str = "the revealed cards"


@dataclass(frozen=True)
class WonClash:
    """"If you win, ..." after "clash with an opponent" (CR 701.23d): the condition of the
    sentence in the AST only; lowering turns the sentence into the Clash step's `won` branch, so
    it never reaches the engine as a condition."""


@dataclass(frozen=True)
class ClashClause:
    """"clash with an opponent" (CR 701.23); "If you win, ..." follows as a sentence."""


@dataclass(frozen=True)
class RevealFromHandClause:
    """"reveal any number of blue cards in your hand" (CR 701.16a)."""

    filter: ObjectFilter


@dataclass(frozen=True)
class RandomCardsClause:
    """"return a creature card at random from your graveyard to your hand / to the battlefield" /
    "choose a card at random in your graveyard"."""

    count: int
    filter: ObjectFilter                   # the cards, without their zone
    zone: str                              # "graveyard" | "hand" | "library"
    action: str                            # "return_hand" | "return_battlefield" | "choose"


@dataclass(frozen=True)
class SearchOtherClause:
    """"search target opponent's library for a creature card and put that card onto the
    battlefield under your control. then that player shuffles his or her library"."""

    filter: ObjectFilter
    count: int
    up_to: bool
    noun: str                              # "player" | "opponent"
    put_words: str                         # as printed: "and exile it", ...
    shuffle_words: str                     # as printed: ". then that player shuffles ..."


@dataclass(frozen=True)
class ExileChosenClause:
    """"[you may] exile a creature card from your graveyard": done like a cost, so "If you do"
    after it needs a card actually exiled (CR 118.12)."""

    count: int
    filter: ObjectFilter                   # with its zone ("from your graveyard")


@dataclass(frozen=True)
class PutHandOnBottomClause:
    """"put a card from your hand on the bottom of your library" / "put two cards from your hand
    on top of your library in any order" (you choose which, and their order, CR 401.4)."""

    count: int
    filter: ObjectFilter                   # with its zone ("from your hand")
    top: bool = False
    any_order: bool = False                # "in any order" written out


@dataclass(frozen=True)
class RevealObjectsClause:
    """"reveal it": the card looked at is shown to every player (CR 701.16a)."""

    objects: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class PlayerPutsFromHandClause:
    """"target opponent puts a card from his or her hand on top of his or her library": that
    player chooses which (CR 401.4)."""

    players: tuple[ObjectPhrase, ...]
    count: int
    filter: ObjectFilter
    from_words: str                        # "from his or her hand", as printed
    his_her: str                           # "his or her" / "their" (the library)


@dataclass(frozen=True)
class ReturnExiledClause:
    """"return the exiled card to the battlefield under its owner's control" / "return the exiled
    cards to their owner's hand": the cards exiled by the linked ability (CR 607.2a)."""

    noun: str                              # "card" / "cards", as printed
    to_hand: bool = False
    tapped: bool = False
    owner_words: str = ""                  # "its owner's" / "their owners'" / "their owner's"


@dataclass(frozen=True)
class SearchTopClause:
    """"search your library for a sorcery card and reveal that card. shuffle your library, then
    put the card on top of it"."""

    filter: ObjectFilter
    count: int
    up_to: bool
    words: str                             # from "and reveal" on, as printed


@dataclass(frozen=True)
class ReturnTheirHandClause:
    """"return target card from an opponent's graveyard to his or her hand": to its owner's hand."""

    objects: tuple[ObjectPhrase, ...]


LIBRARY_CLAUSES = (PlayerPutsFromHandClause, ReturnExiledClause, ReturnTheirHandClause, SearchTopClause, RevealObjectsClause, PutHandOnBottomClause, ExileChosenClause, SearchOtherClause, RandomCardsClause, RevealFromHandClause, ClashClause, RevealUntilClause, PutFoundClause, PutAllRevealedClause, PutUnderControlClause, SurveilClause, PutOnBottomClause, ShuffleLibraryClause, ExileZoneCardsClause,
                   LookTopOfClause, RevealTopClause, PutRevealedClause, PutAmongClause, PutObjectsClause)
SHIELD_CLAUSES = (PreventNextTimeClause, RedirectNextClause, ReplaceNextDrawClause, PreventAllToClause,
                  ExileUntilLeavesClause, ExtraTurnClause, PreventNextCombatClause)

Clause = (BecomeBasicLandTypeClause | ExileNamedClause | ControlToOwnersClause | PoisonClause | PlayerMayClause | ExchangeControlClause | DiscardHandClause | DividedDamageClause | PlayerPutsFromHandClause | ReturnExiledClause | ReturnTheirHandClause | SearchTopClause | RevealObjectsClause | PutHandOnBottomClause | ExileChosenClause | SearchOtherClause | RandomCardsClause | RevealFromHandClause | ClashClause | RevealUntilClause | PutFoundClause | PutAllRevealedClause | PutUnderControlClause | SurveilClause | PutOnBottomClause | ShuffleLibraryClause | ExileZoneCardsClause
          | LookTopOfClause | RevealTopClause | PutRevealedClause | PutAmongClause | PutObjectsClause | GainKeywordsClause | FightClause | MayGainLifeClause | RevealHandClause | ChooseFromHandClause | DiscardThatClause
          | RevealDiscardAllClause | DiscardRandomClause | LookTopClause | PutLookedClause
          | ShuffleIntoLibraryClause | PutFromHandClause | LoseAbilitiesClause | AnimateClause | DamageSplitClause | CopySpellClause | PumpGainClause | PreventNextClause | PreventNextTimeClause | RedirectNextClause | ReplaceNextDrawClause | PreventAllToClause | ExileUntilLeavesClause | ExtraTurnClause | PreventNextCombatClause | FogClause | CounterUnlessClause | GainControlClause | NoRegenerationClause | HaveKeywordsClause
          | EnergyClause | MillClause | PutOnLibraryClause | RestrictClause | MayPayClause | TapOrUntapClause
          | TokenCopyClause | SacrificeChosenClause | CounterClause | RegenerateClause | DiscardClause | SearchClause | SkipUntapClause | AddManaClause | ScryClause | DrawClause | LifeClause | ExileClause | ExileTopClause
          | ReturnClause | DestroyClause | PutCountersClause | DoubleCountersClause
          | CreateTokenClause | SacrificeClause | DamageClause | PumpClause | GainKeywordClause
          | MayPlayClause | MayClause | ChooseClause | BecomeSaddledClause | TapClause)


# ---------------------------------------------------------------- sentences
@dataclass(frozen=True)
class Sentence:
    """Clauses joined by ", then"; `delay` for "at end of combat, ..." (a delayed trigger)."""

    clauses: tuple[Clause, ...]
    delay: tuple[Step, Whose] | None = None
    until_your_next_turn: bool = False
    condition: Condition | None = None        # "If <condition>, ..."
    if_you_do: bool = False                   # "If you do, ..." after "you may ..."
    joins: tuple[str, ...] = ()               # between clauses: "then" | "and"
    x_is: Amount | None = None                # "..., where X is <amount>."
    until_eot_first: bool = False             # "Until end of turn, <clauses>."
    delay_after: bool = False                 # "<clauses> at the beginning of the next ..." (delay last)
    cond_wording: str = ""                    # how the condition was worded ("it" / "~" was kicked)
    otherwise: bool = False                   # "Otherwise, ...": the else of the "If ..." before it


@dataclass(frozen=True)
class RestrictionSentence:
    restriction: SpendRestriction


@dataclass(frozen=True)
class RiderSentence:
    rider: SpentRider


# "Activate this ability only <wording>.": the steps (CR 500.1) an ability may be activated in,
# and whether only on your turn; the wording is rendered back from the pair.
_PRE_ATTACK = (Step.UNTAP, Step.UPKEEP, Step.DRAW, Step.MAIN1, Step.BEGINNING_OF_COMBAT)
STEP_TIMINGS: dict[str, tuple[tuple[Step, ...], bool]] = {
    "during your upkeep": ((Step.UPKEEP,), True),
    "during any upkeep step": ((Step.UPKEEP,), False),
    "during combat": ((Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS,
                       Step.COMBAT_DAMAGE, Step.END_OF_COMBAT), False),
    "during your turn, before attackers are declared": (_PRE_ATTACK, True),
    "before attackers are declared": (_PRE_ATTACK, False),
    "during the declare blockers step": ((Step.DECLARE_BLOCKERS,), False),
    "during the declare attackers step": ((Step.DECLARE_ATTACKERS,), False),
    "during combat before blockers are declared": ((Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS), False),
    "during combat after blockers are declared": ((Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE,
                                                   Step.END_OF_COMBAT), False),
    "before blockers are declared": (_PRE_ATTACK + (Step.DECLARE_ATTACKERS,), False),
    "after combat": ((Step.MAIN2, Step.END, Step.CLEANUP), False),
    "during your end step": ((Step.END,), True),
}


@dataclass(frozen=True)
class TimingSentence:
    sorcery_speed: bool = False
    once_per_turn: bool = False
    condition: Condition | None = None        # "Activate only if ..."
    old_wording: bool = False                 # "activate this ability only any time you could cast a sorcery"
    during_your_turn: bool = False            # "activate only during your turn"
    max_per_turn: int | None = None           # "activate no more than twice each turn"
    any_player: str = ""                      # "any player may activate this ability[ but only ...]":
    #                                           "" | "any" | "sorcery" ("... he or she could cast a
    #                                           sorcery") | "turn" ("... during his or her turn")


@dataclass(frozen=True)
class CounterRiderSentence:
    """"If that spell is countered this way, exile it instead of putting it into its owner's
    graveyard." after "counter target spell" (CR 614.1a): where the countered spell goes."""

    destination: str                          # "exile" | "library_top" | "library_bottom"


@dataclass(frozen=True)
class StillTypeSentence:
    """"It's still a land." after an animation: it keeps its card types (CR 205.1b)."""

    noun: str


@dataclass(frozen=True)
class NewTargetsSentence:
    """"You may choose new targets for the copy." (CR 707.10c)."""


@dataclass(frozen=True)
class GrantSentence:
    """"All Slivers have \"<ability>\"": ends with the quoted ability's own period."""

    objects: tuple[ObjectPhrase, ...]
    ability: "AbilityLine"
    plural: bool = True


@dataclass(frozen=True)
class ExileIfDiesSentence:
    """"If a creature dealt damage this way would die this turn, exile it instead." (CR 614.1a),
    after a damage sentence."""


AnySentence = ExileIfDiesSentence | GrantSentence | StillTypeSentence | CounterRiderSentence | NewTargetsSentence | Sentence | RestrictionSentence | RiderSentence | TimingSentence


# ---------------------------------------------------------------- lines
@dataclass(frozen=True)
class Keyword:
    name: str
    number: int | None = None
    cost: ManaCost | None = None
    costs: tuple[Cost, ...] = ()
    qualities: tuple[ObjectFilter | None, ...] = ()   # protection from ...; None = everything
    filter: ObjectFilter | None = None                # enchant ...


@dataclass(frozen=True)
class KeywordLine:
    keywords: tuple[Keyword, ...]
    span: Span = Span(0, 0)


@dataclass(frozen=True)
class ActivatedLine:
    costs: tuple[Cost, ...]
    sentences: tuple[AnySentence, ...]
    span: Span = Span(0, 0)


@dataclass(frozen=True)
class TriggerCondition:
    """"<subject> enters", "a player taps a land for mana", "the beginning of your upkeep"."""

    kind: str                       # enters | dies | attacks | tapped_for_mana | cast | beginning | damage
    subject: SelfPhrase | ObjectFilter | None = None
    player: Controller = Controller.ANY
    while_saddled: bool = False
    step: Step | None = None
    whose: Whose | None = None
    controller: Controller = Controller.ANY      # "enters under your control"
    combat_only: bool = False
    wording: str = ""      # "put_into_graveyard" (old "dies"), "put_into_your_graveyard", "self_or_another" (subject)
    other: ObjectFilter | None = None   # the blocker / blocked creature; "you control no <other>"
    counter: str | None = None          # "one or more <counter> counters are put on ..."
    number: int | None = None           # battalion's "at least N other", "N or more counters"


@dataclass(frozen=True)
class TriggeredLine:
    condition: TriggerCondition
    sentences: tuple[AnySentence, ...]
    span: Span = Span(0, 0)
    word: str = "whenever"                     # "when" | "whenever" | "at"


@dataclass(frozen=True)
class ReplacementLine:
    """kind: enters_tapped | enters_with_counters | double_mana | replace_mana | more_counters |
    tapped_unless_paid ("as ~ enters, you may pay 2 life / reveal <filter>. if you don't, ...")."""

    kind: str
    counter: str | None = None
    amount: Amount | None = None
    filter: ObjectFilter | None = None
    player: Controller = Controller.ANY
    mana: ManaCost | None = None
    span: Span = Span(0, 0)
    condition: Condition | None = None         # enters_tapped_unless, enters_with_counters_if
    choices: tuple[str, ...] = ()              # choose: the words as printed ("a color", "an opponent")
    wording: str = ""                          # enters_with_counters_if: "if_first" | "if_after"
    tapped: bool = False                       # "enters tapped with ... counters"
    for_each: ObjectFilter | None = None       # "with a +1/+1 counter on it for each <filter>"
    cond_wording: str = ""                     # the condition's wording ("it was kicked": "it")


@dataclass(frozen=True)
class PumpPredicate:
    """"gets +1/+1 [for each <filter>]"."""

    power: int
    toughness: int
    for_each: "ObjectFilter | BasicLandTypes | None" = None     # as PumpClause.for_each
    pt: str = ""
    plural: bool = False                       # "get" (plural subject) vs "gets"


@dataclass(frozen=True)
class KeywordPredicate:
    """"has flying"."""

    keyword: Keyword
    plural: bool = False                       # "have" vs "has"
    bare: bool = False                         # continues a list: "has flying, [bare] first strike"


@dataclass(frozen=True)
class RestrictionPredicate:
    """"can't block", "doesn't untap during ...", "attacks each combat if able"."""

    action: str
    wording: str = ""


@dataclass(frozen=True)
class BlockingPredicate:
    """Blocking rules: kind "block_only" (filter = attackers), "additional" (number, None =
    any number), "unblockable_by" / "unblockable_except" (filter = blockers),
    "min_blockers" / "max_blockers" (number)."""

    kind: str
    filter: ObjectFilter | None = None
    number: int | None = None


@dataclass(frozen=True)
class GrantPredicate:
    """"has \"<ability>\"": a quoted ability the subject has (recursively parsed)."""

    ability: "AbilityLine"
    plural: bool = False
    bare: bool = False              # 'has haste and "{T}: ..."': continues a "has" list


StaticPredicate = PumpPredicate | KeywordPredicate | RestrictionPredicate | BlockingPredicate | GrantPredicate


@dataclass(frozen=True)
class StaticLine:
    """"<subject> <predicates> [as long as <condition>]" (kind "predicates"), or one of the
    fixed shapes "strive" and "additional_cost"."""

    kind: str
    subject: SelfPhrase | ObjectFilter | None = None
    predicates: tuple[StaticPredicate, ...] = ()
    condition: Condition | None = None
    cost: Cost | None = None
    more: bool = True                          # cost_modifier: more or less
    amount: Amount | None = None               # characteristic_pt
    plural: bool = False                       # "creatures you control get" vs "enchanted creature gets"
    joins: tuple[str, ...] = ()                # between predicates: "," | ", and" | "and"
    attached_word: str = "enchanted"           # "enchanted" | "equipped"
    condition_first: bool = False              # "As long as ..., ~ gets ..."
    span: Span = Span(0, 0)
    per: ObjectFilter | None = None            # self_cost: "for each <filter>"
    wording: str = ""                          # prevent: "to" | "by" | "to_and_by"; pt: "power"
    combat_only: bool = False                  # prevent: "combat damage"
    unless: bool = False                       # "<predicates> unless <c>": condition is NotCondition(c)
    subject_it: bool = False                   # "as long as enchanted creature is red, it gets ..."
    costs: tuple[Cost, ...] = ()               # alt_cost: "you may pay {W}{U}{B}{R}{G} rather than ..."
    cond_wording: str = ""                     # the condition's wording ("~ has ... counters on it": "has_self")
    # kind "cant_block": "<subject> can't block it / ~ / <per>" (wording "it" | "~")


@dataclass(frozen=True)
class SpellLine:
    sentences: tuple[AnySentence, ...]
    span: Span = Span(0, 0)


@dataclass(frozen=True)
class ModeLine:
    """"• <effects>": one mode; it belongs to the "Choose ..." line above it."""

    sentences: tuple[AnySentence, ...]
    span: Span = Span(0, 0)


@dataclass(frozen=True)
class ModalHead:
    """"Choose one —" on its own (a spell), after a trigger, or after a cost."""

    minimum: int
    maximum: int | None              # None: as many as there are modes
    condition: TriggerCondition | None = None
    costs: tuple[Cost, ...] | None = None
    span: Span = Span(0, 0)
    word: str = "whenever"


@dataclass(frozen=True)
class ModalLine:
    """A head and its modes, joined across lines by the compiler."""

    head: ModalHead
    modes: tuple[ModeLine, ...]
    span: Span = Span(0, 0)


Line = ModeLine | ModalHead | ModalLine | KeywordLine | ActivatedLine | TriggeredLine | ReplacementLine | StaticLine | SpellLine


@dataclass(frozen=True)
class AbilityLine:
    """A parsed line: the ability plus its optional ability word (CR 207.2c, no rules meaning)."""

    line: Line
    ability_word: str | None = None
    reminders: tuple[str, ...] = field(default=())
