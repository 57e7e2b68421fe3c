"""The code of the methods `dataclasses` writes, compiled once and kept on disk.

`@dataclass(frozen=True)` writes each class's `__init__`, `__repr__`, `__eq__`, `__hash__`,
`__setattr__` and `__delattr__` as Python source and compiles it as the class is created. The AST
and the ability model are about 900 such classes: compiling their ~5,000 small functions was
two thirds of the CPU time of importing the compiler, so of a `cardtext compile --text`.

`install()` (called as `cardtext.compiler` is imported, before any of its classes or the
runtime's exist) has `dataclasses` run that source through `_exec` here instead of the builtin
`exec`: the same source, compiled by the same interpreter, gives the same code object, so it is
read from a cache file (keyed by a hash of the source) when an earlier run compiled it, as Python
reads a module's bytecode from `__pycache__`. Nothing else changes: the code runs with the
globals and the namespace `dataclasses` passes. The file's name carries the interpreter's
bytecode magic number (marshal and code objects differ between Python versions); it is written
at exit, atomically, when this run compiled something new, and not where Python writes no
bytecode (`sys.dont_write_bytecode`, PYTHONDONTWRITEBYTECODE). An unreadable file is ignored.
"""
from __future__ import annotations

import atexit
import builtins
import dataclasses
import hashlib
import importlib.util
import marshal
import os
import sys
from pathlib import Path

# Entries past this many (stale ones, of classes since changed) are dropped: the file is
# rewritten with only what the run that writes it used.
MAX_ENTRIES = 20_000


def cache_dir() -> Path:
    """cardtext's cache folder (the parser tables' too): $XDG_CACHE_HOME/cardtext."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "cardtext"


class CodeCache:
    """Source hash -> marshalled code object; each entry unmarshalled when first asked for."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._stored: dict[bytes, bytes] | None = None      # read on first use
        self._new: dict[bytes, bytes] = {}
        self._codes: dict[bytes, object] = {}                # this run's, by hash: many
        # classes have the same source for a method (same fields), and a code object is immutable

    def _read(self) -> dict[bytes, bytes]:
        try:
            with open(self.path, "rb") as handle:
                stored = marshal.load(handle)
        except (OSError, EOFError, ValueError, TypeError):
            return {}
        return stored if isinstance(stored, dict) else {}

    def code(self, source: str):
        """The code object of `source` compiled as `exec` compiles a string."""
        if self._stored is None:
            self._stored = self._read()
        key = hashlib.blake2b(source.encode("utf-8"), digest_size=16).digest()
        code = self._codes.get(key)
        if code is not None:
            return code
        data = self._stored.get(key)
        if data is not None:
            try:
                code = marshal.loads(data)
            except (EOFError, ValueError, TypeError):
                code = None
        if code is None:
            code = compile(source, "<string>", "exec")
            self._new[key] = marshal.dumps(code)
        self._codes[key] = code
        return code

    def write(self) -> None:
        """Keep what this run compiled, with what the file held (atomically: another process
        may write it too; the last one wins, and a run that misses an entry compiles it)."""
        if not self._new or sys.dont_write_bytecode:
            return
        entries = {**(self._stored or {}), **self._new}
        if len(entries) > MAX_ENTRIES:
            entries = {k: v for k, v in entries.items() if k in self._codes}
        temporary = self.path.with_name(f"{self.path.name}.{os.getpid()}.tmp")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with open(temporary, "wb") as handle:
                marshal.dump(entries, handle)
            os.replace(temporary, self.path)
        except OSError:
            try:
                os.unlink(temporary)
            except OSError:
                pass
            return
        self._stored, self._new = entries, {}


_CACHE: CodeCache | None = None


def _exec(source, globals=None, locals=None, /):
    """`exec` as `dataclasses` calls it, a string's code read from the cache."""
    if isinstance(source, str) and _CACHE is not None:
        source = _CACHE.code(source)
    return builtins.exec(source, globals, locals)


def install() -> None:
    """Have `dataclasses` compile its methods' source through the cache (once per process)."""
    global _CACHE
    if _CACHE is not None:
        return
    magic = importlib.util.MAGIC_NUMBER.hex()
    _CACHE = CodeCache(cache_dir() / f"dataclass-code-{magic}.marshal")
    dataclasses.exec = _exec
    atexit.register(_CACHE.write)
