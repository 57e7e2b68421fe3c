"""AST nodes for replacement effects on a card or permanent that would be put into a graveyard
(CR 614.1a, 700.4): "If ~ would die, put it on the bottom of its owner's library instead.",
"If an instant or sorcery card would be put into a graveyard from anywhere, exile it instead."."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ....runtime.filters import Controller, ObjectFilter

from .phrases import Span


class Instead(str, Enum):
    """Where the card goes instead of the graveyard."""

    EXILE = "exile"                    # "exile it"
    HAND = "hand"                      # "return it to its owner's hand"
    TOP = "top"                        # "put it on top of its owner's library"
    BOTTOM = "bottom"                  # "put it on the bottom of its owner's library"
    SHUFFLE = "shuffle"                # "[reveal ~ and] shuffle it into its owner's library"


@dataclass(frozen=True)
class InsteadOfGraveyardLine:
    """"If ~ would die, <move> instead." / "If ~ would be put into a graveyard from anywhere, reveal ~
    and shuffle it into its owner's library instead." (`objects` None: ~ itself) / "If a card or
    token would be put into a graveyard from anywhere, exile it instead." (CR 614.1a). `dies`:
    only from the battlefield (CR 700.4); else from anywhere. `graveyard_of`: "a graveyard" (ANY),
    "your graveyard" (YOU), "an opponent's graveyard" (OPPONENT)."""

    objects: ObjectFilter | None
    dies: bool
    instead: Instead
    reveal: bool = False               # "reveal ~ and shuffle it ..." (CR 701.16)
    graveyard_of: Controller = Controller.ANY
    named: str = "it"                  # printing: the moved card named "it", "~" or "that card"
    then: tuple = ()                   # "instead exile it and <clauses>": done after it is exiled
    span: Span = Span(0, 0)


GRAVEYARD_LINES = (InsteadOfGraveyardLine,)
