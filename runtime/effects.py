"""Effect programs: the instructions the VM runs, in order, when an ability resolves.

Each class is one small instruction. References (filters.py) say which objects
and players it acts on; amounts say how many. A step that acts on objects can
record them under a `label`, so later steps say "those cards" (AffectedRef).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING

from .characteristics import COLORS, CardType, Color, ManaType, Zone
from .costs import Cost
from .events import TriggerEvent
from .filters import Amount, Condition, Fixed, ObjectFilter, ObjectRef, Player, PlayerRef, SelfRef

if TYPE_CHECKING:
    from .abilities import Ability


class WhileSource(str, Enum):
    """"for as long as ...": what must stay true about the ability's source (CR 611.2b)."""

    CONTROLLED = "you control it"           # "for as long as you control ~"
    ON_BATTLEFIELD = "on the battlefield"   # "for as long as ~ remains on the battlefield"
    TAPPED = "tapped"                       # "for as long as ~ remains tapped"


class Duration(str, Enum):
    END_OF_TURN = "end_of_turn"
    END_OF_YOUR_NEXT_TURN = "end_of_your_next_turn"
    PERMANENT = "permanent"


# ------------------------------------------------------------------ mana
@dataclass(frozen=True)
class FixedMana:
    """"Add {R} or {G}": `options` are the bundles to choose from; one option is usual."""

    options: tuple[tuple[ManaType, ...], ...]
    times: Amount = Fixed(1)   # "Add {G} for each Elf you control": the chosen bundle, that many times
    # "then add an additional {B} for each ...": printing only (the same mana either way)
    additional: bool = field(default=False, compare=False)


@dataclass(frozen=True)
class AnyColor:
    """"Add one mana of any color" / "N mana of any one color" / "... in any combination of colors"."""

    amount: Amount = Fixed(1)
    one_color: bool = True
    colors: tuple[ManaType, ...] = COLORS


@dataclass(frozen=True)
class CouldProduce:
    """"one mana of any type/color that a land you control could produce" (CR 106.7, ruling M3)."""

    filter: ObjectFilter
    colors_only: bool          # "any color" excludes colorless; "any type" includes it
    amount: Amount = Fixed(1)


@dataclass(frozen=True)
class ProducedType:
    """"one mana of any type that land produced" (the trigger's mana event)."""

    amount: Amount = Fixed(1)


ManaProduction = FixedMana | AnyColor | CouldProduce | ProducedType


@dataclass(frozen=True)
class ChosenColorMana:
    """"Add one mana of the chosen color": the color chosen as the source entered (CR 614.12,
    607.2d); no mana if nothing was chosen (ruling M1)."""

    amount: Amount = Fixed(1)


ManaProduction = ManaProduction | ChosenColorMana


@dataclass(frozen=True)
class SpendRestriction:
    """"Spend this mana only to cast <spells> [or activate abilities of <sources>]" (CR 106.6)."""

    spells: ObjectFilter | None = None
    ability_sources: ObjectFilter | None = None


@dataclass(frozen=True)
class SpentRider:
    """"If that mana is spent on a creature spell, it gains haste" (CR 106.6)."""

    spells: ObjectFilter
    keyword: str


@dataclass(frozen=True)
class AddMana:
    """Produce mana (CR 106.3); the riders travel with each mana produced (ruling M2)."""

    production: ManaProduction
    player: Player = PlayerRef.YOU
    restriction: SpendRestriction | None = None
    rider: SpentRider | None = None


# ------------------------------------------------------------------ objects
@dataclass(frozen=True)
class Choose:
    """Choose objects as the ability resolves, without targeting (ruling S10)."""

    label: str
    filter: ObjectFilter
    minimum: int = 0
    maximum: int = 1


@dataclass(frozen=True)
class Exile:
    objects: ObjectRef
    label: str = ""


@dataclass(frozen=True)
class ReturnToBattlefield:
    """Put cards from a zone onto the battlefield (CR 400.7: they are new objects)."""

    objects: ObjectRef
    under_owner_control: bool = True
    tapped: bool = False
    # "return ~ from your graveyard to the battlefield attached to that creature": an Aura
    # enters attached to that object, or stays where it is if it can't enchant it (CR 303.4i)
    attached_to: ObjectRef | None = None
    # "return ~ from your graveyard ...": the zone named, so the ability functions only there
    # (CR 113.6m); None when the text names no zone
    from_zone: Zone | None = None


