"""Parse tree -> AST for speed (grammar/speed.lark, CR 702.178), mixed into ToAst."""
from __future__ import annotations

from .. import nodes as A


class SpeedMixin:
    """"Max speed — ..." lines."""

    def max_speed_start(self, items):
        return A.AbilityLine(A.MaxSpeedLine(items[0]))
