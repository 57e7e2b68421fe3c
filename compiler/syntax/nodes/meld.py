"""AST node of a meld card's line (grammar/meld.lark, CR 701.42a)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class MeldClause:
    """"exile them, then meld them into <melded face>" after "if you both own and control ~ and
    a creature named <its meld partner>" (CR 701.42a): "them" are those two, so the clause has no
    fields; the names are the card's data (its melded face and meld partner)."""


MELD_CLAUSES = (MeldClause,)