@dataclass(frozen=True)
class ReturnToHand:
    objects: ObjectRef
    from_zone: Zone | None = None     # as for ReturnToBattlefield (CR 113.6m)


@dataclass(frozen=True)
class Destroy:
    objects: ObjectRef
    can_regenerate: bool = True       # "They can't be regenerated." (CR 701.15c)
    label: str = ""                   # records what was destroyed ("for each creature destroyed this way")


@dataclass(frozen=True)
class SacrificeObjects:
    """"Sacrifice <this>" as an effect, or "<player> sacrifices a creature" (chosen)."""

    objects: ObjectRef | None = None
    player: Player = PlayerRef.YOU
    filter: ObjectFilter | None = None
    count: int = 1
    label: str = ""      # records what was sacrificed, for "that creature's power" (LKI, CR 608.2h)


@dataclass(frozen=True)
class PutCounters:
    objects: ObjectRef
    counter: str
    amount: Amount
    label: str = ""


@dataclass(frozen=True)
class RemoveCounters:
    objects: ObjectRef
    counter: str
    amount: Amount


@dataclass(frozen=True)
class DoubleCounters:
    """Put as many more counters as there are (CR 701.10e, ruling C1); None = each kind."""

    objects: ObjectRef
    counter: str | None = "+1/+1"


@dataclass(frozen=True)
class TokenSpec:
    name: str
    power: int | None             # None: a noncreature token ("a Treasure artifact token")
    toughness: int | None
    colors: tuple[Color, ...] = ()
    types: tuple[CardType, ...] = (CardType.CREATURE,)
    subtypes: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    # Other abilities the token has, as the effect that created it says (CR 111.4):
    # "a Treasure artifact token with '{T}, Sacrifice this artifact: Add one mana of any color.'"
    abilities: tuple["Ability", ...] = ()


@dataclass(frozen=True)
class CreateToken:
    token: TokenSpec
    amount: Amount = Fixed(1)
    player: Player = PlayerRef.YOU
    tapped: bool = False          # "create a tapped 2/2 black Zombie creature token"


@dataclass(frozen=True)
class CreateTokenCopy:
    """"Create a token that's a copy of <object>": copiable values only (CR 707.2, ruling S5)."""

    objects: ObjectRef
    player: Player = PlayerRef.YOU


@dataclass(frozen=True)
class BecomeSaddled:
    """The saddled designation until end of turn (CR 702.171b)."""

    objects: ObjectRef = SelfRef()


@dataclass(frozen=True)
class ModifyPowerToughness:
    objects: ObjectRef
    power: int
    toughness: int
    duration: Duration = Duration.END_OF_TURN
    multiplier: Amount | None = None   # "+1/+1 until end of turn for each ..."
    while_source: tuple[WhileSource, ...] = ()   # "for as long as ~ remains tapped" (CR 611.2b)


@dataclass(frozen=True)
class GainKeyword:
    objects: ObjectRef
    keyword: str
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True)
class TapObjects:
    objects: ObjectRef


@dataclass(frozen=True)
class UntapObjects:
    objects: ObjectRef


# ------------------------------------------------------------------ players
@dataclass(frozen=True)
class Scry:
    amount: Amount
    player: Player = PlayerRef.YOU


@dataclass(frozen=True)
class Draw:
    amount: Amount
    player: Player = PlayerRef.YOU


@dataclass(frozen=True)
class GainLife:
    amount: Amount
    player: Player = PlayerRef.YOU


@dataclass(frozen=True)
class LoseLife:
    amount: Amount
    player: Player = PlayerRef.YOU


@dataclass(frozen=True)
class DiscardCards:
    amount: Amount
    player: Player = PlayerRef.YOU
    at_random: bool = False            # "discard a card at random" (CR 701.8b: chosen at random)


@dataclass(frozen=True)
class DealDamage:
    """`source` deals `amount` damage to objects and/or players (CR 120)."""

    amount: Amount
    objects: ObjectRef | None = None
    players: Player | None = None
    source: ObjectRef = SelfRef()


@dataclass(frozen=True)
class ExileTopOfLibrary:
    amount: Amount
    label: str
    player: Player = PlayerRef.YOU


