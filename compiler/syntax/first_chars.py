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

The sets are worked out from the terminals' expressions, read as regex_tree.py reads them (the
same nodes word_keys.py reads for a terminal's literal prefixes), when the line tables are built
and saved with them (line_tables.py): parsing hundreds of expressions, some thousands of
characters long, costs seconds. `\\d` stands for the 660 decimal digits it matches. Where the
answer isn't a plain set of characters (a class like `\\w` or `.`, a negated set, a
case-insensitive part, a back-reference, an expression that can match the empty string) the
terminal's set is None (so is it where the expression can't be read: regex_tree.read): it may
start with anything, and every piece that holds it is always tried.
"""
from __future__ import annotations

import functools
import sys

from .regex_tree import Char, Chars, Either, Group, Position, Repeat, read, terminal_trees

# a range in a character set wider than this is left as "anything" rather than spelled out
WIDEST_RANGE = 512


class _Anything(Exception):
    """The expression may start with a character outside any set worked out here."""


def first_chars(regexp: str, flags: int = 0) -> frozenset[str] | None:
    """The characters a non-empty match of `regexp` (with `flags`) can start with; None when
    that isn't a plain set (see the module's docstring)."""
    return first_chars_of(read(regexp, flags))


def first_chars_of(nodes: tuple | None) -> frozenset[str] | None:
    """first_chars of an expression read as `nodes` (regex_tree.read; None: not read)."""
    if nodes is None:
        return None
    try:
        chars, nullable = _sequence(nodes)
    except _Anything:
        return None
    return None if nullable else frozenset(chars)


def terminal_first_chars(terminals, g_regex_flags: int, trees: dict | None = None) -> dict[str, frozenset[str] | None]:
    """Terminal name -> first_chars of its expression (as Lark writes it in a scanner); `trees`:
    the terminals already read (regex_tree.terminal_trees)."""
    if trees is None:
        trees = terminal_trees(terminals, g_regex_flags)
    return {t.name: first_chars_of(trees[t.name]) for t in terminals}


def _sequence(nodes) -> tuple[set[str], bool]:
    """(the first characters of the sequence `nodes`, can it match the empty string)."""
    chars: set[str] = set()
    for node in nodes:
        found, nullable = _node(node)
        chars |= found
        if not nullable:
            return chars, False
    return chars, True


def _node(node) -> tuple[set[str], bool]:
    kind = type(node)
    if kind is Char:
        return {node.char}, False
    if kind is Chars:
        return _charset(node), False
    if kind is Position:
        return set(), True              # a position test: the next item reads the character
    if kind is Either:
        chars: set[str] = set()
        nullable = False
        for branch in node.branches:
            found, empty = _sequence(branch)
            chars |= found
            nullable = nullable or empty
        return chars, nullable
    if kind is Group:
        if node.case_insensitive:
            raise _Anything
        return _sequence(node.body)
    if kind is Repeat:
        chars, nullable = _sequence(node.body)
        return chars, nullable or node.low == 0
    raise _Anything                     # Unread: `.`, a negated literal, a back-reference, ...


def _charset(node: Chars) -> set[str]:
    if node.other or any(last - first > WIDEST_RANGE for first, last in node.ranges):
        raise _Anything                 # a negated set, a category, a wide range
    chars: set[str] = set()
    for first, last in node.ranges:
        chars.update(map(chr, range(first, last + 1)))
    if node.digits:
        chars |= _digits()
    return chars


@functools.cache
def _digits() -> frozenset[str]:
    """The characters `\\d` matches in a str pattern: Unicode's decimal digits (str.isdecimal,
    what the regular expression engine tests), 660 of them; a subset under re.ASCII."""
    return frozenset(c for c in map(chr, range(sys.maxunicode + 1)) if c.isdecimal())
