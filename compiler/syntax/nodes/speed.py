"""AST nodes for speed (grammar/speed.lark, CR 702.178)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class MaxSpeedLine:
    """"Max speed — <ability>" (CR 702.178a): "As long as you have max speed, this object has
    <ability>.\""""

    line: object                           # the ability line after the dash (nodes.Line)
