"""Statics of permanents that permit or forbid casting other spells, asked as a spell is cast
(actions.check_castable): "You may cast creature spells as though they had flash" (CR 601.3b),
"Each player can't cast more than one spell each turn" (CR 101.2)."""
from __future__ import annotations

from ..abilities import OneSpellEachTurn, SpellsAsThoughFlash
from ..filters import PlayerRef
from .query import matches, static_effects


def one_spell_each_turn(game, player: int) -> bool:
    """Whether a static such as "Each player can't cast more than one spell each turn" limits
    `player` (CR 101.2): one of each player, or one of their own ("You can't ...")."""
    return any(effect.players is PlayerRef.EACH_PLAYER or src.controller == player
               for src, effect in static_effects(game.state, OneSpellEachTurn))


def flash_permission(game, player: int, card) -> bool:
    """A static such as "You may cast creature spells as though they had flash" lets `player`
    cast `card` any time they could cast an instant when it would be one of those spells
    (CR 601.3b): a static its controller has, or any player with "any player may"."""
    state = game.state
    return any((effect.any_player or src.controller == player)
               and matches(state, effect.spells, card, player, src.id, check_zone=False)
               for src, effect in static_effects(state, SpellsAsThoughFlash))
