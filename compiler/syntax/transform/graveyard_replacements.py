"""Parse tree -> AST for replacements of a card's move to a graveyard
(grammar/graveyard_replacements.lark, CR 614.1a, 700.4), mixed into ToAst."""
from __future__ import annotations

from lark import v_args

from ....runtime.filters import Controller, Fixed, ObjectFilter
from .. import nodes as A
from ..nodes import graveyard_replacements as G
from .common import UnsupportedPhrase, _span, _split


class GraveyardReplacementsMixin:
    """"If ~ would die, put it on the bottom of its owner's library instead." and the like."""

    @v_args(meta=True)
    def r_self_dies_instead(self, meta, items):
        instead, reveal, named = items[1]
        return G.InsteadOfGraveyardLine(None, True, instead, reveal, named=named, span=_span(meta))

    @v_args(meta=True)
    def r_self_graveyard_instead(self, meta, items):
        instead, reveal, named = items[1]
        return G.InsteadOfGraveyardLine(None, False, instead, reveal, named=named, span=_span(meta))

    @v_args(meta=True)
    def r_dies_exiled_instead(self, meta, items):
        return G.InsteadOfGraveyardLine(_moved(*items[:2]), True, G.Instead.EXILE, span=_span(meta))

    @v_args(meta=True)
    def r_graveyard_exiled_instead(self, meta, items):
        return G.InsteadOfGraveyardLine(_moved(*items[:2]), False, G.Instead.EXILE, graveyard_of=items[2],
                                        span=_span(meta))

    @v_args(meta=True)
    def r_any_graveyard_exiled_instead(self, meta, items):
        """"a card or token": any object (ObjectFilter())."""
        return G.InsteadOfGraveyardLine(ObjectFilter(), False, G.Instead.EXILE, graveyard_of=items[1],
                                        span=_span(meta))

    @v_args(meta=True)
    def r_dies_exiled_instead_and(self, meta, items):
        return G.InsteadOfGraveyardLine(_moved(*items[:2]), True, G.Instead.EXILE, named=items[2],
                                        then=tuple(items[3]), span=_span(meta))

    def en_that_card(self, _): return "that card"

    @v_args(meta=True)
    def r_sacrifice_to_enter(self, meta, items):
        """CR 614.1c, 701.21: [SELF, count, filter, SELF]: the permanents sacrificed as it would enter."""
        return A.ReplacementLine("sacrifice_to_enter", amount=items[1], filter=_moved(Fixed(1), items[2]),
                                 span=_span(meta))

    @v_args(meta=True)
    def r_enter_uncast_exiled_instead(self, meta, items):
        """CR 614.1c: objects that would enter the battlefield without having been cast."""
        return A.ReplacementLine("exiled_instead_of_entering", filter=_moved(*items[:2]), span=_span(meta))

    # (where it goes instead, revealed first, how it is named there)
    def mi_exile(self, _): return G.Instead.EXILE, False, "it"
    def mi_hand(self, items): return G.Instead.HAND, False, items[0]
    def mi_top(self, items): return G.Instead.TOP, False, items[0]
    def mi_bottom(self, items): return G.Instead.BOTTOM, False, items[0]
    def mi_shuffle(self, items): return G.Instead.SHUFFLE, False, items[0]
    def mi_reveal_shuffle(self, _): return G.Instead.SHUFFLE, True, "it"
    def moved_instead(self, items): return items[0]
    def mw_it(self, _): return "it"
    def mw_self(self, _): return "~"
    def go_any(self, _): return Controller.ANY
    def go_yours(self, _): return Controller.YOU
    def go_opponents(self, _): return Controller.OPPONENT


def _moved(count, filt):
    """"a card or token", "an instant or sorcery card", "a nontoken creature an opponent controls"."""
    filt, players = _split(filt)
    if count != Fixed(1) or players is not None or filt is None:
        raise UnsupportedPhrase("players or a number of objects put into a graveyard")
    return filt
