"""Compiled results cached on disk, as ruff caches lint results: a re-run over unchanged cards
reads each card's result instead of compiling it again.

Where: `$CARDTEXT_CACHE_DIR` when set (tests point it at a temporary folder), otherwise
`results/` in the parser's cache folder (`$XDG_CACHE_HOME/cardtext`, by default
`~/.cache/cardtext`): never inside the user's project. `--no-cache` (or `CARDTEXT_NO_CACHE=1`)
bypasses it.

What a result is keyed by: its *fingerprint* (cardtext's version, the Python version, and a hash
of every file of the compiler, the runtime and the grammar, so an edited compiler or keyword
database never reads a result of the old one; a run with custom keywords adds their
database), the command's *namespace* ("compile-json", "coverage", "lint", ...: what the result
is) and the card's *key* (everything its result depends on: the card's text and header, its
place in the file, the command's options). Results of one fingerprint live in one folder, one
shard file per input file; only the newest few fingerprint folders are kept.

The shards are pickles: the folder is created readable by its owner only, like the parser
cache beside it, and a shard that does not load is treated as empty (it is rewritten).
"""
from __future__ import annotations

import hashlib
import os
import pickle
import sys
import tempfile
from pathlib import Path
from typing import Any

ENV_DIR = "CARDTEXT_CACHE_DIR"
ENV_OFF = "CARDTEXT_NO_CACHE"
KEEP_FINGERPRINTS = 4     # fingerprint folders kept: the newest (a few versions side by side)
KEEP_SAVES = 16           # an entry unused in this many saves of its shard is dropped
_PACKAGES = ("compiler", "runtime", "grammar")
_SOURCE_SUFFIXES = (".py", ".lark", ".toml", ".tsv", ".txt", ".json")


def cache_folder() -> Path:
    """Where results are cached (not created here)."""
    given = os.environ.get(ENV_DIR)
    if given:
        return Path(given)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "cardtext" / "results"


def disabled_by_environment() -> bool:
    return os.environ.get(ENV_OFF, "") not in ("", "0")


_FINGERPRINT: str | None = None


def fingerprint() -> str:
    """cardtext's version, Python's, and a hash of the package's own files (computed once)."""
    global _FINGERPRINT
    if _FINGERPRINT is None:
        digest = hashlib.sha256(f"{_version()}\0{sys.version}\0".encode())
        root = Path(__file__).resolve().parents[2]
        for package in _PACKAGES:
            folder = root / package
            for path in sorted(folder.rglob("*")):
                if path.suffix in _SOURCE_SUFFIXES and "__pycache__" not in path.parts:
                    digest.update(str(path.relative_to(root)).encode() + b"\0" + path.read_bytes())
        _FINGERPRINT = digest.hexdigest()[:20]
    return _FINGERPRINT


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version
    try:
        return version("cardtext")
    except PackageNotFoundError:
        return "0"


def key_of(*parts: object) -> str:
    """A key for a card's result: a digest of the reprs of what the result depends on (frozen
    dataclasses and plain values: their reprs are their contents)."""
    return hashlib.sha1(repr(parts).encode("utf-8", "surrogatepass")).hexdigest()


