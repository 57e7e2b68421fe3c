"""A document's compile diagnostics and lint findings, card by card.

A .card document is cut into blocks, one per card (from the card's first line that is not
blank or a comment to the line before the next '===' line), as the card file grammar cuts it
(grammar/cardfile.lark: a line of '=' signs always separates cards, a '#' line is always a
comment) but with one regular expression per line instead of a parse of the whole file. Each
block is parsed, compiled and linted on its own, as the lines it holds, and the results are
kept under the block's text: an edit recompiles only the card it touches; every other card's
results are reused, moved to where the card now starts. The server walks the blocks one at a
time (`cards`, a generator) and yields to its event loop between them, so a newer edit cancels
a stale analysis of a huge document between two cards.
"""
from __future__ import annotations

import re
from collections import OrderedDict
from dataclasses import dataclass, replace
from typing import Iterator

from ..diagnostics import Diagnostic, Severity
from ..lint.findings import Finding
from ..lint.registry import RULES
from ..lint.runner import lint_entries
from ..source.cardfile import ParsedCard, normalise, parse_card_file
from ..source.loaders import MAX_FILE
from .context import Context

COMPILER, LINTER = "cardtext", "cardtext lint"
# Lint rules that only restate a compile diagnostic at the same place, with the same message
# (compiler/lint/compiled.py: CL400 for CT201/CT301, CL402 for CT302-CT304, CL403 for
# CT202/CT203). The editor shows the compile diagnostic itself; showing both would underline
# the same words twice. CL401 (a misspelling) is kept: it adds a suggestion and a fix.
RESTATED = frozenset({"CL400", "CL402", "CL403"})
CACHE_SIZE = 4096                    # card blocks whose results are kept (all documents)
UNTITLED = "<editor>"                # the file name of a document not saved yet
CARD_SEPARATOR = re.compile(r"===+")              # cardfile.lark CARD_SEP (lines are rstripped)
COMMENT = re.compile(r"[ \t]*#")                  # cardfile.lark COMMENT
TOKEN = re.compile(r"\{[^{}\s]*\}?|[^\s{}(),.;:\u2014]+")


@dataclass(frozen=True)
class Edit:
    """Replace a range (positions as in Problem) with `replacement`: a lint finding's safe fix."""

    line: int
    column: int
    end_line: int
    end_column: int
    replacement: str

    def moved(self, lines: int) -> "Edit":
        return replace(self, line=self.line + lines, end_line=self.end_line + lines)


@dataclass(frozen=True)
class Problem:
    """A diagnostic for the editor: a range (1-based lines, 1-based code-point columns, the end
    exclusive), its code and severity, and for a lint finding the rule's url and safe fix."""

    line: int
    column: int
    end_line: int
    end_column: int
    code: str | None
    severity: Severity
    message: str
    source: str = COMPILER
    url: str | None = None
    fix: Edit | None = None          # only for lint findings with a safe fix

    def moved(self, lines: int) -> "Problem":
        return replace(self, line=self.line + lines, end_line=self.end_line + lines,
                       fix=self.fix.moved(lines) if self.fix else None)


@dataclass(frozen=True)
class CardResult:
    """One card block: where it is in the document (1-based lines, inclusive), the card as
    parsed and compiled, and its problems in document positions."""

    first_line: int
    last_line: int
    entry: ParsedCard
    compiled: object | None          # a CompiledCard; None when the card has no header to compile
    problems: tuple[Problem, ...]

    def holds(self, line: int) -> bool:
        return self.first_line <= line <= self.last_line


@dataclass(frozen=True)
class _Block:
    """A block's results in block positions (line 1 = its first line), as cached."""

    results: tuple[tuple[ParsedCard, object | None, tuple[Problem, ...]], ...]
    keywords: object                 # the keyword database they were compiled with


class BlockCache:
    """Results of recently analysed card blocks, by (file, block text, lint selection); the
    keyword database is compared by identity (context.py keeps one object per file version)."""

    def __init__(self, size: int = CACHE_SIZE):
        self.size = size
        self._blocks: OrderedDict[tuple, _Block] = OrderedDict()

    def get(self, key: tuple, keywords) -> _Block | None:
        found = self._blocks.get(key)
        if found is None or found.keywords is not keywords:
            return None
        self._blocks.move_to_end(key)
        return found

    def put(self, key: tuple, block: _Block) -> None:
        self._blocks[key] = block
        self._blocks.move_to_end(key)
        while len(self._blocks) > self.size:
            self._blocks.popitem(last=False)


def context_problems(context: Context) -> list[Problem]:
    return [Problem(1, 1, 1, 1, p.code, p.severity, p.message + (f"\nhint: {p.hint}" if p.hint else ""))
            for p in context.problems]


