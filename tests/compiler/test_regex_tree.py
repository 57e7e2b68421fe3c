"""compiler/syntax/regex_tree.py: a terminal's regular expression read once as plain nodes, which
first_chars.py (the characters a match can start with) and word_keys.py (the literal prefixes
every match starts with one of) both read. A node the reader doesn't know is Unread (a match may
start with anything there); an expression it can't read, or a Python without `re._parser`,
gives no answer at all."""
from __future__ import annotations

import re

import pytest

from cardtext.compiler.syntax import regex_tree
from cardtext.compiler.syntax.first_chars import first_chars, terminal_first_chars
from cardtext.compiler.syntax.parser import rules_parser
from cardtext.compiler.syntax.regex_tree import Char, Chars, Either, Group, Position, Repeat, Unread, read
from cardtext.compiler.syntax.word_keys import prefixes, terminal_prefixes


def test_an_expression_is_read_as_its_nodes_in_sequence():
    assert read("a[b-d\\d](?=x)") == (Char("a"), Chars(((98, 100),), True, False), Position())
    assert read("(ab|c)+?") == (Repeat(1, regex_tree.C.MAXREPEAT,
                                         (Group((Either(((Char("a"), Char("b")), (Char("c"),))),), False),)),)
    assert read("[^ab]") == (Chars(((97, 97), (98, 98)), False, True),) and read("[^a]") == (Unread(),)
    assert read(".\\1") is None            # a reference to no group: not a readable expression
    assert read("(a).") == (Group((Char("a"),), False), Unread())


def test_a_case_insensitive_group_is_marked_and_a_case_insensitive_expression_not_read():
    assert read("(?i:a)") == (Group((Char("a"),), True),)
    assert read("(?i)a") is None and read("a", re.IGNORECASE) is None and read("a", re.VERBOSE) is None


def test_a_possessive_repeat_and_an_atomic_group_start_as_their_bodies_do():
    """`a++` and `(?>ab)` match what `a+` and `(ab)` match (they only give up backtracking), so
    both analyses read them as such."""
    assert first_chars("a++b") == {"a"} and prefixes("(?>ab|c)d") == {"abd", "cd"}
    assert prefixes("(?:x)?+y") == {"xy", "y"}


def test_without_re_s_parser_there_is_no_answer(monkeypatch):
    """A Python whose `re` has no `_parser`: no set and no prefixes, so every piece holding the
    terminal is tried (the line loop's answer for "may start with anything")."""
    monkeypatch.setattr(regex_tree, "_parser", None)
    assert read("flying") is None
    assert first_chars("flying") is None and prefixes("flying") is None


def test_a_node_kind_the_reader_does_not_know_may_start_with_anything(monkeypatch):
    """If `re` renamed a node kind, the reader meets an op it doesn't compare equal to: the node
    is Unread, first_chars has no set and the prefix stops there."""
    monkeypatch.setattr(regex_tree, "_REPEATS", set())
    assert read("ab*") == (Char("a"), Unread())
    assert first_chars("b*a") is None and prefixes("ab*c") == {"a"}


def test_every_terminal_s_prefixes_start_with_its_first_characters():
    """The two answers come from one reading, so they agree: a terminal's non-empty literal
    prefix starts with a character its set of first characters holds."""
    conf = rules_parser().lexer_conf
    sets = terminal_first_chars(conf.terminals, conf.g_regex_flags)
    checked = 0
    for terminal in conf.terminals:
        found, chars = terminal_prefixes(terminal, conf.g_regex_flags), sets[terminal.name]
        if found is None or chars is None:
            continue
        for prefix in found:
            if prefix:
                assert prefix[0] in chars, (terminal.name, prefix)
                checked += 1
    assert checked > 1000


@pytest.mark.parametrize("regexp, text", [
    ("flying", "flying"), ("(?:also )?gains?", "also gains"), ("[+-](\\d+|x)", "+12"),
    ("(?<![\\w'-])outlaws?", "outlaws"),
])
def test_a_match_starts_with_one_of_the_prefixes_and_one_of_the_first_characters(regexp, text):
    assert re.fullmatch(regexp, text)
    assert text[0] in first_chars(regexp)
    assert any(text.startswith(p) for p in prefixes(regexp))
