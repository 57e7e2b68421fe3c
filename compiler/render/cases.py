"""Cases and Classes in words (nodes.ToSolveLine, nodes.SolvedLine, CR 719, 702.169;
nodes.ClassLevelLine, CR 716), station symbols (nodes.StationSymbolLine, CR 721.2a) and level
symbols with their power/toughness boxes (nodes.LevelSymbolLine, PowerToughnessBoxLine, CR 711.2)."""
from __future__ import annotations

from ..syntax import nodes as A

from .conditions import condition
from .costs import cost_list
from .words import Unrenderable


def case_line(line, render_line) -> str:
    """`render_line` renders the ability after "Solved —"."""
    match line:
        case A.ToSolveLine():
            return f"to solve — {condition(line.condition)}."
        case A.SolvedLine():
            return "solved — " + render_line(line.line)
        case A.MaxSpeedLine():
            return "max speed — " + render_line(line.line)
        case A.InfinityLine():
            return "∞ — " + render_line(line.line)
        case A.ClassLevelLine():
            return f"{cost_list(line.costs)}: level {line.level}"
        case A.StationSymbolLine():
            return f"station {line.threshold}+"
        case A.LevelSymbolLine(high=None):
            return f"level {line.low}+"
        case A.LevelSymbolLine():
            return f"level {line.low}-{line.high}"
        case A.PowerToughnessBoxLine():
            return f"{line.power}/{line.toughness}"
    raise Unrenderable(type(line).__name__)
