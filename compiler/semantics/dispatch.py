"""Dispatch by node class: CHECKS maps an AST node class to the function that checks it;
`check_line` walks one line's AST (quoted abilities included) and runs the check of every
node it meets. check.py fills the table from the concern modules."""
from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from ..dataclass_fields import SEQUENCE, field_names, set_fields_getter
from ..typed_fields import PARSER_OBJECTS, refuse_parser_object
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


class Where:
    """Positions for findings: `span_of(node)` is where the node was written (or None when a
    later rule rebuilt it) and `here` the span of the innermost enclosing node that has one,
    looked up along `chain` ((node, the chain above it), the checked node first) only when a
    finding asks for it: most checks find nothing, and a walk makes one Where per checked node."""

    __slots__ = ("span_of", "chain")

    def __init__(self, span_of: Callable[[object], Span | None], chain: tuple):
        self.span_of = span_of
        self.chain = chain

    @property
    def here(self) -> Span:
        return _innermost_span(self.chain, self.span_of)

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
    _PLANS.clear()


def check_line(line, span_of: Callable[[object], Span | None]) -> tuple[Finding, ...]:
    """Every finding of one line's AST, in the order the nodes are met (a node's check, then
    its fields' nodes in declaration order). The walk keeps its own stack and pushes only what
    it walks: AST nodes and non-empty tuples and lists (see _plan); a value of a parser class
    (a lark Token or Tree) stops the line (CT901, typed_fields.py). A node's check is given the
    span of the innermost node around it (itself included) that has one, `here`: each node is
    pushed with the chain of the nodes above it, (parent, the parent's chain), and that span is
    looked up along the chain only for a node that has a check."""
    findings: list[Finding] = []
    plans = _PLANS
    plan = plans[type(line)] if type(line) in plans else _plan(type(line))
    if plan is None or plan is _REFUSED:
        return ()
    stack = [(line, None)]
    push, pop = stack.append, stack.pop
    while stack:
        node, above = pop()
        plan = plans[type(node)]
        if plan[0] is SEQUENCE:
            values, chain = node, above
        else:
            chain = (node, above)
            if plan[1] is not None:
                findings.extend(plan[1](node, Where(span_of, chain)))
            values = plan[0](node)
        for value in reversed(values):
            cls = type(value)
            plan = plans[cls] if cls in plans else _plan(cls)
            if plan is None:
                continue
            if plan is _REFUSED:
                refuse_parser_object(value)     # a lark Token or Tree in a node: CT901 (typed_fields.py)
            elif value or plan[0] is not SEQUENCE:
                push((value, chain))
    return tuple(findings)


def _innermost_span(chain, span_of) -> Span:
    """The span of the first node along `chain` ((node, the chain above it) or None) that has
    one; _START when none has."""
    while chain is not None:
        span = span_of(chain[0])
        if span is not None:
            return span
        chain = chain[1]
    return _START


_START = Span(0, 0)     # where a finding is when no node above it has a span
_REFUSED = (None, None)     # the plan of a parser class (PARSER_OBJECTS): its values stop the line
# class -> (SEQUENCE or its field values' getter, its check or None); None: not walked (an atom,
# runtime data inside a node, a Span); _REFUSED. Made from CHECKS, so `register` starts it over.
_PLANS: dict[type, tuple | None] = {}


def _plan(cls: type) -> tuple | None:
    getter = set_fields_getter(cls)
    if issubclass(cls, PARSER_OBJECTS):
        plan = _REFUSED
    elif getter is SEQUENCE:
        plan = (SEQUENCE, None)
    elif getter is None or cls is Span or _node_fields(cls) is None:
        plan = None                     # a Span's fields are its columns: nothing below to check
    else:
        plan = (getter, CHECKS.get(cls))
    _PLANS[cls] = plan
    return plan


def _node_fields(cls: type) -> tuple[str, ...] | None:
    """The fields of an AST node class; None for any other class (runtime data inside a node)."""
    names = field_names(cls)
    return names if names is not None and cls.__module__.startswith(NODES_PACKAGE) else None
