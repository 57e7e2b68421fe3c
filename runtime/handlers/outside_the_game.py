"""VM instructions for runtime/effects/outside_the_game.py: the keyword actions that bring cards
from outside the game (CR 400.11), which are `Player.outside` (Zone.OUTSIDE)."""
from __future__ import annotations

from ..characteristics import Zone
from ..effects import Learn
from ..engine.decider import ChoiceKind
from ..engine.registry import HOOKS, register_instructions


def reveal_into_hand(game, player: int, found: list[int], what: str) -> int | None:
    """`player` may choose one of `found` (cards they own outside the game), reveal it and put it
    into their hand (CR 400.11b, 701.19a); the card it became, or None."""
    from ..engine.zones import move
    chosen = game.ask_objects(ChoiceKind.CHOOSE, player, f"{what}: you may reveal a card from outside the game",
                              found, 0, 1) if found else []
    if not chosen:
        return None
    game.record("reveal", f"{game.pname(player)} reveals {game.state.objects[chosen[0]].name} from outside the game",
                object_id=chosen[0])
    new = move(game, chosen[0], Zone.HAND)
    return None if new is None else new.id


def _learn(game, ctx, e: Learn) -> None:
    """CR 701.48a: the player may discard a card; if they do, they draw a card; if they didn't,
    they may reveal a Lesson card they own from outside the game and put it into their hand."""
    from ..engine.zones import draw
    me = ctx.controller
    state = game.state
    hand = list(state.players[me].hand)
    discarded = game.ask_objects(ChoiceKind.DISCARD, me, "learn: you may discard a card to draw a card",
                                 hand, 0, 1) if hand else []
    if discarded:
        HOOKS.discard(game, discarded[0])
        game.record("learn", f"{game.pname(me)} learns: discards a card to draw a card")
        draw(game, me, 1)
        return
    lessons = [i for i in state.players[me].outside if "Lesson" in state.objects[i].definition.subtypes]
    got = reveal_into_hand(game, me, lessons, "learn")
    game.record("learn", f"{game.pname(me)} learns" + (f": {state.objects[got].name}" if got else ""))


register_instructions({
    Learn: _learn,
})
