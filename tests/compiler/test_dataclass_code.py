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


def _made(rewrite: bool, monkeypatch, tmp_path):
    """Frozen dataclasses of seven fields (one by a default factory, one not in __init__, with a
    __post_init__) and of two, their methods made through the cache with or without
    fields_set_together."""
    monkeypatch.setattr(dataclass_code, "_CACHE", CodeCache(tmp_path))
    monkeypatch.setattr(dataclasses, "exec", dataclass_code._exec, raising=False)
    monkeypatch.setattr(dataclass_code, "OWN_MODULES", (__name__,) if rewrite else ("no such module",))
    made = []

    @dataclasses.dataclass(frozen=True)
    class Wide:
        a: int
        b: tuple = ()
        c: list = dataclasses.field(default_factory=lambda: made.append("c") or ["made"])
        d: str = dataclasses.field(default="not in init", init=False)
        e: int = 5
        f: object = None
        g: object = "g"

        def __post_init__(self):
            made.append(("post_init", self.__dict__.copy()))

    @dataclasses.dataclass(frozen=True)
    class Narrow:
        a: int
        b: list = dataclasses.field(default_factory=list)
    return Wide, Narrow, made


def test_fields_set_together_make_the_same_instance(monkeypatch, tmp_path):
    """One __dict__ update in place of a call per field (six set), object.__setattr__ looked
    up once (two): the same fields, in the same order, the default factory called as before and
    __post_init__ after them."""
    wide, narrow, made_together = _made(True, monkeypatch, tmp_path / "together")
    plain_wide, plain_narrow, made_one_by_one = _made(False, monkeypatch, tmp_path / "one_by_one")
    assert "update" in wide.__init__.__code__.co_names
    assert dataclass_code.SETATTR in narrow.__init__.__code__.co_freevars
    assert "update" not in plain_wide.__init__.__code__.co_names
    assert dataclass_code.SETATTR not in plain_narrow.__init__.__code__.co_freevars
    for new, old, calls in ((wide, plain_wide, (((1,), {}), ((1, (2,), ["x"]), {"e": 7}))),
                            (narrow, plain_narrow, (((1,), {}), ((1, [2]), {})))):
        for args, kwargs in calls:
            x, y = new(*args, **kwargs), old(*args, **kwargs)
            assert list(x.__dict__.items()) == list(y.__dict__.items())
            assert dataclasses.astuple(x) == dataclasses.astuple(y)
    assert made_together == made_one_by_one and "c" in made_together
    for new in (wide, narrow):
        with pytest.raises(dataclasses.FrozenInstanceError):
            new(1).a = 2
    from cardtext.compiler.dataclass_fields import _dict_in_field_order
    assert _dict_in_field_order(wide) is _dict_in_field_order(plain_wide) is False     # __post_init__
    assert _dict_in_field_order(narrow) and _dict_in_field_order(plain_narrow)


def test_a_short_run_of_fields_is_set_one_call_each():
    source = ("def __create_fn__(__dataclass_builtins_object__):\n def __init__(self,a,b):\n"
              "  __dataclass_builtins_object__.__setattr__(self,'a',a)\n"
              "  __dataclass_builtins_object__.__setattr__(self,'b',b)\n return __init__")
    setattr_ = dataclass_code.SETATTR
    assert dataclass_code.fields_set_together(source) == (
        f"def __create_fn__(__dataclass_builtins_object__):\n {setattr_}=__dataclass_builtins_object__.__setattr__\n"
        f" def __init__(self,a,b):\n  {setattr_}(self,'a',a)\n  {setattr_}(self,'b',b)\n return __init__")


def test_every_frozen_class_of_cardtext_may_have_its_fields_set_together():
    """fields_set_together's premise for cardtext's own classes: no __slots__ and no data
    descriptor under a field's name (object.__setattr__ then writes the instance's __dict__),
    checked on every frozen dataclass of the compiler and the runtime."""
    import importlib
    import inspect
    import pkgutil

    import cardtext.compiler
    import cardtext.runtime
    for package in (cardtext.compiler, cardtext.runtime):
        for module in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            if not module.name.endswith(".__main__"):      # a command's entry point runs it
                importlib.import_module(module.name)
    checked = 0
    for name, module in list(sys.modules.items()):
        if not name.startswith(dataclass_code.OWN_MODULES):
            continue
        for cls in list(vars(module).values()):
            if not (inspect.isclass(cls) and dataclasses.is_dataclass(cls) and cls.__module__ == name
                    and cls.__dataclass_params__.frozen):
                continue
            checked += 1
            assert "__slots__" not in {k for klass in cls.__mro__ for k in vars(klass)}, cls
            for field in dataclasses.fields(cls):
                owner = next((klass for klass in cls.__mro__ if field.name in vars(klass)), None)
                if owner is not None:
                    found = type(vars(owner)[field.name])
                    assert not hasattr(found, "__set__") and not hasattr(found, "__delete__"), (cls, field.name)
    assert checked > 500


def test_rewritten_code_is_kept_apart_from_the_source_it_was_made_from(tmp_path, monkeypatch):
    """A rewrite's code is cached under its key and the source: read back by a run asking for
    the same rewrite without rewriting again, never by one asking for the source as it is (or
    for another version of the rewrite)."""
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    rewrites = []

    def doubled(source):
        rewrites.append(source)
        return source.replace("(self.a,)", "(self.a, self.a)")
    first = CodeCache(tmp_path)
    made = first.code(SOURCE, "cards.points", doubled, "doubled 1")
    assert made == compile(doubled(SOURCE), "<string>", "exec") != first.code(SOURCE, "cards.points")
    first.write()
    second = CodeCache(tmp_path)
    rewrites.clear()
    assert second.code(SOURCE, "cards.points", doubled, "doubled 1") == made and not rewrites
    assert second.code(SOURCE, "cards.points", doubled, "doubled 2") == made and rewrites
    assert second.code(SOURCE, "cards.points") == compile(SOURCE, "<string>", "exec")
