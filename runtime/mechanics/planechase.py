"""Planechase (CR 901, current rules): planes (CR 311) and phenomena (CR 312) in the command zone.

A player's planar deck is `Player.planes` (Zone.PLANAR_DECK, index 0 on top), empty unless a game
sets one up; a game is a Planechase game when some player has a planar deck or a face-up plane or
phenomenon. The face-up plane or phenomenon is in the command zone (`Player.command` of its owner),
where its abilities function like an emblem's (CR 901.7): its statics apply to the game, its
triggered abilities trigger.

- The planar controller is the active player (CR 901.6); a face-up plane's or phenomenon's
  controller follows the active player as each step begins (`follow_active_player`).
- The starting player turns up the starting plane, putting phenomena on the bottom, with no
  triggers (CR 901.5): `set_starting_plane`.
- Rolling the planar die is the active player's special action in a main phase of their turn with
  an empty stack, costing {0} the first time in a turn and one more generic mana each time after
  (CR 901.9, 116.2f): `roll_planar_die`. Its six faces: {CHAOS}, {PW} and four blanks (CR
  901.3a), rolled with the game's seeded random numbers. {CHAOS}: the chaos abilities of the
  face-up planes trigger (CR 901.9b, 311.7); {PW}: the planar die's own "planeswalking ability"
  triggers, with no source (CR 901.8-901.9c).
- Planeswalking (CR 701.31b): each face-up plane and phenomenon on the bottom of its owner's
  planar deck, then the top card of the planar controller's planar deck turned face up. "When you
  planeswalk away from ~" triggers before the plane leaves, "When you planeswalk to ~" or "When
  you encounter ~" once the next card is face up (CR 701.31d, 312.5).
- A face-up phenomenon that is the source of no triggered ability waiting or on the stack makes
  the planar controller planeswalk, a state-based action (CR 704.6f, 312.7): `phenomenon_done`.

Not done: the single planar deck option (CR 901.15), a player leaving the game (CR 901.10),
continuous effects "until a player planeswalks" (CR 901.11) and several face-up planes at once (CR 901.14).
Nothing here imports the compiler.
"""
from __future__ import annotations

from enum import Enum

from ..characteristics import CardType, Zone
from ..effects import Planeswalk
from ..errors import IllegalAction
from ..mana_costs import ManaCost, ManaSymbol, SymbolKind
from ..engine.registry import register_instructions
from ..engine.state import rng
from .special_actions import register_special_action
from ..engine.turn import sorcery_timing_problem
from ..engine.actions import Action
from ..engine.legal_actions import _works

NO_SOURCE = 0          # the planeswalking ability has no source (CR 901.8); object ids start at 1


class PlanarDieFace(str, Enum):
    """The faces of the planar die (CR 901.3a)."""

    CHAOS = "{CHAOS}"
    PLANESWALKER = "{PW}"
    BLANK = "blank"


# one face of six each for {CHAOS} and {PW}, four blank (CR 901.3a)
FACES = (PlanarDieFace.CHAOS, PlanarDieFace.PLANESWALKER) + (PlanarDieFace.BLANK,) * 4


def is_planar_card(o) -> bool:
    """A plane or phenomenon card (CR 311.1, 312.1)."""
    types = o.definition.types
    return CardType.PLANE in types or CardType.PHENOMENON in types


def face_up_planar_cards(state) -> list:
    """The face-up planes and phenomena: the planar cards in the command zone (CR 901.4, 901.7)."""
    return [o for p in state.players for o in map(state.objects.get, p.command)
            if o is not None and is_planar_card(o)]


def is_planechase_game(state) -> bool:
    """Some player has a planar deck, or a plane or phenomenon is face up (CR 901.1). Asked on
    each listing of a player's actions (planar_die_actions): the command zones are looked into
    only when one holds something."""
    players = state.players
    return any(p.planes for p in players) or any(p.command for p in players) and bool(face_up_planar_cards(state))


def follow_active_player(game) -> None:
    """CR 901.6, 311.5: the controller of a face-up plane or phenomenon is the planar controller,
    normally the active player."""
    for o in face_up_planar_cards(game.state):
        o.controller = game.state.active


def _turn_up_top(game, player: int, encounter: bool):
    """The top card of `player`'s planar deck moved off it and turned face up in the command zone
    under the planar controller (CR 701.31b); with `encounter`, its "When you planeswalk to ~" or
    "When you encounter ~" triggers (CR 701.31d, 312.5). The card, or None with an empty deck."""
    from ..engine.events_bus import GameEvent
    from ..engine.zones import move
    deck = game.state.players[player].planes
    if not deck:
        game.record("planeswalk", f"{game.pname(player)} has no planar deck to turn a card up from")
        return None
    card = move(game, deck[0], Zone.COMMAND)
    if card is None:
        return None
    card.controller = game.state.active
    game.record("planeswalk", f"{game.pname(player)} turns {card.name} face up", object_id=card.id)
    if encounter:
        kind = "encountered" if CardType.PHENOMENON in card.definition.types else "planeswalked_to"
        game.emit(GameEvent(kind, card.id, player))
    return card


def _to_the_bottom(game, o) -> None:
    """A face-up plane or phenomenon turned face down on the bottom of its owner's planar deck
    (CR 701.31b); it becomes a new object (CR 901.7a). A move puts it at the end of the list."""
    from ..engine.zones import move
    move(game, o.id, Zone.PLANAR_DECK)


