"""What every instruction family shares: how long an effect lasts (CR 611.2) and what must
stay true about its source for it to last (CR 611.2b)."""
from __future__ import annotations

from enum import Enum


class WhileSource(str, Enum):
    """"for as long as ...": what must stay true about the ability's source (CR 611.2b)."""

    CONTROLLED = "you control it"           # "for as long as you control ~"
    ON_BATTLEFIELD = "on the battlefield"   # "for as long as ~ remains on the battlefield"
    TAPPED = "tapped"                       # "for as long as ~ remains tapped"


class Duration(str, Enum):
    """How long a continuous effect from a resolving ability lasts (CR 611.2a)."""

    END_OF_TURN = "end_of_turn"
    END_OF_YOUR_NEXT_TURN = "end_of_your_next_turn"
    UNTIL_YOUR_NEXT_TURN = "until_your_next_turn"    # ends as the controller's next turn begins
    PERMANENT = "permanent"

    def ends(self, controller: int) -> tuple[bool, int | None]:
        """(ends at cleanup, CR 514.2; the player whose next turn's start ends it, CR 611.2a) for
        an effect of `controller`'s resolving ability."""
        next_turn = self is Duration.UNTIL_YOUR_NEXT_TURN
        return self not in (Duration.PERMANENT, Duration.UNTIL_YOUR_NEXT_TURN), controller if next_turn else None
