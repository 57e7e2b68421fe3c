"""Class instructions (CR 716)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class BecomeLevel:
    """"This Class's level becomes N" (CR 716.2a): what a class level ability does."""

    level: int
