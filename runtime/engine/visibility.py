"""Who sees a card (CR 400.2): the battlefield, graveyards, the stack and exile are public zones
and their cards are seen by every player (a face-down one's face only by those who may look at
it, CR 406.3, 708.5: `actions.may_look_at`); the library and the hand are hidden zones, no one
sees the library's cards (CR 401.2) and a hand's owner alone sees it (CR 402.3).

A static "Players play with the top card of their libraries revealed" / "Your opponents play with
their hands revealed" (`PlayWithRevealed`) shows those hidden cards to every player while its
source is on the battlefield: the top card of each library it names, or the whole hand.
"""
from __future__ import annotations

from ..characteristics import Zone
from ..filters import PlayerRef


def _revealed_for(state, owner: int, hand: bool) -> bool:
    """Whether a PlayWithRevealed static on the battlefield reveals `owner`'s hand (`hand`) or
    library's top card."""
    from ..abilities import PlayWithRevealed
    from .query import static_effects
    for source, effect in static_effects(state, PlayWithRevealed):
        if effect.hand != hand:
            continue
        who = effect.players
        if who is PlayerRef.EACH_PLAYER or (who is PlayerRef.YOU and owner == source.controller) \
                or (who is PlayerRef.EACH_OPPONENT and owner != source.controller):
            return True
    return False


def sees(game, viewer: int, oid: int) -> bool:
    """Whether player `viewer` sees the card or object `oid` where it is now (CR 400.2)."""
    from .actions import may_look_at
    state = game.state
    o = state.objects[oid]
    if o.zone is Zone.LIBRARY:
        library = state.players[o.owner].library
        return bool(library) and library[0] == oid and _revealed_for(state, o.owner, hand=False)
    if o.zone is Zone.HAND:
        return viewer == o.owner or _revealed_for(state, o.owner, hand=True)
    if o.face_up is not None:
        return may_look_at(o, viewer)
    return True
