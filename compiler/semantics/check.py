"""The semantic pass: a line's typed AST is checked before it is lowered.

The entry point is `check_line` (dispatch.py); this module fills dispatch.CHECKS with the
concerns' checks, one module per concern (objects.py: what each effect can act on)."""
from __future__ import annotations

from .dispatch import check_line, register
from .objects import OBJECT_CLAUSES, check_objects

__all__ = ["check_line"]

register(OBJECT_CLAUSES, check_objects)
