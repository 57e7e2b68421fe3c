"""Steps counting what an earlier step did "this way", in words: "for each creature destroyed
this way, its controller creates a 4/4 red Dragon creature token with flying" (the count leads
the sentence, as Oracle writes it; lowering/this_way.py)."""
from __future__ import annotations

from ..syntax import nodes as A
from .amounts import for_each
from .filters import noun_phrase
from .registry import clause

THIS_WAY_CLAUSES = (A.ForEachControllerClause,)


def this_way_clause(c: A.ForEachControllerClause) -> str:
    if isinstance(c.counted, tuple) and c.counted[0] == "put_into_graveyard":
        counted = noun_phrase(c.counted[1], det="for each") + " put into a graveyard this way"
    else:
        counted = for_each(c.counted)
    return f"{counted}, {clause(c.clause)}"