def cards(text: str, path: str | None, context: Context, cache: BlockCache,
          lines_wanted: tuple[int, int] | None = None) -> Iterator[CardResult]:
    """Each card of the document with its results, in order (a generator: one card per step);
    with `lines_wanted` (first, last: 1-based), only the cards on those lines."""
    file = path or UNTITLED
    if len(text.encode("utf-8", "surrogatepass")) > MAX_FILE:
        yield _too_large(file)
        return
    lines = normalise(text)
    for start, end in card_blocks(lines):
        if lines_wanted is not None and not (start <= lines_wanted[1] and lines_wanted[0] <= end):
            continue
        block_text = "\n".join(lines[start - 1:end]) + "\n"
        key = (file, block_text, context.selection)
        block = cache.get(key, context.keywords)
        if block is None:
            block = _Block(tuple(_analyse(block_text, file, context)), context.keywords)
            cache.put(key, block)
        for entry, compiled, problems in block.results:
            yield CardResult(start, end, entry, compiled, tuple(p.moved(start - 1) for p in problems))


def card_blocks(lines: list[str]) -> list[tuple[int, int]]:
    """(first, last) 1-based lines of each card in the file's `lines` (cardfile.normalise):
    its first line neither blank nor a comment, and the last line before the next separator.
    A stretch of blank lines and comments only is no card (the loader skips it too)."""
    blocks, start = [], None
    for number, line in enumerate(lines + ["==="], start=1):
        if CARD_SEPARATOR.fullmatch(line):
            if start is not None:
                blocks.append((start, number - 1))
            start = None
        elif start is None and line.strip() and not COMMENT.match(line):
            start = number
    return blocks


def _too_large(file: str) -> CardResult:
    message = f"the document is larger than {MAX_FILE // (1024 * 1024)} MiB; not analysed"
    diag = Diagnostic("CT104", Severity.ERROR, message, file, 1, 1, "", "split the cards over several files")
    return CardResult(1, 1, ParsedCard(None, [diag], 1), None,
                      (Problem(1, 1, 1, 1, "CT104", Severity.ERROR, message),))


def _analyse(block_text: str, file: str, context: Context):
    """(entry, compiled card, problems) for each card of one block, in block positions."""
    from ..api import compile_card
    lines = normalise(block_text)
    entries = parse_card_file(block_text, file)
    for entry in entries:
        problems = [from_diagnostic(d, lines) for d in entry.diagnostics]
        compiled = None
        if entry.source is not None:
            try:
                compiled = compile_card(entry.source, context.keywords)
                problems += [from_diagnostic(d, lines) for d in compiled.diagnostics]
            except Exception as exc:  # the compiler's bug must not silence the other cards
                problems.append(internal_error(entry.line, "compiling", exc))
        try:
            findings = lint_entries([entry], context.selection, context.keywords, {file: block_text})
            problems += [from_finding(f) for f in findings if f.code.startswith("CL") and f.code not in RESTATED]
        except Exception as exc:  # a lint rule's bug, likewise
            problems.append(internal_error(entry.line, "linting", exc))
        yield entry, compiled, tuple(sorted(set(problems), key=_order))


def _order(p: Problem):
    return (p.line, p.column, p.code or "")


def internal_error(line: int, doing: str, exc: Exception) -> Problem:
    """CT901 at `line`: cardtext itself failed (as the command line reports it)."""
    return Problem(line, 1, line, 1, "CT901", Severity.ERROR,
                   f"internal error while {doing} this card: {type(exc).__name__}: {str(exc)[:300]}"
                   "\nhint: this is a bug in cardtext; please report it with this card")


def from_diagnostic(d: Diagnostic, lines: list[str]) -> Problem:
    """A compile diagnostic: the compiler gives a start only; the range covers the word, mana
    symbol or number that starts there (one character when none does)."""
    text = lines[d.line - 1] if 0 < d.line <= len(lines) else ""
    index = max(d.column - 1, 0)
    m = TOKEN.match(text, index) if index < len(text) else None
    end = m.end() if m and m.end() > index else min(index + 1, len(text))
    message = d.message + (f"\nhint: {d.hint}" if d.hint else "")
    return Problem(d.line, d.column, d.line, max(end, index) + 1, d.code, d.severity, message)


def from_finding(f: Finding) -> Problem:
    rule = RULES.get(f.code)
    fix = None
    if f.fix is not None:
        s = f.fix.span
        fix = Edit(s.line, s.column, s.end_line, s.end_column, f.fix.replacement)
    return Problem(f.span.line, f.span.column, f.span.end_line, f.span.end_column, f.code, f.level,
                   f.message, LINTER, rule.url if rule else None, fix)
