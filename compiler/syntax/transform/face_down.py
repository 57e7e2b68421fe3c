"""Parse tree -> AST for face-down permanents and suspect (grammar/face_down.lark), mixed into ToAst."""
from __future__ import annotations

from ....runtime.filters import SourceState

from .. import nodes as A


class FaceDownMixin:
    """Manifest dread, cloak, suspect and the suspected condition."""

    def c_manifest_dread(self, _): return A.ManifestDreadClause()

    def c_cloak_top(self, _): return A.CloakClause()

    def c_suspect(self, items): return A.SuspectClause(items[0])

    def c_no_longer_suspected(self, items):
        return A.NoLongerSuspectedClause(items[0])

    def cond_self_suspected(self, _):
        """"if ~ is suspected" (CR 701.60c)."""
        return SourceState("suspected")
