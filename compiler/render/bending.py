"""The bending keyword actions in words (the clauses of nodes.BENDING_CLAUSES)."""
from __future__ import annotations

from ..syntax import nodes as A

from .objects import objs
from .words import Unrenderable, digits


def bending_clause(c) -> str:
    match c:
        case A.EarthbendClause():
            return f"earthbend {digits(c.amount)}"
        case A.AirbendClause():
            return "airbend " + objs(c.objects)
    raise Unrenderable(type(c).__name__)
