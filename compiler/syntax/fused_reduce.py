"""A line's transformed value made at each reduction of the line loop (parse_loop.py), as Lark's
LALR parser does when given `transformer=`: the tree is never built and never walked again.

The values are those the walk of the tree would make (ToAst over the tree parse_loop builds):
an LALR parser reduces a rule after every rule inside it, left to right, which is the order in
which the walk calls the callbacks (children first, left to right). The value stack holds, for
each symbol, what stands in the tree for it:

- a token: the Token itself (the walk keeps a token with no callback as it is);
- a rule's node: (its value, its place, the Meta handed out for it or None): the place is None
  where its tree's meta would be empty, else (start, end, container start, container end) as
  propagate_positions sets them (parse_loop._place: the node's own start and end, and those of
  what holds it, which a `?rule` that passes the node up widens to its own children);
- an `_rule`: (its kept entries, spliced into its parent's, its place, None).

A node's place is that of its children (all of them, the filtered tokens too), as _place reads
them: the first child's container start, the last one's container end.

What runs late, and why (RunLate: the caller parses the line again, builds the tree and walks
it; see ToAst.transform_line), each found when it happens:

- a line the loop leaves to Lark (parse_loop: an empty line, one with a line break, ...);
- a callback that raises: the walk only starts once the whole line parsed, so a later parse
  error must win over it, and a VisitError carries the tree it was raised on;
- a callback that returns Discard: the walk drops it from its parent's children, and a
  `?rule` over it would then pass up something else;
- a node whose Meta was handed out (to a callback taking meta, or to a Tree made for a rule with
  no callback) while empty, which a `?rule` above then fills: the walk would have handed it out
  filled (the rule has no child with a place: an empty rule);
- an `_rule` that is also a `?rule` (Lark splices the children of the child it passes up).

A callback on a token would run at a different time (at the shift, not with its parent's
children), so a transformer with one has no Fusion (ToAst.fusion).
"""
from __future__ import annotations

from lark import Discard, Token
from lark.tree import Meta

from .nodes import Span


class RunLate(Exception):
    """This line's value can't be made at reduce time (see the module's docstring)."""


class Fusion:
    """The line loop's reductions (parse_loop.LineParser.parse_into) for one transformer
    (transform.ToAst): each makes its rule's entry (module docstring), calling the rule's
    callback (or the transformer's __default__) as ToAst._transform_tree does, and keeps the
    node's span in the transformer's `spans` as ToAst._transform_tree keeps it (the first span
    noted for a node stays: the innermost rule that made it)."""

    def __init__(self, transformer, is_node) -> None:
        self._transformer = transformer
        self._is_node = is_node                         # class -> whether its nodes' spans are kept
        self._reducers: dict[int, object] = {}          # id(_Shape) -> its reducer
        self._rows: dict[int, tuple] = {}               # id(LineParser) -> (it, _FusedRows)

    def rows(self, parser) -> _FusedRows:
        """The parser's parse table with this fusion's reducers (made once per parser)."""
        found = self._rows.get(id(parser))
        if found is None or found[0] is not parser:
            found = self._rows[id(parser)] = (parser, _FusedRows(parser.rows, self.reducer))
        return found[1]

    def reducer(self, shape):
        """The function that makes a rule's entry from its values' entries (parse_loop._builder's
        counterpart)."""
        found = self._reducers.get(id(shape))
        if found is None:
            found = self._reducers[id(shape)] = self._reducer(shape)
        return found

    def _reducer(self, shape):
        keep, filtering, expand1, name = shape.keep, shape.filtering, shape.expand1, shape.name
        transformer, is_node, inlined = self._transformer, self._is_node, shape.inlined
        if inlined:
            if expand1:
                return _late
            method = wrapper = None
        else:
            method, wrapper = transformer.callback(name)
        wants_meta = method is None or wrapper is not None
        default = transformer.__default__

        def reducer(entries: list):
            placed = [entry for entry in entries if entry.__class__ is Token or entry[1] is not None]
            if placed:                      # the first placed child's container start, the last one's end
                first, last = placed[0], placed[-1]
                start = first.start_pos if first.__class__ is Token else first[1][2]
                end = last.end_pos if last.__class__ is Token else last[1][3]
            else:
                start = end = None
            if filtering:
                kept: list = []
                for i, expand in keep:
                    if expand:
                        kept += entries[i][0]
                    else:
                        kept.append(entries[i])
            else:
                kept = entries
            place = None if start is None else (start, end, start, end)
            if inlined:                     # an `_rule`: its parent splices these in
                return (kept, place, None)
            if expand1 and len(kept) == 1:  # a `?rule`'s one kept child stands for it
                entry = kept[0]
                if entry.__class__ is Token or start is None:
                    return entry
                node, own, meta = entry
                if own is not None:
                    return _widened(node, own, meta, start, end)
                if meta is not None:
                    raise RunLate           # handed out empty; the walk would hand it out filled
            else:
                values = [entry if entry.__class__ is Token else entry[0] for entry in kept]
                meta = _meta(place) if wants_meta else None
                try:
                    if method is None:
                        return (default(name, values, meta), place, meta)    # a Tree: no span kept
                    node = method(values) if wrapper is None else wrapper(method, name, values, meta)
                except Exception:
                    raise RunLate from None
                if node is Discard:
                    raise RunLate
            if place is not None:           # where the node was written (a node's first span stays)
                kind = node.__class__
                keeps = is_node.get(kind)
                if keeps is None:
                    keeps = is_node[kind] = transformer.is_node(kind)
                if keeps:
                    spans = transformer.spans
                    if id(node) not in spans:
                        spans[id(node)] = (node, Span(start, end))
            return (node, place, meta)
        return reducer


class _FusedRows(dict):
    """A parse table (parse_loop._Rows) with each reduction's builder replaced by a Fusion's
    reducer for the same rule, row by row as the loop first reaches a state."""

    def __init__(self, rows, reducer) -> None:
        super().__init__()
        self._base, self._reducer = rows, reducer

    def __missing__(self, state: int) -> dict:
        reducer = self._reducer
        row = self[state] = {symbol: action if action.__class__ is int else
                             (action[0], action[1], reducer(action[3]), action[3])
                             for symbol, action in self._base[state].items()}
        return row


def _late(entries: list):
    raise RunLate


def _widened(node, place: tuple, meta, start: int, end: int) -> tuple:
    """The entry of a node a `?rule` passes up (parse_loop._builder): its container widened to
    the `?rule`'s children, its own place as it was (as in the Meta handed out for it)."""
    if meta is not None:
        meta.container_column, meta.container_start_pos = start + 1, start
        meta.container_end_column, meta.container_end_pos = end + 1, end
    return (node, (place[0], place[1], start, end), meta)


def _meta(place):
    """The Meta the tree's node would have (one line: line 1, columns from 1)."""
    meta = Meta()
    if place is not None:
        start, end, container_start, container_end = place
        meta.empty = False
        meta.line = meta.end_line = meta.container_line = meta.container_end_line = 1
        meta.column, meta.start_pos, meta.end_column, meta.end_pos = start + 1, start, end + 1, end
        meta.container_column, meta.container_start_pos = container_start + 1, container_start
        meta.container_end_column, meta.container_end_pos = container_end + 1, container_end
    return meta
