"""Conditions on what one player controls, where each player is counted on their own: "if an
opponent controls four or more lands" holds when some opponent controls four, not when two
opponents control two each. Plain frozen data, named in runtime.filters' Condition union and
judged by the engine (engine/game_conditions.py)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class OpponentControlsAtLeast:
    """"an opponent controls three or more creatures" (CR 102.2): some opponent of the
    ability's controller controls at least `at_least` objects matching `filter`."""

    filter: "ObjectFilter"  # noqa: F821  (runtime.filters imports this module)
    at_least: int
