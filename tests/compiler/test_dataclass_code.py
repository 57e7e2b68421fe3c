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
    first = CodeCache(tmp_path)
    compiled = first.code(SOURCE, "cards.points")
    assert not first.path("cards.points").exists()      # written at exit, not as it compiles
    first.write()
    second = CodeCache(tmp_path)
    assert second.code(SOURCE, "cards.points") == compiled == compile(SOURCE, "<string>", "exec")
    assert not second._new                              # read, not compiled again
    second.write()                                      # nothing new: the file is left as it is


def test_no_file_is_written_where_python_writes_no_bytecode(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    cache = CodeCache(tmp_path)
    cache.code(SOURCE, "cards.points")
    cache.write()
    assert not list(tmp_path.iterdir())


@pytest.mark.parametrize("content", [b"", b"not marshal", b"\xe9\x00\x00\x00\x00"])
def test_an_unreadable_cache_file_is_ignored(tmp_path, content):
    (tmp_path / "cards.points.marshal").write_bytes(content)
    assert CodeCache(tmp_path).code(SOURCE, "cards.points") == compile(SOURCE, "<string>", "exec")


def test_a_frozen_dataclass_made_from_cached_code_behaves_as_dataclasses_makes_it(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    def make():
        @dataclasses.dataclass(frozen=True)
        class Point:
            x: int
            y: int = 0
        return Point

    for _ in range(2):                                  # compiled, then read from the file
        cache = CodeCache(tmp_path)
        monkeypatch.setattr(dataclass_code, "_CACHE", cache)
        monkeypatch.setattr(dataclasses, "exec", dataclass_code._exec, raising=False)
        point = make()
        cache.write()
        assert point(1) == point(1, 0) and hash(point(1)) == hash(point(1, 0))
        assert repr(point(2, 3)).endswith("Point(x=2, y=3)")
        with pytest.raises(dataclasses.FrozenInstanceError):
            point(1).x = 2
    assert not cache._new
    assert [p.name for p in tmp_path.iterdir()] == [f"{__name__}.marshal"]     # the class's module


def test_a_module_reads_only_its_own_file(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    first = CodeCache(tmp_path)
    first.code(SOURCE, "cards.points")
    first.write()
    other = CodeCache(tmp_path)
    other.code(SOURCE, "cards.lines")
    assert list(other._stored) == ["cards.lines"] and other._new == {"cards.lines": first._stored["cards.points"]}


def test_the_compiler_reads_dataclass_code_through_the_cache():
    """Importing cardtext.compiler installs the cache before any of its classes is made."""
    assert dataclasses.exec is dataclass_code._exec
