"""Speed instructions (CR 702.179, current rules: Aetherdrift, 2025)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class IncreaseSpeed:
    """"Your speed increases by 1" (CR 702.179d): the effect of the inherent triggered ability of
    a player with speed, "Whenever one or more opponents lose life during your turn, if your speed
    is less than 4, your speed increases by 1." A player's speed never goes above 4 (CR
    702.179e); a player with no speed gets a speed of 1 (CR 702.179c)."""
