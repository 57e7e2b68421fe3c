"""The special actions of mechanics offered to random players (CR 116.2): a Room's unlock (CR
709.5e, 116.2m) and Planechase's planar die roll (CR 901.9, 116.2f), through the engine's
`special_actions` and `perform_special` hooks."""
from __future__ import annotations

from ..engine.registry import HOOKS
from .planechase import planar_die_actions, roll_the_planar_die
from .rooms import unlock_actions


@HOOKS.special_actions.register
def special_actions(game, player: int) -> list:
    """The Actions of the special actions `player` may take now: one per locked door of each Room
    they control that they can unlock, and a roll of the planar die."""
    return unlock_actions(game, player) + planar_die_actions(game, player)


@HOOKS.perform_special.register
def perform_special(game, action) -> None:
    """One of those Actions, through the public API: "unlock" (its `index` is the door) or
    "planar_die"."""
    if action.kind == "unlock":
        game.unlock_door(action.player, action.object_id, action.index)
    elif action.kind == "planar_die":
        roll_the_planar_die(game, action.player)
    else:
        raise ValueError(f"unknown action kind {action.kind!r}")
