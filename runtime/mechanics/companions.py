"""Companion (CR 702.139): a card outside the game whose condition its owner's starting deck meets.

Before the game begins its owner may reveal it (CR 103.2b, 702.139a: one card, only if the deck
fulfils the condition; `reveal_companion`, part of setting up a game like `Game.set_library`).
Once during the game, any time they could cast a sorcery (their main phase, the stack empty),
its owner may pay {3} to put it into their hand: a special action (CR 116.2g,
`put_companion_into_hand`), offered to random players. The condition is typed
(runtime/deck_conditions.py); `deck_meets` reads it against the deck's card definitions
(before the game there are no objects for an effect to have changed).
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ..abilities import ActivatedAbility, CardDefinition, KeywordAbility, ManaAbility, StaticAbility
from ..characteristics import PERMANENT_TYPES, CardType, Zone
from ..deck_conditions import (AtLeastCards, Companion, DeckCards, DifferentNames, EachCard, HasActivatedAbility,
                               HasSubtype, ManaValueAtLeast, ManaValueAtMost, ManaValueParity, OnlyCards)
from ..errors import IllegalAction
from ..mana_costs import ManaCost, ManaSymbol, SymbolKind
from .keywords import keyword_ability
from .special_actions import register_special_action
from ..engine.turn import sorcery_timing_problem
from ..engine.actions import Action
from ..engine.legal_actions import _works

# CR 116.2g: "A player who has chosen a companion may pay {3} ..."
COMPANION_COST = ManaCost((ManaSymbol(SymbolKind.GENERIC, generic=3),))


def companion_condition(card: CardDefinition) -> Companion | None:
    return next((a.effect for a in card.abilities
                 if isinstance(a, StaticAbility) and isinstance(a.effect, Companion)), None)


def deck_meets(companion: Companion, deck: Sequence[CardDefinition]) -> bool:
    """Whether a starting deck fulfils a companion's condition (CR 702.139a-b)."""
    c = companion.condition
    match c:
        case EachCard(quality=DifferentNames()):
            names = Counter(card.name for card in deck if _one_of(card, c.cards))
            return all(n == 1 for n in names.values())
        case EachCard():
            return all(_has(card, c.quality) for card in deck if _one_of(card, c.cards))
        case OnlyCards():
            return all(_has(card, c.quality) or (c.or_lands and CardType.LAND in card.types) for card in deck)
        case AtLeastCards():
            return sum(1 for card in deck if _has(card, c.quality)) >= c.number
    raise TypeError(f"no deck condition {type(c).__name__}")


def _one_of(card: CardDefinition, cards: DeckCards) -> bool:
    if any(t in card.types for t in cards.excluded_types):
        return False
    if cards.permanent and not any(t in PERMANENT_TYPES for t in card.types):
        return False                                       # CR 110.4b
    return not cards.types or any(t in card.types for t in cards.types)


def _has(card: CardDefinition, quality) -> bool:
    value = card.mana_cost.mana_value                      # CR 202.3
    match quality:
        case ManaValueParity():
            return value % 2 == (1 if quality.odd else 0)
        case ManaValueAtLeast():
            return value >= quality.number
        case ManaValueAtMost():
            return value <= quality.number
        case HasSubtype():
            changeling = any(isinstance(a, KeywordAbility) and a.name.lower() == "changeling" for a in card.abilities)
            return changeling or any(s.casefold() in {t.casefold() for t in card.subtypes} for s in quality.subtypes)
        case HasActivatedAbility():                        # printed, or a keyword standing for one (CR 602.1)
            return any(isinstance(a, (ActivatedAbility, ManaAbility)) or
                       isinstance(a, KeywordAbility) and keyword_ability(a) is not None for a in card.abilities)
    raise TypeError(f"no card quality {type(quality).__name__}")


def reveal_companion(game: "Game", player: int, oid: int) -> None:
    """CR 103.2b: before the game, a player reveals one card they own from outside the game whose
    companion condition their starting deck (library and hand: the deck's cards) fulfils."""
    state = game.state
    p = state.players[player]
    if oid not in p.outside:
        raise IllegalAction(f"CR 103.2b: {oid} is not a card {game.pname(player)} owns outside the game")
    card = state.objects[oid]
    companion = companion_condition(card.definition)
    if companion is None:
        raise IllegalAction(f"CR 702.139a: {card.definition.name} has no companion ability")
    if p.companion is not None:
        raise IllegalAction("CR 103.2b: a player may reveal no more than one companion")
    deck = [state.objects[i].definition for i in p.library + p.hand]
    if not deck_meets(companion, deck):
        raise IllegalAction(f"CR 702.139a: {game.pname(player)}'s starting deck doesn't fulfil "
                            f"{card.definition.name}'s companion condition")
    p.companion = oid
    game.record("companion", f"{game.pname(player)} reveals {card.definition.name} as their companion",
                object_id=oid)


def companion_problem(game: "Game", player: int) -> str | None:
    """Why `player` can't take the companion special action now, or None (CR 116.2g)."""
    p = game.state.players[player]
    if p.companion is None or p.companion not in p.outside:
        return f"{game.pname(player)} has no companion outside the game"
    if p.companion_to_hand:
        return f"{game.pname(player)} has put their companion into their hand this game already"
    return sorcery_timing_problem(game, player)


def put_companion_into_hand(game: "Game", player: int) -> None:
    """CR 116.2g, 702.139a: pay {3} and put the companion from outside the game into its owner's
    hand; a special action (it doesn't use the stack), once during the game."""
    from ..engine.payment import Payer
    from ..engine.turn import give_priority
    from ..engine.zones import move
    with game.transaction():
        problem = companion_problem(game, player)
        if problem:
            raise IllegalAction(f"CR 116.2g: {problem}")
        p = game.state.players[player]
        card = game.state.objects[p.companion]
        paid = Payer(game, player, card, 0).pay_all((COMPANION_COST,))
        p.companion_to_hand = True
        game.record("companion", f"{game.pname(player)} puts {card.definition.name} into their hand "
                    f"paying {', '.join(paid)}", object_id=card.id)
        move(game, card.id, Zone.HAND)
        give_priority(game, player)


def companion_actions(game: "Game", player: int) -> list:
    """The companion special action, when `player` may take it and can pay {3} (a trial on a copy)."""
    if companion_problem(game, player) is not None:
        return []
    p = game.state.players[player]
    if not _works(game, lambda: put_companion_into_hand(game, player)):
        return []
    return [Action("companion", player, p.companion)]


def perform_companion(game: "Game", action) -> None:
    put_companion_into_hand(game, action.player)


register_special_action("companion", companion_actions, perform_companion)
