"""Lowering for face-down permanents and suspect (nodes.FACE_DOWN_CLAUSES): manifest dread
(CR 701.62), cloak (CR 701.58), suspect and "no longer suspected" (CR 701.60). The permanent
manifest dread or cloak puts onto the battlefield is what "it" / "that creature" name next."""
from __future__ import annotations

from ...runtime import effects as E
from ..syntax import nodes as A
from .references import objects_ref


def lower_face_down(c, scope, pre: list):
    match c:
        case A.ManifestDreadClause():
            scope.face_down = scope.label("manifested")
            return E.ManifestDread(scope.face_down)
        case A.CloakClause():
            scope.face_down = scope.label("cloaked")
            return E.Cloak(scope.face_down)
        case A.SuspectClause():
            return E.Suspect(objects_ref(c.objects, scope, pre))
        case A.NoLongerSuspectedClause():
            return E.StopSuspecting(objects_ref(c.objects, scope, pre))
    return None

