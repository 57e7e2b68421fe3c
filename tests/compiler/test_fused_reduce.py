"""compiler/syntax/fused_reduce.py: a rules line's AST is made at each reduction of the line
loop, as Lark's LALR parser does when given `transformer=`, and must be the AST the walk of the
tree makes (ToAst.transform over LineParser.parse): the same nodes, the same span for each node
(every CT3xx diagnostic's column reads them), the same errors. What can't run at reduce time
runs late: the line is parsed again and its tree walked."""
from __future__ import annotations

import pytest
from lark import Lark, Transformer, v_args
from lark.exceptions import UnexpectedInput, VisitError

from cardtext.compiler.syntax.fused_reduce import Fusion, RunLate
from cardtext.compiler.syntax.line_tables import Rows
from cardtext.compiler.syntax.parse_loop import LineParser
from cardtext.compiler.syntax.parser import line_parser
from cardtext.compiler.syntax.transform import ToAst

LINES = [
    "flying",
    "{t}: add {g}.",
    "when ~ enters, draw a card.",
    "destroy target creature. it can't be regenerated.",
    "creatures you control get +1/+1 and have \"{t}: add {c}.\"",
    "equip {2}",
    "at the beginning of your upkeep, sacrifice ~ unless you pay {u}.",
    "whenever a creature you control dies, each opponent loses 1 life and you gain 1 life.",
    "{2}{r}, {t}: ~ deals 2 damage to any target.",
    "enchant creature",
    "enchanted creature gets +2/+2 and has trample.",
    "counter target spell unless its controller pays {3}.",
    "target player draws two cards, then discards a card.",
]


def _walked(text: str):
    walker = ToAst()
    node = walker.transform(line_parser().parse(text))
    return node, walker


def _spans(node, transformer) -> list:
    """Every node reachable from `node` (fields, tuples) with the span the transformer kept."""
    found, seen, todo = [], set(), [node]
    while todo:
        item = todo.pop()
        if id(item) in seen:
            continue
        seen.add(id(item))
        if isinstance(item, (tuple, list)):
            todo.extend(item)
        elif hasattr(item, "__dataclass_fields__"):
            found.append((type(item).__name__, transformer.span_of(item)))
            todo.extend(getattr(item, name) for name in item.__dataclass_fields__)
    return sorted(found, key=repr)


@pytest.mark.parametrize("text", LINES)
def test_a_line_made_at_each_reduction_is_the_walked_tree_s_ast_spans_included(text):
    walked, walker = _walked(text)
    fused = ToAst()
    node = fused.transform_line(line_parser(), text)
    assert node == walked
    assert _spans(node, fused) == _spans(walked, walker)
    assert any(span is not None for _, span in _spans(node, fused))


def test_a_line_made_at_each_reduction_is_not_parsed_or_walked_again(monkeypatch):
    fused = ToAst()
    fused.transform_line(line_parser(), LINES[0])        # the fusion is made once
    monkeypatch.setattr(ToAst, "transform", lambda *_: pytest.fail("walked"))
    monkeypatch.setattr(LineParser, "parse", lambda *_: pytest.fail("parsed again"))
    for text in LINES:
        if '"' not in text:             # a quoted ability is parsed and walked on its own
            fused.transform_line(line_parser(), text)


def test_a_line_that_does_not_parse_raises_what_the_parser_raises_and_leaves_the_transformer_as_it_was():
    """A parse error wins over what the callbacks before it made (the walk never starts on a
    line that doesn't parse): the transformer's memory of the previous line is put back."""
    fused = ToAst()
    fused.transform_line(line_parser(), "enchanted creature gets +2/+2 and has trample.")
    before = dict(vars(fused))
    with pytest.raises(UnexpectedInput) as caught:
        fused.transform_line(line_parser(), "enchanted creature gets +2/+2 gains gains")
    with pytest.raises(UnexpectedInput) as lark_s:
        line_parser().parse("enchanted creature gets +2/+2 gains gains")
    assert (type(caught.value), caught.value.pos_in_stream) == (type(lark_s.value), lark_s.value.pos_in_stream)
    assert vars(fused) == before


def test_a_callback_that_raises_runs_late_and_raises_the_walk_s_visit_error():
    """CT301's column comes from the VisitError's tree (line_meaning): the line is walked."""
    text = "whenever equipped creature dies, if it was a human, create a 1/1 white spirit creature token with flying."
    try:
        line_parser().parse(text)
    except UnexpectedInput:
        pytest.skip("the grammar no longer parses this line")
    with pytest.raises(VisitError) as walked:
        ToAst().transform(line_parser().parse(text))
    with pytest.raises(VisitError) as fused:
        ToAst().transform_line(line_parser(), text)
    assert fused.value.rule == walked.value.rule
    assert fused.value.obj.meta.start_pos == walked.value.obj.meta.start_pos


# a grammar of its own for the cases the rules grammar doesn't show: an empty rule under a
# `?rule`, a callback that reads its meta, one that raises, a rule with no callback
GRAMMAR = r"""
start: item+
?item: "(" inner ")" | word | boom | bare
inner: WORD*
word: WORD
boom: "!" WORD
bare: "#" WORD
WORD: /[a-z]+/
%ignore " "
"""


class _Small(Transformer):
    def __init__(self):
        super().__init__()
        self.spans = {}
        self.seen = []

    @v_args(meta=True)
    def inner(self, meta, items):
        self.seen.append(("inner", meta.empty))
        return ("inner", tuple(map(str, items)))

    @v_args(meta=True)
    def word(self, meta, items):
        self.seen.append(("word", meta.start_pos, meta.end_pos))
        return ("word", str(items[0]))

    def boom(self, items):
        raise ValueError(str(items[0]))

    def start(self, items):
        return tuple(items)

    def callback(self, name):
        method = getattr(self, name, None)
        return method, getattr(method, "visit_wrapper", None)

    @staticmethod
    def is_node(kind):
        return False


