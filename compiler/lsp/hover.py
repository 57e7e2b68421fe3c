"""Hover: on a rules line, the abilities it compiled to (the summary `cardtext compile` prints,
render/summary.py); on a keyword, its kind, CR rule and reminder text from the keyword database
(keywords/database.py), with its parameter filled in as the line prints it."""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..keywords.database import KeywordDatabase, KeywordEntry, KeywordKind, builtin
from ..keywords.templates import fill
from ..diagnostics import Severity
from .analysis import COMPILER, CardResult

WORD = re.compile(r"[A-Za-z][A-Za-z'!-]*")
LONGEST_NAME = 5                         # words in the longest keyword name ("roll to visit your attractions")
NUMBER = re.compile(r"\s*(\d+|X\b|" + "|".join(("one", "two", "three", "four", "five", "six")) + r")\b",
                    re.IGNORECASE)
COST = re.compile(r"\s*(?:\u2014\s*)?((?:\{[^{}]+\})+|[^.()]+)")
KINDS = {KeywordKind.ABILITY: "keyword ability", KeywordKind.ACTION: "keyword action",
         KeywordKind.ABILITY_WORD: "ability word"}


@dataclass(frozen=True)
class KeywordAt:
    """A keyword written on a line: its entry and where its name is (code-point indices)."""

    entry: KeywordEntry
    start: int
    end: int


def keyword_at(text: str, index: int, db: KeywordDatabase) -> KeywordAt | None:
    """The keyword whose name covers `index` in `text`, the longest when names overlap
    ("first strike" rather than "strike")."""
    words = list(WORD.finditer(text))
    best = None
    for i, word in enumerate(words):
        if word.start() > index:
            break
        for j in range(i, min(i + LONGEST_NAME, len(words))):
            if words[j].end() < index:
                continue
            name = " ".join(w.group(0) for w in words[i:j + 1]).lower().rstrip("'")
            entry = db.get(name)
            if entry is not None and text[words[i].start():words[j].end()].lower() == name:
                if best is None or words[j].end() - words[i].start() > best.end - best.start:
                    best = KeywordAt(entry, words[i].start(), words[j].end())
    return best


def describe_keyword(found: KeywordAt, text: str) -> str:
    """Markdown: the keyword's name, kind and rule; its reminder text with the parameter the
    line gives; and how cardtext plays it."""
    entry = found.entry
    rule = f"CR {entry.rule}" if entry.rule else f"custom keyword ({entry.source})"
    out = [f"**{entry.name}**: {KINDS[entry.kind]}, {rule}"]
    number, cost = _parameter(entry, text[found.end:])
    if entry.reminder:
        out.append(f"*{fill(entry.reminder, number, cost)}*")
    if entry.unsupported:
        out.append(f"Not supported by cardtext yet: {entry.unsupported}.")
    elif entry.definition:
        lines = fill(entry.definition, number, cost).split("\n")
        out.append("Defined in rules text:\n\n" + "\n".join(f"> {line}" for line in lines))
    return "\n\n".join(out)


def _parameter(entry: KeywordEntry, after: str) -> tuple[int | str, str]:
    """The number and cost printed after the keyword; "N" and "[cost]" where none is."""
    number: int | str = "N"
    value = entry.parameter.value
    if "number" in value:
        m = NUMBER.match(after)
        if m:
            word = m.group(1).lower()
            number = int(word) if word.isdecimal() else _WORDS.get(word, word.upper())
            after = after[m.end():]
    cost = "[cost]"
    if "cost" in value:
        m = COST.match(after)
        if m and m.group(1).strip():
            cost = m.group(1).strip()
    return number, cost


_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def rules_line(card: CardResult, line: int) -> int | None:
    """The 1-based rules-text line of the card at document line `line`; None off its rules text
    (the header: a card named "Flying Fox" is no keyword)."""
    compiled = card.compiled
    if compiled is None or not compiled.source.oracle_text:
        return None
    number = line - (card.first_line - 1 + compiled.source.text_line) + 1
    return number if 1 <= number <= len(compiled.source.oracle_text.split("\n")) else None


def line_abilities(card: CardResult, line: int, number: int) -> str | None:
    """Markdown: what rules line `number` (at document line `line`) compiled to, or why not."""
    errors = [p for p in card.problems if p.line == line and p.severity is Severity.ERROR
              and p.source == COMPILER]
    if errors:
        return "Not compiled: " + "; ".join(p.message.split("\n")[0] for p in errors)
    summaries = _summaries(card.compiled, number)
    if not summaries:
        return None
    return "Compiles to:\n```\n" + "\n".join(summaries) + "\n```"


def _summaries(compiled, number: int) -> list[str]:
    """The `cardtext compile` summary of each ability that came from rules line `number`."""
    from ..render.summary import ability, generic
    from ..serialize import abilities_with_lines, kind_of
    out = []
    for a, line in abilities_with_lines(compiled):
        if line != number:
            continue
        try:
            text = ability(a)
        except Exception:  # a summary is a courtesy, as in `cardtext compile`
            text = generic(a)
        out.append(f"[{kind_of(a)}] {text}")
    return out


def hover_text(card: CardResult, lines: list[str], line: int, index: int,
               db: KeywordDatabase | None) -> str | None:
    """The hover for document line `line` (1-based) at code-point `index`: the keyword there
    and the line's compiled abilities, either or both."""
    number = rules_line(card, line)
    if number is None:
        return None
    text = lines[line - 1] if 0 < line <= len(lines) else ""
    parts = []
    found = keyword_at(text, index, db or builtin())
    if found is not None:
        parts.append(describe_keyword(found, text))
    abilities = line_abilities(card, line, number)
    if abilities:
        parts.append(abilities)
    return "\n\n---\n\n".join(parts) or None
