"""Compiled cards -> JSON-able data (the shape compiler/schema.json documents).

Generic over the runtime's frozen dataclasses: each becomes an object with a
"type" key (its class name) and its fields; enums become their values, tuples
lists; None is kept. Output is deterministic (field order is declaration order).
"""
from __future__ import annotations

import dataclasses
import json
from enum import Enum
from typing import Any

from .source.cardfile import ParsedCard
from .diagnostics import Diagnostic

KINDS = {
    "KeywordAbility": "keyword", "ManaAbility": "mana", "ActivatedAbility": "activated",
    "TriggeredAbility": "triggered", "StaticAbility": "static",
    "ReplacementAbility": "replacement", "SpellAbility": "spell",
}
MAX_DEPTH = 64


def to_data(value: Any, depth: int = 0) -> Any:
    """Any ability value -> JSON-able data."""
    if depth > MAX_DEPTH:
        raise ValueError("ability data nested too deeply")
    if isinstance(value, Enum):
        return value.value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out: dict[str, Any] = {"type": type(value).__name__}
        for f in dataclasses.fields(value):
            out[f.name] = to_data(getattr(value, f.name), depth + 1)
        return out
    if isinstance(value, (tuple, list)):
        return [to_data(v, depth + 1) for v in value]
    if isinstance(value, (frozenset, set)):
        return sorted((to_data(v, depth + 1) for v in value), key=repr)
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return str(value)


def kind_of(ability: Any) -> str:
    return KINDS.get(type(ability).__name__, "unknown")


def ability_data(ability: Any, line: int | None) -> dict[str, Any]:
    data = to_data(ability)
    return {"kind": kind_of(ability), "line": line, **data}


def diagnostic_data(d: Diagnostic) -> dict[str, Any]:
    return {"code": d.code, "severity": d.severity.value, "message": d.message, "file": d.file,
            "line": d.line, "column": d.column, "excerpt": d.excerpt, "hint": d.hint}


def abilities_with_lines(compiled) -> list[tuple[Any, int | None]]:
    """Each ability of the definition with the rules line it came from (None: intrinsic)."""
    from_lines = [(a, line.number) for line in compiled.lines for a in line.abilities]
    remaining = list(from_lines)
    out = []
    for ability in compiled.definition.abilities:
        match = next((i for i, (a, _) in enumerate(remaining) if a is ability), None)
        if match is None:
            match = next((i for i, (a, _) in enumerate(remaining) if a == ability), None)
        out.append((ability, remaining.pop(match)[1] if match is not None else None))
    return out


def card_data(entry: ParsedCard, compiled=None, extra: tuple[Diagnostic, ...] = ()) -> dict[str, Any]:
    """One card's JSON object: name, fully_compiled, abilities, diagnostics."""
    diags = list(entry.diagnostics) + list(extra)
    abilities: list[dict[str, Any]] = []
    if compiled is not None:
        diags += list(compiled.diagnostics)
        abilities = [ability_data(a, n) for a, n in abilities_with_lines(compiled)]
    name = entry.source.name if entry.source is not None else entry.name
    failed = compiled is None or any(d.severity.value == "error" for d in diags)
    return {
        "name": name,
        "file": entry.source.file if entry.source is not None else (diags[0].file if diags else None),
        "fully_compiled": not failed,
        "abilities": abilities,
        "diagnostics": [diagnostic_data(d) for d in diags],
    }


def dumps(cards: list[dict[str, Any]]) -> str:
    return json.dumps(cards, indent=2, ensure_ascii=False)
