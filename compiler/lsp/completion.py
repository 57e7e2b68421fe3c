"""Completion: in a card's header, the field names at the start of a line; in its rules text,
the keywords of the database (cardtext's own and the custom ones beside the file), each with
its kind, CR rule and reminder text as documentation."""
from __future__ import annotations

import re

from lsprotocol import types

from ..keywords.database import KeywordDatabase, KeywordEntry, Parameter, builtin
from ..keywords.templates import fill
from .hover import KINDS
from .markup import markup

SEPARATOR = re.compile(r"\s*(---+|===+)\s*$")       # as the card file grammar reads them
# the header fields in the spelling the card file documents (source/cardfile.py FIELDS)
HEADER_FIELDS = (("Name", "The card's name, as printed."),
                 ("Nickname", "A short name the rules text may use for the card (CR 201.5a)."),
                 ("Cost", "The mana cost in braces, as in '{2}{W}' (CR 202.1)."),
                 ("Type", "The type line, as in 'Creature — Elf Druid' (CR 205)."),
                 ("P/T", "Power and toughness of a creature, as in '2/2' (CR 208)."),
                 ("Loyalty", "A planeswalker's starting loyalty (CR 306.5b)."))
PREFIX = re.compile(r"[A-Za-z][A-Za-z'-]*$")
SHAPES = {Parameter.NONE: "", Parameter.NUMBER: " N", Parameter.COST: " [cost]",
          Parameter.NUMBER_AND_COST: " N\u2014[cost]", Parameter.QUALITY: " from [quality]",
          Parameter.FILTER: " [object]", Parameter.ACTIVATED: " \u2014 [cost]: [effect]",
          Parameter.ABILITY: " \u2014 [ability]", Parameter.EFFECT: " \u2014 [effect]",
          Parameter.CONDITION: " \u2014 [condition]",
          Parameter.MATERIALS: " with [materials] [cost]"}


def in_header(lines: list[str], line: int) -> bool:
    """Whether 0-based `line` is in a card's header: no '---' between it and the card's start
    (a '===' line or the top of the file)."""
    for n in range(line - 1, -1, -1):
        m = SEPARATOR.match(lines[n])
        if m:
            return m.group(1).startswith("=")
    return True


def completions(lines: list[str], line: int, index: int, db: KeywordDatabase | None,
                to_range, markdown: bool = True) -> list[types.CompletionItem]:
    """Completion items at 0-based `line`, code-point `index`. `to_range(line, start, end)`
    turns 0-based code-point indices into an LSP range in the client's encoding; `markdown`:
    whether the client shows Markdown documentation (else plain text)."""
    text = lines[line] if line < len(lines) else ""
    before = text[:index]
    m = PREFIX.search(before)
    start = m.start() if m else index
    prefix = before[start:]
    replace = to_range(line, start, index)
    if in_header(lines, line):
        if ":" in before or before[:start].strip():
            return []                                 # a value, not a field name
        return [_field(name, doc, replace) for name, doc in HEADER_FIELDS
                if name.lower().startswith(prefix.lower())]
    capital = not before[:start].strip() or prefix[:1].isupper()
    entries = (db or builtin()).entries
    return [_keyword(e, capital, replace, markdown) for e in sorted(entries, key=lambda e: e.name)
            if e.name.startswith(prefix.lower())]


def _field(name: str, doc: str, replace: types.Range) -> types.CompletionItem:
    return types.CompletionItem(label=name, kind=types.CompletionItemKind.Field, detail="card header field",
                                documentation=doc, text_edit=types.TextEdit(replace, f"{name}: "))


def _keyword(entry: KeywordEntry, capital: bool, replace: types.Range, markdown: bool) -> types.CompletionItem:
    name = entry.name[:1].upper() + entry.name[1:] if capital else entry.name
    rule = f"CR {entry.rule}" if entry.rule else "custom keyword"
    return types.CompletionItem(
        label=entry.name, kind=types.CompletionItemKind.Keyword, detail=f"{KINDS[entry.kind]}, {rule}",
        documentation=markup(_documentation(entry), markdown),
        filter_text=entry.name, text_edit=types.TextEdit(replace, name))


def _documentation(entry: KeywordEntry) -> str:
    out = [f"`{entry.name}{SHAPES[entry.parameter]}`"]
    if entry.reminder:
        out.append(f"*{fill(entry.reminder, 'N', '[cost]')}*")
    if entry.unsupported:
        out.append(f"Not supported by cardtext yet: {entry.unsupported}.")
    return "\n\n".join(out)
