"""AST nodes for one-shot effect clauses (grammar/effects.lark, amounts.lark): mana, drawing,
life, damage, zone changes, counters, tokens, pumps, keywords, control and copies."""
from __future__ import annotations

from dataclasses import dataclass

from ....runtime.costs import Cost, ManaCost
from ....runtime.effects import ManaProduction, TokenSpec
from ....runtime.characteristics import CardType, Color, Zone
from ....runtime.filters import Amount, BasicLandTypes, EventAmount, ObjectFilter, XValue

from .phrases import ObjectPhrase, SelfPhrase, TargetPhrase, YouPhrase
from .keywords import Keyword


@dataclass(frozen=True)
class AddManaClause:
    production: ManaProduction
    player: ObjectPhrase = YouPhrase()
    # "Choose a color. Add an amount of mana of that color equal to ...": the color the sentence
    # before chose, as the ability resolves (CR 608.2d); the production is then one color's
    that_color: bool = False
    equal_to: bool = False       # "add an amount of {G} equal to ...": FixedMana.times is the amount


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
    # "you draw an additional card" (in the draw step, CR 504.1: one card more): printing only
    additional: bool = False
    up_to: bool = False                # "may draw up to three cards": none to that many (CR 121.1)


@dataclass(frozen=True)
class LifeClause:
    """"you gain 1 life [for each ...]" / "each player loses 1 life"."""

    players: tuple[ObjectPhrase, ...]
    amount: Amount
    gain: bool
    for_each: object | None = None
    equal_to: bool = False             # "gain life equal to <amount>"
    continued: bool = False            # "... draws two cards and loses 2 life": the player before's


@dataclass(frozen=True)
class ExileClause:
    objects: tuple[ObjectPhrase, ...]
    # "exile ~ with three time counters on it": the counters it has in exile (CR 702.62a)
    enter_counter: str | None = None
    enter_counter_amount: Amount | None = None
    # "that player exiles that card": the card chosen from that player's hand (lowering/zones.py)
    players: tuple = ()


@dataclass(frozen=True)
class ExileTopClause:
    """"exile the top card / the top two cards of your library" (CR 406), or of that player's."""

    count: int | XValue = 1            # "the top X cards": X known as the effect resolves (CR 107.3)
    that_player: bool = False          # "of that player's library": the player the ability named
    # "target opponent exiles the top card of their library": those players, each their own; () = you
    players: tuple[ObjectPhrase, ...] = ()


@dataclass(frozen=True)
class ReturnClause:
    objects: tuple[ObjectPhrase, ...]
    destination: str              # "battlefield_owner" | "battlefield" | "hand" | "your_hand"
    #                               | "battlefield_yours" ("under your control", CR 110.2a)
    tapped: bool = False
    from_zone: Zone | None = None  # "from your graveyard" written out
    # "... to the battlefield attached to that creature" (CR 303.4f, 303.4i)
    attached_to: tuple[ObjectPhrase, ...] | None = None
    # "... to the battlefield with a +1/+1 counter on it": the kind and number it enters with
    enter_counter: str | None = None
    enter_counter_amount: Amount | None = None
    transformed: bool = False      # "... to the battlefield transformed" (CR 712.14a)


@dataclass(frozen=True)
class DestroyClause:
    objects: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class PutCountersClause:
    amount: Amount
    counter: str
    objects: tuple[ObjectPhrase, ...]
    for_each: object | None = None     # "put a +1/+1 counter on it for each <...>"
    another: bool = False              # "put another +1/+1 counter": one counter, as "a" (wording)


@dataclass(frozen=True)
class DoubleCountersClause:
    counter: str | None           # None: each kind
    objects: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class PredefinedToken:
    """"a Treasure token": a token the rules define by its subtype (CR 111.10); the lowering
    creates the token its rule describes (grammar/tokens.toml)."""
    name: str                                # the subtype, as printed: "Treasure", "Lander"


@dataclass(frozen=True)
class CreateTokenClause:
    amount: Amount
    token: TokenSpec | PredefinedToken | None           # None: "N of those tokens" (lowering/sentences.py)
    for_each: object | None = None
    # 'a Treasure artifact token with "{T}, Sacrifice ~: Add one mana of any color."':
    # the quoted ability the tokens have (CR 111.4); lowered into the TokenSpec.
    granted: object = None                   # nodes.lines.AbilityLine, or None
    players: tuple[ObjectPhrase, ...] = (YouPhrase(),)   # "its controller creates ..." (CR 111.2)
    tapped: bool = False                                 # "create a tapped 2/2 ... token" (CR 111.2)
    attacking: bool = False                              # "... tapped and attacking" (CR 508.4)
    # "create a Cursed Role token attached to it": the object an Aura token enters attached to
    # (CR 303.7, 303.4f)
    attached_to: tuple[ObjectPhrase, ...] | None = None


