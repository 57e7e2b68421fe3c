"""AST nodes for Cases (grammar/cases.lark, CR 719, 702.169)."""
from __future__ import annotations

from dataclasses import dataclass

from ....runtime.filters import Condition
from .phrases import Span


@dataclass(frozen=True)
class ToSolveLine:
    """"To solve — <condition>" (CR 719.3a): "At the beginning of your end step, if <condition>
    and this Case is not solved, it becomes solved.\""""

    condition: Condition
    span: Span = Span(0, 0)


@dataclass(frozen=True)
class SolvedLine:
    """"Solved — <ability>" (CR 702.169): the ability works only while this Case is solved."""

    line: object                           # the ability line after the dash (nodes.Line)
