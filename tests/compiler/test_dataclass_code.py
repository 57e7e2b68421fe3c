"""The methods `dataclasses` writes are compiled once and read back from a cache file
(compiler/dataclass_code.py): the same source gives the same code object, and a class made from
cached code behaves as one made from freshly compiled code."""
from __future__ import annotations

import dataclasses
import sys

import pytest

from cardtext.compiler import dataclass_code
from cardtext.compiler.dataclass_code import CodeCache

SOURCE = "def __create_fn__(cls):\n def __hash__(self):\n  return hash((self.a,))\n return __hash__"


def test_a_source_compiled_once_is_read_back_by_the_next_run(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    path = tmp_path / "code.marshal"
    first = CodeCache(path)
    compiled = first.code(SOURCE)
    assert not path.exists()                            # written at exit, not as it compiles
    first.write()
    second = CodeCache(path)
    assert second.code(SOURCE) == compiled == compile(SOURCE, "<string>", "exec")
    assert not second._new                              # read, not compiled again
    second.write()                                      # nothing new: the file is left as it is


def test_no_file_is_written_where_python_writes_no_bytecode(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    cache = CodeCache(tmp_path / "code.marshal")
    cache.code(SOURCE)
    cache.write()
    assert not (tmp_path / "code.marshal").exists()


@pytest.mark.parametrize("content", [b"", b"not marshal", b"\xe9\x00\x00\x00\x00"])
def test_an_unreadable_cache_file_is_ignored(tmp_path, content):
    path = tmp_path / "code.marshal"
    path.write_bytes(content)
    assert CodeCache(path).code(SOURCE) == compile(SOURCE, "<string>", "exec")


def test_a_frozen_dataclass_made_from_cached_code_behaves_as_dataclasses_makes_it(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    path = tmp_path / "code.marshal"

    def make():
        @dataclasses.dataclass(frozen=True)
        class Point:
            x: int
            y: int = 0
        return Point

    for _ in range(2):                                  # compiled, then read from the file
        cache = CodeCache(path)
        monkeypatch.setattr(dataclass_code, "_CACHE", cache)
        monkeypatch.setattr(dataclasses, "exec", dataclass_code._exec, raising=False)
        point = make()
        cache.write()
        assert point(1) == point(1, 0) and hash(point(1)) == hash(point(1, 0))
        assert repr(point(2, 3)).endswith("Point(x=2, y=3)")
        with pytest.raises(dataclasses.FrozenInstanceError):
            point(1).x = 2
    assert not cache._new


def test_the_compiler_reads_dataclass_code_through_the_cache():
    """Importing cardtext.compiler installs the cache before any of its classes is made."""
    assert dataclasses.exec is dataclass_code._exec
