"""Where a semantic finding is reported (semantics/dispatch.Where): at the node's own span,
or, for a node a later rule rebuilt (no span of its own), at the span of the innermost node
around it that has one; at the line's start when none has. The enclosing span is looked up
only when a finding asks for it, and gives the same answer as looking it up first."""
from __future__ import annotations

from cardtext.compiler.semantics.dispatch import Where
from cardtext.compiler.syntax.nodes import Span


def test_a_node_with_a_span_is_reported_there():
    spans = {"clause": Span(4, 9)}
    where = Where(spans.get, ("clause", ("line", None)))
    assert where.at("clause") == Span(4, 9)


def test_a_rebuilt_node_is_reported_at_the_innermost_node_around_it_with_a_span():
    spans = {"line": Span(0, 30), "sentence": Span(2, 20)}
    where = Where(spans.get, ("clause", ("sentence", ("line", None))))
    assert where.at("clause") == Span(2, 20) == where.here
    spans["clause"] = Span(5, 6)            # looked up when asked: the span known then
    assert where.at("clause") == Span(5, 6)


def test_with_no_span_anywhere_the_finding_is_at_the_start():
    where = Where({}.get, ("clause", ("line", None)))
    assert where.at("clause") == Span(0, 0)