@dataclass(frozen=True)
class MayPlay:
    """"You may play that card" until the duration ends."""

    objects: ObjectRef
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True)
class SkipNextUntap:
    """"<It> doesn't untap during your next untap step" (CR 502.3)."""

    objects: ObjectRef


@dataclass(frozen=True)
class CounterSpell:
    """"Counter target spell" (CR 701.5): it goes to its owner's graveyard, or with a rider ("if
    that spell is countered this way, exile it instead ...", CR 614.1a) to exile or its owner's
    library."""

    objects: ObjectRef
    destination: str = "graveyard"        # "graveyard" | "exile" | "library_top" | "library_bottom"


@dataclass(frozen=True)
class Regenerate:
    """"Regenerate <object>": the next time it would be destroyed this turn, instead ... (CR 701.15)."""

    objects: ObjectRef


@dataclass(frozen=True)
class SearchLibrary:
    """"Search your library for <filter> card(s), put it <destination>, then shuffle" (CR 701.19)."""

    filter: ObjectFilter
    destination: Zone
    count: int = 1
    tapped: bool = False
    reveal: bool = False
    label: str = ""
    player: Player = PlayerRef.YOU
    up_to: bool = False               # "for up to two basic land cards"
    shuffle: bool = True              # False: "... If you do, shuffle your library." (a later step)


@dataclass(frozen=True)
class ExileNamedCards:
    """"Search its controller's graveyard, hand, and library for all cards with the same name as
    that spell and exile them. Then that player shuffles his or her library." (CR 701.19): the
    ones in the graveyard are all found; in the hidden zones the searcher may fail to find any
    (CR 701.19b). Names are read with last known information (CR 608.2h)."""

    named: ObjectRef
    player: Player = PlayerRef.TARGET_PLAYER


@dataclass(frozen=True)
class ControlToOwners:
    """"Each player gains control of all creatures he or she owns" (CR 613.1b): every object
    `objects` denotes comes under its owner's control."""

    objects: ObjectRef


@dataclass(frozen=True)
class GetPoison:
    """"defending player gets a poison counter" (CR 122.1f); ten or more lose (CR 704.5c)."""

    amount: Amount
    player: Player = PlayerRef.YOU


@dataclass(frozen=True)
class ExchangeControl:
    """"Exchange control of <two permanents>" (CR 701.10): both must still be on the
    battlefield (else nothing happens, 701.10a); under different controllers each player gains
    control of the other's (701.10b), permanently (CR 613.1b, layer 2)."""

    objects: ObjectRef


@dataclass(frozen=True)
class GainControl:
    """"Gain control of <objects> [until end of turn]" (CR 613.1b, layer 2); `player` is who
    gains it ("target opponent gains control of ~")."""

    objects: ObjectRef
    duration: Duration = Duration.PERMANENT
    player: Player = PlayerRef.YOU
    while_source: tuple[WhileSource, ...] = ()   # "for as long as you control ~" (CR 611.2b)


@dataclass(frozen=True)
class PreventDamage:
    """"Prevent all combat damage that would be dealt this turn" / "prevent the next N damage
    that would be dealt to <objects> this turn" (CR 615)."""

    combat_only: bool = True
    duration: Duration = Duration.END_OF_TURN
    amount: Amount | None = None          # None: all
    objects: ObjectRef | None = None      # None (and players None): any recipient
    players: PlayerRef | None = None      # "prevent all damage that would be dealt to you this turn"
    sources: ObjectFilter | None = None   # "... by attacking creatures without flying" (judged as dealt)
    by_too: bool = False                  # "dealt to and dealt by <objects>": damage they deal too
    by_only: bool = False                 # "damage <objects> would deal": only damage they deal


@dataclass(frozen=True)
class GetEnergy:
    """"You get {E}{E}" (CR 107.14): energy counters on the player."""

    amount: Amount
    player: Player = PlayerRef.YOU


@dataclass(frozen=True)
class PayCost:
    """"Pay {1}" / "pay 2 life" as an effect, usually inside Optional (CR 118.12)."""

    cost: Cost


@dataclass(frozen=True)
class Mill:
    """"<player> puts the top N cards of their library into their graveyard" / "mills N" (CR 701.13)."""

    amount: Amount
    player: Player = PlayerRef.YOU


@dataclass(frozen=True)
class PutOnLibrary:
    """"Put <object> on top of its owner's library" (CR 401)."""

    objects: ObjectRef
    top: bool = True


