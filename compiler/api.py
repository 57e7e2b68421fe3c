"""The compiler's front door: compile_card(CardSource) -> CompiledCard."""
from __future__ import annotations

from .compiled import CompiledCard, CompiledLine
from .diagnostics import Diagnostic, Severity
from .pipeline import compile_source
from .source.card import CardSource

__all__ = ["CardSource", "CompiledCard", "CompiledLine", "Diagnostic", "Severity", "compile_card"]


def compile_card(source: CardSource) -> CompiledCard:
    """Compile one card. Never raises on bad input: problems become diagnostics."""
    return compile_source(source)
