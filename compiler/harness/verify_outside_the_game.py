"""Expectations of the instructions of runtime/effects/outside_the_game.py: the keyword actions
that bring cards from outside the game (CR 400.11). What each must observably change (see
verify_base.py)."""
from __future__ import annotations

from ...runtime.characteristics import CardType, Supertype, Zone
from ...runtime.effects import (AbandonScheme, Assemble, Learn, OpenAttraction, Planeswalk, PutFromOutsideTheGame, RollToVisitAttractions,
                                SetInMotion, VentureIntoTheDungeon)
from .verify_base import OBSERVED, Expectation, Outcome, Step, explained, missing


def _learned(step: Step) -> Outcome:
    """CR 701.48a: a card discarded and one drawn, or a Lesson card from outside the game put
    into the hand; both are optional, so a learn that did neither shows the choices declined."""
    me = step.ctx.controller
    before, after = step.before.players[me], step.after.players[me]
    discarded = [i for i in before.hand if i not in after.hand]
    came = [i for i in after.hand if i not in before.hand]
    if step.logged("reveal") and came:
        return OBSERVED
    if discarded:
        drew = len(after.library) < len(before.library) or not before.library or step.logged("replace")
        return OBSERVED if drew else missing("a card was discarded but none drawn")
    if not step.logged("learn"):
        return missing("no learn happened")
    outside = [i for i, o in step.before.objects.items() if o.zone is Zone.OUTSIDE]
    if step.declined() or (not before.hand and not outside):
        return explained("no card discarded and no Lesson revealed: both are optional (CR 701.48a)")
    return missing("the player learned nothing and declined nothing")


def _marker(game, ctx, effect):
    """The controller's dungeon in the command zone and its venture marker's room, before."""
    state = game.state
    for i in state.players[ctx.controller].command:
        if CardType.DUNGEON in state.objects[i].definition.types:
            return i, state.objects[i].venture_room
    return None


def _before_venture(game, ctx, effect):
    """The marker before, and whether the controller owns a dungeon card outside the game."""
    state = game.state
    outside = any(CardType.DUNGEON in state.objects[i].definition.types for i in state.players[ctx.controller].outside)
    return _marker(game, ctx, effect), outside


def _ventured(step: Step) -> Outcome:
    """CR 701.49a-c: the controller's venture marker is in another room (of the same dungeon, or
    of one brought in from outside the game)."""
    marker, outside = step.prepared
    if marker is None and not outside:
        return explained("no dungeon in the command zone and none outside the game (CR 701.49a)")
    now = _marker(step.game, step.ctx, step.effect)
    if now is None or now == marker:
        return missing("the venture marker didn't move")
    return OBSERVED


def _wishable(game, ctx, effect) -> int:
    """How many cards the controller owns outside the game that the wish may choose."""
    from ...runtime.engine.query import matches
    state = game.state
    return sum(1 for i in state.players[ctx.controller].outside
               if CardType.DUNGEON not in state.objects[i].definition.types
               and matches(state, effect.filter, state.objects[i], ctx.controller, ctx.source_id))


def _wished(step: Step) -> Outcome:
    """CR 400.11b: one card the controller owns outside the game is now in their hand."""
    if not step.prepared:
        return explained("no card of the kind outside the game (the sideboard is empty or has none)")
    me = step.ctx.controller
    came = len(step.after.players[me].hand) > len(step.before.players[me].hand)
    return OBSERVED if came and step.logged("reveal", "outside") else missing("no card came from outside the game")


def _top_of(deck_of):
    """Prepare a step by remembering the top card of the controller's deck `deck_of(player)`
    (a scheme or Attraction deck), or None if it is empty."""
    def top(game, ctx, effect):
        deck = deck_of(game.state.players[ctx.controller])
        return deck[0] if deck else None
    return top


def _turned_up(step: Step, no_card: str, not_done: str) -> Outcome:
    """The prepared top card of a supplementary deck left it for the face-up command zone."""
    if step.prepared is None:
        return explained(no_card)
    state = step.game.state
    moved = state.objects[step.prepared].moved_to
    return OBSERVED if moved is not None and state.objects[moved].zone is Zone.COMMAND else missing(not_done)


