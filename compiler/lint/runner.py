"""Run the lint rules over loaded cards: each card's input diagnostics, compile-found findings
and text rules, filtered by --select/--ignore and the Oracle era."""
from __future__ import annotations

from bisect import bisect_right
import functools
from dataclasses import dataclass
from pathlib import Path

from ..diagnostics import Severity
from ..source.limits import MAX_FINDINGS
from . import abilities, compiled, keywords, reminders, style, symbols, templating  # noqa: F401  (rules)
from .card import Hit, LintCard, header_fields, text_lines
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


def _finding_place(f: Finding) -> tuple[str, tuple, int, int]:
    return f.code, (f.path, f.span.line), f.span.column, f.span.end_column


def _without_covered_gaps(findings, place=_finding_place) -> list:
    """A "not supported yet" (CL400) where another rule explains the text (an outdated
    template, a misspelling) is that rule's finding, not a gap in cardtext. `place(item)`:
    its code, its line (any key), its first column and the column after it."""
    # by file line, each line's explained spans sorted by start with the furthest end so far, so
    # a gap is one bisection: comparing each gap with each finding was quadratic (12 s CPU on the
    # corpus; a mutated card with thousands of findings on one line took 150 ms to lint)
    # only the lines with a gap on them are looked at (a card's thousands of findings are
    # rarely on such a line)
    places = [place(f) for f in findings]
    spans: dict[tuple, list[tuple[int, int]]] = {line: [] for code, line, _, _ in places if code == "CL400"}
    if not spans:
        return list(findings)
    for code, line, column, end_column in places:
        if code != "CL400" and code.startswith("CL"):
            line_spans = spans.get(line)
            if line_spans is not None:
                line_spans.append((column, max(end_column, column + 1)))
    reach: dict[tuple, tuple[list[int], list[int]]] = {}
    for key, line_spans in spans.items():
        line_spans.sort()
        starts, furthest, end = [], [], -1
        for start, stop in line_spans:
            end = max(end, stop)
            starts.append(start)
            furthest.append(end)
        reach[key] = (starts, furthest)

    def covered(line, column: int) -> bool:
        starts, furthest = reach.get(line, ((), ()))
        i = bisect_right(starts, column)
        return i > 0 and furthest[i - 1] >= column
    return [f for f, (code, line, column, _) in zip(findings, places) if code != "CL400" or not covered(line, column)]


def card_key(card: LintCard) -> tuple:
    """What a card's findings depend on, besides the compiler and its keyword database."""
    return (card.source, card.lines, tuple(card.header.items()), card.era)


def lint_card(card: LintCard, selection: Selection) -> list[Finding]:
    """The card's findings; over MAX_FINDINGS, the first ones by place and a CT111 saying how
    many more there are (docs/limits.md)."""
    hits = [(rule, hit) for rule in RULES.values()
            if not rule.per_file and selection.wants(rule) for hit in rule.check(card)]
    if len(hits) > MAX_FINDINGS and any(rule.code == "CL400" for rule, _ in hits):
        hits = _without_covered_gaps(hits, _hit_place)      # counted as reported: explained gaps aren't
    if len(hits) <= MAX_FINDINGS:
        return [_finding(card, rule, hit) for rule, hit in hits]
    hits.sort(key=lambda rule_hit: _hit_place(rule_hit)[1:3])      # by place in the file
    kept = [_finding(card, rule, hit) for rule, hit in hits[:MAX_FINDINGS]]
    if selection.wants_code("CT111"):
        kept.append(_left_out(card, hits[MAX_FINDINGS][1], len(hits) - MAX_FINDINGS))
    return kept


def _hit_place(rule_hit: tuple[Rule, Hit]) -> tuple[str, tuple, int, int]:
    rule, hit = rule_hit
    return rule.code, (hit.where.line,), hit.where.column + hit.start, hit.where.column + hit.end


def _left_out(card: LintCard, first: Hit, count: int) -> Finding:
    """CT111 at the first finding left out."""
    return Finding(card.source.file, card.source.name, first.where.span(first.start, first.end), "CT111",
                   Level.WARNING, f"{count:,} more findings on this card not listed (at most "
                   f"{MAX_FINDINGS} per card are; fix these and lint again)", None,
                   "" if card.source.one_line else _excerpt(first))


def lint_file(cards: list[LintCard], selection: Selection) -> list[Finding]:
    """The rules that look at a file's cards together (a name printed twice); each hit names
    the card it is on as `(card, hit)`."""
    return [_finding(card, rule, hit) for rule in RULES.values()
            if rule.per_file and selection.wants(rule) for card, hit in rule.check(cards)]


def _finding(card: LintCard, rule: Rule, hit) -> Finding:
    span = hit.where.span(hit.start, hit.end)
    fix = Fix(hit.replacement, span) if hit.replacement is not None and rule.fixable else None
    return Finding(card.source.file, card.source.name, span, rule.code, rule.level,
                   hit.message, fix, _excerpt(hit) if not card.source.one_line else "")


def _excerpt(hit: Hit) -> str:
    return getattr(hit.where, "text", None) or getattr(hit.where, "line_text", "")


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
