"""The VM: runs an effect program, instruction by instruction, over the game state (CR 608).

Each instruction (an effect class) is run by the handler registered for it in
registry.INSTRUCTIONS (runtime/handlers/* and the keyword mechanics fill it)."""
from __future__ import annotations

from .evaluation import Context
from .registry import INSTRUCTIONS


def run(game: "Game", ctx: Context, effects: tuple) -> bool:
    """Execute effects in order; False when a cost inside them wasn't paid (CR 118.12)."""
    for effect in effects:
        if game.state.over:
            return True
        handler = INSTRUCTIONS.get(type(effect))
        if handler is None:
            raise TypeError(f"the VM has no instruction {type(effect).__name__}")
        try:
            handler(game, ctx, effect)
        except CostNotPaid:
            return False    # "pay X. If you do, ...": the rest of this sequence doesn't happen
    return True


class CostNotPaid(Exception):
    """A PayCost step couldn't be paid (CR 118.12): the steps after it in its sequence are skipped."""
