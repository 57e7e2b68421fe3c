"""Mana instructions (CR 106): what mana an ability adds, and the spending rules and riders
that travel with it."""
from __future__ import annotations

from dataclasses import dataclass, field

from ..characteristics import COLORS, ManaType, Step
from ..filters import Amount, Fixed, ObjectFilter, Player, PlayerRef


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


@dataclass(frozen=True)
class ChosenColorMana:
    """"Add one mana of the chosen color": the color chosen as the source entered (CR 614.12,
    607.2d); no mana if nothing was chosen (ruling M1)."""

    amount: Amount = Fixed(1)


@dataclass(frozen=True)
class CommanderIdentityMana:
    """"Add one mana of any color in your commander's color identity" (CR 903.4): a color of the
    combined identity of the commanders its controller owns; no mana when they have no commander
    or the identity has no color (CR 903.4f)."""

    amount: Amount = Fixed(1)


ManaProduction = FixedMana | AnyColor | CouldProduce | ProducedType | ChosenColorMana | CommanderIdentityMana


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
    # "Until end of combat, you don't lose this mana as steps and phases end" (CR 106.4, 500.4):
    # the mana leaves the pool only as that step ends
    kept_until: Step | None = None
