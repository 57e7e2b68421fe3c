"""cardtext's cache folder, how a file in it is written, and how it is kept from growing.

$XDG_CACHE_HOME/cardtext (~/.cache/cardtext) holds what a run works out once and later runs
read back: the parser tables (syntax/parser.py, syntax/line_tables.py, source/cardfile.py), the
scanners' compiled patterns (syntax/compiled_patterns.py) and the dataclasses' method code
(dataclass_code.py). Several processes may write the same file (`-j N` workers, two commands
at once): each writes a temporary name and renames it, so a reader sees a whole file or none,
and the last one wins.

Each of those files is keyed by what it was made from (a grammar's hash, a pattern's), so every
change of the grammar leaves the old files behind, never read again by this version. Pruning
keeps the folder bounded: a file's modification time says when it was last used (a run that
reads a file whose mark is older than REFRESH seconds sets it to now), and when a run writes a
new file of a kind, the files of that kind past the newest `keep` are removed, except those used
in the last RECENT seconds (another process, say a checkout of another version, may be using
them). Removing is always safe: a file another process has open stays readable to it, a missing
file is built again, and a file being written is a temporary name (`.partial`), removed only
once it is a day old (left by a process that died before renaming it).
"""
from __future__ import annotations

import os
import re
import time
from dataclasses import dataclass
from pathlib import Path

RECENT = 3_600          # seconds: a file used this recently is never pruned
REFRESH = 600           # seconds: how stale a file's "last used" mark may get before a read resets it
STALE_PARTIAL = 86_400  # seconds: a temporary `.partial` file this old is a dead writer's leftover


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


@dataclass(frozen=True)
class Kind:
    """One kind of cache file: where (`folders`, a pattern of folder names under the cache
    folder, "" for the cache folder itself), which `files`, and how many of the newest to keep."""
    label: str
    folders: str
    files: str
    keep: int

    def folder_paths(self, root: Path) -> list[Path]:
        if not self.folders:
            return [root]
        try:
            return sorted(p for p in root.iterdir() if re.fullmatch(self.folders, p.name) and p.is_dir())
        except OSError:
            return []


TABLES = Kind("parser tables", "", r"rules-[0-9a-f]{16}\.lark\.cache", 6)
LINE_TABLES = Kind("line-loop tables", "", r"rules-[0-9a-f]{16}\.line-.+\.pickle", 6)
CARD_FILE_TABLES = Kind("card-file parser tables", "", r"cardfile-[0-9a-f]{16}\.lark\.cache", 2)
# a corpus compile reads about 900 patterns of one grammar: room for a few grammars
PATTERNS = Kind("compiled patterns", r"patterns-.+", r"[0-9a-f]{32}\.marshal", 3_000)
DATACLASS_CODE = Kind("dataclass code", r"dataclass-code-[0-9a-f]+", r".+\.marshal", 500)
KINDS = (TABLES, LINE_TABLES, CARD_FILE_TABLES, PATTERNS, DATACLASS_CODE)

_PRUNED: set[tuple[str, str]] = set()     # (folder, kind) pruned by this process already


def mark_used(path: Path, mtime: float | None = None) -> None:
    """Record that `path` was read now (its modification time), unless it was recently; `mtime`
    is its modification time when the caller has it (from an open handle's fstat)."""
    try:
        if mtime is None:
            mtime = os.stat(path).st_mtime
        if mtime < time.time() - REFRESH:
            os.utime(path)
    except OSError:
        pass


def prune_once(folder: Path, kind: Kind) -> int:
    """prune(folder, kind), the first time this process asks for that folder and kind (a run
    writing hundreds of patterns lists their folder once)."""
    key = (str(folder), kind.label)
    if key in _PRUNED:
        return 0
    _PRUNED.add(key)
    return prune(folder, kind)


def prune(folder: Path, kind: Kind, now: float | None = None) -> int:
    """Remove the files of `kind` in `folder` past the newest `kind.keep` that were not used in
    the last RECENT seconds, and dead writers' `.partial` files; returns how many were removed.
    Never raises."""
    now = time.time() if now is None else now
    files: list[tuple[float, str]] = []
    removed = 0
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                try:
                    if entry.name.endswith(".partial"):
                        if re.fullmatch(kind.files, entry.name.rsplit(".", 2)[0]) and \
                                entry.stat().st_mtime < now - STALE_PARTIAL:
                            removed += _unlink(entry.path)
                    elif re.fullmatch(kind.files, entry.name) and entry.is_file():
                        files.append((entry.stat().st_mtime, entry.path))
                except OSError:
                    continue
    except OSError:
        return removed
    files.sort(reverse=True)
    for mtime, path in files[kind.keep:]:
        if mtime < now - RECENT:
            removed += _unlink(path)
    return removed


def _unlink(path: str) -> int:
    try:
        os.unlink(path)
    except OSError:
        return 0
    return 1


def prune_all(root: Path | None = None, now: float | None = None) -> int:
    """prune() every kind in every folder of the cache folder (`cardtext cache prune`)."""
    root = root or cache_dir()
    return sum(prune(folder, kind, now) for kind in KINDS for folder in kind.folder_paths(root))


def usage(root: Path | None = None) -> list[tuple[str, int, int]]:
    """(label, number of files, bytes) of each kind in the cache folder."""
    root = root or cache_dir()
    found = []
    for kind in KINDS:
        count = size = 0
        for folder in kind.folder_paths(root):
            try:
                with os.scandir(folder) as entries:
                    for entry in entries:
                        if re.fullmatch(kind.files, entry.name) and entry.is_file():
                            count += 1
                            size += entry.stat().st_size
            except OSError:
                continue
        found.append((kind.label, count, size))
    return found


def clear(root: Path | None = None) -> int:
    """Remove every file of the kinds above (and the kinds' folders, emptied); returns how many
    files. Files of other names are left (a temporary file being written among them), as is the
    results cache (source/results_cache.py)."""
    root = root or cache_dir()
    removed = 0
    for kind in KINDS:
        for folder in kind.folder_paths(root):
            try:
                with os.scandir(folder) as entries:
                    names = [e.path for e in entries if re.fullmatch(kind.files, e.name)]
            except OSError:
                continue
            removed += sum(_unlink(path) for path in names)
            if kind.folders:
                try:
                    folder.rmdir()
                except OSError:
                    pass
    return removed
