"""The replacement effects a ReplacementAbility creates (CR 614): entering tapped or with
counters, choices made as a permanent enters, mana, counter and token multipliers, skipped
steps and replaced damage. Frozen data; the engine (runtime.engine) applies them. Named in
runtime.abilities too, where the ability that holds them lives."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .characteristics import CardType, Step, Supertype, Zone
from .effects import AddMana, Effect
from .filters import Amount, Condition, Controller, ObjectFilter, SelfRef


@dataclass(frozen=True)
class EntersWithCounters:
    """"<This> enters with N +1/+1 counters on it" (CR 614.1c); X per ruling X1."""

    counter: str
    amount: Amount


@dataclass(frozen=True)
class OthersEnterWithCounters:
    """"Each other Warrior creature you control enters with an additional +1/+1 counter on it"
    (CR 614.1c, 122.6): a permanent's replacement effect on each object matching `objects` as it
    would enter, judged then (CR 614.12); never on the permanent itself, not yet on the
    battlefield as it enters."""

    objects: ObjectFilter
    counter: str
    amount: int = 1


@dataclass(frozen=True)
class MultiplyLifeGain:
    """"If you would gain life, you gain twice that much life instead" (factor 2), "If a player
    would gain life, that player gains no life instead" (factor 0): CR 614.1a on a life gain
    (CR 119.3) of a player `player` names from the source's controller."""

    player: Controller
    factor: int


@dataclass(frozen=True)
class ExileInsteadOfGraveyard:
    """"If ~ would be put into a graveyard from anywhere, exile it instead." (CR 614.1a): the
    object with this ability, on the battlefield or the stack, is exiled instead (a disturb
    card's back face, CR 702.146)."""


@dataclass(frozen=True)
class EntersTapped:
    """"<This> enters tapped" (CR 614.1c)."""


@dataclass(frozen=True)
class MultiplyMana:
    """"If you tap a permanent for mana, it produces twice as much of that mana instead" (M6)."""

    sources: ObjectFilter
    player: Controller = Controller.YOU
    factor: int = 2


@dataclass(frozen=True)
class ReplaceManaType:
    """"If a land is tapped for mana, it produces {B} instead of any other type and amount" (M6)."""

    sources: ObjectFilter
    produces: AddMana
    player: Controller = Controller.ANY


@dataclass(frozen=True)
class ModifyCounterPlacement:
    """"If one or more +1/+1 counters would be put on a creature you control, that many plus one
    / twice that many ... instead" (CR 614.1a, 122.6; ruling C1):
    n counters become n * factor + plus (never fewer than none: "that many minus one").
    `counter` None: counters of any kind ("one or more counters ... of each of those kinds").
    `effects_only`: "if an effect would put ...": not counters put to pay a
    cost (CR 118.3, 606.4: loyalty abilities' costs)."""

    recipients: ObjectFilter
    counter: str | None
    plus: int = 0
    factor: int = 1
    effects_only: bool = False

    def changed(self, n: int) -> int:
        return max(0, n * self.factor + self.plus)


@dataclass(frozen=True)
class ModifyPlayerCounters:
    """"If you would get one or more counters, you get that many plus one of each of those kinds
    of counters instead" (CR 614.1a, 122.1: poison and energy counters on a player)."""

    player: Controller
    plus: int = 0
    factor: int = 1

    def changed(self, n: int) -> int:
        return max(0, n * self.factor + self.plus)


@dataclass(frozen=True)
class MultiplyTokens:
    """"If an effect would create one or more tokens under your control, it creates twice that
    many of those tokens instead" (CR 614.1a, 111.1). `player`: whose tokens (YOU: "under your
    control"; ANY: "if one or more tokens would be created")."""

    player: Controller
    factor: int = 2


class ChoiceKind(str, Enum):
    """What an "as ~ enters, choose ..." ability asks for (CR 614.12, 607.2d)."""

    COLOR = "color"
    CREATURE_TYPE = "creature_type"
    OPPONENT = "opponent"
    PLAYER = "player"
    BASIC_LAND_TYPE = "basic_land_type"
    LAND_TYPE = "land_type"
    CARD_NAME = "card_name"
    NONLAND_CARD_NAME = "nonland_card_name"
    SECTOR = "sector"                   # "the sector of your choice": alpha, beta or gamma (CR 702.158d)


