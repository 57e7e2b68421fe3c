"""Every docstring of cardtext's own code can be written as UTF-8.

Python 3.13's compiler cleans each docstring's indentation through its UTF-8 bytes: a module
whose docstring holds a lone surrogate (an escape such as "\\ud800" written in a docstring that
is not raw) failed to import there with UnicodeEncodeError, so cardtext did not start at all on
3.13 (pyproject.toml's requires-python is >=3.11). A surrogate belongs in code, not in prose.
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SOURCES = sorted(p for folder in ("compiler", "runtime", "bench") for p in (ROOT / folder).rglob("*.py"))


def _docstrings(tree: ast.Module):
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            text = ast.get_docstring(node, clean=False)
            if text is not None:
                yield getattr(node, "lineno", 1), text


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_docstring_holds_a_lone_surrogate(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for line, text in _docstrings(tree):
        try:
            text.encode("utf-8")
        except UnicodeEncodeError as exc:
            pytest.fail(f"{path.name}:{line}: docstring holds {text[exc.start]!r}: write the escape as \\\\u...")


def test_the_check_finds_a_surrogate_in_a_docstring():
    tree = ast.parse('"""JSON\'s "\\ud800"."""\n')
    assert [t for _, t in _docstrings(tree)] == ['JSON\'s "\ud800".']
