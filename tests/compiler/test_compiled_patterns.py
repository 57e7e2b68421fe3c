"""The lexer's long regular expressions are compiled once and their compiled form read back by
later runs (compiler/syntax/compiled_patterns.py): the pattern read back is the one `re.compile`
makes, and matches as it does."""
from __future__ import annotations

import re

import pytest

from cardtext.compiler.syntax import compiled_patterns
from cardtext.compiler.syntax.compiled_patterns import compile_pattern

WORDS = ["flying", "first strike", "double strike", "deathtouch", "lifelink", "vigilance", "trample"]
LONG = "|".join(f"(?P<T{i}_{j}>{re.escape(w)}{j})" for i, w in enumerate(WORDS) for j in range(40))


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setattr(compiled_patterns, "folder", lambda: tmp_path)
    return tmp_path


def test_a_long_pattern_read_back_is_the_one_re_compiles(cache):
    assert len(LONG) >= compiled_patterns.LONG_PATTERN
    first = compile_pattern(LONG, re.IGNORECASE)
    assert len(list(cache.iterdir())) == 1                  # written as it was compiled
    again = compile_pattern(LONG, re.IGNORECASE)            # read back from the file
    assert first == again == re.compile(LONG, re.IGNORECASE)
    m = again.match("xx Lifelink12 yy", 3)          # the first alternative that matches
    assert (m.group(0), m.lastgroup, m.end()) == ("Lifelink1", "T4_1", 12)
    assert again.groupindex == re.compile(LONG, re.IGNORECASE).groupindex


def test_a_short_pattern_is_compiled_without_the_cache(cache):
    assert compile_pattern("(?P<WORD>[a-z]+)") == re.compile("(?P<WORD>[a-z]+)")
    assert not list(cache.iterdir())


@pytest.mark.parametrize("content", [b"", b"garbage", None])
def test_an_unreadable_or_foreign_file_is_compiled_again(cache, content):
    compile_pattern(LONG)
    (stored,) = cache.iterdir()
    if content is None:                 # another pattern's entry under this name: not used
        import marshal
        other = marshal.loads(stored.read_bytes())
        stored.write_bytes(marshal.dumps(("other", *other[1:])))
    else:
        stored.write_bytes(content)
    assert compile_pattern(LONG) == re.compile(LONG)


def test_code_the_engine_refuses_is_compiled_again(cache):
    import marshal
    compile_pattern(LONG)
    (stored,) = cache.iterdir()
    entry = list(marshal.loads(stored.read_bytes()))
    entry[3] = bytes([255]) * 40        # no regular expression engine code
    stored.write_bytes(marshal.dumps(tuple(entry)))
    assert compile_pattern(LONG) == re.compile(LONG)


def test_a_python_whose_regex_internals_differ_compiles_as_re_does(cache, monkeypatch):
    """The engine's arguments come from `re`'s private modules: where another Python lays them
    out otherwise, the pattern is compiled by `re.compile` and nothing is written."""
    def moved(*args):
        raise AttributeError("re._compiler has no _code here")
    monkeypatch.setattr(compiled_patterns, "_engine_arguments", moved)
    assert compile_pattern(LONG) == re.compile(LONG)
    assert not list(cache.iterdir())
