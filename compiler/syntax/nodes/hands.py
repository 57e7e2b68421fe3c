"""AST nodes for clauses about hands and the top of libraries (grammar/effects.lark): revealing
and choosing from hands, discarding, looking at and putting back the top cards, shuffling."""
from __future__ import annotations

from dataclasses import dataclass

from ....runtime.characteristics import Zone
from ....runtime.filters import Amount, ObjectFilter, XValue

from .phrases import ObjectPhrase


@dataclass(frozen=True)
class RevealHandClause:
    """"target opponent reveals his or her hand" (CR 701.16) / "look at target player's hand"."""

    players: tuple[ObjectPhrase, ...]
    look: bool = False
    # "target player's" / "target opponent's" hand is the target's own restriction (its players)


@dataclass(frozen=True)
class RevealCardsFromHandClause:
    """"target player reveals three cards from his or her hand" (CR 701.16a): cards that player
    chooses; with `you_choose`, "... and you choose one of them" in the same sentence."""

    players: tuple[ObjectPhrase, ...]
    amount: Amount
    you_choose: Amount | None = None
    equal_to: bool = False              # "reveals a number of cards from his or her hand equal to ..."


@dataclass(frozen=True)
class DiscardThenDrawClause:
    """"Discard up to two cards, then draw that many cards" (CR 701.8a): as many cards drawn as
    were discarded (CR 608.2c)."""

    most: Amount


@dataclass(frozen=True)
class ChooseOfThemClause:
    """"You choose one of them" / "... two of those cards": among the cards just revealed from a hand."""

    count: Amount
    those_cards: bool = False           # "of those cards" (wording)


@dataclass(frozen=True)
class ChooseFromHandClause:
    """"you choose a nonland card from it": from the hand just revealed or looked at."""

    count: int | XValue                 # "choose X cards from it" (CR 107.3)
    filter: ObjectFilter
    you: bool = True                    # "you choose ..." / "... hand and choose ..."
    up_to: bool = False                 # "choose up to two cards from it"
    # "you choose a nonland card from it with mana value 3 or less": the filter's last test
    # (a mana value, CR 202.3) written after "from it"
    test_after: bool = False


@dataclass(frozen=True)
class DiscardThatClause:
    """"that player discards that card" / "... those cards" (CR 701.8): the cards chosen from
    the hand just before. `several`: the choice was of more than one card ("those cards"), the
    count the noun agrees with; the discard is of whatever was chosen either way."""

    players: tuple[ObjectPhrase, ...]
    several: bool = False


@dataclass(frozen=True)
class RevealDiscardAllClause:
    """"target player reveals his or her hand and discards all nonland cards"."""

    players: tuple[ObjectPhrase, ...]
    filter: ObjectFilter


@dataclass(frozen=True)
class DiscardRandomClause:
    """"discard a card at random" / "target player discards two cards at random" (CR 701.8)."""

    players: tuple[ObjectPhrase, ...]
    amount: Amount


@dataclass(frozen=True)
class LookTopClause:
    """"look at the top card / top three cards of your library"."""

    amount: Amount | None               # None: "the top card"


@dataclass(frozen=True)
class PutLookedClause:
    """"put them back in any order" / "put one of them into your hand and the rest ..." /
    "you may reveal a creature card from among them and put it into your hand" /
    "put the rest on the bottom of your library in any order"."""

    take: int | None = 0                 # None: "any number"
    take_zone: str = "hand"              # "hand" | "graveyard" | "library" (back on top in any order)
    filter: ObjectFilter | None = None   # "you may reveal a <filter> from among them and put it ..."
    rest: str | None = "top"             # "top" | "bottom" | "bottom_any" | "bottom_random" | "graveyard" | None
    one_left: bool = False               # "... and the other ...": one card is left over
    remaining: bool = False              # "put the rest ...": the cards an earlier clause left
    up_to: bool = False                  # "put up to two of them back on top ...": fewer may be kept
    face_down: bool = False              # "exile one of them face down" (take_zone "exile"; hideaway, CR 702.75a)


@dataclass(frozen=True)
class ShuffleIntoLibraryClause:
    """"each player shuffles his or her hand and graveyard into his or her library" (CR 701.20)."""

    players: tuple[ObjectPhrase, ...]
    zones: tuple[Zone, ...]             # (GRAVEYARD,) / (HAND, GRAVEYARD)
    then_draw: Amount | None = None     # ", then draws seven cards" (the same players)
    # "shuffle the cards from your hand into your library, then draw that many cards": as many
    # as were shuffled in (CR 608.2c)
    draw_that_many: bool = False
    # "shuffle a card from your hand into your library": `count` cards of your hand matching
    # `chosen`, which you choose, not the whole zone
    count: int = 0
    chosen: ObjectFilter | None = None


@dataclass(frozen=True)
class PutFromHandClause:
    """"put a land card from your hand onto the battlefield"."""

    count: int
    filter: ObjectFilter
    attached_to: tuple[ObjectPhrase, ...] | None = None   # "... attached to ~" (CR 303.4f)
