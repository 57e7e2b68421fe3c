"""What an object or player phrase of an effect can denote: its kinds.

CR 109.2: a description with a card type but without "card", "spell" or "source" means a
permanent of that type on the battlefield; "spell" means an object on the stack (CR 112.1);
"card" a card in a zone the text names (CR 400); "player"/"opponent" a player (CR 102).
`kinds_of` reads that from a phrase's filter, by the phrase's class (the PHRASES table).
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ...runtime.characteristics import CardType, Zone
from ...runtime.filters import ObjectFilter

from ..syntax import nodes as A

# CR 110.4: instant and sorcery cards can't enter the battlefield and can't be permanents.
NEVER_PERMANENT = frozenset({CardType.INSTANT, CardType.SORCERY})


class Category(str, Enum):
    """The broad kinds an effect's object can be."""

    PERMANENT = "permanent"      # on the battlefield (CR 110.1)
    PLAYER = "player"            # CR 102.1
    SPELL = "spell"              # a card or copy on the stack (CR 112.1)
    ABILITY = "ability"          # an activated or triggered ability on the stack (CR 113.1)
    CARD = "card"                # a card in a zone other than the battlefield and the stack


@dataclass(frozen=True)
class Kind:
    """One kind a phrase can denote: a category and, for objects, the card types named
    (alternatives unless `all_types`) and, for cards, the zone named (None: not said)."""

    category: Category
    types: tuple[CardType, ...] = ()
    all_types: bool = False
    zone: Zone | None = None

    @property
    def never_a_permanent(self) -> bool:
        """A permanent of these types can't exist (CR 110.4): "target sorcery"."""
        if self.category is not Category.PERMANENT or not self.types:
            return False
        if self.all_types:
            return any(t in NEVER_PERMANENT for t in self.types)
        return all(t in NEVER_PERMANENT for t in self.types)

    def words(self) -> str:
        """The kind in the game's words: "player", "creature", "instant or sorcery spell",
        "card in a library"."""
        types = (" " if self.all_types else " or ").join(dict.fromkeys(t.value for t in self.types))
        if self.category is Category.PLAYER:
            return "player"
        if self.category is Category.ABILITY:
            return "ability"
        if self.category is Category.PERMANENT:
            return types or "permanent"
        noun = f"{types} {self.category.value}" if types else self.category.value
        return f"{noun} in {_zone_words(self.zone)}" if self.zone is not None else noun


def _zone_words(zone: Zone) -> str:
    return {Zone.HAND: "a hand", Zone.LIBRARY: "a library", Zone.GRAVEYARD: "a graveyard",
            Zone.EXILE: "exile", Zone.COMMAND: "the command zone"}.get(zone, f"the {zone.value}")


PLAYER = Kind(Category.PLAYER)


def filter_kind(f: ObjectFilter) -> Kind:
    """The kind an object filter describes (CR 109.2)."""
    if f.spell or f.zone is Zone.STACK:
        return Kind(Category.SPELL, f.types, f.all_types)
    if f.card or f.zone is not Zone.BATTLEFIELD:
        zone = None if f.zone is Zone.BATTLEFIELD else f.zone
        return Kind(Category.CARD, f.types, f.all_types, zone)
    return Kind(Category.PERMANENT, f.types, f.all_types)


def filter_kinds(f: ObjectFilter) -> tuple[Kind, ...]:
    """The kinds a filter describes: "spell or ability" two (CR 113.7), an ability alone one."""
    if f.abilities:
        return ((Kind(Category.SPELL, f.types, f.all_types),) if f.spell else ()) + (Kind(Category.ABILITY),)
    return (filter_kind(f),)


def _filter_and_players(phrase) -> tuple[Kind, ...]:
    """"target creature or player": the filter's kind and, if it names players, PLAYER."""
    kinds = () if phrase.filter is None else filter_kinds(phrase.filter)
    return kinds + ((PLAYER,) if phrase.players is not None else ())


def _filter_only(phrase) -> tuple[Kind, ...]:
    return filter_kinds(phrase.filter)


def _a_player(_phrase) -> tuple[Kind, ...]:
    return (PLAYER,)


# "that player", "those cards": the noun says the kind; a subtype or "creature" a permanent
# only when nothing else could be meant, so those are left unchecked (they may name a card
# that just left the battlefield in older Oracle wordings).
_NOUN_KINDS = {"player": (PLAYER,), "opponent": (PLAYER,), "spell": (Kind(Category.SPELL),),
               "card": (Kind(Category.CARD),),
               "spell or ability": (Kind(Category.SPELL), Kind(Category.ABILITY))}


def _by_noun(phrase) -> tuple[Kind, ...] | None:
    return _NOUN_KINDS.get(phrase.noun)


# phrase class -> function(phrase) returning its kinds; a class not here (SelfPhrase,
# ItPhrase, ThemPhrase, PaidPhrase: their referent is only known from context) is not checked
PHRASES = {
    A.TargetPhrase: _filter_and_players,
    A.EachPhrase: _filter_and_players,
    A.ChosenPhrase: _filter_only,
    A.UpToPhrase: _filter_only,
    A.ControlledPhrase: _filter_only,
    A.YouPhrase: _a_player,
    A.DefendingPlayerPhrase: _a_player,
    A.HeOrShePhrase: _a_player,
    A.AnOpponentPhrase: _a_player,
    A.OpponentsOfPhrase: _a_player,
    A.OtherPlayersPhrase: _a_player,
    A.PlayersOtherThanPhrase: _a_player,
    A.ControllerPhrase: _a_player,
    A.OwnerPhrase: _a_player,
    A.ThatPhrase: _by_noun,
    A.ChosenTargetPhrase: _by_noun,
    A.ThosePhrase: _by_noun,
    A.DealtDamageThisWayPhrase: _by_noun,
}


def kinds_of(phrase) -> tuple[Kind, ...] | None:
    """The kinds `phrase` can denote, or None when only the context knows (it, them, ~)."""
    kinds = PHRASES.get(type(phrase))
    return kinds(phrase) if kinds is not None else None
