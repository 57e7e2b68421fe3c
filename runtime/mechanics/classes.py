"""Classes (CR 716): a Class's level, which its class level abilities raise (CR 716.2a); "When
this Class becomes level N" triggers on it (events.ClassLevelGained, CR 716.2c)."""
from __future__ import annotations

from ..characteristics import Zone
from ..effects import BecomeLevel
from ..engine.registry import register_instructions


def _become_level(game, ctx, e: BecomeLevel) -> None:
    """CR 716.2a: the source Class's level becomes N."""
    from ..engine.events_bus import GameEvent
    o = game.state.live(ctx.source_id)
    if o is None or o.zone is not Zone.BATTLEFIELD:
        return
    o.class_level = e.level
    game.record("level", f"{o.name} becomes level {e.level}", object_id=o.id)
    game.emit(GameEvent("class_level", o.id, o.controller, {"level": e.level}))


register_instructions({BecomeLevel: _become_level})