def _set_in_motion(step: Step) -> Outcome:
    """CR 701.25b: the top scheme left the scheme deck for the face-up command zone."""
    return _turned_up(step, "the scheme deck is empty", "the top scheme was not set in motion")


def _top_plane(game, ctx, effect):
    """The top card of the planar controller's planar deck (CR 701.31a: only the planar controller,
    the active player, planeswalks), or None."""
    deck = game.state.players[ctx.controller].planes
    return deck[0] if deck and ctx.controller == game.state.active else None


def _planeswalked(step: Step) -> Outcome:
    """CR 701.31b: the top card of the planar deck left it and is face up in the command zone."""
    return _turned_up(step, "its controller has no planar deck or is not the planar controller (CR 701.31a)",
                      "the player did not planeswalk")


def _abandonable(game, ctx, effect) -> bool:
    o = game.state.live(ctx.source_id)
    return o is not None and o.zone is Zone.COMMAND and Supertype.ONGOING in o.definition.supertypes


def _abandoned(step: Step) -> Outcome:
    """CR 701.26b: the face-up ongoing scheme is on the bottom of its owner's scheme deck."""
    if not step.prepared:
        return explained("its source is no face-up ongoing scheme (CR 701.26a)")
    state = step.game.state
    moved = state.objects[step.ctx.source_id].moved_to
    deck = state.players[state.objects[step.ctx.source_id].owner].schemes
    return OBSERVED if moved is not None and deck and deck[-1] == moved else missing("the scheme was not abandoned")


def _onto_the_battlefield(step: Step):
    """The object the prepared top card became, if it is on the battlefield under the controller."""
    state = step.game.state
    moved = state.objects[step.prepared].moved_to
    new = state.objects.get(moved) if moved is not None else None
    on = new is not None and new.zone is Zone.BATTLEFIELD and new.controller == step.ctx.controller
    return new if on else None


def _opened(step: Step) -> Outcome:
    """CR 701.51b: the top card of the Attraction deck is on the battlefield under the controller's control."""
    if step.prepared is None:
        return explained("the player has no Attraction deck (CR 701.51a)")
    return OBSERVED if _onto_the_battlefield(step) is not None else missing("the top Attraction was not opened")


def _assembled(step: Step) -> Outcome:
    """Unstable release notes: the top card of the Contraption deck is on the battlefield under the
    controller's control, assigned to one of the three sprockets."""
    if step.prepared is None:
        return explained("the player has no Contraption deck (nothing to assemble)")
    assembled = _onto_the_battlefield(step)
    return OBSERVED if assembled is not None and assembled.sprocket in (1, 2, 3) \
        else missing("the top Contraption was not assembled onto a sprocket")


def _rolled_to_visit(step: Step) -> Outcome:
    """CR 701.52a: a six-sided die rolled; each Attraction with the result lit up visited (the
    visits are triggers, seen as the game goes on; the roll itself is the action)."""
    return OBSERVED if step.logged("roll") else missing("no die was rolled to visit the Attractions")


EXPECTATIONS: dict[type, Expectation] = {
    OpenAttraction: Expectation("the top card of the Attraction deck onto the battlefield", _opened,
                                 _top_of(lambda player: player.attractions)),
    Assemble: Expectation("the top card of the Contraption deck onto the battlefield, on a sprocket", _assembled,
                          _top_of(lambda player: player.contraptions)),
    RollToVisitAttractions: Expectation("a six-sided die rolled to visit the player's Attractions", _rolled_to_visit),
    SetInMotion: Expectation("the top scheme of the scheme deck face up in the command zone", _set_in_motion,
                             _top_of(lambda player: player.schemes)),
    Planeswalk: Expectation("the top card of the planar deck face up in the command zone", _planeswalked, _top_plane),
    AbandonScheme: Expectation("the ongoing scheme on the bottom of its owner's scheme deck", _abandoned,
                               _abandonable),
    PutFromOutsideTheGame: Expectation("a card the controller owns outside the game put into their hand", _wished,
                                       _wishable),
    VentureIntoTheDungeon: Expectation("the venture marker moved into a room (a dungeon brought in if need be)",
                                       _ventured, _before_venture),
    Learn: Expectation("a card discarded and one drawn, or a Lesson from outside the game put into the hand",
                       _learned),
}
