"""Opening-hand actions (CR 103.6; 103.5 in the 2022 text): after the mulligans, before the first
turn begins, the starting player and then each other player in turn order may take the actions
the cards in their opening hand allow.

- "If ~ is in your opening hand, you may begin the game with it on the battlefield."
  (`BeginOnBattlefield`, CR 103.6a): its owner puts it onto the battlefield.
- "You may reveal this card from your opening hand. If you do, at the beginning of the first
  upkeep, ..." (`RevealFromOpeningHand`, CR 103.6b): its owner reveals it (it stays in the hand,
  revealed until the first turn begins; each card once) and its effects run: a delayed trigger
  (CR 603.7) with the card as its source, which works whatever becomes of the card.

It is part of setting up a game, like `Game.set_library` and the companion's reveal (CR 103.2b):
called once the opening hands are drawn, before the first turn begins.
"""
from __future__ import annotations

from ..abilities import BeginOnBattlefield, RevealFromOpeningHand, StaticAbility
from ..characteristics import Zone
from ..engine.decider import ChoiceKind


def _actions(definition) -> list:
    return [a.effect for a in definition.abilities
            if isinstance(a, StaticAbility) and isinstance(a.effect, (BeginOnBattlefield, RevealFromOpeningHand))]


def take_opening_hand_actions(game, starting_player: int = 0) -> list[int]:
    """CR 103.6: each player in turn order from the starting player may take the opening-hand
    actions of the cards in their hand; returns the ids of the cards acted with (the permanents
    those that began the game on the battlefield became)."""
    state = game.state
    count = len(state.players)
    acted = []
    for player in [(starting_player + k) % count for k in range(count)]:
        for oid in list(state.players[player].hand):
            for action in _actions(state.objects[oid].definition):
                done = _take(game, player, oid, action)
                if done is not None:
                    acted.append(done)
                    break                     # it has left the hand, or was revealed once (CR 103.6b)
    return acted


def _take(game, player: int, oid: int, action) -> int | None:
    from ..engine.evaluation import Context
    from ..engine.vm import run
    from ..engine.zones import move
    card = game.state.objects[oid]
    if isinstance(action, BeginOnBattlefield):
        if not game.ask_bool(ChoiceKind.MAY, player,
                             f"begin the game with {card.name} from your opening hand on the battlefield?"):
            return None
        new = move(game, oid, Zone.BATTLEFIELD)              # CR 103.6a
        if new is None:
            return None
        game.record("opening_hand", f"{game.pname(player)} begins the game with {new.name} on the battlefield",
                    object_id=new.id)
        return new.id
    if not game.ask_bool(ChoiceKind.MAY, player, f"reveal {card.name} from your opening hand?"):
        return None
    game.record("opening_hand", f"{game.pname(player)} reveals {card.name} from their opening hand",
                object_id=oid)                                # CR 103.6b
    run(game, Context(controller=player, source_id=oid), action.effects)
    return oid
