"""VM instructions for runtime/effects/outside_the_game.py: the keyword actions that bring cards
from outside the game (CR 400.11), which are `Player.outside` (Zone.OUTSIDE): learn (CR 701.48) and
venture into the dungeon (CR 701.49) with the dungeon's completion (CR 309.6-7)."""
from __future__ import annotations

from ..characteristics import Zone
from ..characteristics import CardType, Step, Supertype
from ..effects import AbandonScheme, Learn, PutFromOutsideTheGame, SetInMotion, VentureIntoTheDungeon
from ..engine.decider import ChoiceKind
from ..engine.registry import HOOKS, register_instructions
from ..mechanics.planechase import follow_active_player, phenomenon_done
from .attractions import visit_as_main_phase_begins
from .contraptions import crank_as_main_phase_begins


def reveal_into_hand(game, player: int, found: list[int], what: str, optional: bool = True,
                     reveal: bool = True) -> int | None:
    """`player` chooses one of `found` (cards they own outside the game; none if `optional`),
    reveals it and puts it into their hand (CR 400.11b, 701.20a); the card it became, or None."""
    from ..engine.zones import move
    chosen = game.ask_objects(ChoiceKind.CHOOSE, player, f"{what}: choose a card you own from outside the game",
                              found, 0 if optional else 1, 1) if found else []
    if not chosen:
        return None
    name = game.state.objects[chosen[0]].name
    game.record("reveal" if reveal else "outside", f"{game.pname(player)} "
                f"{'reveals' if reveal else 'chooses'} {name} from outside the game", object_id=chosen[0])
    new = move(game, chosen[0], Zone.HAND)
    return None if new is None else new.id


def _from_outside(game, ctx, e: PutFromOutsideTheGame) -> None:
    """A wish (CR 400.11b): a card matching the filter, not a dungeon (CR 309.2d), from the
    player's cards outside the game into their hand."""
    from ..engine.query import matches
    state, me = game.state, ctx.controller
    found = [i for i in state.players[me].outside if CardType.DUNGEON not in state.objects[i].definition.types
             and matches(state, e.filter, state.objects[i], me, ctx.source_id)]
    got = reveal_into_hand(game, me, found, "wish", optional=False, reveal=e.reveal)
    if got is None:
        game.record("wish", f"{game.pname(me)} puts no card from outside the game into their hand")


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
        HOOKS.discard(game, discarded[0], ctx.controller)
        game.record("learn", f"{game.pname(me)} learns: discards a card to draw a card")
        draw(game, me, 1)
        return
    lessons = [i for i in state.players[me].outside if "Lesson" in state.objects[i].definition.subtypes]
    got = reveal_into_hand(game, me, lessons, "learn")
    game.record("learn", f"{game.pname(me)} learns" + (f": {state.objects[got].name}" if got else ""))


def _dungeon_in_command(state, player: int):
    """The dungeon card `player` owns in the command zone (at most one, CR 309.3), or None."""
    return next((state.objects[i] for i in state.players[player].command
                 if CardType.DUNGEON in state.objects[i].definition.types), None)


def _enter_room(game, dungeon, room: int) -> None:
    """The venture marker moves into `room`: its room ability triggers (CR 309.4c)."""
    from ..engine.events_bus import GameEvent
    dungeon.venture_room = room
    game.record("venture", f"{game.pname(dungeon.owner)} moves the venture marker into "
                           f"{dungeon.definition.rooms[room].name} of {dungeon.name}", object_id=dungeon.id)
    game.emit(GameEvent("venture_room", dungeon.id, dungeon.owner, {"room": room}))


def _complete(game, dungeon) -> None:
    """CR 309.7: the player completes the dungeon as it is removed from the game (it goes back
    outside the game, where venturing may choose it again)."""
    from ..engine.zones import move
    game.state.players[dungeon.owner].dungeons_completed += 1
    game.record("dungeon", f"{game.pname(dungeon.owner)} completes {dungeon.name}", object_id=dungeon.id)
    move(game, dungeon.id, Zone.OUTSIDE)


def _venture(game, ctx, e: VentureIntoTheDungeon) -> None:
    """CR 701.49a-c, 309.5: the next room, or a dungeon from outside the game onto its topmost room."""
    from ..engine.zones import move
    state, me = game.state, ctx.controller
    dungeon = _dungeon_in_command(state, me)
    if dungeon is not None and dungeon.definition.rooms[dungeon.venture_room].exits:
        exits = dungeon.definition.rooms[dungeon.venture_room].exits
        room = exits[0] if len(exits) == 1 else game.ask_one(
            ChoiceKind.CHOOSE, me, "venture: choose the next room",
            [(i, dungeon.definition.rooms[i].name) for i in exits])
        _enter_room(game, dungeon, room)
        return
    if dungeon is not None:
        _complete(game, dungeon)                 # CR 309.5b: from the bottommost room
    found = [i for i in state.players[me].outside if CardType.DUNGEON in state.objects[i].definition.types
             and state.objects[i].definition.rooms]
    if not found:
        game.record("venture", f"{game.pname(me)} has no dungeon card outside the game to venture into")
        return
    chosen = found[0] if len(found) == 1 else game.ask_objects(
        ChoiceKind.CHOOSE, me, "venture: choose a dungeon card you own from outside the game", found, 1, 1)[0]
    entered = move(game, chosen, Zone.COMMAND)  # CR 309.2a-b
    if entered is not None:
        _enter_room(game, entered, 0)            # CR 309.4a: the topmost room


