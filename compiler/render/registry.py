"""The render registries: node class -> render function, for clauses, sentences and ability lines.

canonical.py fills them from the family modules; the dispatchers here consult them, so a family
renders a nested clause, sentence or quoted ability without importing the module that renders it.
"""
from __future__ import annotations

from typing import Callable

from ..syntax import nodes as A

from .words import CONTEXT, Unrenderable
from .determiners import GROUP_WORDS, group_word

CLAUSES: dict[type, Callable[[object], str]] = {}
SENTENCES: dict[type, Callable[[object], str]] = {}
LINES: dict[type, Callable[[object], str]] = {}


def register(table: dict, classes, render: Callable[[object], str]) -> None:
    """Render every node of `classes` with `render`; a class belongs to one renderer only."""
    for klass in classes:
        if klass in table:
            raise ValueError(f"{klass.__name__} already has a renderer")
        table[klass] = render


def clause(c) -> str:
    render = CLAUSES.get(type(c))
    if render is None:
        raise Unrenderable(type(c).__name__)
    return _with_group_word(group_word(c), render, c)


def clause_in_words(c, render: Callable[[object], str]) -> str:
    """Clause `c` rendered by `render` (its words in another form: "you may have ... get"), with
    the determiner its groups take as `clause` gives it."""
    return _with_group_word(group_word(c), render, c)


def sentence(s) -> str:
    render = SENTENCES.get(type(s))
    if render is None:
        raise Unrenderable(type(s).__name__)
    if type(s) in GROUP_WORDS:          # a sentence that names a group itself (GrantSentence)
        return _with_group_word(GROUP_WORDS[type(s)], render, s)
    return render(s)


def _with_group_word(word: str, render: Callable[[object], str], node) -> str:
    """Render `node` with the determiner its groups take (render/determiners.py)."""
    outer, CONTEXT.group_word = CONTEXT.group_word, word
    try:
        return render(node)
    finally:
        CONTEXT.group_word = outer


def sentences(items) -> str:
    return " ".join(sentence(s) for s in items)


def line(node) -> str:
    """An ability line (the body of a printed line or of a quoted ability)."""
    render = LINES.get(type(node))
    if render is None:
        raise Unrenderable(type(node).__name__)
    return render(node)


def quoted_body(inner: A.AbilityLine) -> str:
    """The text of a quoted ability, which keeps its own period; an enclosing "until end of
    turn, ..." doesn't reach inside the quote."""
    prefix = f"{inner.ability_word} — " if inner.ability_word else ""
    outer, CONTEXT.eot_first = CONTEXT.eot_first, False
    try:
        body = prefix + line(inner.line)
    finally:
        CONTEXT.eot_first = outer
    if '"' in body:          # a quoted ability inside this one: in single quotes, as printed
        body = body.replace('"', "'")
        if body.endswith(".'"):              # its period after the quote, as normalised (normalize.py)
            body = body[:-2] + "'."
    return body + ("" if body.endswith(".") else ".")
