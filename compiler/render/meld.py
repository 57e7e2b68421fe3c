"""A meld card's line in words (nodes.MELD_CLAUSES, CR 701.42a); the names are the marks the
line was read with (source/self_names.py), which the round trip's expected text has too."""
from __future__ import annotations

from ..source.self_names import MELDED_FACE
from ..syntax import nodes as A
from .words import Unrenderable


def meld_clause(c) -> str:
    if isinstance(c, A.MeldClause):
        return f"exile them, then meld them into {MELDED_FACE}"
    raise Unrenderable(type(c).__name__)
