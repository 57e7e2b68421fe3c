"""What compiling a card yields: each rules-text line with its abilities (CompiledLine) and the
whole card with its definition and diagnostics (CompiledCard)."""
from __future__ import annotations

from dataclasses import dataclass

from ..runtime.abilities import Ability, CardDefinition

from .diagnostics import Diagnostic, Severity
from .source.card import CardSource


@dataclass(frozen=True)
class CompiledLine:
    """One line of rules text: its abilities, or the diagnostics that stopped it."""

    number: int                      # 1-based rules-text line
    text: str                        # as written
    abilities: tuple[Ability, ...]
    reminder: tuple[str, ...] = ()   # reminder text set aside (for the linter)
    ast: object | None = None        # the typed AST node(s), None when not understood


@dataclass(frozen=True)
class CompiledCard:
    source: CardSource
    definition: CardDefinition
    lines: tuple[CompiledLine, ...]
    diagnostics: tuple[Diagnostic, ...]      # a double-faced card's: both faces'
    # a double-faced card's back face compiled (CR 712.1); `definition.back_face` is its definition
    back_face: "CompiledCard | None" = None
    # a meld card's melded face compiled (CR 701.42a); `definition.melded_face` is its definition
    melded_face: "CompiledCard | None" = None

    @property
    def fully_compiled(self) -> bool:
        return not any(d.severity is Severity.ERROR for d in self.diagnostics)
