"""Random decks of compiled cards for `cardtext play`: each deck is cards drawn (seeded) from
the fully compiled cards of the input, plus basic lands in the colours of their mana costs.

Cards are compiled when a draw first picks them (and remembered), so a short run over a big
corpus compiles only the cards its decks need; a card that does not compile fully is never
dealt, and drawing again until a compiled card comes up is a uniform draw from the compiled
cards. The decks depend only on the seed and the input's cards, in their order.

With a results cache (compiler/source/results_cache.py) each card's compiled definition, or
that it is not dealt, is kept on disk for the next run: keyed by the compiler's fingerprint and
everything the answer depends on (the card's source, its keyword database, a Room's other
door and which of the two comes first), so a run reads what an earlier run compiled, the same
definitions, and deals the same decks.
"""
from __future__ import annotations

import os
import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ...runtime.abilities import CardDefinition
from ...runtime.characteristics import CardType, ManaType, Supertype

# The share of basic lands in a deck: about 2 in 5, as in a typical 40-card deck (17 of 40).
LAND_SHARE = 0.4
BASIC_OF = {ManaType.WHITE: "Plains", ManaType.BLUE: "Island", ManaType.BLACK: "Swamp",
            ManaType.RED: "Mountain", ManaType.GREEN: "Forest"}
# A card that is not compiled after this many draws in a row: the input has too few compiled cards.
DRAW_LIMIT = 10_000


class NoCompiledCards(Exception):
    """The input has no fully compiled card that is not a basic land."""


@dataclass(frozen=True)
class Deck:
    cards: tuple[CardDefinition, ...]
    companion: CardDefinition | None = None       # revealed from outside the game (CR 702.139a)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(sorted({c.name for c in self.cards}))


