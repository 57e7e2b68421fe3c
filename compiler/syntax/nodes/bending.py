"""AST nodes for the bending keyword actions (grammar/bending.lark): airbend (CR 701.65) and
earthbend (CR 701.66)."""
from __future__ import annotations

from dataclasses import dataclass

from ....runtime.filters import Amount
from .phrases import ObjectPhrase


@dataclass(frozen=True)
class AirbendClause:
    """"airbend <objects>" (CR 701.65a)."""

    objects: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class EarthbendClause:
    """"earthbend N" (CR 701.66a): its target, "target land you control", is implied by the
    action, so the clause holds only N."""

    amount: Amount


BENDING_CLAUSES = (EarthbendClause, AirbendClause)
