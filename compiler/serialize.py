"""Compiled cards -> JSON-able data (the shape compiler/schema.json documents).

Generic over the runtime's frozen dataclasses: each becomes an object with a
"type" key (its class name) and its fields; enums become their values, tuples
lists; None is kept. Output is deterministic (field order is declaration order).
"""
from __future__ import annotations

import json
from enum import Enum
from json.encoder import encode_basestring
from typing import Any

from .source.cardfile import ParsedCard
from .dataclass_fields import field_names
from .diagnostics import Diagnostic

KINDS = {
    "KeywordAbility": "keyword", "ManaAbility": "mana", "ActivatedAbility": "activated",
    "TriggeredAbility": "triggered", "StaticAbility": "static",
    "ReplacementAbility": "replacement", "SpellAbility": "spell",
}
MAX_DEPTH = 64
_PLAIN = frozenset({str, int, float, bool, type(None)})     # exactly these: an Enum is a subclass


def to_data(value: Any, depth: int = 0) -> Any:
    """Any ability value -> JSON-able data."""
    if depth > MAX_DEPTH:
        raise ValueError("ability data nested too deeply")
    kind = type(value)
    if kind in _PLAIN:                  # most values: no enum, dataclass or container
        return value
    if isinstance(value, Enum):
        return value.value
    names = field_names(kind)
    if names is not None:
        out: dict[str, Any] = {"type": kind.__name__}
        for name in names:
            out[name] = to_data(getattr(value, name), depth + 1)
        return out
    if isinstance(value, (tuple, list)):
        return [to_data(v, depth + 1) for v in value]
    if isinstance(value, (frozenset, set)):
        return sorted((to_data(v, depth + 1) for v in value), key=repr)
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return str(value)


def kind_of(ability: Any) -> str:
    """The ability's kind, from its class or the nearest base class that has one (a ZoneAbility
    is an activated ability that works from another zone, CR 113.6)."""
    return next((KINDS[c.__name__] for c in type(ability).__mro__ if c.__name__ in KINDS), "unknown")


def ability_data(ability: Any, line: int | None) -> dict[str, Any]:
    data = to_data(ability)
    return {"kind": kind_of(ability), "line": line, **data}


def diagnostic_data(d: Diagnostic) -> dict[str, Any]:
    return {"code": d.code, "severity": d.severity.value, "message": d.message, "file": d.file,
            "line": d.line, "column": d.column, "excerpt": d.excerpt, "excerpt_column": d.excerpt_column or d.column, "hint": d.hint}


def abilities_with_lines(compiled) -> list[tuple[Any, int | None]]:
    """Each ability of the definition with the rules line it came from (None: intrinsic, such
    as a basic land type's mana ability, CR 305.6). The same object first, in one pass; only
    what is left is matched by equality, so an intrinsic "{T}: Add {G}." never takes the line of
    a printed one equal to it."""
    line_of = {id(a): line.number for line in compiled.lines for a in line.abilities}
    unclaimed = dict(line_of)
    found = []
    for ability in compiled.definition.abilities:
        found.append(unclaimed.pop(id(ability), None) if id(ability) in unclaimed else None)
    left = [(a, line.number) for line in compiled.lines for a in line.abilities if id(a) in unclaimed]
    for i, ability in enumerate(compiled.definition.abilities):
        if found[i] is None and left:
            match = next((k for k, (a, _) in enumerate(left) if a == ability), None)
            if match is not None:
                found[i] = left.pop(match)[1]
    return list(zip(compiled.definition.abilities, found))


def card_data(entry: ParsedCard, compiled=None, extra: tuple[Diagnostic, ...] = ()) -> dict[str, Any]:
    """One card's JSON object: name, fully_compiled, abilities, diagnostics."""
    diags = list(entry.diagnostics) + list(extra)
    abilities: list[dict[str, Any]] = []
    if compiled is not None:
        diags += list(compiled.diagnostics)
        abilities = [ability_data(a, n) for a, n in abilities_with_lines(compiled)]
    name = entry.source.name if entry.source is not None else entry.name
    failed = compiled is None or any(d.severity.value == "error" for d in diags)
    data = {
        "name": name,
        "file": entry.source.file if entry.source is not None else (diags[0].file if diags else None),
        "fully_compiled": not failed,
        "abilities": abilities,
        "diagnostics": [diagnostic_data(d) for d in diags],
    }
    if compiled is not None and compiled.back_face is not None:      # a double-faced card, CR 712.1
        back = compiled.back_face
        data["back_face"] = {"name": back.source.name, "line": back.source.text_line,
                             "abilities": [ability_data(a, n) for a, n in abilities_with_lines(back)]}
    if compiled is not None and compiled.melded_face is not None:    # a meld card, CR 701.42a
        melded = compiled.melded_face
        data["melded_face"] = {"name": melded.source.name, "line": melded.source.text_line,
                               "abilities": [ability_data(a, n) for a, n in abilities_with_lines(melded)]}
    return data


def dumps(cards: list[dict[str, Any]]) -> str:
    return json_text(cards)


class _NotPlain(Exception):
    """A value json_text leaves to `json` (a float, a non-string key, a subclass)."""


def json_text(value: Any, depth: int = 0) -> str:
    """`json.dumps(value, indent=2, ensure_ascii=False)`, the same text, written by one recursive
    function: with an indent `json` runs its encoder in Python, a generator per object and per
    list, three times slower, and `cardtext compile --format json` writes every card so. The
    plain values of the output (dicts with string keys, lists, strings, ints, booleans, None)
    are written here, strings by `json`'s own escaping function; anything else goes to `json`.
    With `depth`, the text as it stands `depth` levels down in an enclosing list or object: each
    line after the first indented by two spaces more per level (JSON text holds no raw newline
    but those between its lines)."""
    newline = "\n" + "  " * depth
    out: list[str] = []
    try:
        _write_json(value, out, newline)
    except _NotPlain:
        return json.dumps(value, indent=2, ensure_ascii=False).replace("\n", newline)
    return "".join(out)


def _write_json(value: Any, out: list[str], newline: str) -> None:
    """`value` as json.dumps writes it at the indentation `newline` ends with."""
    kind = type(value)
    if kind is str:
        out.append(encode_basestring(value))
    elif kind is dict or kind is list:
        if not value:
            out.append("{}" if kind is dict else "[]")
            return
        inner = newline + "  "
        before = ("{" if kind is dict else "[") + inner
        for item in (value.items() if kind is dict else value):
            if kind is dict:
                key, item = item
                if type(key) is not str:
                    raise _NotPlain
                out.append(before + encode_basestring(key) + ": ")
            else:
                out.append(before)
            before = "," + inner
            _write_json(item, out, inner)
        out.append(newline + ("}" if kind is dict else "]"))
    elif value is None:
        out.append("null")
    elif value is True:
        out.append("true")
    elif value is False:
        out.append("false")
    elif kind is int:
        out.append(int.__repr__(value))
    else:
        raise _NotPlain