@dataclass(frozen=True)
class AddRestriction:
    """"<objects> can't block this turn" / "can't be blocked this turn": a restriction for a duration."""

    objects: ObjectRef
    action: str                       # an abilities.RestrictedAction value
    duration: Duration = Duration.END_OF_TURN


# ------------------------------------------------------------------ control flow
@dataclass(frozen=True)
class Mode:
    """One "•" mode of a modal spell or ability, with its own targets (CR 700.2)."""

    effects: tuple["Effect", ...]
    targets: tuple["TargetSpec", ...] = ()


@dataclass(frozen=True)
class ChooseModes:
    """"Choose one —" (CR 700.2a): modes are chosen as it is put on the stack, then their
    targets; on resolution the chosen modes' effects run in printed order."""

    modes: tuple[Mode, ...]
    minimum: int = 1
    maximum: int = 1


@dataclass(frozen=True)
class Conditional:
    """"If <condition>, <effects>" checked as the step runs (CR 608.2c)."""

    condition: "Condition"
    effects: tuple["Effect", ...]
    otherwise: tuple["Effect", ...] = ()      # "Otherwise, <effects>." when it doesn't hold

@dataclass(frozen=True)
class Optional:
    """"You may <effects>." [+ "If you do, <if_done>."] (CR 608.2c)."""

    effects: tuple["Effect", ...]
    if_done: tuple["Effect", ...] = ()
    player: Player = PlayerRef.YOU        # who chooses: "its controller may draw a card"


@dataclass(frozen=True)
class Unless:
    """Do `effects` unless `player` pays `cost` ("sacrifice it unless you sacrifice a creature")."""

    cost: Cost
    effects: tuple["Effect", ...]
    player: Player = PlayerRef.YOU
    per: Amount | None = None          # "pays {1} for each ...": the mana cost that many times


@dataclass(frozen=True)
class CreateDelayedTrigger:
    """Create a delayed triggered ability (CR 603.7); it works even if the source is gone (S8)."""

    event: TriggerEvent
    effects: tuple["Effect", ...]


@dataclass(frozen=True)
class Animate:
    """"<objects> become(s) a 3/3 red Elemental creature with haste [until end of turn]".

    CR 613.1d/205.1b (layer 4): the listed card types and subtypes replace the old ones unless
    `keep_types` ("It's still a land."), in which case they are added; CR 613.1e (layer 5): the
    listed colours replace its colours when any are listed; CR 613.1f (layer 6): the keywords
    are added; CR 613.4b (layer 7b): its base power and toughness become `power`/`toughness`."""

    objects: ObjectRef
    power: int
    toughness: int
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
class DealDamageSimultaneously:
    """"~ deals 2 damage to target creature and 1 damage to you": all parts are dealt at the
    same time as one damage event (CR 120.3, 120.4)."""

    parts: tuple[DealDamage, ...]


@dataclass(frozen=True)
class CopySpell:
    """"Copy target instant or sorcery spell" (CR 707.10): the copy is put on the stack under
    your control; with `new_targets` you may choose new targets for it (CR 707.10c)."""

    objects: ObjectRef
    new_targets: bool = False
    player: Player = PlayerRef.YOU


# ---------------------------------------------------------------- hands and libraries
@dataclass(frozen=True)
class RevealHand:
    """"Target opponent reveals his or her hand" (CR 701.16a) or "look at target player's hand"
    (only the controller sees it, CR 402.3). Nothing moves; later steps choose from that hand."""

    player: Player = PlayerRef.TARGET_PLAYER
    look: bool = False


@dataclass(frozen=True)
class ChooseFromHand:
    """"You choose a nonland card from it": the controller picks `minimum`..`maximum` cards
    matching `filter` (zone ignored) from `player`'s hand; "that card" is them under `label`."""

    label: str
    filter: ObjectFilter
    player: Player = PlayerRef.TARGET_PLAYER
    minimum: int = 1
    maximum: int = 1
    reveal: bool = False              # "reveal any number of blue cards in your hand" (CR 701.16a)


@dataclass(frozen=True)
class DiscardObjects:
    """"That player discards that card" (CR 701.8a): the referenced cards, if still in a hand,
    are discarded by their owner."""

    objects: ObjectRef


@dataclass(frozen=True)
class DiscardAll:
    """"... and discards all nonland cards" (CR 701.8a): every card in the player's hand that
    matches the filter (zone ignored)."""

    filter: ObjectFilter
    player: Player = PlayerRef.TARGET_PLAYER


