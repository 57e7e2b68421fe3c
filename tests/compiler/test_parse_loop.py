"""compiler/syntax/parse_loop.py reads the rules parser's LALR tables in one loop of its own: a
line gets the tree Lark builds (the same nodes, tokens and positions, which ToAst.span_of and
every diagnostic column read) and, where it doesn't parse, the exception Lark raises (class,
position, token, expected terminals), which line_meaning.parse turns into CT201/CT202/CT205.
The loop's tables are read from their own file (line_tables.py): the same trees and errors."""
from __future__ import annotations

import pickle
import re

import pytest
from lark import Token, Tree
from lark.exceptions import UnexpectedInput
from lark.lexer import PatternStr, Scanner, TerminalDef, UnlessCallback
from lark.parsers.lalr_analysis import Reduce, Shift
from lark.tree import Meta

from cardtext.compiler.syntax import line_tables, scanner_plans
from cardtext.compiler.syntax.parse_loop import LineParser, _NotHere, _place, _spelled
from cardtext.compiler.syntax.parser import line_parser, rules_parser

PARSES = [
    "flying",
    "{t}: add {g}.",
    "when ~ enters, draw a card.",
    "destroy target creature. it can't be regenerated.",
    "creatures you control get +1/+1 and have \"{t}: add {c}.\"",
    "choose one —",
    "equip {2}",
]
# a token no action takes ("gains" after the subject), a word no terminal of the state matches,
# a character nothing matches, a line that ends too soon, a cost with no effect
FAILS = ["target creature gains gains flying.", "you can't win the game.", "draw a card \x01",
         "destroy target", "{t}:"]


def _shape(node):
    """A tree as data: each node's name, every position field of its meta, its children; each
    token's type, text and positions."""
    if isinstance(node, Tree):
        return node.data, sorted(vars(node.meta).items()), [_shape(c) for c in node.children]
    if isinstance(node, Token):
        return (node.type, str(node), node.start_pos, node.line, node.column,
                node.end_line, node.end_column, node.end_pos)
    return repr(node)


def _error(parse, text: str):
    with pytest.raises(UnexpectedInput) as caught:
        parse(text)
    exc = caught.value
    token = getattr(exc, "token", None)
    return (type(exc), exc.pos_in_stream, exc.line, exc.column, token and token.type,
            sorted(getattr(exc, "expected", None) or getattr(exc, "allowed", None) or ()))


@pytest.mark.parametrize("text", PARSES)
def test_a_line_gets_the_tree_lark_builds_positions_included(text):
    ours = line_parser()
    assert ours.usable
    assert _shape(ours._parse(text)) == _shape(rules_parser().parse(text))


@pytest.mark.parametrize("text", FAILS)
def test_a_line_that_does_not_parse_raises_what_lark_raises(text):
    ours = line_parser()
    try:
        ours._parse(text)
    except _NotHere:
        pytest.fail("the loop should answer this line itself")
    except UnexpectedInput:
        pass
    assert _error(ours.parse, text) == _error(rules_parser().parse, text)


def test_what_the_loop_leaves_to_lark_still_gets_lark_s_answer():
    """An empty line and a line break are Lark's to parse (its own end token and line count)."""
    ours = line_parser()
    with pytest.raises(_NotHere):
        ours._parse("")
    for text in ("", "flying\nflying"):
        assert _error(ours.parse, text) == _error(rules_parser().parse, text)


def test_a_parser_with_options_the_loop_does_not_build_is_parsed_by_lark():
    from lark import Lark
    lark = Lark('start: "a"+', parser="lalr", propagate_positions=False)
    ours = LineParser(lark)
    assert not ours.usable and ours.parse("aa") == lark.parse("aa")


def _saved_and_loaded(tmp_path):
    path = tmp_path / line_tables.file_name("rules-test")
    line_tables.save(scanner_plans.planned(line_tables.LineTables.of(rules_parser())), path)
    return line_tables.load(path)


def test_tables_read_back_from_disk_hold_lark_s_own_shift_and_reduce(tmp_path):
    """The loop tells a shift from a reduction by Lark's two objects (`action is Shift`): the
    file names them, so the loaded table holds those very objects."""
    tables = _saved_and_loaded(tmp_path)
    actions = {action for row in tables.states.values() for action, _ in row.values()}
    assert actions == {Shift, Reduce}


def test_tables_read_back_from_disk_decode_only_the_states_and_rules_a_line_reaches(tmp_path):
    """Loading the tables unpickles no rule and decodes no row: a line reads the rows of the
    states it reaches as kept (Rows.raw, no Lark action made for them) and unpickles the rules it
    reduces by, each rule once (the builders are keyed by it)."""
    tables = _saved_and_loaded(tmp_path)
    rows = tables.states
    assert len(rows) > 1000 and not dict.keys(rows) and not rows._decoded_rules and not rows._raw
    ours = LineParser(tables=tables, load_lark=rules_parser)
    assert _shape(ours._parse(PARSES[0])) == _shape(rules_parser().parse(PARSES[0]))
    assert 0 < len(rows._raw) < len(rows) / 10 and not dict.keys(rows)
    assert 0 < len(rows._decoded_rules) < len(rows._rules) / 10
    assert set(ours.builders) <= {id(rule) for rule in rows._decoded_rules.values()}
    again = {id(arg) for state in list(rows._raw) for action, arg in rows[state].values() if action is Reduce}
    assert set(ours.builders) <= again


