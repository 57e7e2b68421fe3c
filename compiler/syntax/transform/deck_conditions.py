"""Parse tree -> AST for grammar/deck_conditions.lark (a companion's condition, CR 702.139a),
mixed into ToAst."""
from __future__ import annotations

from ....runtime.deck_conditions import (AtLeastCards, DeckCards, DifferentNames, EachCard,
                                         HasActivatedAbility, HasSubtype, ManaValueAtLeast, ManaValueAtMost,
                                         ManaValueParity, OnlyCards)
from ....runtime.filters import Compare
from .. import nodes as A
from .common import Noun, UnsupportedPhrase, _compare, _fixed


class DeckConditionsMixin:
    """"Companion — [Condition]" and the condition's parts."""

    def companion_start(self, items):
        return A.AbilityLine(A.CompanionLine(items[0]))

    def deck_each(self, items):
        """"Each nonland card in your starting deck ...": the cards the condition speaks of."""
        *prefixes, noun, quality = items
        excluded = []
        for prefix in prefixes:
            if not (isinstance(prefix, tuple) and prefix[0] == "excluded_types"):
                raise UnsupportedPhrase("a deck's cards described by more than their card types")
            excluded.append(prefix[1])
        if noun.subtypes or noun.markers - {"card", "permanent"} or "card" not in noun.markers:
            raise UnsupportedPhrase("a deck's cards described by more than their card types")
        cards = DeckCards(tuple(noun.types), tuple(excluded), "permanent" in noun.markers)
        return EachCard(cards, quality)

    def deck_only(self, items):
        return OnlyCards(items[0])

    def deck_only_and_lands(self, items):
        return OnlyCards(items[0], or_lands=True)

    def deck_at_least(self, items):
        count, noun, quality = items
        if str(noun) != "cards":
            raise UnsupportedPhrase(f"'{noun}' of a starting deck")
        return AtLeastCards(_fixed(count), quality)

    def deck_cards_with(self, items):
        return items[0]

    def deck_parity(self, items):
        return ManaValueParity(odd=str(items[0]) == "odd")

    def deck_mana_value(self, items):
        number, compare = _fixed(items[0]), _compare(items[1])
        return ManaValueAtMost(number) if compare is Compare.LE else ManaValueAtLeast(number)

    def deck_subtype(self, items):
        noun: Noun = items[0]
        if noun.types or noun.markers != {"card"} or not noun.subtypes:
            raise UnsupportedPhrase("a deck's card described by more than its subtypes")
        return HasSubtype(tuple(noun.subtypes))

    def deck_activated(self, _):
        return HasActivatedAbility()

    def deck_different_names(self, _):
        return DifferentNames()
