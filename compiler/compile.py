"""Temporary stub of the pipeline; replaced by the real one (normalise, parse, transform, lower)."""
from __future__ import annotations

from cardtext.runtime.abilities import CardDefinition
from cardtext.runtime.costs import ManaCost

from .diagnostics import Diagnostic, Severity


def compile_source(source):
    from .api import CompiledCard, CompiledLine
    lines = tuple(CompiledLine(i + 1, t, ()) for i, t in enumerate(source.oracle_text.split("\n")) if t)
    diags = tuple(Diagnostic("CT201", Severity.ERROR, "text not understood (stub)", source.file,
                             source.text_line + l.number - 1, source.text_column, l.text) for l in lines)
    return CompiledCard(source, CardDefinition(source.name, ManaCost(), ()), lines, diags)
