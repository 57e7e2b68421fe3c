"""Which terminals can match where a word starts, looked up by the word rather than tried.

Most tokens of a rules line are words (keywords, types, subtypes), and a state's scanner tries
its pieces in order until one matches (lexer.PieceScanner): a word cost about two regular
expression calls, most of them failing. Whether a terminal can match at a place that starts
with the word `w` (the longest run of letters a-z there) is, for most terminals, a property of
`w` alone:

- a plain string of letters matches exactly when it is a prefix of `w`;
- a plain string whose first non-letter is at index k (`can't`, `+1/+1`) can match only when
  `w` is its first k characters (the character after `w` is not a letter, the string's is not);
- a regular expression's every match starts with one of a finite set of literal prefixes
  (`prefixes`: its literals, classes of a few characters, alternatives and optional items, read
  until an item that isn't one of those; a position test reads no character; the nodes are
  regex_tree.py's, as first_chars.py reads them), each of which fits `w` as a plain string's
  would (a letter prefix of `w`, or `w` followed by a non-letter) or no match can start there.

The prefixes are worked out when the line tables are built and saved with them (line_tables.py)
as an index from each key to the terminals it belongs to: `by_prefix` (letter-only keys: a
terminal may match after each word that starts with one), `by_word` (keys followed by a
non-letter: a terminal may match only after that word) and `anywhere` (the terminals whose
prefixes aren't a plain finite set: any word may start them). The line loop (parse_loop.py)
keeps, for each state and word, the terminals that may match, in their order, each tried alone:
the first of them that matches is the scanner's match. When the first terminal that may match
is a plain string of letters, it does match, and no expression is tried at all.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from lark.lexer import PatternStr

from .regex_tree import Char, Chars, Either, Group, Position, Repeat, read

# the characters of a word (a run of them is the key of the lookup)
LETTERS = frozenset("abcdefghijklmnopqrstuvwxyz")
WORD = re.compile("[a-z]+")

# a terminal with more prefixes than this is cut short where they would grow past it (a shorter
# prefix of every match is still one)
MOST_PREFIXES = 20_000
# a character class with at most this many characters is read as that many prefixes
FEW_CHARACTERS = 16


@dataclass(frozen=True)
class WordKeys:
    """by_prefix: a letter-only key -> the terminals with that prefix; by_word: a word -> the
    terminals with a prefix that is the word followed by a non-letter; anywhere: the terminals
    whose matches may start with any word (module docstring)."""
    by_prefix: dict[str, frozenset[str]]
    by_word: dict[str, frozenset[str]]
    anywhere: frozenset[str]

    @classmethod
    def of(cls, terminals, g_regex_flags: int, trees: dict | None = None) -> WordKeys:
        """The keys of `terminals`; `trees`: their expressions already read (regex_tree.
        terminal_trees), else each is read here."""
        by_prefix: dict[str, set[str]] = {}
        by_word: dict[str, set[str]] = {}
        anywhere = set()
        for t in terminals:
            found = terminal_prefixes(t, g_regex_flags, trees)
            if found is None:
                anywhere.add(t.name)
                continue
            for prefix in found:
                cut = _first_non_letter(prefix)
                if cut is None:
                    by_prefix.setdefault(prefix, set()).add(t.name)
                elif cut:                   # a key starting with a non-letter fits no word
                    by_word.setdefault(prefix[:cut], set()).add(t.name)
        return cls({k: frozenset(v) for k, v in by_prefix.items()},
                   {k: frozenset(v) for k, v in by_word.items()}, frozenset(anywhere))

    def fitting(self, word: str) -> set[str]:
        """The names of the terminals that may match where `word` (a run of letters, as long as
        the text's run there) starts."""
        found = set(self.anywhere)
        by_prefix = self.by_prefix
        for end in range(len(word) + 1):
            names = by_prefix.get(word[:end])
            if names:
                found |= names
        names = self.by_word.get(word)
        if names:
            found |= names
        return found


def terminal_prefixes(terminal, g_regex_flags: int, trees: dict | None = None) -> frozenset[str] | None:
    """The literal prefixes every match of the terminal starts with one of (a plain string is its
    own), or None when they aren't a plain finite set (flags, an expression that can't be read);
    `trees`: terminal name -> its expression read (regex_tree.terminal_trees)."""
    pattern = terminal.pattern
    if isinstance(pattern, PatternStr) and not pattern.flags and not g_regex_flags:
        return frozenset([pattern.value])
    if trees is not None:
        return prefixes_of(trees[terminal.name])
    return prefixes(pattern.to_regexp(), g_regex_flags)


def prefixes(regexp: str, flags: int = 0) -> frozenset[str] | None:
    """The literal prefixes of `regexp`: every match starts with one of them; None when the
    expression can't be read (regex_tree.read: read case-insensitively, say)."""
    return prefixes_of(read(regexp, flags))


def prefixes_of(nodes: tuple | None) -> frozenset[str] | None:
    """prefixes of an expression read as `nodes` (regex_tree.read; None: not read)."""
    if nodes is None:
        return None
    return frozenset(p for p, _open in _extend(nodes, {("", True)}))


def _extend(nodes, current: set[tuple[str, bool]]) -> set[tuple[str, bool]]:
    """The prefixes `current` ((text, may it grow)) extended by the nodes of a sequence."""
    for node in nodes:
        growing = {p for p, open_ in current if open_}
        if not growing:
            break
        done = {(p, False) for p, open_ in current if not open_}
        if len(growing) > MOST_PREFIXES:
            return done | {(p, False) for p in growing}
        grown = _node(node, growing)
        if len(grown) > MOST_PREFIXES:          # cut short before the node
            grown = {(p, False) for p in growing}
        current = done | grown
    return current


def _node(node, growing: set[str]) -> set[tuple[str, bool]]:
    kind = type(node)
    if kind is Char:
        return {(p + node.char, True) for p in growing}
    if kind is Position:
        return {(p, True) for p in growing}     # a position test reads no character
    if kind is Chars:
        chars = _few_characters(node)
        if chars is not None:
            return {(p + c, True) for p in growing for c in chars}
    elif kind is Group:
        if not node.case_insensitive:
            return _extend(node.body, {(p, True) for p in growing})
    elif kind is Either and len(growing) * len(node.branches) <= MOST_PREFIXES:
        found: set[tuple[str, bool]] = set()
        for branch in node.branches:
            found |= _extend(branch, {(p, True) for p in growing})
        return found
    elif kind is Repeat:
        once = _extend(node.body, {(p, True) for p in growing})
        if node.high == 1:                      # an optional item: without it, or with it once
            return once | ({(p, True) for p in growing} if node.low == 0 else set())
        if node.low:                            # once at least: what follows the first may vary
            return {(p, False) for p, _open in once}
    return {(p, False) for p in growing}        # a repeat, a wide class, Unread: the prefix stops


def _few_characters(node: Chars) -> list[str] | None:
    """The characters of a set of at most FEW_CHARACTERS spelled-out ones; None for another."""
    if node.other or node.digits or node.size() > FEW_CHARACTERS:
        return None
    return [chr(c) for first, last in node.ranges for c in range(first, last + 1)]


def _first_non_letter(text: str) -> int | None:
    for i, c in enumerate(text):
        if c not in LETTERS:
            return i
    return None
