"""Compiled cards -> JSON-able data (the shape compiler/schema.json documents).

Generic over the runtime's frozen dataclasses: each becomes an object with a
"type" key (its class name) and its fields; enums become their values, tuples
lists; None is kept. Output is deterministic (field order is declaration order).
"""
from __future__ import annotations

import functools
import json
import operator
from collections.abc import Callable
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


def data_fits(value: Any, depth: int = 0) -> bool:
    """Whether to_data(value, depth) surely returns rather than raises: every part of `value` a
    plain value, an enum member, a dataclass, a tuple or a list, none deeper than MAX_DEPTH.
    Asked where the data itself is not wanted (the text output reads only a card's name, whether
    it compiled fully and its diagnostics); False leaves the caller to to_data, which says what is
    wrong as it always did. It builds nothing and reads a dataclass's fields in one call: a
    quarter of to_data's time over the corpus's abilities."""
    kind = type(value)
    if kind is tuple or kind is list:
        parts = value
    else:
        values_of = _FIELD_VALUES[kind] if kind in _FIELD_VALUES else _field_values(kind)
        if values_of is None:
            return isinstance(value, Enum)
        parts = values_of(value)
    if not parts:
        return True
    if depth >= MAX_DEPTH:              # to_data refuses even a plain value past it
        return False
    depth += 1
    for part in parts:
        if type(part) not in _PLAIN and not data_fits(part, depth):
            return False
    return True


# per class: a function giving a dataclass's field values as a tuple, in declaration order, or
# None for any other class (a class's fields are fixed when it is made)
_FIELD_VALUES: dict[type, Callable[[Any], tuple] | None] = {}


def _field_values(kind: type) -> Callable[[Any], tuple] | None:
    names = field_names(kind)
    if names is None:
        values_of = None
    elif len(names) >= 2:
        values_of = operator.attrgetter(*names)     # a tuple of the values, in one call
    else:
        values_of = functools.partial(_few_values, names)
    _FIELD_VALUES[kind] = values_of
    return values_of


def _few_values(names: tuple[str, ...], value: Any) -> tuple:
    return tuple([getattr(value, name) for name in names])


def kind_of(ability: Any) -> str:
    """The ability's kind, from its class or the nearest base class that has one (a ZoneAbility
    is an activated ability that works from another zone, CR 113.6)."""
    return class_kind(type(ability))


def class_kind(cls: type) -> str:
    """kind_of an ability of class `cls`."""
    return next((KINDS[c.__name__] for c in cls.__mro__ if c.__name__ in KINDS), "unknown")


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


def card_data(entry: ParsedCard, compiled=None, extra: tuple[Diagnostic, ...] = (),
              row=ability_data) -> dict[str, Any]:
    """One card's JSON object: name, fully_compiled, abilities, diagnostics; each ability is
    `row(ability, line)` (its data; card_json's _AbilityRow writes the same text straight)."""
    diags = list(entry.diagnostics) + list(extra)
    abilities: list[Any] = []
    if compiled is not None:
        diags += list(compiled.diagnostics)
        abilities = [row(a, n) for a, n in abilities_with_lines(compiled)]
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
                             "abilities": [row(a, n) for a, n in abilities_with_lines(back)]}
    if compiled is not None and compiled.melded_face is not None:    # a meld card, CR 701.42a
        melded = compiled.melded_face
        data["melded_face"] = {"name": melded.source.name, "line": melded.source.text_line,
                               "abilities": [row(a, n) for a, n in abilities_with_lines(melded)]}
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
    elif kind is _AbilityRow:
        _write_ability(value.ability, value.line, out, newline)
    else:
        raise _NotPlain


def card_json(entry: ParsedCard, compiled=None, extra: tuple[Diagnostic, ...] = (),
              depth: int = 0) -> tuple[bool, str] | None:
    """(fully compiled, `json_text(card_data(entry, compiled, extra), depth)`) written without the
    card's data: each ability goes from its dataclasses to text in one walk, not through a
    dict per node walked again by json_text. None when the card holds a value only to_data and
    `json` know how to write (a float, an odd subclass, a set, too deep a nesting): the caller
    then takes the data path, which also reports what it raises."""
    try:
        data = card_data(entry, compiled, extra, row=_AbilityRow)
        out: list[str] = []
        _write_json(data, out, "\n" + "  " * depth)
    except Exception:       # _NotPlain, or what card_data raises: the data path repeats it
        return None
    return data["fully_compiled"], "".join(out)


class _AbilityRow:
    """An ability and its rules line, in card_json's card: written as ability_data's object."""

    __slots__ = ("ability", "line")

    def __init__(self, ability: Any, line: int | None):
        self.ability, self.line = ability, line


# per dataclass: its to_data object's keys as written ('"name": '), each with the field giving
# its value, or None for "type" (the class's name); per indentation the same keys each after its
# comma, newline and indent; and a function reading the fields' values in the keys' order. A
# function of the class alone: a dataclass's fields are fixed when the class is made, and
# _write_ability's test of "kind" and "line" looks at them.
_PLANS: dict[type, tuple | None] = {}


