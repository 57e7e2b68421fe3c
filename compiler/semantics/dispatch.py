"""Dispatch by node class: CHECKS maps an AST node class to the function that checks it;
`check_line` walks one line's AST (quoted abilities included) and runs the check of every
node it meets. check.py fills the table from the concern modules."""
from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from ..dataclass_fields import field_names
from ..typed_fields import refuse_parser_object
from ..syntax import nodes as A
from ..syntax.nodes import Span

NODES_PACKAGE = A.__name__          # only AST nodes are walked, not the runtime data inside them


@dataclass(frozen=True)
class Finding:
    """One semantic error: its code (CT3xx), message, hint, and where (normalised columns)."""

    code: str
    message: str
    hint: str
    span: Span


@dataclass(frozen=True)
class Where:
    """Positions for findings: `span_of(node)` is where the node was written (or None when a
    later rule rebuilt it) and `here` the span of the innermost enclosing node that has one."""

    span_of: Callable[[object], Span | None]
    here: Span

    def at(self, node) -> Span:
        return self.span_of(node) or self.here


# node class -> function(node, where) yielding Findings
CHECKS: dict[type, Callable[[object, Where], Iterator[Finding]]] = {}


def register(classes, check) -> None:
    """Map each node class to `check`; a class has one check only."""
    for cls in classes:
        if cls in CHECKS:
            raise ValueError(f"{cls.__name__} is checked twice")
        CHECKS[cls] = check


def check_line(line, span_of: Callable[[object], Span | None]) -> tuple[Finding, ...]:
    """Every finding of one line's AST, in the order the nodes are met."""
    return tuple(_visit(line, Where(span_of, Span(0, 0))))


def _visit(node, where: Where) -> Iterator[Finding]:
    if isinstance(node, (tuple, list)):
        for item in node:
            yield from _visit(item, where)
        return
    names = _node_fields(type(node))
    if names is None:
        refuse_parser_object(node)          # a lark Token or Tree in a node: CT901 (typed_fields.py)
        return
    where = Where(where.span_of, where.at(node))
    check = CHECKS.get(type(node))
    if check is not None:
        yield from check(node, where)
    for name in names:
        yield from _visit(getattr(node, name), where)


def _node_fields(cls: type) -> tuple[str, ...] | None:
    """The fields of an AST node class; None for any other class (runtime data inside a node)."""
    names = field_names(cls)
    return names if names is not None and cls.__module__.startswith(NODES_PACKAGE) else None
