"""Static rules of the untap step beside those in abilities.py (CR 502.3)."""
from __future__ import annotations

from dataclasses import dataclass

from .filters import ObjectFilter, PlayerRef


@dataclass(frozen=True)
class UntapLimit:
    """"Players can't untap more than one land during their untap steps", "You can't untap more
    than one land during your untap step" (CR 502.3): in the untap step of each player `players`
    names (read from the static's controller's side), the active player, who determines which
    of their permanents untap, untaps at most `most` of the tapped ones matching `objects`."""

    objects: ObjectFilter
    most: int
    players: PlayerRef = PlayerRef.EACH_PLAYER
