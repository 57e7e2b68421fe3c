"""Alternations of plain words rewritten as tries, for the lexer's regular expressions.

The closed vocabularies of the grammar (the subtypes of grammar/vocabulary.lark, the keyword
names generated from keywords.toml) are terminals of the form `(?:elves|elf|elk|...)`: hundreds
of words, longest first. Python's regular expression engine tries such an alternation word by
word, so every token the lexer reads in a state that accepts a vocabulary costs hundreds of
failed branches (about 10 microseconds a try, most of the lexer's time on the corpus). The same
words as a trie, `(?:el(?:ves|f|k)|...)`, cost one branch per letter read.

The language and the match are unchanged. Two words of the list can both match at one position
only if one is a prefix of the other (words that differ at some letter can't both match the
same text); the list tries the longer first (it is sorted longest first), and so does the trie,
which tries a node's continuations before ending the word there (`ox(?:en)?`, greedy). A group
whose words are not in that order is left as it is, as is anything that is not a group of plain
words.
"""
from __future__ import annotations

import functools
import re

# one character of a plain word: letters, digits, the apostrophe, space, "!", ",", "-", or one
# of those escaped; nothing that means more than itself in a regular expression
_CHAR = r"(?:[A-Za-z0-9'! ,-]|\\[- '!,])"
# a group, capturing or not, of two or more plain words; not one written after a backslash
WORD_GROUP = re.compile(r"(?<!\\)\((\?:)?(%s+(?:\|%s+)+)\)" % (_CHAR, _CHAR))
ESCAPE = re.compile(r"\\(.)")
SHORTEST_GROUP = 64         # shorter groups are left alone: a trie pays off on long lists only


def word_groups_as_tries(pattern: str) -> str:
    """`pattern` with each long group of plain words, longest first, written as a trie."""
    if "|" not in pattern:
        return pattern
    return WORD_GROUP.sub(_group_as_trie, pattern)


def _group_as_trie(m: re.Match[str]) -> str:
    return _as_trie(m.group(0), m.group(1) or "", m.group(2))


@functools.cache
def _as_trie(group: str, opening: str, alternatives: str) -> str:
    """One group as a trie (a vocabulary recurs in many of the lexer's patterns)."""
    words = [ESCAPE.sub(r"\1", w) for w in alternatives.split("|")]
    if len(alternatives) < SHORTEST_GROUP or not _longer_before_prefix(words):
        return group
    return f"({opening}{trie_pattern(words)})"


def _longer_before_prefix(words: list[str]) -> bool:
    """Is each word listed before every word that is a prefix of it (and no word twice)? Then
    the first word to match is the longest that matches, which is what the trie matches."""
    seen: set[str] = set()
    for w in words:
        if w in seen or any(w[:end] in seen for end in range(1, len(w))):
            return False
        seen.add(w)
    return True


def trie_pattern(words: list[str]) -> str:
    """A regular expression matching the same words as `(?:w1|w2|...)`, as a trie: at each
    node the continuations first, then the end of a word."""
    root: dict = {}
    for word in words:
        node = root
        for c in word:
            node = node.setdefault(c, {})
        node[""] = {}
    return _node_pattern(root)


def _node_pattern(node: dict) -> str:
    branches = []
    for c in sorted(k for k in node if k):
        text, below = re.escape(c), node[c]
        while len(below) == 1 and "" not in below:      # a chain of single letters, written as one run
            (c, below), = below.items()
            text += re.escape(c)
        branches.append(text + _node_pattern(below))
    if not branches:
        return ""
    if len(branches) == 1 and "" not in node:
        return branches[0]
    body = "(?:" + "|".join(branches) + ")"
    return body + "?" if "" in node else body
