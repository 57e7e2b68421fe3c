"""compiler/syntax/word_keys.py: where a word starts, the line loop looks the word up to find the
terminals that may match there, and tries only those terminals, each alone (none at all when
the first of them is a plain string of letters the word starts with). The scanner's match must
stay the one Lark's contextual lexer makes: the first terminal of the state's alternation that
matches (its terminals sorted by priority, then by length). The property test parses corpus lines
and mutated ones both ways and compares the trees (every token, its terminal and position) or
the errors (class, position, token, expected terminals: what CT201/CT202/CT205 read)."""
from __future__ import annotations

import json
import random
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st
from lark.lexer import PatternStr, PatternRE, TerminalDef

from cardtext.compiler.source.normalize import normalise
from cardtext.compiler.syntax.parse_loop import _ByNext, _Sure
from cardtext.compiler.syntax.parser import line_parser, rules_parser
from cardtext.compiler.syntax.word_keys import WordKeys, prefixes

from .test_parse_loop import _error, _shape

from ..conftest import CORPUS as _CORPUS_FOLDER

CORPUS = _CORPUS_FOLDER / "cards.jsonl"


@pytest.mark.parametrize("regexp, found", [
    ("flying", {"flying"}),
    ("(?:graveyard|library|hand)", {"graveyard", "library", "hand"}),
    ("(?<![\\w'-])outlaws?(?![\\w'-])", {"outlaw", "outlaws"}),  # position tests read no character
    ("and(?= you (gain|lose))", {"and"}),
    ("(?:also )?gains?", {"also gain", "also gains", "gain", "gains"}),    # optional items
    ("[+-](\\d+|x)", {"+", "-", "+x", "-x"}),              # a class of a few characters
    ("non-[a-z][a-z']*", {"non-"}),                        # a wide class ends the prefix
    ("\\d+", {""}),
    ("(\\{p\\})+(?= —)", {"{p}"}),                          # a repeat: its first time
])
def test_every_match_starts_with_one_of_the_expression_s_prefixes(regexp, found):
    assert prefixes(regexp) == frozenset(found)


def test_an_expression_read_with_flags_has_no_prefixes():
    assert prefixes("flying", 2) is None
    assert prefixes("(?i)flying") is None


def _keys(*terminals) -> WordKeys:
    return WordKeys.of([TerminalDef(name, pattern) for name, pattern in terminals], 0)


def test_a_plain_string_fits_the_words_it_is_a_prefix_of():
    """A string of letters matches where the word starts with it ("a" in "another": Lark's
    strings know no word boundary); a string with a non-letter only after its first part."""
    keys = _keys(("A", PatternStr("a")), ("CANT", PatternStr("can't")), ("SPACE", PatternStr(" ")))
    assert keys.fitting("another") == {"A"}
    assert keys.fitting("can") == {"CANT"}
    assert keys.fitting("cant") == set()            # "cant" then a non-letter: not "can't"
    assert keys.fitting("be") == set()


def test_an_expression_whose_prefixes_are_not_plain_fits_every_word():
    keys = _keys(("NAME", PatternRE("[^\\.]+")), ("TYPE", PatternRE("(?:creature|land)s?(?![\\w-])")))
    assert keys.fitting("lands") == {"NAME", "TYPE"}
    assert keys.fitting("target") == {"NAME"}


def test_a_word_whose_first_fitting_terminal_is_a_string_is_matched_without_a_piece():
    parser = line_parser()
    parser.parse("destroy target creature.")
    sure = [entry for scan in parser.scans.values() for entry in scan[5].values() if type(entry) is _Sure]
    assert ("TARGET", "target", "TARGET") in sure


def test_a_word_s_terminals_are_tried_each_alone_and_the_first_to_match_is_lark_s():
    """A word's entry that isn't sure holds one match method per terminal (an expression with one
    named group), never a scanner's alternation of many; the tokens stay Lark's."""
    parser = line_parser()
    for text in LINES[:80]:
        assert _outcome(parser.parse, text) == _outcome(rules_parser().parse, text)
    entries = [entry for scan in parser.scans.values() for entry in scan[5].values() if type(entry) is tuple]
    assert entries
    for entry in entries:
        assert all(len(match.__self__.groupindex) == 1 for match in entry)


def test_a_terminal_tried_alone_has_its_word_lists_as_tries_and_matches_as_written():
    """A terminal tried alone is compiled as the scanners' pieces are (lexer.SHARED): a long
    list of plain words (the subtypes) as a trie, the same object a piece of it alone is; it
    matches what the terminal as written matches."""
    import re
    from cardtext.compiler.syntax.lexer import SHARED, _alternative
    parser = line_parser()
    terminal = parser.terminals_by_name["SUBTYPE"]
    match = parser._terminal_match("SUBTYPE")
    written = re.compile(_alternative(terminal))
    assert match.__self__ is SHARED.compile(_alternative(terminal))
    assert match.__self__.pattern != written.pattern
    for text in ("goblin", "goblins", "elf warrior", "elves", "elk", "forest", "wizard's", "non-goblin", "zzz"):
        found, expected = match(text, 0), written.match(text, 0)
        assert (found and (found.lastgroup, found.group(0))) == (expected and (expected.lastgroup, expected.group(0)))


