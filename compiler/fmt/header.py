"""A card's header in canonical form: the fields under their canonical names in the order
Name, Nickname, Cost, Type, P/T, Loyalty (the order of a printed card's name line, type line
and P/T box), each value in its printed spelling.

- Cost: symbols in printed order (costs.py, CR 202.1, 107.4), no spaces between them.
- Type: one space between words, an em dash with a space either side between types and
  subtypes (CR 205.1a); the words keep their case (a subtype's case is part of the card).
- P/T: "2/2", no spaces; Loyalty as written.

Comments move with the field they stand above; comments above the first field stay at the top
and comments below the last field stay at the end. A header the loader cannot read whole (a
line that is no field, an unknown or repeated field: CT101) is left as written: the formatter
does not guess which line means what.
"""
from __future__ import annotations

import re

from ..source.cardfile import FIELDS
from .costs import canonical_cost
from .layout import Kind, Line

ORDER = ("name", "nickname", "cost", "type", "pt", "loyalty")
LABELS = {"name": "Name", "nickname": "Nickname", "cost": "Cost", "type": "Type", "pt": "P/T",
          "loyalty": "Loyalty"}
SPACED_COST = re.compile(r"(?:\{[^{}\s]*\}\s*)+")
TYPE_DASH = re.compile(r"\s*(?:\u2014|--?|\u2013)\s+|\s+(?:\u2014|--?|\u2013)\s*|\u2014")


def field_key(line: Line) -> str | None:
    return FIELDS.get(" ".join(line.field_name.lower().split()))


def readable(head: tuple[Line, ...]) -> bool:
    """Whether every header line is a known field, each given once."""
    keys = [field_key(line) for line in head if line.kind is Kind.FIELD]
    return all(line.kind is not Kind.BAD for line in head) and None not in keys \
        and len(keys) == len(set(keys))


def format_head(head: tuple[Line, ...]) -> list[str]:
    """The header's lines in canonical form (as written when it is not readable)."""
    if not readable(head):
        return [line.text for line in head if line.kind is not Kind.BLANK]
    fields = [line for line in head if line.kind is Kind.FIELD]
    if not fields:
        return [line.text for line in head if line.kind is Kind.COMMENT]
    top, above, pending = [], {}, []
    for line in head:
        if line.kind is Kind.COMMENT:
            (top if line.number < fields[0].number else pending).append(line.text)
        elif line.kind is Kind.FIELD:
            above[field_key(line)] = pending
            pending = []
    out = list(top)
    for key in sorted(above, key=ORDER.index):
        line = next(f for f in fields if field_key(f) == key)
        out += above[key] + [field_line(key, line.field_value)]
    return out + pending


def field_line(key: str, value: str) -> str:
    value = canonical_value(key, value)
    return f"{LABELS[key]}: {value}" if value else f"{LABELS[key]}:"


def canonical_value(key: str, value: str) -> str:
    value = value.strip()
    if key == "cost":
        if SPACED_COST.fullmatch(value):
            value = re.sub(r"\s+", "", value)
        return canonical_cost(value)
    if key == "type":
        return type_line(value)
    if key == "pt":
        return "/".join(part.strip() for part in value.split("/"))
    return value


def type_line(value: str) -> str:
    """Types, an em dash, subtypes: 'Creature - Elf', 'Creature—Elf' -> 'Creature — Elf'."""
    words = " ".join(value.split())
    parts = TYPE_DASH.split(words, maxsplit=1)
    if len(parts) == 2 and parts[0] and parts[1]:
        return f"{parts[0]} \u2014 {parts[1]}"
    return words
