"""kept_by_id: a function of frozen model data (a card definition, an ability, a keyword database)
whose answers are kept by the value's id(), the one way the engine, the harness and the compiler
keep such answers (it sits outside runtime/engine so the compile path may use it).

Definitions and abilities are frozen and hashing one walks all its fields, so an answer about
one is kept by its id() instead. An id names an object only while it is alive: a freed value's
id may be given to a new one. Each entry therefore holds its value beside the answer: while the
entry is kept the value stays alive, so its id names no other object; and a lookup takes the
entry only if the value kept is the very one asked about (`is`), so an entry that somehow
outlived its value is never read as another's. Past `cap` entries the table is emptied (a long
process sees many values; the answers are worked out again as asked): memory stays bounded
and the values are let go.

Invalidation: none other, so only an answer that depends on the value alone belongs here (a
frozen value never changes, nor does such an answer).

The kept function is a closure over its table rather than an object with `__call__`: it is
asked on the engine's hot paths (printed.printed, over a hundred thousand times in forty
games), and calling an object costs a bound method's lookup more per call. Measured in one
process on corpus definitions, interleaved: an object's __call__ took about 420 ns a call
against about 260 for the lookup printed.printed wrote out; the closure 10 to 30 ns more than
the latter (a closure's table against a module's, a tuple's item against a slot), some 2 to 6
ms of forty games' 2 s, below what bench/games.py can tell apart.
"""
from __future__ import annotations

import functools
from typing import Any, Callable


def kept_by_id(cap: int) -> Callable[[Callable[[Any], Any]], Callable[[Any], Any]]:
    """A decorator: `work_out(value)` worked out once per value and kept by id(value) with the
    value (module docstring), at most `cap` entries (the next one empties the table first). The
    decorated function's `entries` is its table: id -> (the value, its answer)."""
    def decorate(work_out: Callable[[Any], Any]) -> Callable[[Any], Any]:
        entries: dict[int, tuple[Any, Any]] = {}

        def ask(value):
            known = entries.get(id(value))
            if known is not None and known[0] is value:
                return known[1]
            if len(entries) >= cap:
                entries.clear()
            answer = work_out(value)
            entries[id(value)] = (value, answer)
            return answer

        functools.update_wrapper(ask, work_out)
        ask.entries = entries
        ask.cap = cap
        return ask
    return decorate
