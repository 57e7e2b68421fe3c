"""The compiler's front door: compile_card(CardSource) -> CompiledCard."""
from __future__ import annotations

from .compiled import CompiledCard, CompiledLine
from .diagnostics import Diagnostic, Severity
from .keywords.database import KeywordDatabase
from .pipeline import compile_source
from .source.card import CardSource

__all__ = ["CardSource", "CompiledCard", "CompiledLine", "Diagnostic", "Severity", "compile_card"]


def compile_card(source: CardSource, keywords: KeywordDatabase | None = None) -> CompiledCard:
    """Compile one card. Never raises on bad input: problems become diagnostics. `keywords`: a
    keyword database with custom keywords (keywords.database.load_file(...) added to
    builtin() with with_custom); None for cardtext's own."""
    return compile_source(source, keywords)
