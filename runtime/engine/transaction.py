"""All-or-nothing actions: Game.transaction's context manager (CR 726 in the current rules and
CR 723 in 2022: an illegal action is reversed; the engine refuses one before it changes anything
the players see).

A class rather than a generator (contextlib.contextmanager): the engine opens one for every
action and every pass that moves the game on, and the generator's machinery cost four times
the class's __enter__ and __exit__, which do the same steps in the same order.
"""
from __future__ import annotations


class Transaction:
    """On entering: the game's checkpoint (Game._checkpoint), the presets given, and at the
    outermost level the step count reset and the choice counted (engine/loops.py). On leaving
    by an exception (any BaseException): the checkpoint restored (Game._restore), the preset
    attack and blocks dropped, the exception raised on; otherwise the objects' kept copies
    dropped (state.ObjectsCopiedOnUse.committed). Either way the depth is counted down and the
    presets emptied."""

    __slots__ = ("game", "presets", "choice", "token")

    def __init__(self, game, presets, choice: bool) -> None:
        self.game, self.presets, self.choice = game, presets, choice

    def __enter__(self) -> None:
        game = self.game
        self.token = game._checkpoint()
        game._presets = {k: list(v) for k, v in (self.presets or {}).items()}
        if game._depth == 0:
            game.steps_taken = 0
            game.state.choices_made += self.choice
        game._depth += 1

    def __exit__(self, kind, value, traceback) -> bool:
        game = self.game
        try:
            if kind is not None:
                game._restore(self.token)
                game._attack = game._blocks = None
            else:
                game.state.objects = game.state.objects.committed()
        finally:
            game._depth -= 1
            game._presets = {}
        return False                    # an exception goes on as it came
