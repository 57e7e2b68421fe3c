"""AST node for a companion's line (grammar/deck_conditions.lark, CR 702.139)."""
from __future__ import annotations

from dataclasses import dataclass

from ....runtime.deck_conditions import DeckCondition


@dataclass(frozen=True)
class CompanionLine:
    """"Companion — [Condition]" (CR 702.139a): the condition on its owner's starting deck, typed
    (runtime/deck_conditions.py) as the transformer reads it."""

    condition: DeckCondition
