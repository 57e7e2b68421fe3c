"""What makes the compiler fast must not change what it says: a rules line's meaning is worked
out once for each normalised text (compiler/line_meaning.py), the lexer's scanners share their
compiled patterns (compiler/syntax/lexer.py), and a card's own name is found without a regular
expression of its own (compiler/source/self_names.py). Each test compares with the way it was
done before."""
from __future__ import annotations

import re

from hypothesis import given, settings, strategies as st
from lark import Lark

from cardtext.compiler.line_meaning import forget_meanings
from cardtext.compiler.serialize import abilities_with_lines
from cardtext.compiler.source.normalize import normalise
from cardtext.compiler.source.self_names import NameFinder
from cardtext.compiler.syntax.parser import TablesPath, cache_dir, grammar_text, rules_parser, tables_name

from .conftest import compile_text


def test_the_same_line_twice_is_two_abilities_each_from_its_own_line():
    """CR 113.2c: an object may have multiple instances of the same ability, each functioning
    independently. Two lines of one text share one meaning, yet each line has its own ability
    objects, so the JSON output names each ability's line."""
    compiled = compile_text("{T}: You gain 1 life.\n{T}: You gain 1 life.")
    first, second = (line.abilities[0] for line in compiled.lines)
    assert first == second and first is not second
    assert [line for _, line in abilities_with_lines(compiled)] == [1, 2]


def test_a_remembered_line_reports_at_each_cards_own_columns():
    """CR 201.5: each card's name becomes "~", so two cards' lines normalise to one text; the
    second card's diagnostic still points at its own raw column."""
    short = compile_text("Al frobnicates target creature.", name="Al")
    long = compile_text("Alexander the Great frobnicates target creature.", name="Alexander the Great")
    (d1,), (d2,) = short.diagnostics, long.diagnostics
    assert (d1.code, d1.column) == ("CT201", 4)
    assert (d2.code, d2.column) == ("CT201", 21)


def test_remembered_meanings_are_those_a_fresh_compile_gives():
    """A spell's sentences are its spell ability (CR 113.3a), a permanent's are not: the memo
    keeps the two apart, and every answer it gives is the answer of a compile with no memo."""
    cases = [("Draw a card.", "Instant"), ("Draw a card.", "Creature — Elf"),
             ("Flying", "Creature — Bird"), ("Flying", "Instant"),
             ("Destroy target player.", "Sorcery"), ("{T}: Add {G}.", "Creature — Elf")]
    remembered = [compile_text(text, type_line=kind) for text, kind in cases]
    again = [compile_text(text, type_line=kind) for text, kind in cases]
    forget_meanings()
    fresh = [compile_text(text, type_line=kind) for text, kind in cases]
    for a, b, c in zip(remembered, again, fresh):
        assert a.definition == b.definition == c.definition
        assert a.diagnostics == b.diagnostics == c.diagnostics


def test_sharing_scanners_read_every_line_as_lark_own_lexer_does(corpus):
    """The contextual lexer with shared patterns yields the parse trees (token types and texts
    included) and the errors Lark's own contextual lexer yields, on real cards' lines."""
    ours = rules_parser()
    text = grammar_text()
    path = cache_dir() / tables_name(text)
    assert path.is_file()
    plain = Lark(text, parser="lalr", lexer="contextual", propagate_positions=True,
                 maybe_placeholders=False, cache=TablesPath(path))
    assert type(plain.parser.lexer) is not type(ours.parser.lexer)
    checked = 0
    for card in list(corpus.values())[::40]:      # 400 cards of all kinds; every one costs a parse twice
        for raw in card["oracle_text"].split("\n"):
            line = normalise(raw, card["name"])[0].text
            if line:
                assert _outcome(ours, line) == _outcome(plain, line), line
                checked += 1
    assert checked > 500


def _outcome(parser: Lark, line: str):
    try:
        return parser.parse(line)
    except Exception as exc:  # noqa: BLE001 - the error itself is compared
        return type(exc).__name__, getattr(exc, "pos_in_stream", None), str(getattr(exc, "token", ""))


WORDS = st.text(alphabet=st.sampled_from(list("aAb _é1!-',")), min_size=1, max_size=4)