def _set_in_motion(game, ctx, e: SetInMotion) -> None:
    """CR 701.25b, 904.9: the top card of the player's scheme deck, face up in the command zone;
    "When you set this scheme in motion" triggers."""
    set_scheme_in_motion(game, ctx.controller)


def set_scheme_in_motion(game, player: int) -> None:
    from ..engine.events_bus import GameEvent
    from ..engine.zones import move
    deck = game.state.players[player].schemes
    if not deck:
        return
    scheme = move(game, deck[0], Zone.COMMAND)
    if scheme is not None:
        game.record("scheme", f"{game.pname(player)} sets {scheme.name} in motion", object_id=scheme.id)
        game.emit(GameEvent("set_in_motion", scheme.id, player))


def _abandon(game, ctx, e: AbandonScheme) -> None:
    """CR 701.26a-b: only a face-up ongoing scheme, to the bottom of its owner's scheme deck."""
    scheme = game.state.live(ctx.source_id)
    if scheme is None or scheme.zone is not Zone.COMMAND or Supertype.ONGOING not in scheme.definition.supertypes:
        return
    _to_the_bottom(game, scheme)


def _to_the_bottom(game, scheme) -> None:
    from ..engine.zones import move
    game.record("scheme", f"{game.pname(scheme.owner)} abandons {scheme.name}", object_id=scheme.id)
    new = move(game, scheme.id, Zone.SCHEME_DECK)
    if new is not None:                          # to the bottom (CR 701.26b)
        deck = game.state.players[new.owner].schemes
        deck.remove(new.id)
        deck.append(new.id)


@HOOKS.turn_based_actions.register
def turn_based_actions(game, step: Step) -> None:
    """CR 904.9: immediately after the archenemy's precombat main phase begins, they set the top
    scheme of their scheme deck in motion (a player with a scheme deck is an archenemy); then the
    active player puts a lore counter on each of their Sagas (CR 714.3c); then a player who
    controls Attractions rolls to visit them (CR 703.4g). As each step begins, a face-up plane's
    controller is the planar controller, the active player (CR 901.6)."""
    follow_active_player(game)
    if step is Step.MAIN1 and game.state.players[game.state.active].schemes:
        set_scheme_in_motion(game, game.state.active)
    if step is Step.MAIN1:                       # CR 505.4, 703.4f: after the scheme, before Attractions
        HOOKS.lore_counters(game)
    if step is Step.MAIN1:                       # CR 703.4g: after the scheme (703.4e) and lore counters
        visit_as_main_phase_begins(game)
    if step is Step.MAIN1:                       # Unstable release notes: the crank, as the phase begins
        crank_as_main_phase_begins(game)


@HOOKS.supplementary_cards.register
def supplementary_cards(game) -> bool:
    """CR 309.6, 704.5t: a dungeon with the venture marker on its bottommost room and no room
    ability of it triggered and not yet left the stack is removed from the game. CR 313.6: a
    face-up non-ongoing scheme, with no triggered ability of any scheme waiting or on the stack, is
    turned face down and put on the bottom of its owner's scheme deck. CR 704.6f: a face-up
    phenomenon with no triggered ability of it waiting makes the planar controller planeswalk."""
    state = game.state
    if not any(p.command for p in state.players):
        return False            # no dungeon, scheme or face-up planar card (the usual answer, asked at once)
    waiting = {p.source_id for p in state.pending} | {i.source_id for i in state.stack}
    command = [o for p in state.players for o in map(state.objects.get, p.command)]
    done = [o for o in command if o.definition.rooms and o.venture_room is not None
            and not o.definition.rooms[o.venture_room].exits and o.id not in waiting]
    for dungeon in done:
        _complete(game, dungeon)
    schemes = [o for o in command if CardType.SCHEME in o.definition.types]
    over = [] if any(o.id in waiting for o in schemes) else \
        [o for o in schemes if Supertype.ONGOING not in o.definition.supertypes]
    for scheme in over:
        _to_the_bottom(game, scheme)
    walked = phenomenon_done(game)
    return bool(done or over or walked)


register_instructions({
    Learn: _learn,
    PutFromOutsideTheGame: _from_outside,
    VentureIntoTheDungeon: _venture,
    SetInMotion: _set_in_motion,
    AbandonScheme: _abandon,
})
