"""Whether the fields of the AST's and the abilities' frozen dataclasses hold what they declare.

Two mistakes let a wrong value through unseen, as a lark Token is a `str`: the parser's own
objects (a lark `Token` or `Tree`) stored in a node instead of the value built from them, and a
string where a typed value is declared (the text "pay" as the cost of a payment, CR 118.12).

- The compile path tests the first only, where its walks already meet the values: the semantic
  pass's walk of each line's AST (`semantics.dispatch`) and the lowering's walk of its abilities
  (`lowering.checks.check_resolved`) call `refuse_parser_object` on a value that is neither a
  node nor a tuple, so a line holding one stops with an internal compiler error (CT901) and is
  not compiled.
- `mistyped` asks both questions of a whole value, each field against its annotation: the
  executability check asks it of each instruction it judges (an instruction holding a value of
  the wrong type is not verified, whatever it was seen to do) and the corpus tests of every
  compiled ability.
"""
from __future__ import annotations

import sys
import types
import typing

from lark import Token, Tree

from .dataclass_fields import field_names

PARSER_OBJECTS = (Token, Tree)


class ParserObjectInNode(Exception):
    """A lark Token or Tree reached a field of an AST node or an ability: a compiler bug, so
    the line stops with CT901 rather than compiling to a value no stage can read."""


def refuse_parser_object(value) -> None:
    """Raise ParserObjectInNode if `value` (a field's value, neither a node nor a tuple) is a
    lark Token or Tree."""
    if isinstance(value, PARSER_OBJECTS):
        raise ParserObjectInNode(f"a lark {type(value).__name__} ({_shown(value)}) in a node's field")


def _shown(value) -> str:
    return repr(str(value))[:40] if isinstance(value, Token) else f"rule {value.data}"


# class -> {field: the classes a string-like value must be one of, or None: a string may be there}
_DECLARED: dict[type, dict[str, tuple[type, ...] | None]] = {}


def _accepted(hint) -> tuple[type, ...] | None:
    """The classes a field annotated `hint` accepts, or None when it may hold a string or the
    annotation says too little to tell (Any, a type variable, Literal, a callable)."""
    origin = typing.get_origin(hint)
    if origin is typing.Union or origin is types.UnionType:
        parts = [_accepted(h) for h in typing.get_args(hint)]
        return None if any(p is None for p in parts) else tuple(c for p in parts for c in p)
    if origin is not None:
        return (origin,) if isinstance(origin, type) and origin is not typing.Literal else None
    if not isinstance(hint, type) or hint is object or issubclass(hint, str):
        return None
    return (hint,)


def _declared(cls: type) -> dict[str, tuple[type, ...] | None]:
    found = _DECLARED.get(cls)
    if found is None:
        try:
            module = sys.modules.get(cls.__module__)
            hints = typing.get_type_hints(cls, vars(module) if module else None)
        except Exception:  # noqa: BLE001 - an annotation naming what its module can't see: unchecked
            hints = {}
        found = _DECLARED[cls] = {name: _accepted(hints[name]) if name in hints else None
                                  for name in field_names(cls) or ()}
    return found


def _annotation(cls: type, name: str) -> str:
    """The field's annotation as written ("Cost"), from the class that declares it."""
    for klass in cls.__mro__:
        written = vars(klass).get("__annotations__", {}).get(name)
        if written is not None:
            return written if isinstance(written, str) else getattr(written, "__name__", repr(written))
    return "?"


def mistyped(value, depth_limit: int = 40) -> str | None:
    """Where `value` (an AST node, an ability, an instruction, or a tuple of them) holds a lark
    Token or Tree, or a string in a field declaring no string ("PayCost.cost: a str ('pay')
    where Cost is declared"); None when every field holds what it may."""
    stack = [(value, type(value).__name__, 0)]
    while stack:
        part, path, depth = stack.pop()
        if isinstance(part, PARSER_OBJECTS):
            return f"{path}: a lark {type(part).__name__} ({_shown(part)})"
        if depth > depth_limit:
            continue
        if isinstance(part, (tuple, list)):
            stack.extend((item, path, depth + 1) for item in part)
            continue
        names = field_names(type(part))
        if names is None:
            continue
        declared = _declared(type(part))
        for name in names:
            field = getattr(part, name)
            accepts = declared.get(name)
            where = f"{type(part).__name__}.{name}"
            if isinstance(field, str) and not isinstance(field, PARSER_OBJECTS) and accepts is not None \
                    and not isinstance(field, accepts):
                return f"{where}: a str ({field[:40]!r}) where {_annotation(type(part), name)} is declared"
            stack.append((field, where, depth + 1))
    return None
