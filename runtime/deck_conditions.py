"""Conditions on a player's starting deck: a companion's condition (CR 702.139a).

"Companion — [Condition]" is read before the game, on the deck a player brings (CR 103.2b): these
are the typed forms of the conditions the grammar reads (grammar/deck_conditions.lark), data of the
ability model like `abilities.py`. `runtime/mechanics/companions.py` checks a deck against them.

A condition is one of
- `EachCard`: "Each nonland card in your starting deck has an odd mana value." (every card of
  `cards` has `quality`; "has a different name": `DifferentNames`);
- `OnlyCards`: "Your starting deck contains only cards with mana value 3 or greater and land
  cards." (every card has `quality`, or is a land if `or_lands`);
- `AtLeastCards`: "Your starting deck contains at least twenty cards with mana value 3 or less."
"""
from __future__ import annotations

from dataclasses import dataclass

from .characteristics import CardType


@dataclass(frozen=True)
class DeckCards:
    """Which cards of the deck a condition speaks of: "nonland card" (excluded land),
    "creature card" (types), "permanent card" (permanent), "card" (all)."""

    types: tuple[CardType, ...] = ()          # any of these card types
    excluded_types: tuple[CardType, ...] = ()
    permanent: bool = False                   # a permanent card (CR 110.4b)


# ---------------------------------------------------------------- qualities of one card
@dataclass(frozen=True)
class ManaValueParity:
    """"an odd mana value" / "even mana values" (CR 202.3; 0 is even)."""

    odd: bool


@dataclass(frozen=True)
class ManaValueAtLeast:
    """"mana value N or greater"."""

    number: int


@dataclass(frozen=True)
class ManaValueAtMost:
    """"mana value N or less"."""

    number: int


@dataclass(frozen=True)
class HasSubtype:
    """"is a Cat, Elemental, Nightmare, Dinosaur, or Beast card": one of these subtypes
    (changeling has them all, CR 702.73a)."""

    subtypes: tuple[str, ...]


@dataclass(frozen=True)
class HasActivatedAbility:
    """"has an activated ability" (CR 602.1: printed "[Cost]: [Effect]" or a keyword standing for one)."""


@dataclass(frozen=True)
class DifferentNames:
    """"has a different name": no two of these cards share a name (CR 201.2)."""


CardQuality = ManaValueParity | ManaValueAtLeast | ManaValueAtMost | HasSubtype | HasActivatedAbility


# ---------------------------------------------------------------- conditions on the deck
@dataclass(frozen=True)
class EachCard:
    """"Each [cards] in your starting deck [quality]."."""

    cards: DeckCards
    quality: CardQuality | DifferentNames


@dataclass(frozen=True)
class OnlyCards:
    """"Your starting deck contains only cards with [quality] [and land cards]."."""

    quality: CardQuality
    or_lands: bool = False


@dataclass(frozen=True)
class AtLeastCards:
    """"Your starting deck contains at least [number] cards with [quality]."."""

    number: int
    quality: CardQuality


DeckCondition = EachCard | OnlyCards | AtLeastCards


@dataclass(frozen=True)
class Companion:
    """"Companion — [Condition]" (CR 702.139a): a static ability that works outside the game,
    before it begins: its owner may reveal this card from outside the game if their starting deck
    meets `condition`, and it becomes their companion (mechanics/companions.py)."""

    condition: DeckCondition