@settings(max_examples=300, deadline=None)
@given(st.lists(WORDS, min_size=1, max_size=3), st.text(alphabet=st.sampled_from(list("aAb _é1!-',.")),
                                                        max_size=20))
def test_name_finder_finds_what_the_names_regex_found(names, text):
    """CR 201.5: the card's names, whole words as printed, longest first: found where the
    regex `(?<!\\w)(?:name|...)(?!\\w)` finds them."""
    names = tuple(sorted({n for n in names}, key=len, reverse=True))
    regex = re.compile(r"(?<![\w])(?:%s)(?![\w])" % "|".join(re.escape(n) for n in names))
    expected = [(m.start(), m.end(), m.group(0)) for m in regex.finditer(text)]
    assert [(m.start(), m.end(), m.group(0)) for m in NameFinder(names).finditer(text)] == expected


def _vocabulary_terminals() -> dict[str, str]:
    """The long word-list terminals of the rules grammar (subtypes, keyword names), by name."""
    return {t.name: t.pattern.to_regexp() for t in rules_parser().terminals
            if t.name in ("SUBTYPE", "SUBTYPE_PAIR", "KEYWORD_NAME", "COST_KEYWORD", "ABILITY_WORD",
                          "COUNTER_NAME")}


def _probes(pattern: str) -> list[str]:
    """Texts around each word of the pattern's lists: the word, its prefixes and longer words,
    in a pair and a series, before and after other text."""
    words = sorted({w for group in re.findall(r"\((?:\?:)?([a-z0-9'! ,\\-]+(?:\|[a-z0-9'! ,\\-]+)+)\)", pattern)
                    for w in group.replace("\\", "").split("|")})
    out = []
    for i, w in enumerate(words):
        other = words[(i * 7 + 3) % len(words)]
        out += [w, w[:-1], w + "s", w + "es", w + "x", w + " —", w + " counter", "non" + w, "x" + w,
                f"{w} or {other}", f"{w}, {other}, and/or {w}", f"{w}s, {other}, or {other}s and"]
    return out


def test_word_lists_compiled_as_tries_match_what_their_alternations_matched():
    """The lexer compiles each long list of words as a trie (compiler/syntax/tries.py): at every
    text around every word of the subtype and keyword lists, the same match, or none. The
    counter names are not listed longest first ("ki" before "kick": the alternation reads "kick"
    as "ki" and fails on the "ck"), so they stay as written."""
    from cardtext.compiler.syntax.tries import word_groups_as_tries
    terminals = _vocabulary_terminals()
    assert set(terminals) == {"SUBTYPE", "SUBTYPE_PAIR", "KEYWORD_NAME", "COST_KEYWORD", "ABILITY_WORD",
                              "COUNTER_NAME"}
    for name, pattern in terminals.items():
        trie = word_groups_as_tries(pattern)
        assert (trie == pattern) == (name == "COUNTER_NAME"), name
        listed, tried = re.compile(pattern), re.compile(trie)
        for text in _probes(pattern):
            for at in (0, 1):
                a, b = listed.match(text, at), tried.match(text, at)
                assert (a and a.group(0)) == (b and b.group(0)), (name, text, at)


def test_a_word_list_not_longest_first_is_left_as_written():
    """An alternation takes the first word that matches: "elf" before "elves" stops at "elf",
    which a trie (longest first) would not; such a list keeps its own order."""
    from cardtext.compiler.syntax.tries import trie_pattern, word_groups_as_tries
    words = ["elf", "elves", "goblin", "goblins", "merfolk", "sliver", "slivers", "wizard", "wizards", "zombie"]
    pattern = "(?:%s)" % "|".join(words)
    assert word_groups_as_tries(pattern) == pattern
    longest_first = sorted(words, key=lambda w: (-len(w), w))
    assert re.fullmatch(trie_pattern(longest_first), "elves")
    assert re.compile(trie_pattern(longest_first)).match("elves").group(0) == "elves"
    assert word_groups_as_tries("(?:%s)" % "|".join(longest_first)) != "(?:%s)" % "|".join(longest_first)
