"""Replacements of a card's move to a graveyard, in words (CR 614.1a): "if ~ would die, put it on
the bottom of its owner's library instead.", "if an instant or sorcery card would be put into a
graveyard from anywhere, exile it instead."."""
from __future__ import annotations

from ...runtime.filters import Controller, ObjectFilter
from ..syntax.nodes import graveyard_replacements as G

from .clause_lists import clauses_text
from .filters import noun_phrase

GRAVEYARD_LINES = G.GRAVEYARD_LINES
_GRAVEYARD_OF = {Controller.ANY: "a graveyard", Controller.YOU: "your graveyard",
                 Controller.OPPONENT: "an opponent's graveyard"}


def graveyard_line(line: G.InsteadOfGraveyardLine) -> str:
    who = "~" if line.objects is None else "a card or token" if line.objects == ObjectFilter() else \
        noun_phrase(line.objects, det="a")
    event = "die" if line.dies else f"be put into {_GRAVEYARD_OF[line.graveyard_of]} from anywhere"
    if line.then:
        return f"if {who} would {event}, instead exile {line.named} and {clauses_text(line.then)}."
    return f"if {who} would {event}, {_instead(line)} instead."


def _instead(line: G.InsteadOfGraveyardLine) -> str:
    if line.reveal:
        return "reveal ~ and shuffle it into its owner's library"
    return _MOVES[line.instead].format(it=line.named)


_MOVES = {G.Instead.EXILE: "exile it", G.Instead.HAND: "return {it} to its owner's hand",
          G.Instead.TOP: "put {it} on top of its owner's library",
          G.Instead.BOTTOM: "put {it} on the bottom of its owner's library",
          G.Instead.SHUFFLE: "shuffle {it} into its owner's library"}
