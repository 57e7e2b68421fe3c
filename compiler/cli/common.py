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


def keywords_option(command):
    """The `--keywords FILE` option (repeatable): custom keyword definitions (docs/keywords.md)."""
    return click.option("--keywords", "keyword_files", multiple=True, metavar="FILE",
                        type=click.Path(exists=True, dir_okay=False),
                        help="A keyword file (TOML, the schema of grammar/keywords.toml) with custom "
                             "keywords; keywords.toml files beside the cards are read too.")(command)


def load_keywords(paths, keyword_files):
    """The keyword database for a run: cardtext's own plus the custom keywords of
    `keyword_files` and of keywords.toml files beside PATHs; None when there are none. A bad
    keyword file is reported at its file:line:col and the command stops (exit status 1) before
    compiling anything."""
    from ..keywords.custom import beside, load
    from ..keywords.database import KeywordFileError
    from pathlib import Path
    given = [Path(f) for f in keyword_files]
    files = given + [f for f in beside(paths) if f.resolve() not in {g.resolve() for g in given}]
    try:
        return load(files)
    except KeywordFileError as exc:
        diag = Diagnostic("CT105", Severity.ERROR, exc.message, exc.file, exc.line, exc.column,
                          _line_of(exc.file, exc.line), exc.hint)
        click.echo(diag.render(), err=True)
        sys.exit(1)


def _line_of(file: str, line: int) -> str:
    try:
        with open(file, encoding="utf-8", errors="replace") as f:
            for number, text in enumerate(f, start=1):
                if number == line:
                    return text.rstrip("\n")[:200]
    except OSError:
        pass
    return ""
