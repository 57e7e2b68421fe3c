"""Effect programs: the instructions the VM runs, in order, when an ability resolves.

Each class is one small instruction. References (filters.py) say which objects
and players it acts on; amounts say how many. A step that acts on objects can
record them under a `label`, so later steps say "those cards" (AffectedRef).
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .characteristics import COLORS, CardType, Color, ManaType, Zone
from .costs import Cost
from .events import TriggerEvent
from .filters import Amount, Condition, Fixed, ObjectFilter, ObjectRef, PlayerRef, SelfRef


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
    player: PlayerRef = PlayerRef.YOU
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


@dataclass(frozen=True)
class ReturnToHand:
    objects: ObjectRef


@dataclass(frozen=True)
class Destroy:
    objects: ObjectRef


@dataclass(frozen=True)
class SacrificeObjects:
    """"Sacrifice <this>" as an effect, or "<player> sacrifices a creature" (chosen)."""

    objects: ObjectRef | None = None
    player: PlayerRef = PlayerRef.YOU
    filter: ObjectFilter | None = None
    count: int = 1


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
    power: int
    toughness: int
    colors: tuple[Color, ...] = ()
    types: tuple[CardType, ...] = (CardType.CREATURE,)
    subtypes: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()


@dataclass(frozen=True)
class CreateToken:
    token: TokenSpec
    amount: Amount = Fixed(1)
    player: PlayerRef = PlayerRef.YOU


@dataclass(frozen=True)
class CreateTokenCopy:
    """"Create a token that's a copy of <object>": copiable values only (CR 707.2, ruling S5)."""

    objects: ObjectRef
    player: PlayerRef = PlayerRef.YOU


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
    player: PlayerRef = PlayerRef.YOU


@dataclass(frozen=True)
class Draw:
    amount: Amount
    player: PlayerRef = PlayerRef.YOU


@dataclass(frozen=True)
class GainLife:
    amount: Amount
    player: PlayerRef = PlayerRef.YOU


@dataclass(frozen=True)
class LoseLife:
    amount: Amount
    player: PlayerRef = PlayerRef.YOU


@dataclass(frozen=True)
class DiscardCards:
    amount: Amount
    player: PlayerRef = PlayerRef.YOU
    at_random: bool = False            # "discard a card at random" (CR 701.8b: chosen at random)


@dataclass(frozen=True)
class DealDamage:
    """`source` deals `amount` damage to objects and/or players (CR 120)."""

    amount: Amount
    objects: ObjectRef | None = None
    players: PlayerRef | None = None
    source: ObjectRef = SelfRef()


@dataclass(frozen=True)
class ExileTopOfLibrary:
    amount: Amount
    label: str
    player: PlayerRef = PlayerRef.YOU


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
    """"Counter target spell" (CR 701.5): it goes to its owner's graveyard."""

    objects: ObjectRef


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
    player: PlayerRef = PlayerRef.YOU
    up_to: bool = False               # "for up to two basic land cards"


@dataclass(frozen=True)
class GainControl:
    """"Gain control of <objects> [until end of turn]" (CR 613.1b, layer 2)."""

    objects: ObjectRef
    duration: Duration = Duration.PERMANENT


@dataclass(frozen=True)
class PreventDamage:
    """"Prevent all combat damage that would be dealt this turn" / "prevent the next N damage
    that would be dealt to <objects> this turn" (CR 615)."""

    combat_only: bool = True
    duration: Duration = Duration.END_OF_TURN
    amount: Amount | None = None          # None: all
    objects: ObjectRef | None = None      # None: any recipient


@dataclass(frozen=True)
class GetEnergy:
    """"You get {E}{E}" (CR 107.14): energy counters on the player."""

    amount: Amount
    player: PlayerRef = PlayerRef.YOU


@dataclass(frozen=True)
class PayCost:
    """"Pay {1}" / "pay 2 life" as an effect, usually inside Optional (CR 118.12)."""

    cost: Cost


@dataclass(frozen=True)
class Mill:
    """"<player> puts the top N cards of their library into their graveyard" / "mills N" (CR 701.13)."""

    amount: Amount
    player: PlayerRef = PlayerRef.YOU


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

@dataclass(frozen=True)
class Optional:
    """"You may <effects>." [+ "If you do, <if_done>."] (CR 608.2c)."""

    effects: tuple["Effect", ...]
    if_done: tuple["Effect", ...] = ()


@dataclass(frozen=True)
class Unless:
    """Do `effects` unless `player` pays `cost` ("sacrifice it unless you sacrifice a creature")."""

    cost: Cost
    effects: tuple["Effect", ...]
    player: PlayerRef = PlayerRef.YOU


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
    player: PlayerRef = PlayerRef.YOU


# ---------------------------------------------------------------- hands and libraries
@dataclass(frozen=True)
class RevealHand:
    """"Target opponent reveals his or her hand" (CR 701.16a) or "look at target player's hand"
    (only the controller sees it, CR 402.3). Nothing moves; later steps choose from that hand."""

    player: PlayerRef = PlayerRef.TARGET_PLAYER
    look: bool = False


@dataclass(frozen=True)
class ChooseFromHand:
    """"You choose a nonland card from it": the controller picks `minimum`..`maximum` cards
    matching `filter` (zone ignored) from `player`'s hand; "that card" is them under `label`."""

    label: str
    filter: ObjectFilter
    player: PlayerRef = PlayerRef.TARGET_PLAYER
    minimum: int = 1
    maximum: int = 1


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
    player: PlayerRef = PlayerRef.TARGET_PLAYER


@dataclass(frozen=True)
class LookAtTop:
    """"Look at the top N cards of your library" (CR 401.3: only you see them). The cards stay
    where they are; a following PutLookedCards step says where they go, as `label`."""

    amount: Amount
    label: str
    player: PlayerRef = PlayerRef.YOU


@dataclass(frozen=True)
class PutLookedCards:
    """Of the cards a LookAtTop step looked at (`label`) and still on top of the library: the
    controller puts `take` of them matching `filter` (None take: any number; `optional`: up to
    `take`; `reveal`ed first, CR 701.16a) into `take_to`, then the rest go to `rest`: "top" (back
    on top in any order), "bottom_any"/"bottom_random" (bottom in any / a random order; CR 401.4),
    "graveyard", or None (left for a later step)."""

    label: str
    take: int | None = 0
    filter: ObjectFilter | None = None
    optional: bool = False
    reveal: bool = False
    take_to: Zone = Zone.HAND
    rest: str | None = "top"


@dataclass(frozen=True)
class ShuffleIntoLibrary:
    """"Each player shuffles his or her hand and graveyard into his or her library" (CR 701.20):
    all cards in those zones go to the library, which is then shuffled."""

    zones: tuple[Zone, ...]
    player: PlayerRef = PlayerRef.YOU


@dataclass(frozen=True)
class PutFromHand:
    """"Put a land card from your hand onto the battlefield": `count` matching cards from the
    player's hand (fewer if they don't have them) under their control (CR 110.2)."""

    filter: ObjectFilter
    count: int = 1
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
)
