"""A terminal's regular expression read as a small tree of plain nodes, for the two questions
the line tables answer about it: which characters a match can start with (first_chars.py) and
which literal prefixes every match starts with one of (word_keys.py).

Python's own parser (`re._parser`, CPython's, not a public interface) reads the expression; this
module is the one place that reads its nodes, and gives each kind one meaning:

- `Char`: one character (a literal);
- `Chars`: a character set, its literals and ranges spelled out, `\\d` named apart (`digits`),
  anything else in it (a negation, `\\w`, `\\s`) marked `other`;
- `Position`: a position test (a word boundary, `^`, a lookahead or lookbehind): it reads no
  character;
- `Either`: alternatives;
- `Group`: a group (capturing or not, atomic), `case_insensitive` when it turns on re.IGNORECASE
  for its body;
- `Repeat`: its body repeated `low` to `high` times (greedy, lazy or possessive: the same
  matches to start with);
- `Unread`: any other node (`.`, a negated literal, a category outside a set, a
  back-reference...): it may start with anything.

What the analyses do with an `Unread` node is the safe answer: "any character" for first_chars,
"the prefix stops here" for word_keys. If this Python's `re` lays its internals out otherwise, a
node kind it no longer names is read as `Unread`, and where `re._parser` is missing or the
expression can't be read, `read` answers None (neither analysis has an answer: every piece holding
the terminal is tried).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

try:
    from re import _constants as C, _parser
except ImportError:                 # a Python whose re has no such internals: no tree is read
    C = _parser = None


@dataclass(frozen=True)
class Char:
    char: str


@dataclass(frozen=True)
class Chars:
    """ranges: (first, last) code points, a literal being (c, c); digits: `\\d` is in the set;
    other: the set holds something not spelled out here (a negation, another category)."""
    ranges: tuple[tuple[int, int], ...]
    digits: bool
    other: bool

    def size(self) -> int:
        """How many characters the ranges spell out (a character listed twice counts twice)."""
        return sum(last - first + 1 for first, last in self.ranges)


@dataclass(frozen=True)
class Position:
    """A position test: it reads no character."""


@dataclass(frozen=True)
class Either:
    branches: tuple[tuple, ...]


@dataclass(frozen=True)
class Group:
    body: tuple
    case_insensitive: bool


@dataclass(frozen=True)
class Repeat:
    low: int
    high: int
    body: tuple


@dataclass(frozen=True)
class Unread:
    """A node that may start with any character (see the module's docstring)."""


def read(regexp: str, flags: int = 0) -> tuple | None:
    """The nodes of `regexp` read with `flags`, in sequence; None when it can't be read, or is read
    case-insensitively or verbosely (given in `flags` or set at its start)."""
    if _parser is None or flags & (re.IGNORECASE | re.VERBOSE):
        return None
    try:
        parsed = _parser.parse(regexp, flags)
    except re.error:
        return None
    if parsed.state.flags & (re.IGNORECASE | re.VERBOSE):
        return None
    try:
        return _sequence(parsed)
    except (AttributeError, TypeError, ValueError):
        return None                 # nodes laid out otherwise than read here


def terminal_trees(terminals, g_regex_flags: int) -> dict[str, tuple | None]:
    """Terminal name -> `read` of its expression (as Lark writes it in a scanner): each read
    once, for both analyses."""
    return {t.name: read(t.pattern.to_regexp(), g_regex_flags) for t in terminals}


def _sequence(items) -> tuple:
    return tuple(_node(op, arg) for op, arg in items)


_ZERO_WIDTH = {getattr(C, name, None) for name in ("AT", "ASSERT", "ASSERT_NOT")} - {None}
_REPEATS = {getattr(C, name, None) for name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT")} - {None}


def _node(op, arg):
    if op is C.LITERAL:
        return Char(chr(arg))
    if op is C.IN:
        return _chars(arg)
    if op in _ZERO_WIDTH:
        return Position()
    if op is C.BRANCH:
        return Either(tuple(_sequence(branch) for branch in arg[1]))
    if op is C.SUBPATTERN:
        _group, add_flags, _del_flags, body = arg
        return Group(_sequence(body), bool(add_flags & re.IGNORECASE))
    if op is getattr(C, "ATOMIC_GROUP", None):
        return Group(_sequence(arg), False)
    if op in _REPEATS:
        low, high, body = arg
        return Repeat(low, high, _sequence(body))
    return Unread()


def _chars(items) -> Chars:
    ranges = []
    digits = other = False
    for op, arg in items:
        if op is C.LITERAL:
            ranges.append((arg, arg))
        elif op is C.RANGE:
            ranges.append(tuple(arg))
        elif op is C.CATEGORY and arg is C.CATEGORY_DIGIT:
            digits = True
        else:                       # NEGATE, another CATEGORY
            other = True
    return Chars(tuple(ranges), digits, other)