@dataclass(frozen=True)
class SacrificeClause:
    """"sacrifice it" / "that creature's controller sacrifices it" (`players`: who sacrifices the
    objects named, none = you; only its controller can, CR 701.17a)."""

    objects: tuple[ObjectPhrase, ...]
    unless: Cost | None = None
    players: tuple[ObjectPhrase, ...] = ()


@dataclass(frozen=True)
class DamageClause:
    amount: Amount
    recipients: tuple[ObjectPhrase, ...]
    source: ObjectPhrase = SelfPhrase()
    for_each: object | None = None     # "deals 1 damage to target opponent for each <...>"
    itself: bool = False               # "target creature deals damage to itself equal to ..."
    continued: bool = False            # "~ gets +2/+0 ... and deals 1 damage to you": the source before's
    # "... deals 10 damage to that creature and the damage can't be prevented" (CR 615.12)
    cant_be_prevented: bool = False


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
    until_your_next_turn: bool = False  # "... until your next turn": ends as that turn begins
    # "gets +X/+X or -X/-X": the other modification (signs, with by_x), which the controller
    # may choose instead as the effect resolves (CR 608.2d)
    either: "tuple[int, int] | None" = None


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
    clause: object                     # a nodes.lines.Clause
    have: bool = False                 # "you may have ~ deal 1 damage to ..." (the clause says "deal")
    # "you may untap it and remove it from combat": the clauses joined after `clause` by "and"
    # before their verb, also what the player may do (CR 608.2d)
    also: tuple = ()


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
    continued: bool = False            # subjectless after "and": the clause before's objects
    it_tapped: bool = False            # "tap that creature and it doesn't untap": "it", the one tapped
    that_player: bool = False          # "during that player's / his or her next untap step": the
    # player who controls the objects ("lands target player controls", "those creatures" tapped)


@dataclass(frozen=True)
class CounterClause:
    objects: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class ChangeTargetClause:
    """"Change the target of target spell with a single target" (CR 115.7a)."""

    objects: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class RegenerateClause:
    objects: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class DiscardClause:
    players: tuple[ObjectPhrase, ...]
    amount: Amount
    for_each: object | None = None     # "discards a card for each <...>"
    any_number: bool = False           # "discard any number of cards": as many as the player chooses
    equal_to: bool = False             # "discards a number of cards equal to <amount>"


@dataclass(frozen=True)
class SearchClause:
    filter: ObjectFilter
    count: int | XValue                # "for up to X cards" (CR 107.3)
    destination: str            # "battlefield" | "hand" | "graveyard"
    tapped: bool = False
    up_to: bool = False
    reveal: bool = False               # ", reveal it, put it ...": the found cards are revealed
    shuffle: bool = True               # "..., then shuffle" (CR 701.20)
    any_number: bool = False           # "for any number of <cards>" (count unused)
    # "search your library and/or graveyard" (GRAVEYARD) / "your graveyard, hand, and/or library"
    # (GRAVEYARD, HAND): those zones too; the library shuffled only if it was searched ("If you
    # search your library this way, shuffle it")
    other_zones: tuple[Zone, ...] = ()
    # "put one onto the battlefield tapped and the other into your hand": one found card goes to
    # `destination`, the other to this one ("hand" | "graveyard"); "" when all go to `destination`
    rest_destination: str = ""


@dataclass(frozen=True)
class SacrificeChosenClause:
    """"sacrifice a creature" / "each opponent sacrifices a creature": the player chooses."""

    players: tuple[ObjectPhrase, ...]
    count: int | XValue | EventAmount  # "sacrifices X lands", "that many permanents" (CR 107.3, 603.7c)
    filter: ObjectFilter


@dataclass(frozen=True)
class MillClause:
    players: tuple[ObjectPhrase, ...]
    amount: Amount
    equal_to: bool = False             # "mills cards equal to <amount>"


@dataclass(frozen=True)
class PutOnLibraryClause:
    objects: tuple[ObjectPhrase, ...]
    yours: bool = False                # "on top of your library"
    position: int = 1                  # "into its owner's library second from the top": 2 (CR 401.1)


@dataclass(frozen=True)
class RestrictClause:
    """"<objects> can't block this turn"."""

    objects: tuple[ObjectPhrase, ...]
    action: str


@dataclass(frozen=True)
class MayPayClause:
    """"you may pay {1}" / "pay {3}{U}{U}" (`written_may` False): a cost paid as the effect
    resolves, which a "may" or the "If you don't, ..." after it makes the player's choice
    (CR 118.12; mana abilities are never mandatory, CR 118.3c)."""

    cost: Cost
    written_may: bool = True


@dataclass(frozen=True)
class TapOrUntapClause:
    objects: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class TokenCopyClause:
    """"create a token that's a copy of <objects>"; `attacks_each_opponent`: encore's "for each
    opponent, create a token copy that attacks that opponent this turn if able" (CR 702.141a)."""

    objects: tuple[ObjectPhrase, ...]
    attacks_each_opponent: bool = False


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
    # "Whenever a player casts a spell, counter it unless that player pays {3}": the player the
    # trigger's event names (the caster) pays, not "its controller" as printed elsewhere
    that_player: bool = False


