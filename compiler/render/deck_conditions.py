"""A companion's condition on the starting deck in words (CR 702.139a): "companion — each nonland
card in your starting deck has an odd mana value." The round trip and the summaries read it."""
from __future__ import annotations

from ...runtime.deck_conditions import (AtLeastCards, DeckCards, DifferentNames, EachCard, HasActivatedAbility,
                                        HasSubtype, ManaValueAtLeast, ManaValueAtMost, ManaValueParity, OnlyCards)
from .words import number_word, Unrenderable

def companion_line(line) -> str:
    return "companion — " + deck_condition(line.condition) + "."


def deck_condition(c) -> str:
    match c:
        case EachCard():
            return f"each {_cards(c.cards)} in your starting deck {_card_has(c.quality)}"
        case OnlyCards():
            lands = " and land cards" if c.or_lands else ""
            return f"your starting deck contains only cards with {_cards_with(c.quality)}{lands}"
        case AtLeastCards():
            return f"your starting deck contains at least {number_word(c.number)} cards with {_cards_with(c.quality)}"
    raise Unrenderable(type(c).__name__)


def _cards(cards: DeckCards) -> str:
    words = [f"non{t.value}" for t in cards.excluded_types] + [t.value for t in cards.types]
    return " ".join(words + ["permanent card" if cards.permanent else "card"])


def _card_has(q) -> str:
    match q:
        case ManaValueParity():
            return f"has an {'odd' if q.odd else 'even'} mana value"
        case ManaValueAtLeast() | ManaValueAtMost():
            return "has " + _cards_with(q)
        case HasSubtype():
            names = [s.lower() for s in q.subtypes]     # display() prints them capitalised
            series = names[0] if len(names) == 1 else ", ".join(names[:-1]) + (", or " if len(names) > 2 else " or ") + names[-1]
            return f"is {'an' if series[:1].lower() in 'aeiou' else 'a'} {series} card"
        case HasActivatedAbility():
            return "has an activated ability"
        case DifferentNames():
            return "has a different name"
    raise Unrenderable(type(q).__name__)


def _cards_with(q) -> str:
    match q:
        case ManaValueParity():
            return f"{'odd' if q.odd else 'even'} mana values"
        case ManaValueAtLeast():
            return f"mana value {q.number} or greater"
        case ManaValueAtMost():
            return f"mana value {q.number} or less"
    raise Unrenderable(type(q).__name__)
