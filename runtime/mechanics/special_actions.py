"""The special actions of keyword mechanics (CR 116.2), offered to random players.

The engine core asks two hooks (`HOOKS.special_actions`, `HOOKS.perform_special`), each filled
by exactly one function; several mechanics have special actions (a Room's unlock, CR 116.2m; a
companion put into its owner's hand, CR 116.2g), so this module fills both and each mechanic
registers its own kind of Action here, in the order families import them.
"""
from __future__ import annotations

from collections.abc import Callable

from ..engine.registry import HOOKS

# action kind -> (offers(game, player): the Actions of that kind the player may take now,
#                 perform(game, action): carry one out through the public API)
SPECIAL_ACTIONS: dict[str, tuple[Callable, Callable]] = {}


def register_special_action(kind: str, offers: Callable, perform: Callable) -> None:
    if kind in SPECIAL_ACTIONS:
        raise ValueError(f"two mechanics for the special action {kind!r}")
    SPECIAL_ACTIONS[kind] = (offers, perform)


@HOOKS.special_actions.register
def special_actions(game: "Game", player: int) -> list:
    """Every mechanic's special actions `player` may take now, kind by kind."""
    return [action for offers, _ in SPECIAL_ACTIONS.values() for action in offers(game, player)]


@HOOKS.perform_special.register
def perform_special(game: "Game", action) -> None:
    if action.kind not in SPECIAL_ACTIONS:
        raise ValueError(f"unknown action kind {action.kind!r}")
    SPECIAL_ACTIONS[action.kind][1](game, action)
