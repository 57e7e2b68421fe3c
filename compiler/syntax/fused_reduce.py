"""A line's transformed value made at each reduction of the line loop (parse_loop.py), as Lark's
LALR parser does when given `transformer=`: the tree is never built and never walked again.

The values are those the walk of the tree would make (ToAst over the tree parse_loop builds):
an LALR parser reduces a rule after every rule inside it, left to right, which is the order in
which the walk calls the callbacks (children first, left to right). The value stack holds, for
each symbol, what stands in the tree for it:

- a token: the Token itself (the walk keeps a token with no callback as it is);
- a rule's node: (its value, start, end, container start, container end, the Meta handed out
  for it or None): the four places are None where its tree's meta would be empty, else as
  propagate_positions sets them (parse_loop._place: the node's own start and end, and those of
  what holds it, which a `?rule` that passes the node up widens to its own children);
- an `_rule`: (its kept entries, spliced into its parent's, its four places, None).

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
    """The line loop's reductions (parse_loop.LineParser.parse_into) for one transformer
    (transform.ToAst): each makes its rule's entry (module docstring), calling the rule's
    callback (or the transformer's __default__) as ToAst._transform_tree does, and keeps the
    node's span in the transformer's `spans` as ToAst._transform_tree keeps it (the first span
    noted for a node stays: the innermost rule that made it)."""

    def __init__(self, transformer, is_node) -> None:
        self._transformer = transformer
        self._is_node = _NodeKinds(is_node, transformer)   # class -> are its nodes' spans kept
        self._reducers: dict[int, object] = {}          # id(_Shape) -> its reducer
        self._reductions: dict[int, tuple] = {}         # id(LineParser) -> (it, _FusedReductions)

    def reductions(self, parser) -> _FusedReductions:
        """The parser's reductions with this fusion's reducers (made once per parser)."""
        found = self._reductions.get(id(parser))
        if found is None or found[0] is not parser:
            found = self._reductions[id(parser)] = (parser, _FusedReductions(parser.reductions, self.reducer))
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
        transformer, inlined = self._transformer, shape.inlined
        is_node = self._is_node
        if inlined:
            if expand1:
                return _late
            method = wrapper = None
        else:
            method, wrapper = transformer.callback(name)
        wants_meta = method is None or wrapper is not None
        default = transformer.__default__

        single = len(keep) == 1 and not filtering   # one value, kept as it is
        if single and inlined:
            return _one_spliced
        if single and method is not None and not expand1:
            return _one_value(self, name, method, wrapper, wants_meta)

        # the values taken straight from the entries (no list of the entries kept first): a node
        # is made of them, the rule spliced into none
        direct = filtering and not inlined and not expand1

        def reducer(entries: list):
            start = end = None
            if single:                      # its place is the one value's
                entry = entries[0]
                if entry.__class__ is Token:
                    start, end = entry.start_pos, entry.end_pos
                elif entry[1] is not None:
                    start, end = entry[3], entry[4]
            else:
                for entry in entries:       # the first placed child's container start
                    if entry.__class__ is Token:
                        start = entry.start_pos
                        break
                    if entry[1] is not None:
                        start = entry[3]
                        break
            if start is not None and end is None:   # the last placed child's container end
                last = entries[-1]
                if last.__class__ is Token:
                    end = last.end_pos
                elif last[1] is not None:
                    end = last[4]
                else:
                    end = _last_end(entries)
            if direct:                      # a node's values, read from the entries kept
                values: list | None = []
                for i, expand in keep:
                    entry = entries[i]
                    if expand:
                        values += [e if e.__class__ is Token else e[0] for e in entry[0]]
                    elif entry.__class__ is Token:
                        values.append(entry)
                    else:
                        values.append(entry[0])
            else:
                if filtering:
                    kept: list = []
                    for i, expand in keep:
                        if expand:
                            kept += entries[i][0]
                        else:
                            kept.append(entries[i])
                else:
                    kept = entries
                if inlined:                     # an `_rule`: its parent splices these in
                    return (kept, start, end, start, end, None)
                if expand1 and len(kept) == 1:  # a `?rule`'s one kept child stands for it
                    entry = kept[0]
                    if entry.__class__ is Token or start is None:
                        return entry
                    node, own_start, own_end, _, _, meta = entry
                    if own_start is not None:
                        if meta is not None:
                            meta.container_column, meta.container_start_pos = start + 1, start
                            meta.container_end_column, meta.container_end_pos = end + 1, end
                        return (node, own_start, own_end, start, end, meta)
                    if meta is not None:
                        raise RunLate           # handed out empty; the walk would hand it out filled
                    values = None               # the child's node stands for the rule's
                else:
                    values = [entry if entry.__class__ is Token else entry[0] for entry in kept]
            if values is not None:
                meta = _meta(start, end) if wants_meta else None
                try:
                    if method is None:                  # a Tree: no span kept
                        return (default(name, values, meta), start, end, start, end, meta)
                    node = method(values) if wrapper is None else wrapper(method, name, values, meta)
                except Exception:
                    raise RunLate from None
                if node is Discard:
                    raise RunLate
            if start is not None and is_node[node.__class__]:     # where it was written (_NodeKinds)
                spans = transformer.spans           # note_first_span, written out: once per node
                if id(node) not in spans:
                    spans[id(node)] = (node, start, end)
            return (node, start, end, start, end, meta)
        return reducer


def note_first_span(spans: dict, node, start: int, end: int) -> None:
    """Keep `node`'s span (start, end) in a transformer's `spans` (id -> (node, start, end))
    unless one is kept for it already: the innermost rule that made a node writes its span
    first, and a rule passing a child's node up unchanged leaves it. The node is kept beside its
    span, so its id can't name another object while the table lives (one line); the Span is
    made only when asked for (ToAst.span_of: a line's findings ask for a few of its nodes').
    Asked only for AST nodes (_NodeKinds), by the tree walk of a line left to Lark (ToAst); the
    reducers here do the same written out, as they run for every node of every line."""
    if id(node) not in spans:
        spans[id(node)] = (node, start, end)



class _NodeKinds(dict):
    """Class -> whether its nodes' spans are kept (an AST node's class), as the `shared` table
    says, else as the transformer's `is_node` answers, noted in both the first time a
    node of the class is made. A reducer keeps the span (start, end) of a node of such a class
    in the transformer's `spans` where none is kept for it yet (the innermost rule that made it
    wrote it): one lookup here per node made, no call."""

    def __init__(self, shared: dict, transformer) -> None:
        super().__init__(shared)
        self._shared, self._transformer = shared, transformer

    def __missing__(self, kind: type) -> bool:
        found = self._shared.get(kind)
        if found is None:
            found = self._shared[kind] = self._transformer.is_node(kind)
        self[kind] = found
        return found


def _one_spliced(entries: list):
    """The reducer of an `_rule` of one value kept as it is: its parent splices that value in;
    the rule's places are the value's."""
    entry = entries[0]
    if entry.__class__ is Token:
        start, end = entry.start_pos, entry.end_pos
    else:
        start, end = entry[3], entry[4]     # None for both where the value has no place
    return (entries, start, end, start, end, None)


def _one_value(fusion: Fusion, name: str, method, wrapper, wants_meta: bool):
    """The reducer of a rule of one value kept as it is, with a callback (Fusion._reducer's
    general one, for that shape): the node's places are the value's."""
    transformer, is_node = fusion._transformer, fusion._is_node

    def reducer(entries: list):
        entry = entries[0]
        if entry.__class__ is Token:
            value, start, end = entry, entry.start_pos, entry.end_pos
        else:
            value, start, end = entry[0], entry[3], entry[4]
        meta = _meta(start, end) if wants_meta else None
        try:
            node = method([value]) if wrapper is None else wrapper(method, name, [value], meta)
        except Exception:
            raise RunLate from None
        if node is Discard:
            raise RunLate
        if start is not None and is_node[node.__class__]:
            spans = transformer.spans       # note_first_span, written out
            if id(node) not in spans:
                spans[id(node)] = (node, start, end)
        return (node, start, end, start, end, meta)
    return reducer


class _FusedReductions(dict):
    """The parser's reductions (parse_loop._Reductions: what a row holds for a rule's reduction
    -> how many values, the rule's symbol, its builder, its _Shape) with each builder replaced
    by a Fusion's reducer for the same rule, made when a line first reduces by the rule. The
    rows themselves are the parser's (they hold ints only): nothing is translated per row."""

    def __init__(self, base, reducer) -> None:
        super().__init__()
        self._base, self._reducer = base, reducer

    def __missing__(self, action: int) -> tuple:
        size, origin, _build, shape = self._base[action]
        found = self[action] = (size, origin, self._reducer(shape), shape)
        return found


def _late(entries: list):
    raise RunLate


def _last_end(entries: list):
    """The container end of the last child that has a place (the last one has none)."""
    for entry in reversed(entries):
        if entry.__class__ is Token:
            return entry.end_pos
        if entry[1] is not None:
            return entry[4]
    return None


def _meta(start: int | None, end: int | None) -> Meta:
    """The Meta the tree's node would have when it is made (one line: line 1, columns from 1)."""
    meta = Meta()
    if start is not None:
        meta.empty = False
        meta.line = meta.end_line = meta.container_line = meta.container_end_line = 1
        meta.column, meta.start_pos, meta.end_column, meta.end_pos = start + 1, start, end + 1, end
        meta.container_column, meta.container_start_pos = start + 1, start
        meta.container_end_column, meta.container_end_pos = end + 1, end
    return meta
