"""cardtext's cache folder and how a file in it is written.

$XDG_CACHE_HOME/cardtext (~/.cache/cardtext) holds what a run works out once and later runs
read back: the parser tables (syntax/parser.py, syntax/line_tables.py), the scanners' compiled
patterns (syntax/compiled_patterns.py) and the dataclasses' method code (dataclass_code.py).
Several processes may write the same file (`-j N` workers, two commands at once): each writes a
temporary name and renames it, so a reader sees a whole file or none, and the last one wins.
"""
from __future__ import annotations

import os
from pathlib import Path


def cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "cardtext"


def write_whole(path: Path, data: bytes) -> bool:
    """`data` written to `path` through a temporary name; False (nothing written) when the
    folder can't be made or written."""
    partial = path.with_name(f"{path.name}.{os.getpid()}.partial")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        partial.write_bytes(data)
        os.replace(partial, path)
    except OSError:
        try:
            partial.unlink(missing_ok=True)
        except OSError:
            pass
        return False
    return True
