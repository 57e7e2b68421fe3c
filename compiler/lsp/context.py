"""What a document's folder decides, read as `cardtext compile` and `cardtext lint` read it:
the custom keywords of the keywords.toml beside the card file (keywords/custom.py) and the lint
settings of the nearest cardtext.toml or pyproject.toml [tool.cardtext] (lint/settings.py).

The server runs for hours while the author edits those files, so nothing is cached forever: a
keyword file is re-read when its modification time or size changes, and settings are looked up
on every analysis (a few file checks and a small TOML file)."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..diagnostics import Severity
from ..keywords.custom import FILE_NAME, load
from ..keywords.database import KeywordDatabase, KeywordFileError
from ..lint.runner import Selection
from ..lint.settings import SettingsError, find


@dataclass(frozen=True)
class ContextProblem:
    """A keyword or settings file the document depends on that cannot be used: reported on the
    document's first line, naming the file and its own line and column."""

    code: str | None                  # CT105 for a keyword file; none for settings (as in `lint`)
    severity: Severity
    message: str
    hint: str = ""


@dataclass(frozen=True)
class Context:
    keywords: KeywordDatabase | None          # None: cardtext's own keywords only
    selection: Selection
    problems: tuple[ContextProblem, ...] = ()


_keyword_files: dict[str, tuple[tuple[int, int], KeywordDatabase | None, ContextProblem | None]] = {}


def for_document(path: str | None) -> Context:
    """The context of a document at `path` (None: an unsaved document, with cardtext's own
    keywords and the default lint settings)."""
    if path is None:
        return Context(None, Selection())
    keywords, keyword_problem = _keywords_beside(Path(path))
    problems = [keyword_problem] if keyword_problem else []
    try:
        settings = find(path)
        selection = Selection(settings.select, settings.ignore, settings.era or "modern")
    except SettingsError as exc:
        selection = Selection()
        problems.append(ContextProblem(None, Severity.WARNING, f"lint settings ignored: {exc}",
                                       "fix the settings file; the default lint rules run until then"))
    return Context(keywords, selection, tuple(problems))


def _keywords_beside(card_file: Path) -> tuple[KeywordDatabase | None, ContextProblem | None]:
    """The keyword database with the keywords.toml beside `card_file`, re-read when it changes."""
    file = card_file.parent / FILE_NAME
    try:
        stat = file.stat()
    except OSError:
        return None, None
    key, signature = str(file), (stat.st_mtime_ns, stat.st_size)
    cached = _keyword_files.get(key)
    if cached is not None and cached[0] == signature:
        return cached[1], cached[2]
    try:
        found: tuple[KeywordDatabase | None, ContextProblem | None] = (load([file]), None)
    except KeywordFileError as exc:
        found = (None, ContextProblem("CT105", Severity.ERROR,
                                      f"{exc.file}:{exc.line}:{exc.column}: {exc.message}",
                                      exc.hint or "fix the keyword file; its keywords are unknown until then"))
    _keyword_files[key] = (signature, *found)
    return found
