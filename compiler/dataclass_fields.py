"""The field names of a dataclass, looked up once per class.

The compiler walks its frozen dataclasses generically (the AST in the semantic pass, lowered
abilities in the lowering's checks, both in the JSON output); a corpus meets millions of nodes,
and `dataclasses.is_dataclass` plus `dataclasses.fields` on each cost more than the walks'
own work. The answer depends on the class only, so it is kept per class.
"""
from __future__ import annotations

import dataclasses

_NAMES: dict[type, tuple[str, ...] | None] = {}


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
    tuple or list, a dataclass's fields, depth first. `verdict(part)` answers True (found), False
    (not here, and nothing below counts) or None (look inside)."""
    found = verdict(node)
    if found is not None:
        return found
    if isinstance(node, (tuple, list)):
        return any(any_part(n, verdict) for n in node)
    names = field_names(type(node))
    return names is not None and any(any_part(getattr(node, name), verdict) for name in names)
