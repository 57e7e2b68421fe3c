"""The code of the methods `dataclasses` writes, compiled once and kept on disk.

`@dataclass(frozen=True)` writes each class's `__init__`, `__repr__`, `__eq__`, `__hash__`,
`__setattr__` and `__delattr__` as Python source and compiles it as the class is created. The AST
and the ability model are about 900 such classes: compiling their ~5,000 small functions was
two thirds of the CPU time of importing the compiler, so of a `cardtext compile --text`.

`install()` (called as `cardtext.compiler` is imported, before any of its classes or the
runtime's exist) has `dataclasses` run that source through `_exec` here instead of the builtin
`exec`: the same source, compiled by the same interpreter, gives the same code object, so it is
read from a cache file (keyed by the source) when an earlier run compiled it, as Python
reads a module's bytecode from `__pycache__`. Nothing else changes: the code runs with the
globals and the namespace `dataclasses` passes. There is one file per module that makes classes
(`dataclasses` passes the module's globals), so a run reads only the files of the modules it
imports (`cardtext --help` one or two). Their folder's name carries the interpreter's bytecode
magic number (marshal and code objects differ between Python versions); a file is written at
exit, atomically, when this run compiled something new for its module, and not where Python
writes no bytecode (`sys.dont_write_bytecode`, PYTHONDONTWRITEBYTECODE). An unreadable file is
ignored.
"""
from __future__ import annotations

import atexit
import builtins
import dataclasses
import functools
import hashlib
import importlib.util
import marshal
import os
import re
import sys
from pathlib import Path

from .cache_files import DATACLASS_CODE, cache_dir, mark_used, prune_once, write_whole

# A module's entries past this many (stale ones, of classes since changed) are dropped: its file
# is rewritten with only what the run that writes it used.
MAX_ENTRIES = 2_000


def _read(path: Path) -> dict[str, bytes]:
    try:
        with open(path, "rb") as handle:
            stored = marshal.load(handle)
            mark_used(path, os.fstat(handle.fileno()).st_mtime)
    except (OSError, EOFError, ValueError, TypeError):
        return {}
    return stored if isinstance(stored, dict) else {}


