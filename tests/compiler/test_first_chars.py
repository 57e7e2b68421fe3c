"""compiler/syntax/first_chars.py: the characters a terminal's match can start with, which the
line loop reads to leave out the scanner pieces that can't match at the next character. A set
must hold every character a match can start with (a missing one would make a line fail to lex);
where that isn't a plain set the answer is None, and the piece is always tried."""
from __future__ import annotations

import re

import pytest
from lark import Token

from cardtext.compiler.syntax.first_chars import first_chars
from cardtext.compiler.syntax.parse_loop import LineParser
from cardtext.compiler.syntax.parser import line_parser, rules_parser

from .test_parse_loop import FAILS, PARSES


@pytest.mark.parametrize("regexp, chars", [
    ("flying", {"f"}),
    ("(?:graveyard|library|hand)", {"g", "l", "h"}),
    ("[a-c][x-z]*", {"a", "b", "c"}),
    ("(?:also )?gains?", {"a", "g"}),                 # an optional item: what follows may start
    ("(?=\\s*—)boast", {"b"}),                         # a lookahead reads no character
    ("\\bwins? the game(?![\\w-])", {"w"}),           # nor does a word boundary
    ("x*y", {"x", "y"}),
])
def test_a_terminal_starts_with_the_characters_its_first_items_can_start_with(regexp, chars):
    assert first_chars(regexp) == frozenset(chars)


def test_a_digit_class_starts_with_every_decimal_digit_and_nothing_else():
    """`\\d` matches Unicode's decimal digits (Arabic-Indic ones too), and no space or letter."""
    chars = first_chars("(\\d+|x)\\/(\\d+|x)")
    assert {"0", "9", "x", "\u0663"} <= chars
    assert " " not in chars and "a" not in chars
    assert all(re.match("\\d", c) for c in chars - {"x"})
    assert sum(1 for c in map(chr, range(0x110000)) if re.match("\\d", c)) == len(chars) - 1


@pytest.mark.parametrize("regexp, flags", [
    ("\\w+", 0),
    (".x", 0),
    ("[^a]b", 0),           # a negated set
    ("(?i:flying)", 0),     # case-insensitive: "F" too
    ("flying", re.IGNORECASE),
    ("x?", 0),              # may match the empty string
    ("(a)?\\1", 0),      # a back-reference after an optional group
])
def test_what_may_start_with_any_character_has_no_set(regexp, flags):
    assert first_chars(regexp, flags) is None


def test_every_token_of_the_sample_lines_starts_with_a_character_of_its_terminal_s_set():
    """The sample lines parsed by the loop: each token's first character is in the set worked
    out for its terminal (a terminal whose set missed it would not have been tried)."""
    parser = line_parser()
    tokens = []
    for text in PARSES:
        stack = [parser.parse(text)]
        while stack:
            node = stack.pop()
            if isinstance(node, Token):
                tokens.append(node)
            else:
                stack.extend(node.children)
    assert tokens
    by_name = {t.name: t for t in parser.lexers._tables.terminals}
    for token in tokens:
        name = token.type if token.type in by_name else None
        chars = parser.first_chars.get(name) if name else None
        assert chars is None or token.value[0] in chars, (token.type, token.value)


def test_a_state_tries_only_the_pieces_that_can_start_with_the_next_character():
    """The pieces left out at a character are those whose terminals can't start with it, and the
    lines still get Lark's trees and errors (test_parse_loop checks those)."""
    parser = LineParser(rules_parser())
    for text in PARSES + FAILS:
        try:
            parser.parse(text)
        except Exception:
            pass
    assert parser.scans
    left_out = 0
    for by_char, _keywords, _lexer, pieces, _ranks, _words in parser.scans.values():
        for char, matches in by_char.items():
            if type(matches) is not tuple:
                continue                # a word's entry or a sure string (test_word_keys)
            kept = [match for match, chars in pieces if chars is None or char in chars]
            assert list(matches) == kept
            left_out += len(pieces) - len(kept)
            for match, chars in pieces:
                if match not in matches:
                    assert match(char + "a b c d e", 0) is None
    assert left_out
