"""Parse tree -> AST for station cards (grammar/stations.lark, CR 721), mixed into ToAst."""
from __future__ import annotations

from lark import v_args

from .. import nodes as A
from .common import _span, singular


class StationsMixin:
    """Station symbols and the station keyword's "put a number of charge counters" clause."""

    @v_args(meta=True)
    def station_symbol(self, meta, items):
        return A.StationSymbolLine(int(str(items[0]).split()[1].rstrip("+")), _span(meta))

    def c_put_counters_equal(self, items):
        """CR 702.184a: "put a number of charge counters on this permanent equal to the tapped
        creature's power"."""
        return A.PutCountersClause(items[2], items[0], items[1])

    def ao_tapped(self, items):
        """"the tapped creature's power": the creature tapped to pay the cost (CR 702.184a)."""
        return A.PaidPhrase("tapped", singular(str(items[0])))