def set_starting_plane(game) -> None:
    """CR 901.5: the starting player (the active player) turns up the top card of their planar
    deck; a phenomenon goes to the bottom and the next card is turned up, until a plane is face up.
    No ability triggers."""
    player = game.state.active
    for _ in range(len(game.state.players[player].planes)):
        card = _turn_up_top(game, player, encounter=False)
        if card is None or CardType.PLANE in card.definition.types:
            return
        _to_the_bottom(game, card)


def planeswalk(game, player: int) -> None:
    """CR 701.31a-b: only the planar controller planeswalks; the face-up planes and phenomena go
    to the bottom of their owners' planar decks, then the top card of the player's planar deck is
    turned face up. "When you planeswalk away from ~" triggers as it leaves (CR 701.31d)."""
    from ..engine.events_bus import GameEvent
    if player != game.state.active:
        game.record("planeswalk", f"{game.pname(player)} is not the planar controller and doesn't "
                                  "planeswalk (CR 701.31a)")
        return
    away = face_up_planar_cards(game.state)
    game.record("planeswalk", f"{game.pname(player)} planeswalks")
    for o in away:
        if CardType.PLANE in o.definition.types:
            game.emit(GameEvent("planeswalked_away", o.id, player))
    for o in away:
        _to_the_bottom(game, o)
    _turn_up_top(game, player, encounter=True)


def planar_die_cost(state, player: int) -> int:
    """CR 901.9: the generic mana a roll costs, the times the player has taken this action this
    turn."""
    turn, rolls = state.players[player].planar_die_rolls
    return rolls if turn == state.turn else 0


def planar_die_problem(game, player: int) -> str | None:
    """Why `player` may not roll the planar die now (CR 901.9), or None."""
    if not is_planechase_game(game.state):
        return "this is not a Planechase game (CR 901)"
    if game.state.priority != player:
        return f"{game.pname(player)} doesn't have priority"
    return sorcery_timing_problem(game, player)


def roll_planar_die(game, player: int) -> PlanarDieFace:
    """The special action of CR 901.9: pay its cost, roll the planar die, and trigger what its
    face says (CR 901.9a-c). The face rolled."""
    from ..engine.payment import Payer
    from ..engine.turn import give_priority
    problem = planar_die_problem(game, player)
    if problem:
        raise IllegalAction(f"CR 901.9: {problem}")
    state = game.state
    cost = planar_die_cost(state, player)
    symbols = (ManaSymbol(SymbolKind.GENERIC, generic=cost),) if cost else ()
    paid = Payer(game, player, None).pay_all((ManaCost(symbols),))
    state.players[player].planar_die_rolls = (state.turn, cost + 1)
    face = FACES[rng(game).randrange(len(FACES))]
    game.record("roll", f"{game.pname(player)} rolls the planar die paying {', '.join(paid) or '{0}'}: "
                        f"{face.value}", player=player)
    if face is PlanarDieFace.CHAOS:
        _chaos_ensues(game, player)
    elif face is PlanarDieFace.PLANESWALKER:
        _planeswalking_ability(game, player)
    give_priority(game, player)
    return face


def _chaos_ensues(game, player: int) -> None:
    """CR 901.9b, 311.7: the chaos abilities of the face-up planes the player controls trigger."""
    from ..engine.events_bus import GameEvent
    for o in face_up_planar_cards(game.state):
        if CardType.PLANE in o.definition.types and o.controller == player:
            game.emit(GameEvent("chaos", o.id, player))


def _planeswalking_ability(game, player: int) -> None:
    """CR 901.8, 901.9c: "Whenever you roll {PW}, planeswalk.", an inherent triggered ability with
    no source, controlled by the player who rolled."""
    from ..engine.events_bus import GameEvent
    from ..engine.objects import PendingTrigger
    game.state.pending.append(PendingTrigger(
        player, NO_SOURCE, None, (Planeswalk(),), (), GameEvent("planar_die", None, player, {}),
        "the planeswalking ability"))
    game.record("trigger", f"the planeswalking ability triggers: {game.pname(player)} rolled {{PW}} "
                           "(CR 901.8)", player=player)


def phenomenon_done(game) -> bool:
    """CR 704.6f, 312.7: a face-up phenomenon that isn't the source of a triggered ability that has
    triggered but not yet left the stack makes the planar controller planeswalk. True if so."""
    state = game.state
    waiting = {p.source_id for p in state.pending} | {i.source_id for i in state.stack}
    done = [o for o in face_up_planar_cards(state)
            if CardType.PHENOMENON in o.definition.types and o.id not in waiting]
    if done:
        planeswalk(game, state.active)
    return bool(done)


def roll_the_planar_die(game, player) -> PlanarDieFace:
    """The public face of the special action (CR 901.9): `player` (an index or a name) rolls the
    planar die, in a transaction, so a refused roll changes nothing."""
    with game.transaction():
        return roll_planar_die(game, game.player(player))


def planar_die_actions(game, player: int) -> list:
    """The planar die roll as a special action `player` may take now (CR 901.9), if a trial on a
    copy of the game shows they can pay for it."""
    if planar_die_problem(game, player) is not None:
        return []
    return [Action("planar_die", player)] if _works(game, lambda: roll_planar_die(game, player)) else []


register_instructions({
    Planeswalk: lambda game, ctx, e: planeswalk(game, ctx.controller),
})
register_special_action("planar_die", planar_die_actions,
                        lambda game, action: roll_the_planar_die(game, action.player))