class CodeCache:
    """Per module: source -> marshalled code object, each file read when its module first
    asks, each entry unmarshalled when first asked for."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._stored: dict[str, dict[str, bytes]] = {}
        self._new: dict[str, dict[str, bytes]] = {}
        self._used: dict[str, set[str]] = {}
        self._codes: dict[str, object] = {}       # this run's, by source: many classes have the
        # same source for a method (same fields), and a code object is immutable

    def path(self, module: str) -> Path:
        return self.folder / f"{module}.marshal"

    def code(self, source: str, module: str = "__main__", rewrite=None, rewrite_key: str = ""):
        """The code object of `source` compiled as `exec` compiles a string; with `rewrite`, of
        rewrite(source), kept under `rewrite_key` (which names the rewrite and its version)
        and the source, so a run finding it reads it without rewriting anything."""
        stored = self._stored.get(module)
        if stored is None:
            stored = self._stored[module] = _read(self.path(module))
            self._used[module] = set()
        key = source if rewrite is None else f"{rewrite_key}\0{source}"
        self._used[module].add(key)
        code = self._codes.get(key)
        if code is not None:
            return code
        data = stored.get(key)
        if data is not None:
            try:
                code = marshal.loads(data)
            except (EOFError, ValueError, TypeError):
                code = None
        if code is None:
            code = compile(source if rewrite is None else rewrite(source), "<string>", "exec")
            self._new.setdefault(module, {})[key] = marshal.dumps(code)
        self._codes[key] = code
        return code

    def write(self) -> None:
        """Keep what this run compiled, with what each file held (atomically: another process
        may write it too; the last one wins, and a run that misses an entry compiles it)."""
        if sys.dont_write_bytecode:
            return
        for module, new in self._new.items():
            entries = {**self._stored[module], **new}
            if len(entries) > MAX_ENTRIES:
                entries = {k: v for k, v in entries.items() if k in self._used[module]}
            if write_whole(self.path(module), marshal.dumps(entries)):
                self._stored[module] = entries
                prune_once(self.folder, DATACLASS_CODE)
        self._new = {}


_CACHE: CodeCache | None = None


def _exec(source, globals=None, locals=None, /):
    """`exec` as `dataclasses` calls it, a string's code read from the cache of the module whose
    globals it runs in; a frozen class of cardtext's own has its fields set together
    (fields_set_together)."""
    if isinstance(source, str) and _CACHE is not None:
        module = (globals or {}).get("__name__") or "__main__"
        if module.startswith(OWN_MODULES):
            source = _CACHE.code(source, module, fields_set_together, _rewrite_key())
        else:
            source = _CACHE.code(source, module)
    return builtins.exec(source, globals, locals)


@functools.cache
def _rewrite_key() -> str:
    """What the code fields_set_together makes depends on besides the source: its own code and
    the values it reads (a cache entry made by another version of it is not read)."""
    made_by = (_code_parts(fields_set_together.__code__), FIELDS_SET_TOGETHER, SETATTR, _FIELD_SET.pattern)
    return "fields_set_together " + hashlib.sha256(repr(made_by).encode()).hexdigest()[:16]


def _code_parts(code) -> tuple:
    """A code object's bytecode, names and constants (a nested code object's the same way),
    which stay the same from one run to the next (its repr holds an address, marshal's bytes
    flags that depend on reference counts)."""
    return (code.co_code, code.co_names,
            tuple(_code_parts(c) if hasattr(c, "co_code") else repr(c) for c in code.co_consts))


# The frozen classes whose __init__ fields_set_together rewrites: cardtext's own, none of which
# has __slots__ or a data descriptor under a field's name (tests/compiler/test_dataclass_code.py
# checks every one); another package's class may.
OWN_MODULES = ("cardtext.",)
# a line of a frozen class's __init__ setting one field, as `dataclasses` writes it
_FIELD_SET = re.compile(r"^  __dataclass_builtins_object__\.__setattr__\(self,('[^'\\]+'),(.+)\)$")
FIELDS_SET_TOGETHER = 6     # a shorter run sets its fields one call each, quicker for five or fewer
# object.__setattr__ looked up once as __init__ is made, not once a field each time it runs (the
# lookup of an attribute of `object` is as long as the call); _dict_in_field_order knows the name
SETATTR = "__dataclass_object_setattr__"


def fields_set_together(source: str) -> str:
    """`source` with each run of FIELDS_SET_TOGETHER or more lines of a frozen dataclass's
    __init__ that set a field (`object.__setattr__(self, name, value)`, one call each, as the
    class's own __setattr__ refuses) made one update of the instance's __dict__ with a dict of
    the same names and values in the same order, and a shorter run calling object.__setattr__
    looked up once (SETATTR). For a class with no __slots__ and no data descriptor under a
    field's name, object.__setattr__ puts the value in the instance's __dict__, so the instance
    is the same: the same fields in the same order (the values are computed in that order too,
    a default factory's call among them), __post_init__ run after them as before. An AST node
    or ability of a dozen fields is made in about half the time, an ObjectFilter of 63 in two
    fifths, a Span of two in two thirds."""
    if "__dataclass_builtins_object__.__setattr__(self," not in source:
        return source
    out: list[str] = []
    run: list[re.Match] = []            # the field lines just read
    for line in source.split("\n") + [None]:
        field = _FIELD_SET.match(line) if line is not None else None
        if field is not None:
            run.append(field)
            continue
        if len(run) >= FIELDS_SET_TOGETHER:
            out.append("  __dataclass_builtins_object__.__getattribute__(self,'__dict__').update({"
                       + ",".join(f"{f.group(1)}:{f.group(2)}" for f in run) + "})")
        else:
            out += [f"  {SETATTR}(self,{f.group(1)},{f.group(2)})" for f in run]
        run = []
        if line is not None:
            out.append(line)
            if len(out) == 1:           # the header of __create_fn__, which makes __init__
                out.append(f" {SETATTR}=__dataclass_builtins_object__.__setattr__")
    return "\n".join(out)


def install() -> None:
    """Have `dataclasses` compile its methods' source through the cache (once per process)."""
    global _CACHE
    if _CACHE is not None:
        return
    _CACHE = CodeCache(cache_dir() / f"dataclass-code-{importlib.util.MAGIC_NUMBER.hex()}")
    dataclasses.exec = _exec
    atexit.register(_CACHE.write)
