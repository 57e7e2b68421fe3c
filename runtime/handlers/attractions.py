"""VM instructions for Attractions (Unfinity; CR 717, current rules): opening an Attraction
(CR 701.51) and rolling to visit your Attractions (CR 701.52), whose visited Attractions' "Visit —"
abilities trigger (CR 702.159a). A player's Attraction deck is `Player.attractions`
(Zone.ATTRACTION_DECK), empty unless a game sets one up. An Attraction's lit numbers are printed
(`CardDefinition.lights`)."""
from __future__ import annotations

from ..characteristics import Zone
from ..effects import OpenAttraction, RollToVisitAttractions
from ..engine.registry import register_instructions
from ..engine.state import rng

ATTRACTION = "Attraction"                  # an artifact type (CR 205.3g, 717.1)


def attractions_of(state, player: int) -> list:
    """The Attractions `player` controls on the battlefield."""
    return [o for o in state.permanents_as_stored()     # only read: copied for no rollback
            if o.controller == player and ATTRACTION in o.definition.subtypes]


def open_attraction(game, player: int) -> None:
    """CR 701.51b: the top card of the player's Attraction deck, face up onto the battlefield under
    their control; with no Attraction deck, nothing happens (CR 701.51a)."""
    from ..engine.zones import move
    deck = game.state.players[player].attractions
    if not deck:
        game.record("attraction", f"{game.pname(player)} has no Attraction deck to open an Attraction from")
        return
    opened = move(game, deck[0], Zone.BATTLEFIELD, controller=player)
    if opened is not None:
        game.record("attraction", f"{game.pname(player)} opens {opened.name}", object_id=opened.id)


def roll_to_visit(game, player: int) -> int:
    """CR 701.52a: a six-sided die; each Attraction the player controls with that number lit up is
    visited and its visit ability triggers. The result."""
    from ..engine.events_bus import GameEvent
    result = rng(game).randint(1, 6)
    game.record("roll", f"{game.pname(player)} rolls {result} to visit their Attractions")
    for o in attractions_of(game.state, player):
        if result in o.definition.lights:
            game.record("attraction", f"{game.pname(player)} visits {o.name}", object_id=o.id)
            game.emit(GameEvent("visited", o.id, player, {"result": result}))
    return result


def visit_as_main_phase_begins(game) -> None:
    """CR 703.4g (current rules): immediately after the lore counters of the active player's
    precombat main phase, if they control any Attractions, they roll to visit their Attractions."""
    if attractions_of(game.state, game.state.active):
        roll_to_visit(game, game.state.active)


register_instructions({
    OpenAttraction: lambda game, ctx, e: open_attraction(game, ctx.controller),
    RollToVisitAttractions: lambda game, ctx, e: roll_to_visit(game, ctx.controller),
})
