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


# Fewer items than this finish before a bar would be worth drawing.
PROGRESS_MINIMUM = 50


def progress(label: str, enabled: bool = True):
    """A progress bar on standard error for a long run, or None (no output at all).

    Drawn only when standard error is a terminal and standard output is not a pipe
    (`cardtext coverage x.jsonl | head` stays silent; `> out.txt` still shows the bar), and never
    for machine output (`enabled` is False with --format json), so piped output is byte
    identical with or without a terminal."""
    if not enabled or not _is_terminal(sys.stderr) or _is_pipe(sys.stdout):
        return None

    def wrap(items):
        items = list(items)
        if len(items) < PROGRESS_MINIMUM:
            yield from items
            return
        steps = max(1, len(items) // 200)
        with click.progressbar(items, label=label, file=sys.stderr, show_pos=True,
                               update_min_steps=steps) as bar:
            yield from bar
    return wrap


def with_progress(items, label: str, enabled: bool = True):
    """`items`, behind a progress bar when `progress` draws one."""
    wrap = progress(label, enabled)
    return wrap(items) if wrap else items


def _is_terminal(stream) -> bool:
    return bool(getattr(stream, "isatty", None)) and stream.isatty()


def _is_pipe(stream) -> bool:
    import os
    import stat
    try:
        return stat.S_ISFIFO(os.fstat(stream.fileno()).st_mode)
    except (AttributeError, OSError, ValueError):   # an in-memory stream (tests, CliRunner)
        return False


def write_atomically(path, text: str) -> None:
    """Write `text` to `path` through a temporary file beside it and a rename, so an interrupted
    run leaves the old file or the new one, never half of one. Raises OSError."""
    import os
    import tempfile
    from pathlib import Path
    target = Path(path)
    fd, temporary = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as f:
            f.write(text)
        if target.exists():
            os.chmod(temporary, target.stat().st_mode & 0o7777)
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


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
