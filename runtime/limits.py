"""How much one game may hold and do. A game of real cards stays far below each; a hostile card
or scenario ("create a million tokens", two "whenever a creature enters, create a 1/1" cards)
reaches one instead of eating the machine. Hitting a limit ends the action with LimitReached:
the action is undone like a refused one (Game.transaction), the state is as it was, and the
reason names the limit and how to raise it."""
from __future__ import annotations

from dataclasses import dataclass, fields

from .errors import LoopLimit


@dataclass(frozen=True)
class EngineLimits:
    objects: int = 10_000          # objects in the game at once (cards, tokens, copies on the stack)
    tokens: int = 1_000            # tokens one effect creates
    counters: int = 100_000        # counters of one kind on one object or player
    mana: int = 10_000             # mana in one player's pool
    draws: int = 1_000             # cards one effect draws
    steps: int = 100_000           # VM instructions one action runs (its triggers included)

    @classmethod
    def names(cls) -> tuple[str, ...]:
        return tuple(f.name for f in fields(cls))


class LimitReached(LoopLimit):
    """An engine limit was reached; the action is undone."""

    def __init__(self, name: str, value: int, limit: int):
        super().__init__(f"engine limit reached: {name} {value:,} > {limit:,} (the action is undone; "
                         f"raise it with Game(limits=EngineLimits({name}=...)) or --limit {name}=N)")
        self.name, self.value, self.limit = name, value, limit


def check(limits: EngineLimits, name: str, value: int) -> None:
    """Raise LimitReached when `value` is over the limit called `name`."""
    limit = getattr(limits, name)
    if value > limit:
        raise LimitReached(name, value, limit)
