"""AST nodes for Classes (grammar/classes.lark, CR 716)."""
from __future__ import annotations

from dataclasses import dataclass

from .phrases import Span


@dataclass(frozen=True)
class ClassLevelLine:
    """"[cost]: Level N" (CR 716.2a): a class level ability; the lines after it, up to the next
    one, are this level's abilities (CR 716.2b)."""

    costs: tuple
    level: int
    span: Span = Span(0, 0)