@pytest.mark.parametrize("text", PARSES)
def test_tables_read_back_from_disk_give_the_tree_lark_builds(tmp_path, text):
    ours = LineParser(tables=_saved_and_loaded(tmp_path), load_lark=rules_parser)
    assert _shape(ours._parse(text)) == _shape(rules_parser().parse(text))


@pytest.mark.parametrize("text", FAILS)
def test_tables_read_back_from_disk_raise_what_lark_raises(tmp_path, text):
    ours = LineParser(tables=_saved_and_loaded(tmp_path), load_lark=rules_parser)
    assert _error(ours.parse, text) == _error(rules_parser().parse, text)


def test_the_lark_parser_is_built_only_for_a_line_the_loop_leaves_to_it(tmp_path):
    """Building Lark's parser costs more than the tables: a line the loop parses never asks for
    it; an empty line (Lark's own end token) does."""
    built = []

    def load_lark():
        built.append(True)
        return rules_parser()
    ours = LineParser(tables=_saved_and_loaded(tmp_path), load_lark=load_lark)
    ours.parse("when ~ enters, draw a card.")
    _error(ours.parse, "destroy target")
    assert built == []
    _error(ours.parse, "")
    assert built == [True]


def test_tables_that_can_not_be_read_are_built_anew(tmp_path):
    """A missing file, one cut short (a crash while writing) or one of another format is no
    tables: the parser is built from the grammar instead."""
    cut = tmp_path / "cut.pickle"
    cut.write_bytes(b"\x80\x05\x95")
    other = tmp_path / "other.pickle"
    other.write_bytes(pickle.dumps({"states": {}}))
    assert [line_tables.load(p) for p in (tmp_path / "absent.pickle", cut, other)] == [None, None, None]


def test_a_plain_string_terminal_is_written_after_its_first_character_and_matches_as_lark_s_does():
    """The scanners write a plain-string terminal `f(?P<FLYING>lying)`, so the regular expression
    engine skips it at any other character; at every position of these lines, each scanner a
    line meets reads the same token (text and terminal) as Lark's own alternation of the same
    terminals."""
    from lark.lexer import Scanner

    from cardtext.compiler.syntax.lexer import PieceScanner

    lexers = line_parser().lexers
    root = lexers.root.scanner
    assert isinstance(root, PieceScanner)
    assert any("f(?P<" in mre.pattern for mre in root._mres)
    lark_root = Scanner(root.terminals, root.g_regex_flags, root.re_, root.use_bytes)
    checked = 0
    for text in PARSES + FAILS:
        for pos in range(len(text)):
            ours = [m for m in (mre.match(text, pos) for mre in root._mres) if m][:1]
            theirs = [m for m in (mre.match(text, pos) for mre in lark_root._mres) if m][:1]
            assert [(m.group(0), m.lastgroup) for m in ours] == [(m.group(0), m.lastgroup) for m in theirs]
            checked += bool(ours)
    assert checked > 50


def test_a_keyword_string_its_word_terminal_matches_is_named_as_lark_names_it():
    """Lark's UnlessCallback renames a word token whose whole text is a keyword string (the first
    of its strings that matches in full); the loop reads plain strings as a dict of the same
    answer, and keeps any other callback as it is."""
    strings = [TerminalDef("FLY", PatternStr("fly")), TerminalDef("FLY_AGAIN", PatternStr("fly")),
               TerminalDef("DRAW", PatternStr("draw"))]
    callback = UnlessCallback(Scanner(strings, 0, re, use_bytes=False))
    words = _spelled(callback, 0)
    assert words == {"fly": "FLY", "draw": "DRAW"}
    for word in ("fly", "draw", "flying"):
        assert words.get(word) == callback.scanner.fullmatch(word)
    folded = UnlessCallback(Scanner([TerminalDef("FLY", PatternStr("fly", flags=("i",)))], 0, re, use_bytes=False))
    assert _spelled(folded, 0) is folded


def test_a_child_of_another_kind_is_placed_as_lark_places_it():
    """PropagatePositions reads an object's __lark_meta__ (lark/parse_tree_builder.py): the
    loop's quick placing leaves such a child to the general way, which does the same."""

    class Placed:
        def __lark_meta__(self):
            meta = Meta()
            meta.line, meta.column, meta.start_pos = 1, 3, 2
            meta.end_line, meta.end_column, meta.end_pos = 1, 6, 5
            return meta
    token = Token("WORD", "draw", 6, 1, 7, 1, 11, 10)
    meta = Meta()
    _place(meta, [Placed(), token])
    assert (meta.start_pos, meta.end_pos, meta.container_start_pos, meta.container_end_pos) == (2, 10, 2, 10)
    empty = Meta()
    _place(empty, [Tree("nothing", [], Meta())])
    assert empty.empty and not hasattr(empty, "line")
