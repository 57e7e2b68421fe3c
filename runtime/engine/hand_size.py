"""A player's maximum hand size (CR 402.2), from the static abilities that change it."""
from __future__ import annotations

from .query import static_amount, static_effects
from .state import GameState
from ..abilities import MaximumHandSize
from ..filters import PlayerRef


def maximum_hand_size(state: GameState, player: int) -> int | None:
    """CR 402.2: seven, changed by MaximumHandSize statics in timestamp (object id) order; None:
    no maximum hand size."""
    size, unlimited = 7, False
    for source, e in static_effects(state, MaximumHandSize):
        if e.player is not PlayerRef.EACH_PLAYER and (player == source.controller) != (e.player is PlayerRef.YOU):
            continue                      # YOU: the source's controller; EACH_OPPONENT: the others
        unlimited = unlimited or e.unlimited
        if e.equal_to is not None:
            size = static_amount(state, e.equal_to, source)
        size += e.change
    return None if unlimited else max(size, 0)