@dataclass(frozen=True)
class LookAtTop:
    """"Look at the top N cards of your library" (CR 401.3: only you see them). The cards stay
    where they are; a following PutLookedCards step says where they go, as `label`."""

    amount: Amount
    label: str
    player: Player = PlayerRef.YOU
    reveal: bool = False              # "reveal the top N cards": shown to all players (CR 701.16a)


@dataclass(frozen=True)
class PutLookedCards:
    """Of the cards a LookAtTop step looked at (`label`) and still on top of the library: the
    controller puts `take` of them matching `filter` (None take: any number; `optional`: up to
    `take`; `reveal`ed first, CR 701.16a) into `take_to`, then the rest go to `rest`: "top" (back
    on top in any order), "bottom_any"/"bottom_random" (bottom in any / a random order; CR 401.4),
    "graveyard", "exile", "hand", or None (left for a later step)."""

    label: str
    take: int | None = 0
    filter: ObjectFilter | None = None
    optional: bool = False
    reveal: bool = False
    take_to: Zone = Zone.HAND
    rest: str | None = "top"
    all_matching: bool = False        # "put all land cards revealed this way ...": no choice
    tapped: bool = False              # onto the battlefield tapped


@dataclass(frozen=True)
class ShuffleIntoLibrary:
    """"Each player shuffles his or her hand and graveyard into his or her library" (CR 701.20):
    all cards in those zones go to the library, which is then shuffled."""

    zones: tuple[Zone, ...]
    player: Player = PlayerRef.YOU


@dataclass(frozen=True)
class PutFromHand:
    """"Put a land card from your hand onto the battlefield": `count` matching cards from the
    player's hand (fewer if they don't have them) under their control (CR 110.2)."""

    filter: ObjectFilter
    count: int = 1
    player: Player = PlayerRef.YOU
    # "... onto the battlefield attached to ~": only a card that can be attached to that object
    # is put (CR 303.4f; one that couldn't would stay where it is, CR 303.4i)
    attached_to: ObjectRef | None = None



# ---------------------------------------------------------------- libraries and graveyards (more)
@dataclass(frozen=True)
class Surveil:
    """"Surveil N" (CR 701.42a): look at the top N cards of your library, then put any number of
    them into your graveyard and the rest on top of your library in any order."""

    amount: Amount
    player: PlayerRef = PlayerRef.YOU


@dataclass(frozen=True)
class PutOnBottom:
    """"Put <objects> on the bottom of its owner's library": each card goes to the bottom of its
    owner's library (CR 400.3); cards going to one library at once are ordered by that owner
    (CR 401.4). With `top`, on top of it instead ("put two cards from your hand on top of your
    library in any order")."""

    objects: ObjectRef
    top: bool = False


@dataclass(frozen=True)
class ShuffleLibrary:
    """"Shuffle your library" (CR 701.20a)."""

    player: PlayerRef = PlayerRef.YOU


@dataclass(frozen=True)
class ExileCardsFrom:
    """"Exile all [creature] cards from target player's graveyard [and hand]": every card in those
    zones of the player that matches `filter` (zone ignored; None: every card)."""

    zones: tuple[Zone, ...]
    filter: ObjectFilter | None = None
    player: PlayerRef = PlayerRef.TARGET_PLAYER
    label: str = ""


@dataclass(frozen=True)
class RevealUntil:
    """"Reveal cards from the top of your library until you reveal a land card" (CR 701.16a): cards
    are revealed one at a time from the top until `count` cards matching `filter` have been
    revealed or the library runs out; they stay in the library until later steps move them. All
    revealed cards are `label`, the matching ones `found`. With `exile`, each card is exiled as it
    is turned over ("exile cards from the top of your library until you exile a nonland card")."""

    filter: ObjectFilter
    label: str
    found: str
    count: int = 1
    player: PlayerRef = PlayerRef.YOU
    exile: bool = False
    then_graveyard: bool = False      # ", then puts those cards into his or her graveyard"


@dataclass(frozen=True)
class ChooseAtRandom:
    """"Return a creature card at random from your graveyard ..." / "choose a card at random in
    your graveyard": `count` of the matching cards are picked at random through the game's seeded
    RNG (no player chooses, as for a random discard, CR 701.8b) and recorded as `label`."""

    label: str
    filter: ObjectFilter
    count: int = 1


