"""The field names of a dataclass, looked up once per class.

The compiler walks its frozen dataclasses generically (the AST in the semantic pass, lowered
abilities in the lowering's checks, both in the JSON output); a corpus meets millions of nodes,
and `dataclasses.is_dataclass` plus `dataclasses.fields` on each cost more than the walks'
own work. The answer depends on the class only, so it is kept per class: how a value of the
class is walked (`_kind`), and which of three sets the class is in (atoms, sequences, classes
with fields), so the walks' loops tell what to do with a value by one set lookup of its class.
A wide dataclass (an ObjectFilter has 63 fields, a handful set) is read by the walks less the
fields holding their own atom or empty-tuple default, told apart in C (_unset_fields_skipped).
"""
from __future__ import annotations

import dataclasses
from enum import Enum
from itertools import compress
from operator import attrgetter, is_not

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
# the classes _kind has met, by what a walk does with their values: nothing (_ATOMIC: strings,
# numbers, enum members), walk their items when there are some (_SEQUENCES), read their fields
# (_WALKED: any other class; a class without fields gives none)
_ATOMIC: set[type] = set()
_SEQUENCES: set[type] = set()
_WALKED: set[type] = set()
DICT_READ_FIELDS = 8        # a dataclass with this many fields or more is read from its __dict__


def _kind(cls: type):
    """How `any_part` treats a value of class `cls`: None (no parts and nothing a verdict looks
    for: strings, numbers, enum members), _SEQUENCE, or a function giving a dataclass's field
    values in declaration order (() for a dataclass without fields and any other object). The
    class goes into _ATOMIC, _SEQUENCES or _WALKED accordingly."""
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
        elif len(names) >= DICT_READ_FIELDS and _dict_in_field_order(cls):
            get, count = attrgetter(*names), len(names)
            kind = _dict_reader(get, count)
            _WALK_READERS[cls] = _unset_fields_skipped(cls, get, count, False)
            _SET_FIELDS[cls] = _unset_fields_skipped(cls, get, count, True)
        else:
            kind = attrgetter(*names)
    _KINDS[cls] = kind
    _WALK_READERS.setdefault(cls, kind)
    (_ATOMIC if kind is None else _SEQUENCES if kind is _SEQUENCE else _WALKED).add(cls)
    return kind


def _dict_reader(get, count: int):
    """A many-field dataclass's field values read from the instance's __dict__ (a third of the
    time `get`, an attrgetter of every field, takes): the same values in the same order when the
    __dict__ holds the `count` fields alone (_dict_in_field_order); an instance with more in it
    (an attribute set with object.__setattr__) is read by `get`."""
    def values(part):
        held = part.__dict__
        return held.values() if len(held) == count else get(part)
    return values


# class -> how _walk reads a value of the class: its _KINDS entry, or for a wide dataclass read
# from its __dict__ that entry without the values a walk skips anyway (_unset_fields_skipped)
_WALK_READERS: dict[type, object] = {}
_NEVER_SKIPPED = object()       # in place of a default a walk would look into


def _unset_fields_skipped(cls: type, get, count: int, as_tuple: bool):
    """_dict_reader(get, count) for the wide dataclass `cls` (as a tuple when `as_tuple`, else
    an iterator), less each value that is its field's default itself (the same object), where
    that default is one the walks pass over: an atom (None, a bool, a string, a number, an enum
    member) or the empty tuple. The rest come in field order.
    Most fields of a wide class hold their defaults (an ObjectFilter's 63 fields, a handful set):
    the identity test of each value against its default is made in C (`map(is_not, ...)` and
    `compress`), where the walk's loop would look at the value's class in Python."""
    defaults = tuple(_skipped_default(f) for f in dataclasses.fields(cls))

    def unset_skipped(part):
        held = part.__dict__
        if len(held) != count:
            return get(part)
        found = held.values()
        return compress(found, map(is_not, found, defaults))

    def unset_skipped_tuple(part):
        held = part.__dict__
        if len(held) != count:
            return get(part)
        found = held.values()
        return tuple(compress(found, map(is_not, found, defaults)))
    return unset_skipped_tuple if as_tuple else unset_skipped


# class -> parts_getter's function for the class, less the values the walks pass over, as a
# tuple, for a wide dataclass read from its __dict__ (_unset_fields_skipped)
_SET_FIELDS: dict[type, object] = {}


def set_fields_getter(cls: type):
    """parts_getter(cls), but for a wide dataclass read from its __dict__ a function giving the
    field values, in order, that are not their field's own atom or empty-tuple default (a walk
    that passes over atoms and empty tuples meets the same parts)."""
    kind = parts_getter(cls)
    return _SET_FIELDS.get(cls, kind)


def _skipped_default(field: dataclasses.Field):
    """The default of `field` when a walk passes over a value that is that object (an atom or
    the empty tuple), else a marker no value is."""
    default = field.default
    if type(default) in ATOMS or isinstance(default, Enum) or (type(default) is tuple and not default):
        return default
    return _NEVER_SKIPPED


