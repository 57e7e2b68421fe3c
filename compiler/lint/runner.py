"""Run the lint rules over loaded cards: each card's input diagnostics, compile-found findings
and text rules, filtered by --select/--ignore and the Oracle era."""
from __future__ import annotations

from bisect import bisect_right
import functools
from dataclasses import dataclass
from pathlib import Path

from ..diagnostics import Severity
from . import abilities, compiled, keywords, reminders, style, symbols, templating  # noqa: F401  (rules)
from .card import LintCard, header_fields, text_lines
from .findings import Finding, Fix, Level, Span
from .registry import RULES, Rule

LEVELS = {Severity.ERROR: Level.ERROR, Severity.WARNING: Level.WARNING, Severity.INFO: Level.INFO}


@dataclass(frozen=True)
class Selection:
    """Which rules run: codes or prefixes ("CL2", "CL401"); ignore wins over select."""

    select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    era: str = "modern"

    def wants(self, rule: Rule) -> bool:
        if rule.era is not None and rule.era != self.era:
            return False
        chosen = not self.select or any(rule.code.startswith(s) for s in self.select)
        return chosen and not any(rule.code.startswith(s) for s in self.ignore)

    def wants_code(self, code: str) -> bool:
        chosen = not self.select or any(code.startswith(s) for s in self.select)
        return chosen and not any(code.startswith(s) for s in self.ignore)


def lint_entries(entries, selection: Selection, keywords=None, texts: dict[str, str] | None = None,
                 batch=None) -> list[Finding]:
    """Findings for loaded cards; `texts`: the text of files not (or no longer) on disk, by path.
    `batch(cards, work, key)`: runs `work` on each card, in order (the command line's results
    cache and worker processes, cli/batch.py); by default, in this process."""
    from ..api import compile_card
    files: dict[str, list[str] | None] = {p: t.splitlines() for p, t in (texts or {}).items()}
    out: list[Finding] = []
    by_file: dict[str, list[LintCard]] = {}
    for entry in entries:
        out += _input_findings(entry, selection)
        if entry.source is None:
            continue
        path = entry.source.file
        if path not in files:
            files[path] = _file_lines(path)
        card = LintCard(entry.source, text_lines(entry.source),
                        header_fields(entry.source, files[path], entry.line), selection.era,
                        keywords, compile_card)
        by_file.setdefault(path, []).append(card)
    cards = [card for file_cards in by_file.values() for card in file_cards]
    work = functools.partial(lint_card, selection=selection)
    for found in (batch(cards, work, card_key) if batch else map(work, cards)):
        out += found
    for cards in by_file.values():
        out += lint_file(cards, selection)
    return sorted(_without_covered_gaps(set(out)), key=Finding.sort_key.fget)


def _without_covered_gaps(findings: set[Finding]) -> list[Finding]:
    """A "not supported yet" (CL400) where another rule explains the text (an outdated
    template, a misspelling) is that rule's finding, not a gap in cardtext."""
    # by file line, each line's explained spans sorted by start with the furthest end so far, so
    # a gap is one bisection: comparing each gap with each finding was quadratic (12 s CPU on the
    # corpus; a mutated card with thousands of findings on one line took 150 ms to lint)
    # only the lines with a gap on them are looked at (a card's thousands of findings are
    # rarely on such a line)
    spans: dict[tuple[str, int], list[tuple[int, int]]] = {
        (f.path, f.span.line): [] for f in findings if f.code == "CL400"}
    if not spans:
        return list(findings)
    for f in findings:
        code, span = f.code, f.span
        if code != "CL400" and code.startswith("CL"):
            line_spans = spans.get((f.path, span.line))
            if line_spans is not None:
                line_spans.append((span.column, max(span.end_column, span.column + 1)))
    reach: dict[tuple[str, int], tuple[list[int], list[int]]] = {}
    for key, line_spans in spans.items():
        line_spans.sort()
        starts, furthest, end = [], [], -1
        for start, stop in line_spans:
            end = max(end, stop)
            starts.append(start)
            furthest.append(end)
        reach[key] = (starts, furthest)

    def covered(gap: Finding) -> bool:
        starts, furthest = reach.get((gap.path, gap.span.line), ((), ()))
        i = bisect_right(starts, gap.span.column)
        return i > 0 and furthest[i - 1] >= gap.span.column
    return [f for f in findings if f.code != "CL400" or not covered(f)]


def card_key(card: LintCard) -> tuple:
    """What a card's findings depend on, besides the compiler and its keyword database."""
    return (card.source, card.lines, tuple(card.header.items()), card.era)


def lint_card(card: LintCard, selection: Selection) -> list[Finding]:
    return [_finding(card, rule, hit) for rule in RULES.values()
            if not rule.per_file and selection.wants(rule) for hit in rule.check(card)]


def lint_file(cards: list[LintCard], selection: Selection) -> list[Finding]:
    """The rules that look at a file's cards together (a name printed twice); each hit names
    the card it is on as `(card, hit)`."""
    return [_finding(card, rule, hit) for rule in RULES.values()
            if rule.per_file and selection.wants(rule) for card, hit in rule.check(cards)]


def _finding(card: LintCard, rule: Rule, hit) -> Finding:
    span = hit.where.span(hit.start, hit.end)
    fix = Fix(hit.replacement, span) if hit.replacement is not None and rule.fixable else None
    excerpt = getattr(hit.where, "text", None) or getattr(hit.where, "line_text", "")
    return Finding(card.source.file, card.source.name, span, rule.code, rule.level,
                   hit.message, fix, excerpt if not card.source.one_line else "")


def _input_findings(entry, selection: Selection) -> list[Finding]:
    """A malformed header or unreadable input (CT1xx from the loader): errors, as reported."""
    out = []
    for d in entry.diagnostics:
        if selection.wants_code(d.code):
            out.append(Finding(d.file, entry.name, Span(d.line, d.column, d.line, d.column + 1), d.code,
                               LEVELS[d.severity], d.message, None, d.excerpt))
    return out


def _file_lines(path: str) -> list[str] | None:
    if path.startswith("<") or not path.endswith(".card"):
        return None
    try:
        return Path(path).read_text(encoding="utf-8-sig").splitlines()
    except (OSError, UnicodeDecodeError):
        return None
