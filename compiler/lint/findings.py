"""What the linter reports: a Finding at a range of a file, with an optional safe Fix."""
from __future__ import annotations

from dataclasses import dataclass

from ..diagnostics import Severity

# A finding's severity is a diagnostic's (ruff's habit: only error and warning fail the run).
Level = Severity


@dataclass(frozen=True)
class Span:
    """A range in a file: 1-based lines and columns, the end exclusive."""

    line: int
    column: int
    end_line: int
    end_column: int


@dataclass(frozen=True)
class Fix:
    """Replace the text at `span` with `replacement` (safe: the compiled card is unchanged)."""

    replacement: str
    span: Span


@dataclass(frozen=True)
class Finding:
    path: str
    card: str | None
    span: Span
    code: str
    level: Level
    message: str
    fix: Fix | None = None
    excerpt: str = ""                # the source line, for the caret display

    @property
    def sort_key(self):
        return (self.path, self.span.line, self.span.column, self.code)