# the names by which the __init__ `dataclasses` writes for a frozen class reaches object's
# __setattr__ (the second when dataclass_code.fields_set_together rewrote it)
_DATACLASS_INIT_NAMES = frozenset(("__dataclass_builtins_object__", "__dataclass_object_setattr__"))


def _dict_in_field_order(cls: type) -> bool:
    """Whether an instance's __dict__ holds the fields of the frozen dataclass `cls` in
    declaration order, each read as attribute access reads it: its __init__ is the one
    `dataclasses` writes for a frozen class (which sets every field, in that order, through
    object.__setattr__: a copy, a pickle and dataclasses.replace keep or rebuild that order), no
    __post_init__, __setstate__, __getattr__ or __slots__, object's __new__ and __getattribute__,
    and no data descriptor under a field's name. (Deleting a field and setting it again with
    object's own methods would reorder it; nothing does that to a frozen instance.)"""
    params = getattr(cls, "__dataclass_params__", None)
    init = cls.__dict__.get("__init__")
    code = getattr(init, "__code__", None)
    if params is None or not params.frozen or code is None \
            or _DATACLASS_INIT_NAMES.isdisjoint(code.co_freevars + code.co_names):
        return False
    if any(hasattr(cls, name) for name in ("__post_init__", "__setstate__", "__getattr__")) \
            or cls.__new__ is not object.__new__ or cls.__getattribute__ is not object.__getattribute__:
        return False
    held = {name for klass in cls.__mro__ for name in vars(klass)}
    if "__slots__" in held:
        return False
    for name in field_names(cls):
        for klass in cls.__mro__:
            if name in vars(klass):
                found = type(vars(klass)[name])
                if hasattr(found, "__set__") or hasattr(found, "__delete__"):
                    return False
                break
    return True


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
    return _walk(node, verdict, only, None)


def _walk(node, verdict, only, noted: dict[type, list] | None) -> bool:
    """any_part's walk (`noted` None), or parts_by_class's (`noted` the dict it fills: every part
    is noted by its class, no verdict asked). A part's parts are pushed here in the walk's own
    loop, not by a call per part (the lowering walks every line's abilities this way); the class
    sets tell most values apart by one lookup."""
    stack = [node]
    push, pop = stack.append, stack.pop
    atomic, sequences, walked, kinds = _ATOMIC, _SEQUENCES, _WALKED, _WALK_READERS
    held = None if noted is None else noted.get
    while stack:
        part = pop()
        cls = type(part)
        if held is not None:
            same = held(cls)
            if same is None:
                noted[cls] = [part]
            else:
                same.append(part)
        elif only is None or isinstance(part, only):
            found = verdict(part)
            if found is not None:
                if found:
                    return True
                continue
        if cls in walked:
            values = kinds[cls](part)
        elif cls in sequences:
            values = part
        else:                           # the node itself, when it is an atom or new
            values = _values(part)
        for value in values:
            cls = type(value)
            if cls in atomic:
                continue
            if cls in walked:
                push(value)
            elif cls in sequences:
                if value:
                    push(value)
            elif _pushed(value):
                push(value)
    return False


def _values(part):
    """The parts any_part reads from `part` (before skipping atoms and empty tuples)."""
    cls = type(part)
    kind = _KINDS[cls] if cls in _KINDS else _kind(cls)
    return () if kind is None else part if kind is _SEQUENCE else kind(part)


def _pushed(value) -> bool:
    """Whether a walk looks at `value` of a class not in _WALKED or _ATOMIC (met here first, or
    a sequence): not an atom, nor an empty tuple or list."""
    cls = type(value)
    kind = _KINDS[cls] if cls in _KINDS else _kind(cls)
    return kind is not None and (kind is not _SEQUENCE or bool(value))