def _plan(kind: type) -> tuple | None:
    """(keys, {indentation: the keys as written there}, the class name as written, the ability
    kind as written or None, the fields' values getter) of a dataclass, kept in _PLANS; None
    for other classes."""
    names = field_names(kind)
    if names is None:
        return None
    keys: dict[str, str | None] = {"type": None}
    for name in names:                  # a field named "type" takes its place, as in to_data
        keys[name] = name
    type_value = encode_basestring(kind.__name__)
    written_keys = tuple(encode_basestring(k) + ": " for k in keys)
    read = [name for name in keys.values() if name is not None]
    plan = (tuple(zip(written_keys, keys.values())), {}, type_value,
            # as an ability: its kind's text, or None when a field would take "kind" or "line"
            None if '"kind": ' in written_keys or '"line": ' in written_keys else encode_basestring(class_kind(kind)),
            # one call reading every field (attrgetter of one name gives the value, not a tuple)
            operator.attrgetter(*read) if len(read) >= 2 else functools.partial(_few_values, tuple(read)))
    _PLANS[kind] = plan
    return plan


def _write_ability(ability: Any, line: Any, out: list[str], newline: str) -> None:
    """ability_data(ability, line) as _write_json writes it."""
    kind = type(ability)
    plan = _PLANS[kind] if kind in _PLANS else _plan(kind)
    if plan is None or plan[3] is None or type(line) not in (int, type(None)):
        raise _NotPlain
    inner = newline + "  "
    out.append("{" + inner + '"kind": ' + plan[3] + "," + inner
               + '"line": ' + ("null" if line is None else int.__repr__(line)))
    _write_fields(ability, plan, out, inner, 0)
    out.append(newline + "}")


def _write_fields(value: Any, plan, out: list[str], inner: str, depth: int) -> None:
    """The keys and values of to_data(value) (a dataclass), each after a comma."""
    keys, at_indent, type_value, _, values_of = plan
    written = at_indent.get(inner)
    if written is None:                 # (the "type" key with the class name or None, the fields' keys)
        written = at_indent[inner] = (
            None if keys[0][1] is not None else "," + inner + keys[0][0] + type_value,
            tuple("," + inner + key for key, name in keys if name is not None))
    head, texts = written
    if head is not None:
        out.append(head)
    if depth + 1 > MAX_DEPTH:           # _write_data refuses even a plain value there
        for text, field in zip(texts, values_of(value)):
            out.append(text)
            _write_data(field, out, inner, depth + 1)
        return
    for text, field in zip(texts, values_of(value)):    # the plain fields written here
        if field is False:
            out.append(text + "false")
        elif field is True:
            out.append(text + "true")
        elif field is None:
            out.append(text + "null")
        elif field is _NO_ITEMS:        # the commonest value of all: an ability's empty parts
            out.append(text + "[]")
        else:
            kind = type(field)
            if kind is str:
                out.append(text + encode_basestring(field))
            elif kind is int:
                out.append(text + int.__repr__(field))
            elif kind in _ENUM_TEXTS and _ENUM_TEXTS[kind] is not None:
                out.append(text + _ENUM_TEXTS[kind][field._name_])
            else:
                out.append(text)
                _write_data(field, out, inner, depth + 1)


_NO_ITEMS = ()
# per enum class met by _write_data: its members' values as written, by member name (a member's
# _name_ is a plain attribute; its value a descriptor, and hashing it a call), or None when a
# value is no string (_write_data leaves the card to `json`); the members are fixed with the class
_ENUM_TEXTS: dict[type, dict[str, str] | None] = {}


def _enum_texts(kind: type) -> dict[str, str] | None:
    members = list(kind.__members__.values())
    if not all(type(member.value) is str for member in members):
        return None
    return {member._name_: encode_basestring(member.value) for member in members}


def _write_data(value: Any, out: list[str], newline: str, depth: int) -> None:
    """to_data(value, depth) as _write_json writes it; _NotPlain where json_text would leave
    the card to `json` or to_data would raise or write something else. The commonest values
    here are tested first: a dataclass of a class met before, a tuple."""
    if depth > MAX_DEPTH:
        raise _NotPlain
    kind = type(value)
    plan = _OBJECTS.get(kind)
    if plan is None:
        if kind is tuple or kind is list:
            if not value:
                out.append("[]")
                return
            inner = newline + "  "
            before = "[" + inner
            for item in value:
                out.append(before)
                before = "," + inner
                _write_data(item, out, inner, depth + 1)
            out.append(newline + "]")
            return
        plan = _write_other(value, kind, out)
        if plan is None:
            return
    inner = newline + "  "
    out.append("{")
    start = len(out)
    _write_fields(value, plan, out, inner, depth)
    out[start] = out[start][1:]     # the first key has no comma before it
    out.append(newline + "}")


# per class that _write_other found written as an object of its fields: its plan. A value's class
# alone decides that (the other values are told apart by their class or are None, True and False)
_OBJECTS: dict[type, tuple] = {}


def _write_other(value: Any, kind: type, out: list[str]) -> tuple | None:
    """A value of _write_data that is no tuple or list nor of a class in _OBJECTS: written here
    (None returned) when it is an atom, or its class's plan returned (and kept in _OBJECTS) when
    it is a dataclass, for _write_data to write its fields."""
    if value is False:
        out.append("false")
    elif value is True:
        out.append("true")
    elif value is None:
        out.append("null")
    elif kind is str:
        out.append(encode_basestring(value))
    elif kind is int:
        out.append(int.__repr__(value))
    elif isinstance(value, Enum):
        if type(value.value) is not str:
            raise _NotPlain
        out.append(encode_basestring(value.value))
        if kind not in _ENUM_TEXTS:
            _ENUM_TEXTS[kind] = _enum_texts(kind)
    else:
        plan = _PLANS[kind] if kind in _PLANS else _plan(kind)
        if plan is None:
            raise _NotPlain
        _OBJECTS[kind] = plan
        return plan
    return None