class ResultsCache:
    """The results of one namespace under one fingerprint (plus `variant`, e.g. a custom keyword
    database's repr). `get` during a run, `save` once at its end."""

    def __init__(self, namespace: str, variant: str = "", folder: Path | None = None):
        extra = hashlib.sha256(variant.encode("utf-8", "surrogatepass")).hexdigest()[:12] if variant else "builtin"
        self.root = folder or cache_folder()
        self.folder = self.root / fingerprint()
        self.namespace = f"{namespace}-{extra}"
        self._shards: dict[str, dict[str, Any]] = {}   # shard file name -> {"saves", "entries"}
        self._used: dict[str, set[str]] = {}
        self._new: dict[str, dict[str, Any]] = {}
        # input file -> its shard's name, worked out once a run rather than for each of its
        # cards' get and put (an abspath and a sha1 each: 0.1 s of a corpus's cold compile);
        # one entry per input file of the run, and the current folder does not change in one
        self._shard_names: dict[str, str] = {}

    def _shard_name(self, file: str) -> str:
        name = self._shard_names.get(file)
        if name is None:
            where = file if file.startswith("<") else os.path.abspath(file)
            digest = hashlib.sha1(where.encode("utf-8", "surrogatepass")).hexdigest()[:16]
            name = self._shard_names[file] = f"{self.namespace}-{digest}.pickle"
        return name

    def _shard(self, name: str) -> dict[str, Any]:
        if name not in self._shards:
            self._shards[name] = _read(self.folder / name)
        return self._shards[name]

    def get(self, file: str, key: str) -> Any | None:
        """The cached result for `key` of a card of `file`, or None."""
        name = self._shard_name(file)
        found = self._shard(name)["entries"].get(key)
        if found is None:
            return None
        self._used.setdefault(name, set()).add(key)
        return found[1]

    def put(self, file: str, key: str, value: Any) -> None:
        name = self._shard_name(file)
        self._new.setdefault(name, {})[key] = value
        self._used.setdefault(name, set()).add(key)

    def save(self) -> None:
        """Write the shards that gained results; never raises (a cache that cannot be written
        only makes the next run slower)."""
        if not self._new:
            return
        try:
            self.folder.mkdir(parents=True, exist_ok=True, mode=0o700)
            for name, new in self._new.items():
                _write(self.folder / name, self._merged(name, new))
            _prune(self.root, self.folder)
        except OSError:
            pass
        self._new = {}

    def _merged(self, name: str, new: dict[str, Any]) -> dict[str, Any]:
        old = _read(self.folder / name)            # another run may have saved meanwhile
        saves = old["saves"] + 1
        used = self._used.get(name, set())
        entries = {k: (saves if k in used else at, v) for k, (at, v) in old["entries"].items()
                   if k in used or at > saves - KEEP_SAVES}
        entries.update((k, (saves, v)) for k, v in new.items())
        return {"saves": saves, "entries": entries}


def _read(path: Path) -> dict[str, Any]:
    try:
        with open(path, "rb") as f:
            data = pickle.load(f)
        if isinstance(data, dict) and isinstance(data.get("entries"), dict):
            return data
    except Exception:      # missing, truncated, or written by another Python: start again
        pass
    return {"saves": 0, "entries": {}}


def _write(path: Path, data: dict[str, Any]) -> None:
    fd, temporary = tempfile.mkstemp(dir=path.parent, prefix=".", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            pickle.dump(data, f, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def _prune(root: Path, current: Path) -> None:
    """Keep the newest KEEP_FINGERPRINTS fingerprint folders (the current one always)."""
    import shutil
    current.touch()
    folders = sorted((p for p in fingerprint_folders(root) if p != current),
                     key=lambda p: p.stat().st_mtime, reverse=True)
    for old in folders[KEEP_FINGERPRINTS - 1:]:
        shutil.rmtree(old, ignore_errors=True)


def fingerprint_folders(root: Path | None = None) -> list[Path]:
    """The folders of results in `root` (the cache folder). Only folders named like a
    fingerprint are cardtext's: $CARDTEXT_CACHE_DIR may hold other things."""
    import re
    root = root or cache_folder()
    ours = re.compile(r"[0-9a-f]{20}")
    try:
        return sorted(p for p in root.iterdir() if p.is_dir() and ours.fullmatch(p.name))
    except OSError:
        return []


def usage(root: Path | None = None) -> tuple[int, int, int]:
    """(fingerprint folders, shard files, bytes) of the results cache."""
    folders = fingerprint_folders(root)
    files = [p for folder in folders for p in folder.glob("*.pickle")]
    return len(folders), len(files), sum(p.stat().st_size for p in files if p.exists())


def clear(root: Path | None = None) -> int:
    """Remove every fingerprint folder; returns how many."""
    import shutil
    folders = fingerprint_folders(root)
    for folder in folders:
        shutil.rmtree(folder, ignore_errors=True)
    return len(folders)
