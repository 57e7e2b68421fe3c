"""Steps counting what an earlier step did "this way", in words: "for each creature destroyed
this way, its controller creates a 4/4 red Dragon creature token with flying" (the count leads
the sentence, as Oracle writes it; lowering/this_way.py)."""
from __future__ import annotations

from ..syntax import nodes as A
from .amounts import for_each
from .registry import clause

THIS_WAY_CLAUSES = (A.ForEachControllerClause,)


def this_way_clause(c: A.ForEachControllerClause) -> str:
    return f"{for_each(c.counted)}, {clause(c.clause)}"
