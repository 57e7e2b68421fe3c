"""The VM: runs an effect program, instruction by instruction, over the game state (CR 608).

Each instruction (an effect class) is run by the handler registered for it in
registry.INSTRUCTIONS (runtime/handlers/* and the keyword mechanics fill it). When
registry.INSTRUCTION_OBSERVERS is not empty, each handler call runs inside them (the
executability check compares the game before and after each instruction)."""
from __future__ import annotations

from dataclasses import replace
from functools import partial

from .evaluation import Context
from .events_bus import GameEvent
from .registry import INSTRUCTION_OBSERVERS, INSTRUCTIONS
from ..limits import check


def run(game: "Game", ctx: Context, effects: tuple) -> bool:
    """Execute effects in order; False when a cost inside them wasn't paid (CR 118.12)."""
    for effect in effects:
        if game.state.over:
            return True
        handler = INSTRUCTIONS.get(type(effect))
        if handler is None:
            raise TypeError(f"the VM has no instruction {type(effect).__name__}")
        game.state.event_batch += 1      # what this instruction does is one event (CR 603.2c)
        game.steps_taken += 1
        check(game.limits, "steps", game.steps_taken)
        try:
            if INSTRUCTION_OBSERVERS:
                _observed(game, ctx, effect, handler)
            else:
                handler(game, ctx, effect)
        except CostNotPaid:
            return False    # "pay X. If you do, ...": the rest of this sequence doesn't happen
    return True



def run_as_that_player(game: "Game", ctx: Context, player: int, effects: tuple, kind: str) -> bool:
    """Run `effects` with "that player" naming `player` (the event player of a sub-context, as
    each player of a group acts in turn, CR 608.2d); the objects they acted on are the step's
    last. `kind` names the event for the log of what "that player" was."""
    sub = replace(ctx, event=GameEvent(kind, player=player))
    done = run(game, sub, effects)
    ctx.last = sub.last
    return done

def _observed(game: "Game", ctx: Context, effect, handler) -> None:
    """The handler call wrapped in every observer, the first registered outermost."""
    proceed = partial(handler, game, ctx, effect)
    for observer in reversed(INSTRUCTION_OBSERVERS):
        proceed = partial(observer, game, ctx, effect, proceed)
    proceed()


class CostNotPaid(Exception):
    """A PayCost step couldn't be paid (CR 118.12): the steps after it in its sequence are skipped."""
