"""VM instructions for Contraptions (Unstable; the rules leave them out, CR 701.45 today, so these
follow the Unstable release notes): assembling a Contraption puts the top card of its player's
Contraption deck (`Player.contraptions`, Zone.CONTRAPTION_DECK, empty unless a game sets one up)
onto the battlefield, assigned to one of that player's three sprockets (`GameObject.sprocket`). As
a player's precombat main phase begins, their crank moves to the next sprocket (1, 2, 3, then 1
again), and each Contraption they control assigned to that sprocket is cranked: its "Whenever you
crank this Contraption" abilities trigger."""
from __future__ import annotations

from ..characteristics import Zone
from ..effects import Assemble
from ..engine.decider import ChoiceKind
from ..engine.registry import register_instructions
from ..engine.zones import move
from ..engine.events_bus import GameEvent

CONTRAPTION = "Contraption"                # an artifact type (CR 205.3g)
SPROCKETS = (1, 2, 3)                      # each player has three sprockets (release notes)


def contraptions_of(state, player: int) -> list:
    """The Contraptions `player` controls on the battlefield."""
    return [o for o in state.permanents_as_stored()     # only read: copied for no rollback
            if o.controller == player and CONTRAPTION in o.definition.subtypes]


def assemble(game, player: int, count: int = 1) -> None:
    """Release notes: to assemble a Contraption, the player puts the top card of their Contraption
    deck face up onto one of their sprockets (the battlefield, under their control), choosing the
    sprocket; "assemble two Contraptions" repeats the process. With no card left, nothing happens."""
    for _ in range(count):
        if not _assemble_one(game, player):
            return


def _assemble_one(game, player: int) -> bool:
    deck = game.state.players[player].contraptions
    if not deck:
        game.record("contraption", f"{game.pname(player)} has no Contraption deck to assemble a Contraption from")
        return False
    sprocket = game.ask_one(ChoiceKind.CHOOSE, player, "choose a sprocket for the assembled Contraption",
                            [(n, f"sprocket {n}") for n in SPROCKETS])
    assembled = move(game, deck[0], Zone.BATTLEFIELD, controller=player)
    if assembled is None:
        return False
    assembled.sprocket = sprocket
    game.record("contraption", f"{game.pname(player)} assembles {assembled.name} onto sprocket {sprocket}",
                object_id=assembled.id)
    return True


def crank_as_main_phase_begins(game) -> None:
    """Release notes: as the active player's precombat main phase begins, their crank moves to the
    next sprocket (to sprocket 1 the first time, after 3 back to 1), then each Contraption they
    control assigned to that sprocket is cranked. Nothing moves for a player with no Contraptions."""
    player = game.state.players[game.state.active]
    contraptions = contraptions_of(game.state, player.index)
    if not contraptions and player.crank is None:
        return
    player.crank = 1 if player.crank in (None, SPROCKETS[-1]) else player.crank + 1
    game.record("contraption", f"{game.pname(player.index)} moves their crank to sprocket {player.crank}")
    for o in contraptions:
        if o.sprocket == player.crank:
            game.record("contraption", f"{game.pname(player.index)} cranks {o.name}", object_id=o.id)
            game.emit(GameEvent("cranked", o.id, player.index))


register_instructions({
    Assemble: lambda game, ctx, e: assemble(game, ctx.controller, e.count),
})