@dataclass(frozen=True)
class GainControlClause:
    objects: tuple[ObjectPhrase, ...]
    until_end_of_turn: bool = False
    players: tuple[ObjectPhrase, ...] | None = None     # "target opponent gains control of ..."


@dataclass(frozen=True)
class NoRegenerationClause:
    """"It can't be regenerated" (after a destroy)."""

    plural: bool = False               # "they": the objects just destroyed are a group


@dataclass(frozen=True)
class HaveKeywordsClause:
    """"All creatures have flying": only meaningful as a static ability. "have" or "has" agrees
    with the objects (each/all is no meaning: render/determiners.py)."""

    objects: tuple[ObjectPhrase, ...]
    keywords: tuple[Keyword, ...]


@dataclass(frozen=True)
class FogClause:
    """"Prevent all combat damage that would be dealt this turn"."""


@dataclass(frozen=True)
class PreventNextClause:
    """"Prevent the next N damage that would be dealt to <objects> this turn"."""

    amount: Amount
    objects: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class PumpGainClause:
    """"gets +2/+2 and gains flying until end of turn": one phrase, two effects."""

    objects: tuple[ObjectPhrase, ...]
    power: int
    toughness: int
    keywords: tuple["Keyword", ...]
    # False only for "Until end of turn, <subject> get +1/+1 and gain trample." before the
    # sentence's leading "until end of turn" is applied (transform.until_eot_sentence).
    until_end_of_turn: bool = True
    by_x: bool = False              # "+X/+X", X defined by the sentence's "where X is ..."


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
    until_end_of_turn: bool = False
    keep_types: bool = False           # it keeps its types (CR 205.1b)
    still: CardType | None = None      # "that's still a land": the kept type the text names
    #                                    (None: "in addition to its other types")
    # "become artifact creatures with base power and toughness 5/5": the numbers written after
    # the types, as base power and toughness (the same animation, CR 613.4b)
    base_pt_written: bool = False
    bare_subject: bool = False         # "artifacts you control become ...": no determiner, as printed


@dataclass(frozen=True)
class BecomeCreatureTypeClause:
    """"[target creature] becomes a blue Frog with base power and toughness 1/1":
    creature types, colours and base power and toughness (CR 205.1b, 105.3, 613.4b). `continued`:
    written without a subject after "and" ("loses all abilities and becomes ..."), bound to the
    objects of the clause before it (transform/targets.py: bind_continued)."""

    objects: tuple[ObjectPhrase, ...]
    subtypes: tuple[str, ...]
    colors: tuple[Color, ...]
    power: int
    toughness: int
    until_end_of_turn: bool = False
    continued: bool = False


@dataclass(frozen=True)
class LifeTotalBecomesClause:
    """"Target opponent's life total becomes 10" (CR 119.5)."""

    players: tuple[ObjectPhrase, ...]
    amount: Amount


@dataclass(frozen=True)
class AddColorsAndTypesClause:
    """"That creature is a black Zombie in addition to its other colors and types": subtypes and
    colours added to the object's own (CR 205.1b, 105.3); "colors and types" is written when
    colours are added, "types" otherwise."""

    objects: tuple[ObjectPhrase, ...]
    subtypes: tuple[str, ...]
    colors: tuple[Color, ...]
    # "Target permanent becomes an artifact in addition to its other types [until end of turn]":
    # card types added too, written with "becomes" (`continued`: no subject, after "and")
    types: tuple = ()
    becomes: bool = False
    until_end_of_turn: bool = False
    continued: bool = False


@dataclass(frozen=True)
class BecomeArtifactCreatureClause:
    """"This Vehicle becomes an artifact creature [until end of turn]": a Vehicle with its own
    power and toughness (CR 301.7c); with no duration it stays one (exhaust's Vehicles)."""

    objects: tuple[ObjectPhrase, ...]
    until_end_of_turn: bool = False


@dataclass(frozen=True)
class DamageSplitClause:
    """"~ deals 3 damage to target creature and 1 damage to you": one damage event."""

    parts: tuple[DamageClause, ...]


@dataclass(frozen=True)
class DistributeCountersClause:
    """"Distribute two +1/+1 counters among one or two target creatures you control" (CR
    601.2d): `target` holds how many may be chosen (1..maximum)."""

    amount: Amount
    counter: str
    target: TargetPhrase


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
    """"copy target instant or sorcery spell"; "copy it for each permanent that died this turn"
    (`for_each`: one copy per object counted, CR 707.10); "copy target ... spell twice" (`twice`)."""

    objects: tuple[ObjectPhrase, ...]
    for_each: object = None
    twice: bool = False
    # "choose an opponent to also copy it" (demonstrate, CR 702.144a): the copy is that opponent's
    by_an_opponent: bool = False


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
