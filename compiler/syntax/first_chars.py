"""The characters a terminal's match can start with, so the line loop tries a scanner's piece
only where the next character could begin one of its terminals.

A parser state's scanner is a few compiled alternations (lexer.PieceScanner); the loop calls
each piece's `match` in turn until one matches, a call costing the same whether or not the
piece could match the next character. A regular expression's first characters are a property
of the expression alone: a literal starts with itself, an alternation with what any branch
starts with, a repeat with what its body starts with, a sequence with what its first item
starts with, and with what the items after it start with while those before can match nothing
(an optional item, a lookahead, a word boundary). A piece that can't start with the next
character can't match there, so skipping its call changes nothing.

The sets are worked out from the terminals' expressions when the line tables are built and
saved with them (line_tables.py): parsing hundreds of expressions, some thousands of
characters long, costs seconds. `\\d` stands for the 660 decimal digits it matches. Where the
answer isn't a plain set of characters (a class like `\\w` or `.`, a negated set, a
case-insensitive part, a back-reference, an expression that can match the empty string) the
terminal's set is None: it may start with anything, and every piece that holds it is always
tried.
"""
from __future__ import annotations

import functools
import re
import sys
from re import _constants as C, _parser

# a range in a character set wider than this is left as "anything" rather than spelled out
WIDEST_RANGE = 512

_ZERO_WIDTH = {C.AT, C.ASSERT, C.ASSERT_NOT}
_REPEATS = {C.MAX_REPEAT, C.MIN_REPEAT} | ({C.POSSESSIVE_REPEAT} if hasattr(C, "POSSESSIVE_REPEAT") else set())


class _Anything(Exception):
    """The expression may start with a character outside any set worked out here."""


def first_chars(regexp: str, flags: int = 0) -> frozenset[str] | None:
    """The characters a non-empty match of `regexp` (with `flags`) can start with; None when
    that isn't a plain set (see the module's docstring)."""
    if flags & (re.IGNORECASE | re.VERBOSE):
        return None
    try:
        parsed = _parser.parse(regexp, flags)
    except re.error:
        return None
    if parsed.state.flags & re.IGNORECASE:
        return None
    try:
        chars, nullable = _sequence(parsed)
    except _Anything:
        return None
    return None if nullable else frozenset(chars)


def terminal_first_chars(terminals, g_regex_flags: int) -> dict[str, frozenset[str] | None]:
    """Terminal name -> first_chars of its expression (as Lark writes it in a scanner)."""
    return {t.name: first_chars(t.pattern.to_regexp(), g_regex_flags) for t in terminals}


def _sequence(items) -> tuple[set[str], bool]:
    """(the first characters of the sequence `items`, can it match the empty string)."""
    chars: set[str] = set()
    for op, arg in items:
        found, nullable = _item(op, arg)
        chars |= found
        if not nullable:
            return chars, False
    return chars, True


def _item(op, arg) -> tuple[set[str], bool]:
    if op is C.LITERAL:
        return {chr(arg)}, False
    if op is C.IN:
        return _charset(arg), False
    if op in _ZERO_WIDTH:
        return set(), True              # a position test: the next item reads the character
    if op is C.BRANCH:
        chars: set[str] = set()
        nullable = False
        for branch in arg[1]:
            found, empty = _sequence(branch)
            chars |= found
            nullable = nullable or empty
        return chars, nullable
    if op is C.SUBPATTERN:
        _group, add_flags, _del_flags, body = arg
        if add_flags & re.IGNORECASE:
            raise _Anything
        return _sequence(body)
    if op in _REPEATS:
        low, _high, body = arg
        chars, nullable = _sequence(body)
        return chars, nullable or low == 0
    if op is getattr(C, "ATOMIC_GROUP", None):
        return _sequence(arg)
    raise _Anything                     # ANY, NOT_LITERAL, CATEGORY, GROUPREF, ...


def _charset(items) -> set[str]:
    chars: set[str] = set()
    for op, arg in items:
        if op is C.LITERAL:
            chars.add(chr(arg))
        elif op is C.RANGE and arg[1] - arg[0] <= WIDEST_RANGE:
            chars.update(map(chr, range(arg[0], arg[1] + 1)))
        elif op is C.CATEGORY and arg is C.CATEGORY_DIGIT:
            chars |= _digits()
        else:                           # NEGATE, CATEGORY, a wide range
            raise _Anything
    return chars


@functools.cache
def _digits() -> frozenset[str]:
    """The characters `\\d` matches in a str pattern: Unicode's decimal digits (str.isdecimal,
    what the regular expression engine tests), 660 of them; a subset under re.ASCII."""
    return frozenset(c for c in map(chr, range(sys.maxunicode + 1)) if c.isdecimal())
