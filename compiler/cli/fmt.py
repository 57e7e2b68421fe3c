"""`cardtext fmt`: rewrite .card files in canonical form (compiler/fmt/), meaning unchanged.

Exit status: 0 nothing to do or every file formatted; 1 with --check or --diff when a file
would change, or when a file could not be read or written; 2 usage error (no PATH, a path that
does not exist, JSON card objects, a file that is no .card file).
"""
from __future__ import annotations

import os
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

import click

from .common import keywords_option, load_keywords

STDIN = "-"


@dataclass
class Input:
    """One file to format: where it is shown, its text, and its place on disk (None: stdin)."""

    shown: str
    text: str
    path: Path | None


@click.command("fmt")
@click.argument("paths", nargs=-1, metavar="PATH...")
@click.option("--check", is_flag=True, help="Change nothing; list the files that would change "
              "and exit 1 if there is one.")
@click.option("--diff", "show_diff", is_flag=True, help="Change nothing; print what would "
              "change as a unified diff (exit 1 if anything would).")
@click.option("--oracle-era", "era", type=click.Choice(["modern", "pre2024"]), default=None,
              help="The wording to write: modern (2024+, 'enters'; the default) or pre2024.")
@keywords_option
def fmt(paths, check, show_diff, era, keyword_files) -> None:
    """Rewrite .card files in canonical form: header field names and order, costs in printed
    order, symbols in capitals, em dashes, today's Oracle wording, reminder text that agrees
    with its keyword, spacing. The compiled card never changes: a line cardtext cannot compile
    is left as written.

    PATH is a .card file, a folder (its .card files, recursively; keywords.toml files are left
    alone) or '-': read a card file from standard input and print it formatted.

    \b
    Exit status:
      0  done, or nothing to change
      1  with --check or --diff: a file would change; or a file could not be read or written
      2  usage error
    """
    from ..fmt import format_text
    if not paths:
        raise click.UsageError("give the .card files or folders to format (or '-' for standard input)")
    inputs, failed = _read(_files(paths))
    era = era or _settings_era(paths)
    keywords = load_keywords([p for p in paths if p != STDIN], keyword_files)
    run = Run(dry=check or show_diff, show_diff=show_diff,
              to_stderr=show_diff or any(i.path is None for i in inputs))
    for item in inputs:
        failed = not _one(item, format_text(item.text, era, keywords), run) or failed
    _status(_summary(run), run.to_stderr)
    sys.exit(1 if failed or (run.dry and run.changed) else 0)


@dataclass
class Run:
    """What this run does with each file (dry: --check or --diff), and its tallies."""

    dry: bool
    show_diff: bool
    to_stderr: bool                 # status words on standard error: stdout holds a card or a diff
    changed: int = 0
    unchanged: int = 0
    undone: object = None           # fmt.Undone, summed over the files

    def count(self, result) -> None:
        self.undone = result.undone if self.undone is None else self.undone + result.undone


def _one(item: Input, result, run: Run) -> bool:
    """Write, list or print one file's formatted text; False when it failed."""
    run.count(result)
    if result.refused:
        _error(item.shown, "CT901", "internal compiler error: formatting would change the cards "
               "this file holds; it is left as written", "this is a bug in cardtext fmt; please report it")
    if result.text == item.text:
        run.unchanged += 1
        if item.path is None and not run.dry:
            click.echo(result.text, nl=False)
        return not result.refused
    run.changed += 1
    if run.show_diff:
        from ..lint.fixes import diff
        click.echo(diff(item.shown, item.text, result.text), nl=False)
    elif run.dry:
        _status(f"would reformat {item.shown}", run.to_stderr)
    elif item.path is None:
        click.echo(result.text, nl=False)
    elif not _write(item, result.text):
        return False
    else:
        _status(f"reformatted {item.shown}", run.to_stderr)
    return True


def _settings_era(paths) -> str:
    """The oracle-era of the settings found upward from the first PATH ([tool.cardtext])."""
    from ..lint.settings import SettingsError, find
    try:
        return find(next((p for p in paths if p != STDIN), ".")).era or "modern"
    except SettingsError as exc:
        raise click.UsageError(str(exc)) from None