@dataclass(frozen=True)
class SearchOtherLibrary:
    """"Search target opponent's library for a creature card and put that card onto the
    battlefield under your control. Then that player shuffles his or her library." (CR 701.19):
    the ability's controller searches `player`'s library and finds up to `count` matching cards
    (exactly `count` if possible when `up_to` is False and the filter is only "card", CR 701.19d),
    which go to `destination` (onto the battlefield under the searcher's control, CR 110.2a);
    then that player shuffles (CR 701.20a)."""

    filter: ObjectFilter
    destination: Zone
    count: int = 1
    up_to: bool = False
    player: PlayerRef = PlayerRef.TARGET_PLAYER
    label: str = ""


@dataclass(frozen=True)
class RevealObjects:
    """"You may reveal it": the card is shown to every player (CR 701.16a); nothing moves."""

    objects: ObjectRef


@dataclass(frozen=True)
class ReturnExiledWith:
    """"Return the exiled card(s) to the battlefield under its owner's control" / "... to their
    owner's hand": the cards exiled by the source's linked exile ability (CR 607.2a: "the exiled
    card"), still in exile, come back under their owners' control (CR 110.2). Only cards exiled
    while the source was that object count: if it left first, they stay exiled (CR 400.7)."""

    to_hand: bool = False
    tapped: bool = False


@dataclass(frozen=True)
class PutFromHandOnTop:
    """"Target opponent puts a card from his or her hand on top of his or her library": each
    `player` chooses `count` cards matching `filter` from their own hand (as many as they can) and
    puts them on top of their library in the order they choose (CR 401.4)."""

    player: Player
    count: int
    filter: ObjectFilter


@dataclass(frozen=True)
class SearchToTop:
    """"Search your library for an instant card and reveal that card. Shuffle your library, then
    put the card on top of it." (CR 701.19, 701.20): the found cards are revealed, the rest of the
    library shuffled, and the found cards put on top (in the order you choose)."""

    filter: ObjectFilter
    count: int = 1
    label: str = ""


@dataclass(frozen=True)
class Clash:
    """"Clash with an opponent" (CR 701.23): you choose an opponent; each of you reveals the top
    card of their library, then in APNAP order each decides whether to put it on the bottom. You
    win if your card's mana value is higher than the other's (CR 701.23d); then `won` runs, or
    `lost` ("Otherwise, ...")."""

    won: tuple["Effect", ...] = ()
    lost: tuple["Effect", ...] = ()


@dataclass(frozen=True)
class PutInto:
    """"Put it into your hand" / "... into your graveyard" / "... onto the battlefield [tapped]":
    cards an earlier step looked at, revealed or found go to that zone of their owner (CR 400.3);
    onto the battlefield under the control of the player putting them there (CR 110.2a)."""

    objects: ObjectRef
    zone: Zone
    tapped: bool = False


# ---------------------------------------------------------------- coin flips and keyword actions
@dataclass(frozen=True)
class FlipCoin:
    """"Flip a coin. If you win the flip, <won>. If you lose the flip, <lost>." (CR 705): the
    player flips a coin (the game's seeded RNG, equal odds) and one branch runs."""

    won: tuple["Effect", ...] = ()
    lost: tuple["Effect", ...] = ()
    player: PlayerRef = PlayerRef.YOU


@dataclass(frozen=True)
class Bolster:
    """"Bolster N" (CR 701.33a): choose a creature with the least toughness among creatures you
    control and put N +1/+1 counters on it."""

    amount: Amount


@dataclass(frozen=True)
class HauntExile:
    """Haunt (CR 702.55a): exile the card that had haunt (from the graveyard it was put into)
    haunting the creature of target 0."""


@dataclass(frozen=True)
class Proliferate:
    """"Proliferate" (CR 701.27a): choose any number of permanents and/or players that have a
    counter; each gets one more counter of each kind it already has."""


@dataclass(frozen=True)
class Populate:
    """"Populate" (CR 701.30a): choose a creature token you control and create a token that's a
    copy of it (nothing if you control none)."""


@dataclass(frozen=True)
class RemoveAllCounters:
    """"Remove all -1/-1 counters from it" / "remove all counters from target permanent"
    (CR 122.8); `counter` None: every kind."""

    objects: ObjectRef
    counter: str | None = None


