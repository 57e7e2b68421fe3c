"""Skipped turns and steps (CR 614.1b, 614.10): "you skip your next turn", "you skip your next
untap step", "Skip your draw step.". A skipped turn or step doesn't happen: nothing scheduled for
it happens, and what waits for the "next" one waits for the first one not skipped (CR 614.10a)."""
from __future__ import annotations

from ..abilities import SkipStep
from ..characteristics import Step
from .query import replacement_effects, static_condition_holds


def skip_turns(game) -> None:
    """CR 614.10: while the player whose turn would begin has turns to skip, one is skipped and
    the next player in turn order would take theirs (each skip is used once, so this ends)."""
    state = game.state
    while state.players[state.active].turns_to_skip > 0:
        player = state.players[state.active]
        player.turns_to_skip -= 1
        game.record("turn", f"{game.pname(player.index)} skips their turn (CR 614.10)")
        state.active = _next_in_turn_order(state, state.active)


def _next_in_turn_order(state, index: int) -> int:
    n = len(state.players)
    for k in range(1, n + 1):
        if not state.players[(index + k) % n].lost:
            return (index + k) % n
    return index


def step_skipped(game, step: Step) -> bool:
    """Whether the active player's `step` is skipped (CR 614.10): the next one an effect named,
    used up, or every one while a "Skip your draw step" static of theirs applies."""
    state = game.state
    player = state.players[state.active]
    if step in player.steps_to_skip:
        i = player.steps_to_skip.index(step)
        player.steps_to_skip = player.steps_to_skip[:i] + player.steps_to_skip[i + 1:]
    elif not any(rep.step is step and source.controller == state.active
                 and (rep.condition is None or static_condition_holds(state, rep.condition, source))
                 for source, rep in replacement_effects(state, SkipStep)):
        return False
    game.record("step", f"{game.pname(state.active)} skips their {step.value} step (CR 614.10)")
    return True


def combat_phase_skipped(game) -> bool:
    """Whether the active player's combat phase, about to begin, is skipped (CR 614.10): the
    next one an effect named ("skips his or her next combat phase"), used up."""
    player = game.state.players[game.state.active]
    entry = ("phase", Step.BEGINNING_OF_COMBAT)
    if entry not in player.steps_to_skip:
        return False
    i = player.steps_to_skip.index(entry)
    player.steps_to_skip = player.steps_to_skip[:i] + player.steps_to_skip[i + 1:]
    game.record("step", f"{game.pname(player.index)} skips their combat phase (CR 614.10)")
    return True

