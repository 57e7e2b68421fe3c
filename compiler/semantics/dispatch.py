"""Dispatch by node class: CHECKS maps an AST node class to the function that checks it;
`check_line` walks one line's AST (quoted abilities included) and runs the check of every
node it meets. check.py fills the table from the concern modules."""
from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from ..dataclass_fields import field_names, parts_of
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
    """Every finding of one line's AST, in the order the nodes are met (a node's check, then
    its fields' nodes in declaration order). The walk keeps its own stack."""
    findings: list[Finding] = []
    stack = [(line, Where(span_of, Span(0, 0)))]
    push, pop, checks, is_node = stack.append, stack.pop, CHECKS, _IS_NODE
    while stack:
        node, where = pop()
        if not isinstance(node, (tuple, list)):
            cls = type(node)
            walked = is_node[cls] if cls in is_node else _is_node(cls)
            if not walked:
                refuse_parser_object(node)      # a lark Token or Tree in a node: CT901 (typed_fields.py)
                continue
            span = span_of(node) or where.here
            if span is not where.here:
                where = Where(span_of, span)
            check = checks.get(cls)
            if check is not None:
                findings.extend(check(node, where))
        for part in reversed(parts_of(node)):
            push((part, where))
    return tuple(findings)


def _node_fields(cls: type) -> tuple[str, ...] | None:
    """The fields of an AST node class; None for any other class (runtime data inside a node)."""
    names = field_names(cls)
    return names if names is not None and cls.__module__.startswith(NODES_PACKAGE) else None


_IS_NODE: dict[type, bool] = {}         # class -> whether check_line walks its instances


def _is_node(cls: type) -> bool:
    walked = _IS_NODE[cls] = _node_fields(cls) is not None
    return walked
