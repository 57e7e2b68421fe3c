"""The contextual lexer's long regular expressions, compiled once and kept on disk.

Each parser state's scanner is an alternation of the terminals the state accepts (lexer.py),
hundreds of them: `re.compile` parses and assembles it in Python code, about 10 ms each, and a
`cardtext compile --text` of one line builds five to ten of them, a corpus about 900. Python
keeps no compiled pattern from one run to the next (a pickled pattern is compiled again as it
is loaded), so this module keeps what `re.compile` works out, the regular expression engine's
code, flags and groups (re._compiler.compile), in a file named by a hash of the pattern, and a
later run hands them to the engine as `re.compile` does (`_sre.compile`), skipping the parse.
The engine checks the code it is given (an unreadable or foreign file is compiled again), and
the folder's name carries the Python version and the `re` module's own format number (its code
differs between versions). Patterns shorter than LONG_PATTERN are compiled directly: reading a
file costs about as much.
"""
from __future__ import annotations

import hashlib
from array import array
import marshal
import os
import re
import sys
from pathlib import Path
from re import _compiler, _constants, _parser

import _sre

from ..cache_files import PATTERNS, cache_dir, mark_used, prune_once, write_whole

LONG_PATTERN = 200
# The engine's code words (_sre.CODESIZE bytes each) kept as an array's bytes: marshal reads a
# list of ints a hundred times slower.
_WORD = next(t for t in "IL" if array(t).itemsize == _sre.CODESIZE)


def folder() -> Path:
    return cache_dir() / f"patterns-{sys.implementation.cache_tag}-{_constants.MAGIC}"


def _engine_arguments(pattern: str, flags: int) -> tuple:
    """What re._compiler.compile passes to `_sre.compile` after the pattern: flags, code, the
    number of groups, name -> group and group -> name."""
    parsed = _parser.parse(pattern, flags)
    code = [int(c) for c in _compiler._code(parsed, flags)]     # its opcodes are int subclasses
    names = parsed.state.groupdict
    index = [None] * parsed.state.groups
    for name, i in names.items():
        index[i] = name
    return int(flags | parsed.state.flags), code, parsed.state.groups - 1, dict(names), tuple(index)


def compile_pattern(pattern: str, flags: int = 0) -> re.Pattern:
    """`re.compile(pattern, flags)`, a long pattern's compiled form read from the cache folder
    when an earlier run wrote it (and written when not)."""
    if len(pattern) < LONG_PATTERN:
        return re.compile(pattern, flags)
    flags = int(flags)
    key = hashlib.sha256(f"{flags}\0{pattern}".encode("utf-8")).hexdigest()[:32]
    path = folder() / f"{key}.marshal"
    try:
        with open(path, "rb") as handle:
            stored = marshal.load(handle)
            mark_used(path, os.fstat(handle.fileno()).st_mtime)
        if stored[0] == pattern and stored[1] == flags:
            code = array(_WORD)
            code.frombytes(stored[3])
            return _sre.compile(pattern, stored[2], code.tolist(), *stored[4:])
    except (OSError, EOFError, ValueError, TypeError, IndexError, RuntimeError):
        pass                            # absent, unreadable, or code the engine refuses
    try:
        arguments = _engine_arguments(pattern, flags)
        compiled = _sre.compile(pattern, *arguments)
    except (AttributeError, TypeError, ValueError, RuntimeError):
        return re.compile(pattern, flags)   # internals this Python lays out otherwise: keep nothing
    written_flags, code, *groups = arguments
    if write_whole(path, marshal.dumps((pattern, flags, written_flags, array(_WORD, code).tobytes(), *groups))):
        prune_once(path.parent, PATTERNS)     # other grammars' scanners may go
    return compiled
