"""AST nodes for replacement effects that change how many counters are put or tokens created
(CR 614.1a): "twice that many", "that many plus one", "that many -1/-1 counters minus one"."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ....runtime.filters import Controller, ObjectFilter, SelfRef

from .phrases import Span


class CountChange(str, Enum):
    """How the replacement changes the number of the event (CR 614.1a)."""

    TWICE = "twice"            # "twice that many"
    PLUS = "plus"              # "that many plus one"
    MINUS = "minus"            # "that many -1/-1 counters minus one"


@dataclass(frozen=True)
class CounterPlacementLine:
    """"If one or more +1/+1 counters would be put on a creature you control, twice that many
    +1/+1 counters are put on it instead." (CR 614.1a, 122.6); "if an effect would put one or
    more counters on a permanent you control, it puts twice that many of those counters on that
    permanent instead." (`by_effect`); "if you would get one or more counters, you get that many
    plus one of each of those kinds of counters instead." (`recipients` None: the player)."""

    recipients: ObjectFilter | None
    counter: str | None                # None: counters of any kind
    change: CountChange
    number: int = 0                    # PLUS / MINUS: by how many
    by_effect: bool = False            # "if an effect would put ..., it puts ..."
    each_kind: bool = False            # "of each of those kinds of counters" (vs "of those counters")
    placed_on: str = "it"              # printing: "it" | "that creature" | "that permanent"
    span: Span = Span(0, 0)


@dataclass(frozen=True)
class TokenCreationLine:
    """"If an effect would create one or more tokens under your control, it creates twice that
    many of those tokens instead." (`by_effect`, `player` YOU) / "If one or more tokens would be
    created, twice that many of those tokens are created instead." (CR 614.1a, 111.1)."""

    player: Controller
    by_effect: bool
    span: Span = Span(0, 0)


@dataclass(frozen=True)
class DamageChangeLine:
    """"If a source would deal damage to a permanent or player, it deals double that damage to that
    permanent or player instead." / "If a red spell would deal damage to a creature or player, it
    deals that much damage plus 1 to that creature or player instead." (CR 614.1a, 120.3): the
    damage of a source matching `sources` (None: "a source") to `to_objects` (a filter, "~": the
    source itself, SelfRef) or players (`to_players`; YOU: "you") becomes n * factor + plus.
    Neither recipient: "would deal damage, it deals ... instead" (any recipient). `source_word`:
    the dealer is worded "... source" ("a red source you control"), not as objects ("a red spell")."""

    sources: ObjectFilter | None
    to_objects: "ObjectFilter | SelfRef | None"
    to_players: Controller | None
    factor: int = 1
    plus: int = 0
    source_word: bool = True
    span: Span = Span(0, 0)

    def recipient_again(self) -> str:
        """How the recipient is named again after "it deals ... to": "that permanent or player",
        "that creature", "that player", "you", "~"."""
        if isinstance(self.to_objects, SelfRef):
            return "~"
        if self.to_players is Controller.YOU and self.to_objects is None:
            return "you"
        noun = None
        if self.to_objects is not None:
            noun = "permanent" if self.to_objects.permanent or not self.to_objects.types \
                else self.to_objects.types[0].value
        if self.to_players is None:
            return f"that {noun}"
        return "that player" if noun is None else f"that {noun} or player"


QUANTITY_LINES = (CounterPlacementLine, TokenCreationLine, DamageChangeLine)
