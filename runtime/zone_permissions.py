"""Statics that let a player cast or play cards from zones other than the hand (CR 601.3,
305.1): a card's own "You may cast ~ from your graveyard" (CR 113.6f: it functions wherever the
card is), a permanent's "You may play cards exiled with ~" (linked abilities, CR 607.2a) and
"During each of your turns, you may cast a Zombie creature card from your graveyard"."""
from __future__ import annotations

from dataclasses import dataclass

from .characteristics import Zone
from .object_filters import ObjectFilter


@dataclass(frozen=True)
class PlayFromElsewhere:
    """"You may cast ~ from your graveyard [or from exile] [as long as <condition>]": the card
    itself may be cast by its owner from those of its owner's zones (`zones`; CR 113.6f, 601.3),
    while the ability's condition holds, at the time its type allows (CR 307.1).

    "You may play cards exiled with ~" / "You may cast nonland cards exiled with ~": `exiled`,
    the cards of those its linked exile ability exiled (CR 607.2a) still in exile that this
    filter names, may be cast (and, with `lands`, a land among them played as the controller's
    land play, CR 305.1-305.2) by the permanent's controller, at their normal times."""

    zones: tuple[Zone, ...] = ()
    exiled: ObjectFilter | None = None
    lands: bool = False
    # "During each of your turns, you may cast a Zombie creature card from your graveyard.": a
    # card of its controller's graveyard this names, during their turn, one each turn for this
    # permanent (the cast recorded in GameState.zone_permissions_used)
    graveyard: ObjectFilter | None = None
