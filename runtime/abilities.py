"""Ability objects: what the compiler hands the engine (CR 113).

Each compiled line of rules text becomes one of these. They are frozen data
with no text in them; the engine (game.py, vm.py) gives them behaviour.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .characteristics import CardType, Color, Supertype
from .costs import Cost, ManaCost
from .effects import AddMana, Effect, SpentRider
from .events import TriggerEvent
from .filters import Amount, Condition, Controller, ObjectFilter, SelfRef


@dataclass(frozen=True)
class TargetSpec:
    """One "target ..." phrase (CR 115): what it may choose and how many.

    `players` allows players ("any target", "target creature or player");
    `filter` is None when only players may be chosen ("target opponent").
    """

    filter: ObjectFilter | None
    players: Controller | None = None
    minimum: int = 1
    maximum: int = 1


@dataclass(frozen=True)
class Timing:
    """Activation restrictions (CR 602.5)."""

    sorcery_speed: bool = False      # "Activate only as a sorcery" (CR 307.5 timing)
    once_per_turn: bool = False      # "Activate only once each turn"
    condition: Condition | None = None   # "Activate only if you control a Swamp"
    loyalty: bool = False            # a loyalty ability: sorcery speed, once per turn (CR 606.3)


@dataclass(frozen=True)
class SpellAbility:
    """The effect of an instant or sorcery as it resolves (CR 113.3a)."""

    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()


@dataclass(frozen=True)
class ActivatedAbility:
    """"[Cost]: [Effect.]" (CR 602). `keyword` names the keyword it stands for (saddle, equip)."""

    costs: tuple[Cost, ...]
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    timing: Timing = Timing()
    keyword: str | None = None


@dataclass(frozen=True)
class ManaAbility:
    """An activated mana ability (CR 605.1a): no target, could add mana, not loyalty."""

    costs: tuple[Cost, ...]
    effects: tuple[Effect, ...]
    timing: Timing = Timing()

    @property
    def taps(self) -> bool:
        """Whether using it is "tapping for mana" (CR 106.12, ruling M4)."""
        from .costs import TapSelf
        return any(isinstance(c, TapSelf) for c in self.costs)


@dataclass(frozen=True)
class TriggeredAbility:
    """"When/Whenever/At [event], [effect]" (CR 603).

    It is a mana ability when it triggers from a mana ability, adds mana and
    has no target (CR 605.1b): it then resolves at once, off the stack.
    """

    event: TriggerEvent
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()

    @property
    def is_mana_ability(self) -> bool:
        from .events import TappedForMana
        return (isinstance(self.event, TappedForMana) and not self.targets
                and any(isinstance(e, AddMana) for e in self.effects))


# ------------------------------------------------------------------ replacements (CR 614)
@dataclass(frozen=True)
class EntersWithCounters:
    """"<This> enters with N +1/+1 counters on it" (CR 614.1c); X per ruling X1."""

    counter: str
    amount: Amount


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
    """"If one or more +1/+1 counters would be put on a creature you control,
    that many plus one ... instead" (CR 614.1a)."""

    recipients: ObjectFilter
    counter: str
    plus: int = 1


Replacement = EntersWithCounters | EntersTapped | MultiplyMana | ReplaceManaType | ModifyCounterPlacement


@dataclass(frozen=True)
class ReplacementAbility:
    """A static ability that creates a replacement effect (CR 614.12)."""

    replacement: Replacement


# ------------------------------------------------------------------ static (CR 604, 611.3)
@dataclass(frozen=True)
class Anthem:
    """"Creatures you control get +1/+1" / "~ gets +1/+1" (layer 7c)."""

    objects: ObjectFilter | SelfRef
    power: int
    toughness: int
    multiplier: Amount | None = None   # "+1/+1 for each Plains you control"


@dataclass(frozen=True)
class KeywordGrant:
    """"Creatures you control have flying" / "~ has haste" (layer 6)."""

    objects: ObjectFilter | SelfRef
    keyword: str


@dataclass(frozen=True)
class CostPerExtraTarget:
    """Strive: "This spell costs {1}{G} more to cast for each target beyond the first" (CR 601.2f)."""

    extra: ManaCost


class RestrictedAction(str, Enum):
    ATTACK = "attack"
    BLOCK = "block"
    BE_BLOCKED = "be_blocked"
    BE_COUNTERED = "be_countered"
    ATTACK_EACH_COMBAT = "attack_each_combat"   # "attacks each combat if able" (a requirement)
    UNTAP = "untap"                   # "doesn't untap during its controller's untap step" (CR 502.3)
    BE_REGENERATED = "be_regenerated"  # "it can't be regenerated" (CR 701.15c)


@dataclass(frozen=True)
class Restriction:
    """"<objects> can't block" / "~ can't be countered" (CR 508.1c, 509.1b, 101.2)."""

    objects: ObjectFilter | SelfRef
    action: RestrictedAction


@dataclass(frozen=True)
class AdditionalCost:
    """"As an additional cost to cast this spell, <cost>" (CR 601.2f, 118.8)."""

    cost: Cost


@dataclass(frozen=True)
class CostModifier:
    """"White spells you cast cost {W} more to cast" (CR 601.2f)."""

    spells: ObjectFilter
    amount: ManaCost
    more: bool = True


@dataclass(frozen=True)
class CharacteristicPT:
    """"~'s power and toughness are each equal to ..." (CR 604.3, layer 7a)."""

    power: Amount | None
    toughness: Amount | None


StaticEffect = (Anthem | KeywordGrant | CostPerExtraTarget | Restriction | AdditionalCost
                | CostModifier | CharacteristicPT)


@dataclass(frozen=True)
class StaticAbility:
    """A static ability (CR 604); with a condition it applies only while that holds ("as long as")."""

    effect: StaticEffect
    condition: Condition | None = None


# ------------------------------------------------------------------ keywords (CR 702)
@dataclass(frozen=True)
class KeywordAbility:
    """A keyword with no other compiled form here (flying, trample, ward {2}, protection ...).

    Keywords that stand for an activated ability (saddle, equip, crew) are
    compiled to ActivatedAbility with `keyword` set instead.
    """

    name: str
    number: int | None = None
    cost: ManaCost | None = None
    quality: ObjectFilter | None = None


Ability = (
    SpellAbility | ActivatedAbility | ManaAbility | TriggeredAbility | ReplacementAbility
    | StaticAbility | KeywordAbility
)


@dataclass(frozen=True)
class CardDefinition:
    """A card's characteristics and compiled abilities (CR 109.3), as the engine needs them."""

    name: str
    mana_cost: ManaCost
    types: tuple[CardType, ...]
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[Supertype, ...] = ()
    colors: tuple[Color, ...] = ()
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    abilities: tuple[Ability, ...] = ()