class CardPool:
    """The cards of the input (ParsedCard entries), compiled as decks draw them."""

    def __init__(self, entries: Sequence, keywords=None, cache=None) -> None:
        self.sources = [e.source for e in entries if e.source is not None]
        self.keywords = keywords
        self.cache = cache          # a ResultsCache of compiled cards, or None (compile every card)
        self._keyword_keys: dict[int, tuple[object, str]] = {}   # id(database) -> (it, its digest)
        self._compiled: dict[int, CardDefinition | None] = {}
        self._basics: dict[str, CardDefinition] | None = None
        self._companions: list[CardDefinition] | None = None

    def deck(self, rng: random.Random, size: int) -> Deck:
        """A deck of SIZE cards, and the first companion of the input whose condition it fulfils
        (CR 702.139a): found without the generator, so a deck without one is drawn as before."""
        lands = round(size * LAND_SHARE)
        spells = [self._draw(rng) for _ in range(size - lands)]
        cards = tuple(spells) + tuple(self._basic_lands(spells, lands))
        from ...runtime.mechanics.companions import companion_condition, deck_meets
        fitting = (c for c in self.companions() if deck_meets(companion_condition(c), cards))
        return Deck(cards, next(fitting, None))

    def companions(self) -> list[CardDefinition]:
        """The input's fully compiled cards with companion, in input order: the cards with a line
        starting "Companion —" compiled (a cheap look at the text first, not every card compiled)."""
        if self._companions is None:
            from ...runtime.mechanics.companions import companion_condition
            found = (self._compile(s) for s in self.sources if _companion_line(s.oracle_text))
            self._companions = [d for d in found if d is not None and companion_condition(d) is not None]
        return self._companions

    def drawn_count(self) -> int:
        """How many of the input's cards were compiled for a draw so far (fully or not)."""
        return len(self._compiled)

    def compiled_count(self) -> int:
        """How many of the cards drawn so far compiled fully."""
        return sum(1 for d in self._compiled.values() if d is not None)

    def _draw(self, rng: random.Random) -> CardDefinition:
        if not self.sources:
            raise NoCompiledCards("the input has no cards")
        for _ in range(DRAW_LIMIT):
            index = rng.randrange(len(self.sources))
            if index not in self._compiled:
                self._compiled[index] = self._compile(self.sources[index])
            if self._compiled[index] is not None:
                return self._compiled[index]
        raise NoCompiledCards(f"no fully compiled card (other than basic lands) in {DRAW_LIMIT} draws")

    def _compile(self, source) -> CardDefinition | None:
        """SOURCE's definition to deal, or None when it is not dealt (kept in the cache, `_kept`)."""
        from ..keywords.custom import for_card_file
        try:
            keywords = self.keywords or for_card_file(source.file)
        except Exception:           # a keyword file beside the card that does not load: not dealt
            return None
        other = self._other_door(source)
        return self._kept(source, (keywords, other, other is not None and self._first(source, other)),
                          lambda: self._compiled_fresh(source, keywords, other))

    def _kept(self, source, depends_on: tuple, make: Callable[[], CardDefinition | None]) -> CardDefinition | None:
        """make(), SOURCE's answer, or the cache's when an earlier run kept it (keyed by SOURCE
        and what else the answer DEPENDS_ON; stored in a 1-tuple, as None is an answer too)."""
        if self.cache is None:
            return make()
        from ..source.results_cache import key_of
        keywords, *rest = depends_on
        key = key_of(source, self._keyword_key(keywords), *rest)
        shard = _shard_of(source)
        found = self.cache.get(shard, key)
        if found is not None:
            return found[0]
        definition = make()
        self.cache.put(shard, key, (definition,))
        return definition

    def save(self) -> None:
        """What this run compiled written to the cache, for the next run (nothing without one)."""
        if self.cache is not None:
            self.cache.save()

    def _keyword_key(self, keywords) -> str:
        """A digest of the keyword database's repr (its contents), worked out once per database."""
        if keywords is None:
            return ""
        if id(keywords) not in self._keyword_keys:
            from ..source.results_cache import key_of
            self._keyword_keys[id(keywords)] = (keywords, key_of(keywords))   # kept: its id stays its own
        return self._keyword_keys[id(keywords)][1]

    def _compiled_fresh(self, source, keywords, other) -> CardDefinition | None:
        from ..api import compile_card
        try:
            compiled = compile_card(source, keywords)
        except Exception:           # the compiler's own bug (CT901 in `compile`): not dealt
            return None
        definition = compiled.definition
        if not compiled.fully_compiled or _is_basic_land(definition):
            return None
        return definition if other is None else self._room(source, definition, other, keywords)

    def _other_door(self, source):
        from ..source.faces import other_door
        return other_door(source, self._named)

    def _first(self, source, other) -> bool:
        return self.sources.index(source) < self.sources.index(other)

    def _room(self, source, definition: CardDefinition, other, keywords) -> CardDefinition | None:
        """A Room's door is dealt as its whole Room (CR 709.5): both doors joined, the one first
        in the input on the left; None if the other door doesn't compile fully."""
        from ..api import compile_card
        compiled = compile_card(other, keywords)
        if not compiled.fully_compiled:
            return None
        from ...runtime.mechanics.rooms import room_card
        doors = (definition, compiled.definition)
        return room_card(*(doors if self._first(source, other) else doors[::-1]))

    def _named(self, name: str):
        return next((s for s in self.sources if s.name.casefold() == name.casefold()), None)

    def _basic_lands(self, spells: Sequence[CardDefinition], count: int) -> list[CardDefinition]:
        """COUNT basic lands, split among the colours of the spells' mana symbols (largest
        remainder first); evenly among all five when the spells ask for no colour."""
        weights = Counter()
        for card in spells:
            for symbol in card.mana_cost.symbols:
                colours = [t for t in symbol.types if t.is_color]
                for t in colours:
                    weights[t] += 1 / len(colours)
        if not weights:
            weights = Counter({t: 1 for t in BASIC_OF})
        total = sum(weights.values())
        shares = {t: count * w / total for t, w in weights.items()}
        numbers = {t: int(s) for t, s in shares.items()}
        rest = sorted(shares, key=lambda t: (-(shares[t] - numbers[t]), t.value))
        for t in rest[:count - sum(numbers.values())]:
            numbers[t] += 1
        basics = self.basics()
        return [basics[BASIC_OF[t]] for t in BASIC_OF for _ in range(numbers.get(t, 0))]

    def basics(self) -> dict[str, CardDefinition]:
        """The five basic lands, compiled from the bundled cards (CR 305.6)."""
        if self._basics is None:
            self._basics = {name: self._basic(name) for name in BASIC_OF.values()}
        return self._basics

    def _basic(self, name: str) -> CardDefinition:
        """The bundled basic land NAME, compiled or kept in the cache (so a run whose cards are
        all in the cache loads no parser)."""
        from ..keywords.custom import for_card_file
        from ..source.loaders import find_card
        from .scenario_cards import card_definition
        source = find_card(name)
        if source is None:                      # card_definition says what is missing
            return card_definition(name)
        return self._kept(source, (for_card_file(source.file), "basic land"), lambda: card_definition(name))


def _shard_of(source) -> str:
    """The cache file a card's answer is kept in: its file's for a file of many cards (JSON
    lines, standard input), its folder's for a card file, so a folder of cards is one file."""
    if source.one_line or source.file.startswith("<"):
        return source.file
    return os.path.dirname(source.file)


def _is_basic_land(definition: CardDefinition) -> bool:
    return CardType.LAND in definition.types and Supertype.BASIC in definition.supertypes


def _companion_line(text: str | None) -> bool:
    return any(line.strip().lower().startswith("companion") for line in (text or "").splitlines())
