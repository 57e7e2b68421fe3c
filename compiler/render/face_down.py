"""Face-down permanents and suspect in words (the clauses of nodes.FACE_DOWN_CLAUSES)."""
from __future__ import annotations

from ..syntax import nodes as A

from .objects import objs, plural_subject
from .words import Unrenderable


def face_down_clause(c) -> str:
    match c:
        case A.ManifestDreadClause():
            return "manifest dread"
        case A.CloakClause():
            return "cloak the top card of your library"
        case A.SuspectClause():
            return "suspect " + objs(c.objects)
        case A.NoLongerSuspectedClause():
            return objs(c.objects) + (" are" if plural_subject(c.objects) else " is") + " no longer suspected"
    raise Unrenderable(type(c).__name__)
