"""The field names of a dataclass, looked up once per class.

The compiler walks its frozen dataclasses generically (the AST in the semantic pass, lowered
abilities in the lowering's checks, both in the JSON output); a corpus meets millions of nodes,
and `dataclasses.is_dataclass` plus `dataclasses.fields` on each cost more than the walks'
own work. The answer depends on the class only, so it is kept per class.
"""
from __future__ import annotations

import dataclasses

_NAMES: dict[type, tuple[str, ...] | None] = {}
_UNKNOWN = object()             # a class not looked up yet (None is "not a dataclass")
# values with no parts to walk into
ATOMS = frozenset({str, int, float, bool, type(None), bytes})


def field_names(cls: type) -> tuple[str, ...] | None:
    """The names of the fields of the dataclass `cls`, in declaration order; None when `cls`
    is no dataclass (`type` included: a dataclass's class object is not walked as a value)."""
    try:
        return _NAMES[cls]
    except KeyError:
        names = tuple(f.name for f in dataclasses.fields(cls)) \
            if dataclasses.is_dataclass(cls) and not issubclass(cls, type) else None
        _NAMES[cls] = names
        return names


def any_part(node, verdict) -> bool:
    """Whether some part of `node` is what `verdict` looks for: the node itself, the items of a
    tuple or list, a dataclass's fields. `verdict(part)` answers True (found), False (not here,
    and nothing below counts) or None (look inside). The walk keeps its own stack, not Python's
    (the lowering's checks and the pipeline ask this of every line), and does not ask about
    strings and numbers, which hold no parts (no verdict looks for one)."""
    stack = [node]
    push, pop, names_of = stack.append, stack.pop, _NAMES.get
    while stack:
        part = pop()
        found = verdict(part)
        if found is not None:
            if found:
                return True
            continue
        cls = type(part)
        if cls is tuple or cls is list or isinstance(part, (tuple, list)):
            for item in part:
                if type(item) not in ATOMS:
                    push(item)
            continue
        names = names_of(cls, _UNKNOWN)
        if names is _UNKNOWN:
            names = field_names(cls)
        if names is not None:
            for name in names:
                value = getattr(part, name)
                if type(value) not in ATOMS:
                    push(value)
    return False
