"""Lowering for the bending keyword actions (nodes.BENDING_CLAUSES): airbend (CR 701.65) and
earthbend (CR 701.66)."""
from __future__ import annotations

from ...runtime import effects as E
from ...runtime.characteristics import CardType
from ...runtime.filters import Controller, ObjectFilter
from ..syntax import nodes as A
from .references import objects_ref

# CR 701.66a: earthbend's object is "target land you control"
EARTHBEND_TARGET = A.TargetPhrase(filter=ObjectFilter(types=(CardType.LAND,), controller=Controller.YOU),
                                  players=None)


def lower_bending(c, scope, pre: list):
    match c:
        case A.EarthbendClause():
            return E.Earthbend(objects_ref((EARTHBEND_TARGET,), scope, pre), c.amount)
        case A.AirbendClause():
            return E.Airbend(objects_ref(c.objects, scope, pre))
    return None
