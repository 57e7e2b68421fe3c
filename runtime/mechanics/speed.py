"""Speed (CR 702.178-179, current rules: Aetherdrift, 2025; the 2022 rules in ../shared/reference
have no speed).

- "Start your engines!" (CR 702.179a) is a static ability whose whole meaning is a state-based
  action: a player who has no speed and controls a permanent with it gets speed 1 (CR 704.5z).
- A player with speed has an inherent triggered ability with no source (CR 702.179d): "Whenever
  one or more opponents lose life during your turn, if your speed is less than 4, your speed
  increases by 1. This ability triggers only once each turn."
- "Max speed — [ability]" (CR 702.178a) is the ability as long as its controller's speed is 4
  (the condition `MaxSpeed`, read in engine/game_conditions.py).

Every loss of life goes through `Player.lose_life`, which counts the life each player lost this
turn; the trigger compares the opponents' count with what it has already seen, each time the
state-based actions are checked, that is before any player would receive priority, when a
triggered ability waiting to be put on the stack would be put there (CR 603.3). What opponents
lost while the player had no speed is seen and never triggers it: the ability didn't exist then.
"""
from __future__ import annotations

from operator import attrgetter

from ..effects import IncreaseSpeed
from ..engine.events_bus import GameEvent
from ..engine.keyword_presence import could_have_keyword
from ..engine.objects import MAX_SPEED, PendingTrigger
from ..engine.query import has_keyword
from ..engine.registry import HOOKS, register_instructions

_LIFE_LOST = attrgetter("life_lost_this_turn")
NO_SOURCE = 0                                   # the inherent trigger has no source (CR 702.179d); ids start at 1
START_YOUR_ENGINES = "start your engines!"


def _opponents_lost(game, player: int) -> int:
    """Life the player's opponents lost this turn (CR 119.3)."""
    return sum(p.life_lost_this_turn for p in game.state.players if p.index != player)


@HOOKS.start_engines.register
def start_engines(game) -> bool:
    """CR 704.5z, 702.179a: a player with no speed who controls a permanent with start your
    engines! gets speed 1. True if any player's speed began."""
    state = game.state
    began = False
    if all(p.lost or p.speed is not None for p in state.players) \
            or not could_have_keyword(state, START_YOUR_ENGINES):
        return False                    # no player to get speed, or no permanent with the keyword
    for p in state.players:
        if p.lost or p.speed is not None:
            continue
        if any(state.objects[i].controller == p.index and has_keyword(state, state.objects[i], START_YOUR_ENGINES)
               for i in state.battlefield):
            p.speed, p.speed_loss_seen = 1, _opponents_lost(game, p.index)
            game.record("speed", f"{p.name}'s speed becomes 1 (start your engines!, CR 704.5z)", player=p.index)
            began = True
    return began


@HOOKS.speed_triggers.register
def speed_triggers(game) -> None:
    """CR 702.179d: the active player's inherent speed trigger, once each turn, with its
    intervening "if" (CR 603.4) checked as it triggers; IncreaseSpeed checks it again."""
    state = game.state
    total = sum(map(_LIFE_LOST, state.players))     # each player's opponents lost all but their own
    for p in state.players:
        lost = total - p.life_lost_this_turn
        if p.speed is None or p.index != state.active or p.lost:
            p.speed_loss_seen = lost                # no such ability now, or not during their turn
            continue
        if lost <= p.speed_loss_seen:
            continue
        p.speed_loss_seen = lost
        if p.speed >= MAX_SPEED or p.speed_increased_turn == state.turn:
            continue
        p.speed_increased_turn = state.turn
        state.pending.append(PendingTrigger(
            p.index, NO_SOURCE, None, (IncreaseSpeed(),), (), GameEvent("speed", None, p.index, {}),
            f"{p.name}'s speed trigger"))
        game.record("trigger", f"{p.name}'s speed trigger triggers: an opponent lost life (CR 702.179d)",
                    player=p.index)


def _increase_speed(game, ctx, effect: IncreaseSpeed) -> None:
    """CR 702.179c-e: no speed becomes 1; otherwise one more, up to 4."""
    p = game.state.players[ctx.controller]
    if p.speed is not None and p.speed >= MAX_SPEED:
        game.record("speed", f"{p.name}'s speed is already {MAX_SPEED}: it doesn't increase (CR 603.4)")
        return
    p.speed = 1 if p.speed is None else p.speed + 1
    game.record("speed", f"{p.name}'s speed increases to {p.speed}", player=p.index)


register_instructions({IncreaseSpeed: _increase_speed})