def _files(paths) -> list[str]:
    """The files PATHs name: .card files, the .card files under folders, '-'."""
    from ..source.loaders import card_files
    out: list[str] = []
    for path in paths:
        p = Path(path)
        if path == STDIN:
            out.append(STDIN)
        elif p.is_dir():
            found = card_files(p)
            if not found:
                raise click.BadParameter(f"no .card files under '{path}'", param_hint="PATH")
            out += [str(f) for f in found]
        elif not p.exists():
            raise click.BadParameter(f"no such file or folder: '{path}'", param_hint="PATH")
        elif p.suffix.lower() in (".json", ".jsonl"):
            raise click.BadParameter(f"'{path}' holds JSON card objects; cardtext fmt formats "
                                     ".card files (turn JSON into card files with `cardtext import`)",
                                     param_hint="PATH")
        elif p.suffix.lower() != ".card":
            raise click.BadParameter(f"'{path}' is not a .card file (a keyword file or other text "
                                     "is left alone)", param_hint="PATH")
        else:
            out.append(path)
    return list(dict.fromkeys(out))


def _read(files) -> tuple[list[Input], bool]:
    """Every file's text, read before anything is written; an unreadable file is reported
    (CT103/CT104 at its file:line:col) and left alone."""
    from ..source.loaders import MAX_FILE, decode, read_limited
    inputs, failed = [], False
    for shown in files:
        try:
            data = sys.stdin.buffer.read(MAX_FILE + 1) if shown == STDIN else read_limited(Path(shown))
        except OSError as exc:
            _error(shown, "CT103", f"cannot read: {exc.strerror or exc}", "check the file's permissions")
            failed = True
            continue
        name = "<stdin>" if shown == STDIN else shown
        text, bad = decode(data, name)
        if text is None:
            click.echo(bad.diagnostics[0].render(), err=True)
            failed = True
            continue
        if text.lstrip("\ufeff \t\r\n")[:1] in ("{", "["):
            raise click.BadParameter(f"'{name}' holds JSON card objects; cardtext fmt formats "
                                     ".card files (turn JSON into card files with `cardtext import`)",
                                     param_hint="PATH")
        inputs.append(Input(name, text, None if shown == STDIN else Path(shown)))
    return inputs, failed


def _write(item: Input, text: str) -> bool:
    """Replace the file atomically (a temporary file beside it, renamed over it), keeping its
    permissions; on failure the file is as it was."""
    folder = item.path.parent
    try:
        handle, temp = tempfile.mkstemp(prefix=f".{item.path.name}.", suffix=".tmp", dir=folder)
    except OSError as exc:
        _error(item.shown, "CT103", f"cannot write: {exc.strerror or exc}", "check the folder's permissions")
        return False
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(temp, item.path.stat().st_mode & 0o7777)
        os.replace(temp, item.path)
        return True
    except OSError as exc:
        _error(item.shown, "CT103", f"cannot write: {exc.strerror or exc}", "check the file's permissions")
        try:
            os.unlink(temp)
        except OSError:
            pass
        return False


def _error(shown: str, code: str, message: str, hint: str) -> None:
    from ..diagnostics import Diagnostic, Severity
    click.echo(Diagnostic(code, Severity.ERROR, message, shown, 1, 1, hint=hint).render(), err=True)


def _status(message: str, to_stderr: bool) -> None:
    """Progress words; on standard error when standard output carries the formatted card or
    the diff."""
    click.echo(message, err=to_stderr)


def _summary(run: Run) -> str:
    def files(n):
        return f"{n} file{'s' if n != 1 else ''}"

    def changes(n):
        return f"{n} change{'s' if n != 1 else ''}"
    verb = "would be reformatted" if run.dry else "reformatted"
    text = f"{files(run.changed)} {verb}, {files(run.unchanged)} already formatted"
    undone = run.undone
    if undone and undone.not_compiled:
        text += f"; {changes(undone.not_compiled)} left unmade on lines cardtext does not compile"
    if undone and undone.would_change:
        text += f"; {changes(undone.would_change)} left unmade because the card would read differently"
    return text