@dataclass(frozen=True)
class Explore:
    """"<creature> explores" (CR 701.40a): reveal the top card of your library; a land goes to
    your hand, otherwise put a +1/+1 counter on the creature and you may put the card into
    your graveyard (else it stays on top)."""

    objects: ObjectRef


# ---------------------------------------------------------------- prevention and redirection shields
@dataclass(frozen=True)
class PreventNextTime:
    """"The next time a <quality> source of your choice would deal damage to <recipient> this turn,
    prevent that damage" (CR 615.7): the source is chosen as the effect is created (CR 609.7a),
    among objects matching `sources`; the shield is used up by the next damage event from that
    source to that recipient. `objects`/`players`: the protected recipients."""

    sources: ObjectFilter
    objects: ObjectRef | None = None
    players: PlayerRef | None = None
    # "..., that damage is dealt to <new recipient> instead" (CR 614.9): redirected, not prevented
    new_objects: ObjectRef | None = None
    new_players: PlayerRef | None = None


@dataclass(frozen=True)
class RedirectNextDamage:
    """"The next N damage that would be dealt to <protected> this turn is dealt to <recipient>
    instead" (CR 614.9, a redirection effect): up to N damage from any source to a protected object
    is dealt by the same source to the new recipient, if it is still there to be dealt damage."""

    amount: Amount
    protected: ObjectRef
    objects: ObjectRef | None = None
    players: PlayerRef | None = None


@dataclass(frozen=True)
class ReplaceNextDraw:
    """"The next time you would draw a card this turn, <effects> instead" (CR 614.1a, 614.11):
    that one draw doesn't happen; the effects run instead, with the targets and source of the
    ability that created the replacement."""

    effects: tuple["Effect", ...]
    player: PlayerRef = PlayerRef.YOU


@dataclass(frozen=True)
class ExileUntilLeaves:
    """"Exile <objects> until ~ leaves the battlefield" (CR 610.3): the exiled cards return to the
    battlefield under their owners' control as soon as ~ leaves it; if ~ has already left when
    this resolves, nothing is exiled (CR 610.3c)."""

    objects: ObjectRef


@dataclass(frozen=True)
class ExtraTurn:
    """"Take an extra turn after this one" (CR 500.7): the player takes a turn directly after
    this one; several are taken most recently created first."""

    player: PlayerRef = PlayerRef.YOU


Effect = (
    AddMana | Choose | Exile | ReturnToBattlefield | ReturnToHand | Destroy | SacrificeObjects
    | PutCounters | RemoveCounters | DoubleCounters | CreateToken | CreateTokenCopy
    | BecomeSaddled | ModifyPowerToughness | GainKeyword | TapObjects | UntapObjects | Scry
    | Draw | GainLife | LoseLife | DiscardCards | DealDamage | ExileTopOfLibrary | MayPlay
    | Optional | Unless | CreateDelayedTrigger | SkipNextUntap | Conditional | CounterSpell
    | Regenerate | SearchLibrary | ChooseModes | PayCost | Mill | PutOnLibrary | AddRestriction
    | GetEnergy | GainControl | PreventDamage
    | Animate | LoseAllAbilities | DealDamageSimultaneously | CopySpell
    | RevealHand | ChooseFromHand | DiscardObjects | DiscardAll | LookAtTop | PutLookedCards
    | ShuffleIntoLibrary | PutFromHand
    | Surveil | PutOnBottom | ShuffleLibrary | ExileCardsFrom | PutInto | RevealUntil | Clash | ChooseAtRandom | SearchOtherLibrary | RevealObjects | SearchToTop
    | ReturnExiledWith | PutFromHandOnTop
    | FlipCoin | Bolster | Explore | Proliferate | Populate | RemoveAllCounters | HauntExile
    | PreventNextTime | RedirectNextDamage | ReplaceNextDraw | ExileUntilLeaves | ExtraTurn
    | ExchangeControl | GetPoison | ControlToOwners | ExileNamedCards
)


@dataclass(frozen=True)
class GainAbility:
    """"Until end of turn, target creature gains '{T}: Tap target creature.'" (CR 613.1f,
    layer 6; CR 611.2c): each object gets the quoted ability, whose self-references ("this
    creature") mean that object (CR 113.7)."""

    objects: ObjectRef
    ability: "Ability"
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True)
class PairSoulbond:
    """Soulbond (CR 702.95a): "you may pair this creature with another unpaired creature when
    either one enters" — `other`: the trigger of another creature entering under your control
    (the entering creature is the event's object); else this creature entered and its
    controller may choose an unpaired creature they control."""

    other: bool = False