@dataclass(frozen=True)
class ChooseOnEnter:
    """"As ~ enters, choose a color" (CR 614.12, 614.1c): the controller makes the choices
    as the permanent enters; the values are stored on it and read by its other abilities
    ("the chosen color", "of the chosen type", "the chosen player": linked, CR 607.2d).
    `choices` holds one entry per value chosen ("two colors" is (COLOR, COLOR))."""

    choices: tuple[ChoiceKind, ...]


@dataclass(frozen=True)
class EntersTappedUnless:
    """"~ enters tapped unless you control a Plains or an Island" (CR 614.1c, 614.12):
    checked as it would enter; tapped when the condition is false."""

    condition: Condition


@dataclass(frozen=True)
class EntersWithCountersIf:
    """"If ~ was kicked, it enters with two +1/+1 counters on it" / "~ enters with a +1/+1
    counter on it if a creature died this turn" (CR 614.1c, 702.33d): counters only when
    the condition holds as it enters."""

    counter: str
    amount: Amount
    condition: Condition


@dataclass(frozen=True)
class CopyExceptions:
    """"..., except ..." of an enter-as-a-copy effect (CR 707.9). Card types, subtypes, supertypes
    and abilities are added to the copied values and become the copy's copiable values (CR
    707.9a-b); `name_kept`: its name is not copied (CR 707.9c); `counters` are put on it as it
    enters, an effect of entering, not a value a later copy copies (CR 707.9e)."""

    types: tuple[CardType, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[Supertype, ...] = ()
    abilities: tuple = ()                 # runtime abilities it gains (CR 707.9a)
    name_kept: bool = False
    counters: tuple[tuple[str, Amount], ...] = ()


@dataclass(frozen=True)
class EntersAsCopy:
    """"You may have ~ enter as a copy of any creature on the battlefield" (CR 707.2, 614.1c):
    the copiable values of the chosen permanent become its characteristics as it enters, so the
    copied enters replacements apply too. `condition`: "if you attacked with a creature this turn"."""

    filter: ObjectFilter
    tapped: bool = False                  # "enter tapped as a copy of ..."
    condition: Condition | None = None
    exceptions: CopyExceptions = CopyExceptions()     # "..., except ..." (CR 707.9)


Replacement = (EntersWithCounters | OthersEnterWithCounters | MultiplyLifeGain | EntersTapped | MultiplyMana | ReplaceManaType | ModifyCounterPlacement
               | ModifyPlayerCounters | MultiplyTokens
               | ChooseOnEnter | EntersTappedUnless | EntersWithCountersIf | EntersAsCopy)


@dataclass(frozen=True)
class EntersTappedUnlessPaid:
    """"As ~ enters, you may pay 2 life / reveal a Giant card from your hand. If you don't, ~
    enters tapped." (CR 614.12): as it would enter, its controller may pay `life` life (CR 119.4)
    or reveal a card matching `reveal` from their hand (CR 701.16); otherwise it enters tapped."""

    life: int = 0
    reveal: ObjectFilter | None = None


Replacement = Replacement | EntersTappedUnlessPaid | ExileInsteadOfGraveyard


@dataclass(frozen=True)
class BattlefieldInsteadOfDiscard:
    """"If a spell or ability an opponent controls causes you to discard ~, put it onto the
    battlefield [with two +1/+1 counters on it] instead of putting it into your graveyard."
    (CR 614.1a, 701.8): the card is still discarded, from its owner's hand, and enters under its
    owner's control instead (mechanics.casting.discard); it works from the hand (CR 113.6)."""

    counter: str | None = None
    amount: Amount | None = None


Replacement = Replacement | BattlefieldInsteadOfDiscard


@dataclass(frozen=True)
class SkipStep:
    """"Skip your draw step." / "Skip your upkeep step if you have no cards in hand." (CR 614.1b,
    614.10): each of its controller's `step`s doesn't happen while `condition` holds."""

    step: Step
    condition: Condition | None = None


Replacement = Replacement | SkipStep


@dataclass(frozen=True)
class ReplaceDamage:
    """"If damage would be dealt to ~ [/ to you], prevent that damage. <effects>" (CR 615.1a) or
    "..., <effects> instead" (CR 614.1a): all damage to its object (or to its controller) is
    replaced by `effects`, run by its controller with "that many" the damage; a prevention
    (`prevented`) doesn't apply to damage that can't be prevented (CR 615.12)."""

    to_you: bool
    prevented: bool
    effects: tuple[Effect, ...]


Replacement = Replacement | ReplaceDamage


@dataclass(frozen=True)
class ModifyDamage:
    """"If a source would deal damage to a permanent or player, it deals double that damage to that
    permanent or player instead." / "... that much damage plus 1 ..." (CR 614.1a, 120.3): damage a
    source matching `sources` (None: any source; judged from the replacement's controller, wherever
    the source is: a spell on the stack too) would deal to an object matching `to_objects` (SelfRef:
    the replacement's own permanent) or to a player `to_players` names is n * factor + plus instead
    (none dealt when that is 0 or less)."""

    sources: ObjectFilter | None
    to_objects: ObjectFilter | SelfRef | None
    to_players: Controller | None
    factor: int = 1
    plus: int = 0

    def changed(self, n: int) -> int:
        return max(0, n * self.factor + self.plus)


Replacement = Replacement | ModifyDamage


class LibraryPlace(str, Enum):
    """Where in its owner's library a card put there instead goes."""

    TOP = "top"
    BOTTOM = "bottom"
    SHUFFLED = "shuffled"              # "shuffle it into its owner's library" (CR 701.20)


@dataclass(frozen=True)
class InsteadOfGraveyard:
    """"If ~ would die, put it on the bottom of its owner's library instead." / "If ~ would be put
    into a graveyard from anywhere, reveal ~ and shuffle it into its owner's library instead." /
    "If a card or token would be put into a graveyard from anywhere, exile it instead." (CR 614.1a):
    the object goes to `destination` instead (a library: at `place`), revealed first with `reveal`
    (CR 701.16). `objects` None: the object with this ability, wherever it is with "from anywhere"
    (CR 113.6b); else objects matching the filter, from a permanent's ability. `dies`: only from the
    battlefield (CR 700.4). `graveyard_of`: whose graveyard, from the replacement's controller (a
    card goes to its owner's, CR 400.3). `effects`: "..., instead exile that card and create a 2/2
    black Zombie creature token": done once it moved, "that card" the event's object."""

    objects: ObjectFilter | None
    dies: bool
    destination: Zone
    place: LibraryPlace | None = None
    reveal: bool = False
    graveyard_of: Controller = Controller.ANY
    effects: tuple[Effect, ...] = ()   # "instead exile it and ...": run by its controller once it moved


Replacement = Replacement | InsteadOfGraveyard


@dataclass(frozen=True)
class ReplaceDraw:
    """"If you would draw a card, you may skip that draw instead." / "If you would draw a card while
    you have no cards in hand, instead draw two cards and lose 1 life." (CR 614.1a, 614.11): each
    draw of the permanent's controller, while `condition` holds as it would draw, is replaced by
    `effects` (none: the draw is skipped), run by that player; `optional`: they may decline, and
    draw. It gets one opportunity at each draw: the draws its effects make aren't replaced by it
    again (CR 614.5)."""

    effects: tuple[Effect, ...]
    optional: bool = False
    condition: Condition | None = None


Replacement = Replacement | ReplaceDraw


@dataclass(frozen=True)
class SacrificeToEnter:
    """"If ~ would enter the battlefield, sacrifice an untapped Mountain instead. If you do, put ~
    onto the battlefield. If you don't, put it into its owner's graveyard." (CR 614.1c, 701.21):
    as the card would enter, the player it would enter under sacrifices `count` permanents matching
    `objects` if they can (all of them, or none); only then does it enter, else it goes to its
    owner's graveyard."""

    objects: ObjectFilter
    count: int = 1


Replacement = Replacement | SacrificeToEnter


@dataclass(frozen=True)
class ExiledInsteadOfEntering:
    """"If a nontoken creature would enter the battlefield and it wasn't cast, exile it instead."
    (CR 614.1c): a card matching `objects` that would be put onto the battlefield other than by
    resolving as a spell (a spell resolving enters through actions.resolve, never zones.move) is
    exiled instead."""

    objects: ObjectFilter


Replacement = Replacement | ExiledInsteadOfEntering
