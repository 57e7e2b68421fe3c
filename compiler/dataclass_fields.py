"""The field names of a dataclass, looked up once per class.

The compiler walks its frozen dataclasses generically (the AST in the semantic pass, lowered
abilities in the lowering's checks, both in the JSON output); a corpus meets millions of nodes,
and `dataclasses.is_dataclass` plus `dataclasses.fields` on each cost more than the walks'
own work. The answer depends on the class only, so it is kept per class.
"""
from __future__ import annotations

import dataclasses
from enum import Enum
from operator import attrgetter

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


_KINDS: dict[type, object] = {}
_SEQUENCE = SEQUENCE = object()     # a tuple or list: its items are its parts


def _kind(cls: type):
    """How `any_part` treats a value of class `cls`: None (no parts and nothing a verdict looks
    for: strings, numbers, enum members), _SEQUENCE, or a function giving a dataclass's field
    values as a tuple (() for a dataclass without fields and any other object)."""
    if cls in ATOMS or issubclass(cls, Enum):
        kind = None
    elif issubclass(cls, (tuple, list)):
        kind = _SEQUENCE
    else:
        names = field_names(cls)
        if not names:
            kind = _no_parts
        elif len(names) == 1:
            only = attrgetter(names[0])
            kind = lambda part: (only(part),)  # noqa: E731 - attrgetter of one name gives no tuple
        else:
            kind = attrgetter(*names)
    _KINDS[cls] = kind
    return kind


def parts_getter(cls: type):
    """How the walks here read a value of class `cls`: None (an atom: a string, number or enum
    member), SEQUENCE (a tuple or list: its items) or a function giving a dataclass's field
    values as a tuple (() for any other object). A function of the class alone, kept per class."""
    return _KINDS[cls] if cls in _KINDS else _kind(cls)


def _no_parts(part) -> tuple:
    return ()


def any_part(node, verdict, only: type | tuple[type, ...] | None = None) -> bool:
    """Whether some part of `node` is what `verdict` looks for: the node itself, the items of a
    tuple or list, a dataclass's fields. `verdict(part)` answers True (found), False (not here,
    and nothing below counts) or None (look inside). The walk keeps its own stack, not Python's
    (the lowering's checks and the pipeline ask this of every line), and does not ask about
    strings, numbers, enum members and empty tuples, which hold no parts (no verdict looks for
    one); a dataclass's fields are read with one `attrgetter` per class (see `_kind`). With
    `only`, the verdict is asked of the instances of `only` alone (isinstance, not a call per
    part): the walk looks inside every other part."""
    kinds = _KINDS
    stack = [node]
    push, pop = stack.append, stack.pop
    while stack:
        part = pop()
        if only is None or isinstance(part, only):
            found = verdict(part)
            if found is not None:
                if found:
                    return True
                continue
        cls = type(part)
        kind = kinds[cls] if cls in kinds else _kind(cls)
        values = part if kind is _SEQUENCE else kind(part) if kind is not None else ()
        for value in values:
            cls = type(value)
            kind = kinds[cls] if cls in kinds else _kind(cls)
            if kind is not None and (value or kind is not _SEQUENCE):
                push(value)
    return False


def parts_of(value) -> tuple | list:
    """The parts of `value` `any_part` would look at: a tuple's or list's items, a dataclass's
    field values, in order, without the atoms (strings, numbers, enum members) and empty tuples."""
    kind = _KINDS[type(value)] if type(value) in _KINDS else _kind(type(value))
    if kind is None:
        return ()
    kinds = _KINDS
    out = []
    for part in (value if kind is _SEQUENCE else kind(value)):
        cls = type(part)
        kind = kinds[cls] if cls in kinds else _kind(cls)
        if kind is not None and (part or kind is not _SEQUENCE):
            out.append(part)
    return out


def any_instance(node, kinds: type | tuple[type, ...]) -> bool:
    """Whether some part of `node` (see `any_part`) is an instance of `kinds`."""
    return any_part(node, _found, kinds)


def _found(part) -> bool:
    return True


def parts_by_class(node) -> dict[type, list]:
    """Every part of `node` `any_part` would look at (the node itself included) by its class
    (in no particular order), in one walk: `any_instance(node, kinds)` is `holds_any(the keys,
    kinds)`, and a walk that looks for a class not among them (however it prunes) can't find it. The
    answer is a function of the node's parts alone, so it holds while the node is unchanged
    (frozen dataclasses and tuples never change)."""
    found: dict[type, list] = {}
    held = found.get

    def note(part) -> None:
        same = held(type(part))
        if same is None:
            found[type(part)] = [part]
        else:
            same.append(part)
    any_part(node, note)
    return found


def instances_held(held: dict[type, list], kinds: type | tuple[type, ...]) -> list:
    """The parts in `held` (see `parts_by_class`) that are instances of `kinds`."""
    return [part for cls, parts in held.items() if issubclass(cls, kinds) for part in parts]


def holds_any(classes, kinds: type | tuple[type, ...]) -> bool:
    """Whether one of `classes` (the keys of `parts_by_class`) is `kinds` or a subclass of one
    (isinstance's answer for their instances)."""
    return any(issubclass(cls, kinds) for cls in classes)
