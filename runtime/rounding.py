"""Amounts that are a fraction of another, rounded as the card says (CR 107.1a): "half your
life, rounded up"."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Half:
    """Half of an amount, rounded up or down: "half your life, rounded up" (CR 107.1a)."""

    amount: object                       # an Amount (runtime.filters)
    rounded_up: bool = True


def halved(n: int, rounded_up: bool) -> int:
    """Half of n, rounded up or down (CR 107.1a)."""
    return (n + 1) // 2 if rounded_up else n // 2
