"""compiler/syntax/parse_loop.py reads the rules parser's LALR tables in one loop of its own: a
line gets the tree Lark builds (the same nodes, tokens and positions, which ToAst.span_of and
every diagnostic column read) and, where it doesn't parse, the exception Lark raises (class,
position, token, expected terminals), which line_meaning.parse turns into CT201/CT202/CT205."""
from __future__ import annotations

import pytest
from lark import Token, Tree
from lark.exceptions import UnexpectedInput

from cardtext.compiler.syntax.parse_loop import LineParser, _NotHere
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
