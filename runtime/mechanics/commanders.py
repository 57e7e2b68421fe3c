"""Commanders (CR 903): the partner abilities of Commander deck construction (CR 702.124), which
two cards may be a deck's two commanders. In a game, the commander designation is
GameObject.commander (CR 903.3), given by Game.designate_commander; "your commander" is
ObjectFilter.commander with owned_by_you, and runtime/color_identity.py reads a commander's color
identity (CR 903.4).

CR 702.124a: partner abilities "modify the rules for deck construction in the Commander variant"
and function before the game begins, so nothing of them happens in a game: a card with one plays
as a card without it. The engine builds no Commander decks (CR 903); this is the rule it checks for
a deck that names two commanders (`may_be_commanders_together`), read from the cards' printed
keywords and type lines (before the game there is no object for an effect to have changed).
"""
from __future__ import annotations

from ..abilities import CardDefinition, KeywordAbility
from ..characteristics import CardType, Supertype

# the partner abilities whose two cards must both have the same one (CR 702.124h, 702.124i)
BOTH_HAVE = ("partner", "friends forever")


def _keywords(card: CardDefinition) -> set[str]:
    return {a.name.lower() for a in card.abilities if isinstance(a, KeywordAbility)}


def _partners_with(card: CardDefinition) -> set[str]:
    """The names a card's "partner with [name]" abilities name (CR 702.124j), any case."""
    return {a.card_name.casefold() for a in card.abilities
            if isinstance(a, KeywordAbility) and a.name.lower() == "partner with"}


def _legendary(card: CardDefinition, kind: CardType) -> bool:
    return Supertype.LEGENDARY in card.supertypes and kind in card.types


def _time_lord_doctor(card: CardDefinition) -> bool:
    """CR 702.124m: "a legendary Time Lord Doctor creature card that has no other creature types"."""
    # "Time Lord" is one subtype of two words; the type line may come split into its words
    words = sorted(w.lower() for s in card.subtypes for w in s.split())
    return _legendary(card, CardType.CREATURE) and words == ["doctor", "lord", "time"]


def _one_and_other(first: CardDefinition, second: CardDefinition, keyword: str, other) -> bool:
    return any(keyword in _keywords(a) and other(b) for a, b in ((first, second), (second, first)))


def may_be_commander(card: CardDefinition) -> bool:
    """Whether a card may be a deck's commander (CR 903.3): a legendary creature card, or one
    whose text says "~ can be your commander" (CR 903.3d), a static ability read before the game."""
    from ..abilities import CanBeYourCommander, StaticAbility
    return _legendary(card, CardType.CREATURE) or any(
        isinstance(a, StaticAbility) and isinstance(a.effect, CanBeYourCommander) for a in card.abilities)


def may_be_commanders_together(first: CardDefinition, second: CardDefinition) -> bool:
    """Whether two cards may be designated together as a deck's commander (CR 702.124): both have
    partner (702.124h) or both have friends forever (702.124i, current Oracle "Partner—Friends
    forever"); one has "choose a Background" and the other is a legendary Background enchantment
    card (702.124k); one has "Doctor's companion" and the other is a legendary Time Lord Doctor
    creature card with no other creature types (702.124m). Different partner abilities don't
    combine (702.124f). "Partner with [name]" (702.124j): two legendary cards each with "partner
    with" the other's name, and a card with it pairs with no other card."""
    if first is second:
        return False
    if _partners_with(first) or _partners_with(second):
        return _partners_with(first) == {second.name.casefold()} and \
            _partners_with(second) == {first.name.casefold()} and may_be_commander(first) and may_be_commander(second)
    mine, theirs = _keywords(first), _keywords(second)
    if any(k in mine and k in theirs for k in BOTH_HAVE):
        return True
    background = _one_and_other(first, second, "choose a background",
                                lambda c: _legendary(c, CardType.ENCHANTMENT) and "Background" in c.subtypes)
    return background or _one_and_other(first, second, "doctor's companion", _time_lord_doctor)