def parts_of(value) -> tuple | list:
    """The parts of `value` `any_part` would look at: a tuple's or list's items, a dataclass's
    field values, in order, without the atoms (strings, numbers, enum members) and empty tuples."""
    if type(value) in _ATOMIC:
        return ()
    return [part for part in _values(value) if _pushed(part)]


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
    (frozen dataclasses and tuples never change). The walk is any_part's, with the parts noted
    where it pops them rather than by a verdict called for each."""
    found: dict[type, list] = {}
    _walk(node, None, None, found)
    return found


def instances_held(held: dict[type, list], kinds: type | tuple[type, ...]) -> list:
    """The parts in `held` (see `parts_by_class`) that are instances of `kinds`. When every class
    in `held` is already known not to be one of `kinds` (a set's issuperset, no loop here), there
    are none."""
    if (_SORTED.get(kinds) or _NOTHING_SORTED)[1].issuperset(held):
        return []
    subclasses, others = _sorted_classes(held, kinds)
    if subclasses.isdisjoint(held):
        return []
    return [part for cls, parts in held.items() if cls in subclasses for part in parts]


def holds_any(classes, kinds: type | tuple[type, ...]) -> bool:
    """Whether one of `classes` (the keys of `parts_by_class`) is `kinds` or a subclass of one
    (isinstance's answer for their instances)."""
    subclasses, others = _SORTED.get(kinds) or _sorted_classes((), kinds)
    if not subclasses.isdisjoint(classes):
        return True
    if others.issuperset(classes):
        return False
    return not _sorted_classes(classes, kinds)[0].isdisjoint(classes)


# kinds (a class or tuple of classes) -> (the classes met that are subclasses of one of them, the
# classes met that are not): issubclass's answers, which for classes whose metaclass keeps
# type's __subclasscheck__ depend on the classes' bases alone, fixed as a class is made, so an
# answer kept never goes stale. Kinds with another __subclasscheck__ (an ABC, to which a
# subclass can be registered later) are asked each time instead (_sorted_classes).
_SORTED: dict[object, tuple[set[type], set[type]]] = {}
_NOTHING_SORTED: tuple[set[type], set[type]] = (set(), set())     # kinds not sorted yet: nothing known


def _sorted_classes(classes, kinds) -> tuple[set[type], set[type]]:
    """_SORTED's entry for `kinds`, with every class of `classes` in one of its two sets."""
    sorted_ = _SORTED.get(kinds)
    if sorted_ is None:
        sorted_ = (set(), set())
        if all(type(kind).__subclasscheck__ is type.__subclasscheck__
               for kind in (kinds if isinstance(kinds, tuple) else (kinds,))):
            _SORTED[kinds] = sorted_
    subclasses, others = sorted_
    # the classes in neither set, found by one set difference: most of a line's are sorted already
    for cls in set(classes).difference(subclasses, others):
        (subclasses if issubclass(cls, kinds) else others).add(cls)
    return sorted_


def replaced(value, /, **changes):
    """dataclasses.replace(value, **changes), made directly where that is the same object: for
    a frozen dataclass whose __init__ is the one `dataclasses` writes, storing every field as
    given (_dict_in_field_order: no __post_init__, no slots, no data descriptor on a field), all
    fields init fields, and an instance whose __dict__ holds its fields alone, a new instance's
    __dict__ is a copy of `value`'s with `changes` put in (the fields keep their declaration
    order; no __init__ call, whose object.__setattr__ per field is most of replace's time). Any
    other value, or a change naming no field, goes to dataclasses.replace (and its errors).
    `value` is positional only: a field may be named "value"."""
    cls = type(value)
    names = _REPLACEABLE.get(cls)
    if names is None:
        names = _REPLACEABLE[cls] = _replaceable(cls)
    held = getattr(value, "__dict__", None)
    if not names or held is None or len(held) != len(names) or not names.issuperset(changes):
        return dataclasses.replace(value, **changes)
    new = object.__new__(cls)
    fields = new.__dict__
    fields.update(held)
    fields.update(changes)
    return new


def _replaceable(cls: type) -> frozenset[str]:
    """The field names of `cls` when `replaced` may build its copies directly (see there), else
    an empty set. A function of the class alone, fixed when the class is made."""
    if not dataclasses.is_dataclass(cls) or isinstance(cls, type) and issubclass(cls, type):
        return frozenset()
    names = frozenset(field_names(cls))
    # no InitVar nor ClassVar pseudo-field (those are in __dataclass_fields__ but not fields())
    if set(getattr(cls, "__dataclass_fields__", ())) != names \
            or not all(f.init for f in dataclasses.fields(cls)) or not _dict_in_field_order(cls):
        return frozenset()
    return names


# class -> its field names when `replaced` copies its instances directly, or an empty set
_REPLACEABLE: dict[type, frozenset[str]] = {}


def made_plainly(cls: type, fields: dict):
    """cls(**fields), made directly where that is the same object: for a class whose instances
    `replaced` may build directly (_replaceable) and whose fields have no default factory, a new
    instance's __dict__ holds every field in declaration order, `fields`' values over the
    defaults (no __init__ call: a frozen dataclass's sets its fields one object.__setattr__ at a
    time, most of the cost of an ObjectFilter of some 60 fields). Any other class, a name that
    is no field, or a field left without its value goes through cls(**fields) (and its errors)."""
    plain = _DEFAULTS.get(cls, False)
    if plain is False:
        plain = _DEFAULTS[cls] = _defaults(cls)
    if plain is None or not plain[0].keys() >= fields.keys() or not plain[1] <= fields.keys():
        return cls(**fields)
    new = object.__new__(cls)
    held = new.__dict__
    held.update(plain[0])
    held.update(fields)
    return new


def _defaults(cls: type) -> tuple[dict, frozenset] | None:
    """(each field of `cls` with its default, in declaration order; the fields without one) when
    `made_plainly` may build its instances directly (see there), else None. A function of the class
    alone, fixed when the class is made."""
    if not _replaceable(cls):
        return None
    fields = dataclasses.fields(cls)
    if any(f.default_factory is not dataclasses.MISSING for f in fields):
        return None
    return ({f.name: f.default for f in fields},
            frozenset(f.name for f in fields if f.default is dataclasses.MISSING))


# class -> _defaults(class), for made_plainly
_DEFAULTS: dict[type, tuple[dict, frozenset] | None] = {}
