"""Lowering of a meld card's line (nodes.MELD_CLAUSES, CR 701.42a)."""
from __future__ import annotations

from ...runtime import effects as E
from ..syntax import nodes as A


def lower_meld(c, scope, pre: list):
    if isinstance(c, A.MeldClause):
        return E.Meld()
    return None
