"""The current targets of a spell on the stack, as "spell that targets ..." asks them (CR 115.9b):
each is a player still in the game or an object still in the zone it was in."""
from __future__ import annotations

from typing import Iterator

from .objects import GameObject, StackItem
from .state import GameState


def current_targets(state: GameState, spell: GameObject) -> Iterator[tuple[int | None, GameObject | None]]:
    """(player, None) or (None, object) for each of the spell's targets that is still legal to
    look at; a target that left its zone (CR 400.7) or a player who left the game is skipped."""
    for item in state.stack:
        if item.kind == "spell" and item.source_id == spell.id:
            yield from item_targets(state, item)


def item_targets(state: GameState, item: StackItem) -> Iterator[tuple[int | None, GameObject | None]]:
    """current_targets of any spell or ability on the stack."""
    for group in item.targets:
        for target in group:
            if target.player is not None:
                if not state.players[target.player].lost:
                    yield target.player, None
            elif target.object_id is not None and (o := state.live(target.object_id)) is not None:
                yield None, o
