"""Opening-hand actions (CR 103.6): after the mulligans, before the first turn begins, each player
in turn order, starting with the starting player, may take the actions the cards in their opening
hand allow. "If ~ is in your opening hand, you may begin the game with it on the battlefield."
(`BeginOnBattlefield`, CR 103.6a): its owner puts it onto the battlefield.

It is part of setting up a game, like `Game.set_library` and the companion's reveal (CR 103.2b):
called once the opening hands are drawn, before the first turn's step is set.
"""
from __future__ import annotations

from ..abilities import BeginOnBattlefield, StaticAbility
from ..characteristics import Zone
from ..engine.decider import ChoiceKind


def begins_on_battlefield(definition) -> bool:
    return any(isinstance(a, StaticAbility) and isinstance(a.effect, BeginOnBattlefield)
               for a in definition.abilities)


def take_opening_hand_actions(game, starting_player: int = 0) -> list[int]:
    """CR 103.6: each player in turn order from the starting player may begin the game with the
    cards of their opening hand that allow it on the battlefield (CR 103.6a); returns the ids of
    the permanents they became."""
    from ..engine.zones import move
    state = game.state
    count = len(state.players)
    entered = []
    for player in [(starting_player + k) % count for k in range(count)]:
        for oid in list(state.players[player].hand):
            card = state.objects[oid]
            if not begins_on_battlefield(card.definition):
                continue
            if not game.ask_bool(ChoiceKind.MAY, player,
                                 f"begin the game with {card.name} from your opening hand on the battlefield?"):
                continue
            new = move(game, oid, Zone.BATTLEFIELD)
            if new is not None:
                game.record("opening_hand", f"{game.pname(player)} begins the game with {new.name} on "
                            "the battlefield", object_id=new.id)
                entered.append(new.id)
    return entered
