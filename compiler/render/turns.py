"""The turn-structure clauses in words (nodes.TURN_CLAUSES)."""
from __future__ import annotations

from ..syntax import nodes as A

from .objects import objs, plural_subject
from .words import Unrenderable


def turns_clause(c) -> str:
    match c:
        case A.PhaseOutClause():
            return objs(c.objects) + (" phase out" if plural_subject(c.objects) else " phases out")
        case A.KeepTappedClause():
            return objs(c.objects) + " doesn't untap during its controller's untap step"
    raise Unrenderable(type(c).__name__)