def test_a_word_met_before_is_read_whole_where_a_longer_word_starts_with_it():
    """A word's entry is found by the text up to the next space once the word has been met; a
    longer run of letters starting with it (or the word before a comma) is still read whole, as
    Lark's lexer reads it (its token, terminal and position)."""
    parser = line_parser()
    for text in ("destroy target creature.", "destroy target creatures you control.",
                 "target creature gets +1/+1 until end of turn.", "destroy target creature, then draw a card."):
        assert _outcome(parser.parse, text) == _outcome(rules_parser().parse, text)
    words = {word for scan in parser.scans.values() for word in scan[5]}
    assert {"creature", "creatures"} <= words


def test_an_ignored_space_is_stepped_over_by_its_entry():
    """The sure entry of an ignored string (the space between tokens, `%ignore " "`) has no token
    type: the loop steps over it and makes no token, as Lark's lexer drops it."""
    parser = line_parser()
    text = "destroy target creature."
    assert _outcome(parser.parse, text) == _outcome(rules_parser().parse, text)
    entries = [entry for scan in parser.scans.values() for entry in scan[0].values() if type(entry) is _Sure]
    assert any(value == " " and named is None for _name, value, named in entries)


def _corpus_lines(count: int) -> list[str]:
    if not CORPUS.exists():
        return ["destroy target creature. it can't be regenerated.", "flying",
                "when ~ enters, you gain 3 life and draw a card."]
    cards = [json.loads(line) for line in CORPUS.read_text(encoding="utf-8").splitlines()]
    random.Random(14).shuffle(cards)
    lines = []
    for card in cards:
        for raw in (card.get("oracle_text") or "").split("\n"):
            text = normalise(raw, card["name"])[0].text
            if text and "\n" not in text:
                lines.append(text)
        if len(lines) >= count:
            break
    return lines[:count]


LINES = _corpus_lines(400)
PIECES = ["a", "an", "and", "another", "target", "creature", "creatures", "can't", "non-", " ", ",",
          ".", "{t}", "+1/+1", "3", "x", "-", "'", "the", "gains", "you", "~", "—", "counter", "goblin",
          " and put it", " and reveal it", ", reveal them, put one"]


@st.composite
def _mutated(draw) -> str:
    text = draw(st.sampled_from(LINES))
    for _ in range(draw(st.integers(0, 3))):
        at = draw(st.integers(0, len(text)))
        kind = draw(st.sampled_from(["insert", "delete", "cut"]))
        if kind == "insert":
            text = text[:at] + draw(st.sampled_from(PIECES)) + text[at:]
        elif kind == "delete":
            text = text[:at] + text[at + draw(st.integers(1, 4)):]
        else:
            text = text[:at]
    return text


def _outcome(parse, text: str):
    try:
        return _shape(parse(text))
    except Exception:
        return _error(parse, text)


@pytest.mark.parametrize("text", LINES[:60])
def test_corpus_lines_get_the_tokens_lark_s_contextual_lexer_makes(text):
    assert _outcome(line_parser().parse, text) == _outcome(rules_parser().parse, text)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_mutated())
def test_mutated_lines_get_the_tokens_and_errors_lark_s_contextual_lexer_makes(text):
    assert _outcome(line_parser().parse, text) == _outcome(rules_parser().parse, text)


def _root_match(text: str, pos: int):
    """What Lark's root lexer (every terminal) matches at `pos`: (terminal, text) or None."""
    for pattern in rules_parser().parser.lexer.root_lexer.scanner._mres:
        m = pattern.match(text, pos)
        if m:
            return m.lastgroup, m.group(0)
    return None


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_mutated())
def test_the_root_scanner_s_match_where_a_line_fails_to_lex_is_lark_s_at_every_place(text):
    """Where no terminal of the state matches, the token named in the error (UnexpectedToken) is
    the one Lark's root lexer matches there: the loop finds it from the root scanner's entries
    (a word's fitting terminals, a character's pieces), trying only the pieces that may match,
    and must find the same terminal and text at every place of a line."""
    parser = line_parser()
    scan = parser._root_scan()
    for pos in range(len(text)):
        assert parser._match_at(scan, text, pos) == _root_match(text, pos), (text, pos)


def test_a_space_is_stepped_over_without_a_piece_unless_the_next_character_can_go_on_a_terminal_before_it():
    """Where a state's terminals tried before the ignored space (" and put it ...") can only match
    with a second character their literal prefixes name ("a"), the space's entry goes by the next
    character: the sure space elsewhere, the pieces before "a"; the tokens stay Lark's."""
    parser = line_parser()
    for text in LINES:
        assert _outcome(parser.parse, text) == _outcome(rules_parser().parse, text)
    by_next = [entry for scan in parser.scans.values() for char, entry in scan[0].items()
               if type(entry) is _ByNext and char == " "]
    assert by_next
    for entry in by_next:
        for after, found in entry.items():
            assert (type(found) is _Sure) == (after not in entry._seconds)
        assert type(entry[""]) is _Sure              # at the line's end no longer terminal fits
