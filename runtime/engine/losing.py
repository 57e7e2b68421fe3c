"""Whether a player can't lose the game (CR 104.3, 810.8a), from the static abilities that say so."""
from __future__ import annotations

from .query import static_effects
from .state import GameState


def cant_lose(state: GameState, player: int) -> bool:
    """CR 104.3, 810.8a: "You can't lose the game ...": a CantLoseTheGame static of a permanent or
    emblem the player controls, its condition holding now."""
    from ..abilities import CantLoseTheGame
    return any(source.controller == player for source, _ in static_effects(state, CantLoseTheGame))