@dataclass(frozen=True)
class ChooseValue:
    """"Choose a creature type." as an ability resolves (CR 607.2d-like choice): the value is
    kept on the source (the spell or permanent) for "of the chosen type" / "of that type",
    replacing an earlier one-shot choice of that kind. `kind` is an abilities.ChoiceKind value."""

    kind: str


Effect = Effect | GainAbility | PairSoulbond | ChooseValue


@dataclass(frozen=True)
class DealDividedDamage:
    """"~ deals 3 damage divided as you choose among one, two, or three targets" (CR 601.2d):
    the division was announced with the targets (each chosen target carries its share,
    objects.Target.share); a target that became illegal doesn't get its share (CR 608.2b)."""

    objects: ObjectRef                 # a TargetRef whose spec has `divided`
    source: ObjectRef = SelfRef()


Effect = Effect | DealDividedDamage


@dataclass(frozen=True)
class GainProtectionChoice:
    """"Target creature gains protection from the color of your choice until end of turn":
    `chooser` picks a color as it resolves; each object gets protection from it (CR 702.16a,
    613.1f) for `duration`."""

    objects: ObjectRef
    chooser: PlayerRef = PlayerRef.YOU          # YOU, or CONTROLLER ("its controller's choice")
    duration: Duration = Duration.END_OF_TURN


Effect = Effect | GainProtectionChoice


@dataclass(frozen=True)
class ExileIfDiesThisTurn:
    """"If a creature dealt damage this way would die this turn, exile it instead." (CR 614.1a):
    a replacement for each creature among `objects` that `source` has dealt damage this turn."""

    objects: ObjectRef
    source: ObjectRef = SelfRef()


Effect = Effect | ExileIfDiesThisTurn


@dataclass(frozen=True)
class LoseKeyword:
    """"Target creature loses flying until end of turn" (CR 613.1f)."""

    objects: ObjectRef
    keyword: str
    duration: Duration = Duration.END_OF_TURN


Effect = Effect | LoseKeyword


@dataclass(frozen=True)
class BecomeColorChoice:
    """"Target permanent becomes the color of your choice [until end of turn]": the controller of
    the effect chooses one color as it resolves; the objects become that color (CR 105.3,
    613.1e, layer 5)."""

    objects: ObjectRef
    duration: Duration = Duration.END_OF_TURN
    several: bool = False              # "the color or colors of your choice": one or more colors


Effect = Effect | BecomeColorChoice


@dataclass(frozen=True)
class BecomeBasicLandType:
    """"Target land becomes the basic land type of your choice until end of turn" (CR 305.7):
    the controller of the effect chooses a basic land type as it resolves; the land's land types
    are replaced by it and it loses the abilities of its rules text and old land types, gaining
    the new type's mana ability (CR 305.6); `in_addition`: it keeps its types and abilities."""

    objects: ObjectRef
    in_addition: bool = False
    duration: Duration = Duration.END_OF_TURN


Effect = Effect | BecomeBasicLandType


@dataclass(frozen=True)
class SetBasePT:
    """"Target creature has base power and toughness 1/1 until end of turn" (CR 613.4b, layer
    7b): P/T changes and counters still apply on top."""

    objects: ObjectRef
    power: int
    toughness: int
    duration: Duration = Duration.END_OF_TURN


Effect = Effect | SetBasePT


@dataclass(frozen=True)
class AttachObjects:
    """"Attach target Aura you control to target creature" (CR 701.3a): each object `objects`
    denotes becomes attached to the object `to` denotes, if it legally can (CR 701.3b)."""

    objects: ObjectRef
    to: ObjectRef


Effect = Effect | AttachObjects


@dataclass(frozen=True)
class AttachToAnother:
    """"Attach target Aura attached to a creature to another creature" (CR 701.3a-b): as the
    effect happens, the controller of the ability chooses an object matching `to` other than
    the one each object `objects` denotes is attached to, and that object becomes attached to it
    if it legally can; nothing happens if there is no such object (CR 701.3b)."""

    objects: ObjectRef
    to: ObjectFilter


Effect = Effect | AttachToAnother