def _small():
    lark = Lark(GRAMMAR, parser="lalr", lexer="contextual", propagate_positions=True, maybe_placeholders=False)
    ours = LineParser(lark)
    assert ours.usable
    return lark, ours


def test_values_and_metas_handed_to_callbacks_are_those_of_the_walk():
    lark, ours = _small()
    text = "ab (cd ef) #gh"
    walker, fused = _Small(), _Small()
    walked = walker.transform(lark.parse(text))
    assert ours.parse_into(text, Fusion(fused, {})) == walked
    assert fused.seen == walker.seen
    assert str(walked[2].data) == "bare"        # no callback: __default__'s Tree


def test_an_empty_rule_whose_meta_a_rule_above_fills_runs_late():
    """`()`: `inner` has no child with a place, so its meta is empty when it is reduced; `?item`
    then gives it the parentheses' place, which the walk would hand to `inner`."""
    lark, ours = _small()
    with pytest.raises(RunLate):
        ours.parse_into("ab ()", Fusion(_Small(), {}))
    walker = _Small()
    walker.transform(lark.parse("ab ()"))
    assert ("inner", False) in walker.seen


def test_a_callback_that_raises_runs_late():
    _, ours = _small()
    with pytest.raises(RunLate):
        ours.parse_into("ab !cd", Fusion(_Small(), {}))


def test_a_line_left_to_lark_runs_late():
    _, ours = _small()
    with pytest.raises(RunLate):
        ours.parse_into("ab\ncd", Fusion(_Small(), {}))


# rules of one value kept as it is: one with a callback that reads its meta (`word`), one `_rule`
# whose parent splices its value in (`_one`); their reducers are made for that shape
ONE_VALUE_GRAMMAR = r"""
start: pair+
pair: "(" _one _one ")" | word
_one: WORD
word: WORD
WORD: /[a-z]+/
%ignore " "
"""


class _Pairs(_Small):
    def pair(self, items):
        return ("pair", tuple(map(str, items)))


def test_a_rule_of_one_value_gives_the_callback_the_value_and_meta_of_the_walk():
    """The reducers of one-value rules hand the callbacks what the walk would
    (Lark's propagate_positions: the node's place is its one child's)."""
    lark = Lark(ONE_VALUE_GRAMMAR, parser="lalr", lexer="contextual", propagate_positions=True,
                maybe_placeholders=False)
    ours = LineParser(lark)
    text = "ab (cd ef) gh (ij  kl)"
    walker, fused = _Pairs(), _Pairs()
    walked = walker.transform(lark.parse(text))
    assert ours.parse_into(text, Fusion(fused, {})) == walked
    assert fused.seen == walker.seen == [("word", 0, 2), ("word", 11, 13)]


@pytest.fixture(scope="module")
def parser_from_disk(tmp_path_factory) -> LineParser:
    """The line parser with its tables read back from their file, as every process holds them
    but the one that built them (the first on a fresh machine, or in a fresh CI checkout, holds
    them as built): rows kept as on disk, line_tables.Rows."""
    from cardtext.compiler.syntax import line_tables, scanner_plans
    from cardtext.compiler.syntax.parser import rules_parser
    path = tmp_path_factory.mktemp("tables") / "line.tables"
    line_tables.save(scanner_plans.planned(line_tables.LineTables.of(rules_parser())), path)
    return LineParser(tables=line_tables.load(path), load_lark=rules_parser)


def test_a_rule_reduced_by_in_several_rows_is_fused_once_and_no_row_is_translated(parser_from_disk):
    """The saved tables name a rule's reduction by the rule's index in every row and lookahead
    that reduces by it (line_tables.Rows); the fusion makes one entry per index, and the rows
    the loop reads are those kept on disk, ints only, for the tree and the fusion alike."""
    parser, transformer = parser_from_disk, ToAst()
    for text in LINES:
        transformer.transform_line(parser, text)
        parser.parse(text)
    fused = transformer._fusion.reductions(parser)
    named: dict[int, set[int]] = {}         # a reduction -> the states whose rows name it
    for state, row in parser.rows.items():
        assert row is parser.states.raw(state)
        assert all(action.__class__ is int for action in row.values())
        for action in row.values():
            if action < 0:
                named.setdefault(action, set()).add(state)
    assert set(fused) <= set(named) and max(len(named[action]) for action in fused) > 1
    by_shape: dict[int, set[int]] = {}
    for action, reduction in fused.items():
        by_shape.setdefault(id(reduction[3]), set()).add(action)
    assert len(by_shape) == len(fused)      # one shape, one reducer, per rule


def test_a_fused_reduction_is_the_base_reduction_with_the_fusion_s_reducer(parser_from_disk):
    """With the tables read from disk, a fused reduction is made from the rule's index as the row
    keeps it: each must have the base table's size, rule symbol and shape for that rule, and the
    fusion's reducer of that shape."""
    parser = parser_from_disk
    assert isinstance(parser.states, Rows)      # the tables as read from disk
    transformer = ToAst()
    for text in LINES:
        transformer.transform_line(parser, text)
    fusion = transformer._fusion
    fused = fusion.reductions(parser)
    assert len(fused) > 20
    for action, reduction in fused.items():
        size, origin, _build, shape = parser.reductions[action]
        rule = parser.states.rule(-1 - action)
        assert (size, origin) == (len(rule.expansion), rule.origin.name) and shape.rule is rule
        assert reduction == (size, origin, fusion.reducer(shape), shape)
