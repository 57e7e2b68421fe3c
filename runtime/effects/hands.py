"""Hand instructions (CR 402): drawing, discarding, revealing or looking at a hand, choosing
from it, and putting cards from it elsewhere."""
from __future__ import annotations

from dataclasses import dataclass

from ..filters import Amount, Fixed, ObjectFilter, ObjectRef, Player, PlayerRef


@dataclass(frozen=True)
class Draw:
    amount: Amount
    player: Player = PlayerRef.YOU


@dataclass(frozen=True)
class DrawUpTo:
    """"Each other player may draw up to three cards" (CR 121.1): each of those players chooses
    a number from zero to `most` and draws that many cards."""

    most: Amount
    player: Player = PlayerRef.YOU


@dataclass(frozen=True)
class DiscardCards:
    amount: Amount
    player: Player = PlayerRef.YOU
    at_random: bool = False            # "discard a card at random" (CR 701.8b: chosen at random)
    label: str = ""                    # "for each card discarded this way": the cards discarded
    any_number: bool = False           # "discard any number of cards": from none to the whole hand


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
    player: Player = PlayerRef.TARGET_PLAYER
    label: str = ""               # "then draw that many cards": the cards discarded (in the graveyard)


@dataclass(frozen=True)
class RevealHand:
    """"Target opponent reveals his or her hand" (CR 701.16a) or "look at target player's hand"
    (only the controller sees it, CR 402.3). Nothing moves; the steps after it choose from that hand."""

    player: Player = PlayerRef.TARGET_PLAYER
    look: bool = False


@dataclass(frozen=True)
class RevealFromHand:
    """"Target player reveals three cards from his or her hand" (CR 701.16a): that player chooses
    `amount` cards of their hand (all of them if there are fewer) and reveals them; they are
    kept under `label`."""

    label: str
    player: Player = PlayerRef.TARGET_PLAYER
    amount: Amount = Fixed(1)


@dataclass(frozen=True)
class ChooseAmongRevealed:
    """"You choose one of them": the controller chooses `amount` of the cards revealed under
    `among` that are still in that hand; "that card" is them under `label`."""

    label: str
    among: str
    amount: Amount = Fixed(1)


@dataclass(frozen=True)
class ChooseFromHand:
    """"You choose a nonland card from it": the controller picks `minimum`..`maximum` cards
    matching `filter` (zone ignored) from `player`'s hand; "that card" is them under `label`."""

    label: str
    filter: ObjectFilter
    player: Player = PlayerRef.TARGET_PLAYER
    # "choose X cards from it": a number, or an Amount known as the effect resolves (CR 107.3)
    minimum: int | Amount = 1
    maximum: int | Amount = 1
    reveal: bool = False              # "reveal any number of blue cards in your hand" (CR 701.16a)


@dataclass(frozen=True)
class PutFromHand:
    """"Put a land card from your hand onto the battlefield": `count` matching cards from the
    player's hand (fewer if they don't have them) under their control (CR 110.2)."""

    filter: ObjectFilter
    count: int = 1
    player: Player = PlayerRef.YOU
    # "... onto the battlefield attached to ~": only a card that can be attached to that object
    # is put (CR 303.4f; one that couldn't would stay where it is, CR 303.4i)
    attached_to: ObjectRef | None = None
    # "That creature gains haste. Sacrifice it at the beginning of the next end step.": the
    # permanents put, new objects (CR 400.7), recorded under this label for what names them after
    label: str = ""


@dataclass(frozen=True)
class ExchangeWithHand:
    """"Exchange this permanent with an Aura card in your hand" (aura swap, CR 702.65a, 701.10):
    the permanent goes to its owner's hand and a card of that hand matching `filter` enters the
    battlefield attached to what the permanent was attached to; if either half can't be
    completed, nothing happens (CR 702.65b, 701.10b)."""

    objects: ObjectRef
    filter: ObjectFilter


@dataclass(frozen=True)
class PutFromHandOnTop:
    """"Target opponent puts a card from his or her hand on top of his or her library": each
    `player` chooses `count` cards matching `filter` from their own hand (as many as they can) and
    puts them on top of their library in the order they choose (CR 401.4)."""

    player: Player
    count: int
    filter: ObjectFilter


@dataclass(frozen=True)
class CastFromHandFree:
    """"You may cast a card with converted mana cost 3 or less from your hand without paying its
    mana cost": the controller may cast one nonland card of their hand matching `filter` as this
    resolves, its timing ignored (CR 608.2g) and without paying its mana cost, an alternative
    cost (CR 118.9); a land can't be cast (CR 305.9). `player`: whose hand ("from it": an
    opponent's revealed hand, cast by a permission of this effect, CR 601.2a)."""

    filter: ObjectFilter
    player: PlayerRef = PlayerRef.YOU
