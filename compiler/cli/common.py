"""What the `cardtext` commands share: the CT901 diagnostic for the compiler's own bugs and the
progress bar. Imports no command and nothing of the compiler pipeline."""
from __future__ import annotations

import sys
import traceback
from typing import TYPE_CHECKING

import click

from ..diagnostics import Diagnostic, Severity

if TYPE_CHECKING:
    from ..source.cardfile import ParsedCard


def internal_error(entry: ParsedCard, exc: BaseException) -> Diagnostic:
    src = entry.source
    where = traceback.extract_tb(exc.__traceback__)[-1:] if exc.__traceback__ else []
    at = f" at {where[0].filename.rsplit('/', 1)[-1]}:{where[0].lineno}" if where else ""
    detail = str(exc)[:300]
    return Diagnostic("CT901", Severity.ERROR, f"internal compiler error: {type(exc).__name__}: {detail}{at}",
                      src.file if src else "<input>", src.text_line if src else entry.line, 1,
                      hint="this is a bug in cardtext; please report it with this card")


def progress(label: str):
    """A progress bar on standard error when it is a terminal; None (no output) otherwise."""
    stream = sys.stderr
    if not (hasattr(stream, "isatty") and stream.isatty()):
        return None

    def wrap(items):
        steps = max(1, len(items) // 200)
        with click.progressbar(items, label=label, file=stream, show_pos=True, update_min_steps=steps) as bar:
            yield from bar
    return wrap
