"""Case instructions (CR 719)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SolveCase:
    """"It becomes solved" (CR 719.3a): the source Case gets the solved designation, which it
    keeps until it leaves the battlefield (CR 719.3b)."""
