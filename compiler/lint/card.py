"""A card as the linter reads it: its header fields and rules-text lines with their places in
the file, the keyword database, the Oracle era, and its compiled form (compiled once, lazily)."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property

from ..source.card import CardSource
from ..source.limits import MAX_RULES_LINES
from ..source.type_line import split_type_line
from .findings import Span


@dataclass(frozen=True)
class TextLine:
    """One rules-text line as printed, and where its first character is in the file."""

    number: int
    text: str
    line: int
    column: int

    def span(self, start: int, end: int) -> Span:
        return Span(self.line, self.column + start, self.line, self.column + end)


@dataclass(frozen=True)
class HeaderField:
    """A header field's value ("Cost", "Type", "P/T", "Name") and where it starts."""

    name: str
    value: str
    line: int
    column: int
    line_text: str = ""          # the whole file line, for the excerpt

    def span(self, start: int, end: int) -> Span:
        return Span(self.line, self.column + start, self.line, self.column + end)


@dataclass(frozen=True)
class Hit:
    """What a rule found: a range of one line or field, a message, and a safe replacement."""

    where: TextLine | HeaderField
    start: int
    end: int
    message: str
    replacement: str | None = None


@dataclass
class LintCard:
    source: CardSource
    lines: tuple[TextLine, ...]
    header: dict[str, HeaderField]
    era: str = "modern"                    # "modern" (2024+ Oracle wording) | "pre2024"
    keywords: object = None                # a KeywordDatabase (None: cardtext's own)
    compiled_by: object = field(default=None, repr=False)   # compile_card, injected by the runner

    @property
    def types(self) -> set[str]:
        return {w.lower() for w in split_type_line(self.source.type_line or "")[0].split()}

    @property
    def subtypes(self) -> list[str]:
        return split_type_line(self.source.type_line or "")[1].split()

    @cached_property
    def compiled(self):
        return self.compiled_by(self.source, self.keywords)


def text_lines(source: CardSource) -> tuple[TextLine, ...]:
    """The rules lines with their file positions (CardSource.text_line/text_column/one_line):
    the first MAX_RULES_LINES, those the compiler reads (the rest are one CT108, docs/limits.md),
    so a card of thousands of lines costs the text rules no more than it costs the compiler."""
    out, offset = [], 0
    for number, raw in enumerate(source.oracle_text.split("\n", MAX_RULES_LINES)[:MAX_RULES_LINES], start=1):
        if source.one_line:
            line, column = source.text_line, source.text_column + offset
        else:
            line, column = source.text_line + number - 1, source.text_column
        offset += len(raw) + 1
        if raw.strip():
            out.append(TextLine(number, raw, line, column))
    return tuple(out)


HEADER_FIELDS = {"name": "name", "cost": "cost", "mana cost": "cost", "type": "type",
                 "type line": "type", "p/t": "pt", "loyalty": "loyalty"}


def header_fields(source: CardSource, file_lines: list[str] | None, start: int) -> dict[str, HeaderField]:
    """Header fields with positions: read from a .card file's lines (from line `start`); for
    JSON input the card's line, column 1."""
    values = {"name": source.name, "cost": source.mana_cost or "", "type": source.type_line or ""}
    if file_lines is None or source.one_line:
        return {k: HeaderField(k, v, source.text_line, 1) for k, v in values.items()}
    found = {}
    for n in range(max(start - 1, 0), len(file_lines)):
        if re.match(r"\s*(---+|===+)\s*$", file_lines[n]):
            break                                    # the header ends at '---' (or the card's end)
        m = re.match(r"(\s*)([A-Za-z][A-Za-z/ ]*?)\s*:\s*", file_lines[n])
        if m and m.group(2).lower() in HEADER_FIELDS:
            key = HEADER_FIELDS[m.group(2).lower()]
            found[key] = HeaderField(key, file_lines[n][m.end():].rstrip(), n + 1, m.end() + 1,
                                     file_lines[n].rstrip())
    return found
