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


class RunLate(Exception):
    """This line's value can't be made at reduce time (see the module's docstring)."""


class Fusion:
    """The line loop's reduce (parse_loop.LineParser.parse_into) for one transformer.

    `callback_for(name)` gives (call, wants_meta) for a rule's node name: `call(values, place,
    meta)` makes the node from the children's values (the transformer's callback, or its
    __default__; it notes the node's span), `wants_meta` says whether it reads `meta` (a Meta
    set from `place`; None is passed otherwise). `noted(value, place)` notes the span of a value
    whose place a `?rule` filled."""

    def __init__(self, callback_for, noted) -> None:
        self._callback_for = callback_for
        self._noted = noted
        self._reducers: dict[int, object] = {}       # id(_Shape) -> its reducer

    def reduce(self, rows, action: tuple, state_stack: list, value_stack: list) -> None:
        """parse_loop._reduce, with the entry (module docstring) of the rule's value pushed."""
        size, origin, _, shape = action
        if size:
            entries = value_stack[-size:]
            del state_stack[-size:]
            del value_stack[-size:]
        else:
            entries = []
        reducer = self._reducers.get(id(shape)) or self._reducer(shape)
        value_stack.append(reducer(entries))
        state_stack.append(rows[state_stack[-1]][origin])

    def _reducer(self, shape):
        keep, filtering, expand1 = shape.keep, shape.filtering, shape.expand1
        if shape.inlined:
            if expand1:
                return _late
            call = wants_meta = None
        else:
            call, wants_meta = self._callback_for(shape.name)
        noted = self._noted

        def reducer(entries: list):
            start = None
            for entry in entries:
                if entry.__class__ is Token:
                    start = entry.start_pos
                    break
                place = entry[1]
                if place is not None:
                    start = place[2]
                    break
            if start is not None:
                for entry in reversed(entries):
                    if entry.__class__ is Token:
                        end = entry.end_pos
                        break
                    place = entry[1]
                    if place is not None:
                        end = place[3]
                        break
            if filtering:
                kept: list = []
                for i, expand in keep:
                    if expand:
                        kept += entries[i][0]
                    else:
                        kept.append(entries[i])
            else:
                kept = entries
            if call is None:                # an `_rule`: its parent splices these in
                return (kept, None if start is None else (start, end, start, end), None)
            if expand1 and len(kept) == 1:
                return _passed_up(kept[0], start, end, noted)
            values = [entry if entry.__class__ is Token else entry[0] for entry in kept]
            place = None if start is None else (start, end, start, end)
            meta = _meta(place) if wants_meta else None
            try:
                node = call(values, place, meta)
            except Exception:
                raise RunLate from None
            if node is Discard:
                raise RunLate
            return (node, place, meta)
        self._reducers[id(shape)] = reducer
        return reducer


def _late(entries: list):
    raise RunLate


def _passed_up(entry, start, end, noted):
    """A `?rule`'s one kept child passed up (parse_loop._builder): a token as it is; a node with
    its container widened to the `?rule`'s children, and its own place set there if it had none."""
    if entry.__class__ is Token or start is None:
        return entry
    value, place, meta = entry
    if place is None:
        if meta is not None:
            raise RunLate               # handed out empty; the walk would hand it out filled
        place = (start, end, start, end)
        noted(value, place)
        return (value, place, None)
    if meta is not None:
        meta.container_column, meta.container_start_pos = start + 1, start
        meta.container_end_column, meta.container_end_pos = end + 1, end
    return (value, (place[0], place[1], start, end), meta)


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
