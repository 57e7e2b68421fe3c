"""Cases in words (nodes.ToSolveLine, nodes.SolvedLine; CR 719, 702.169)."""
from __future__ import annotations

from ..syntax import nodes as A

from .conditions import condition
from .words import Unrenderable


def case_line(line, render_line) -> str:
    """`render_line` renders the ability after "Solved —"."""
    match line:
        case A.ToSolveLine():
            return f"to solve — {condition(line.condition)}."
        case A.SolvedLine():
            return "solved — " + render_line(line.line)
    raise Unrenderable(type(line).__name__)
