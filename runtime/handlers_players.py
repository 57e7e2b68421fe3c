"""Effects about players and control (registered in vm._HANDLERS): exchange of control."""
from __future__ import annotations

from .characteristics import Zone
from .effects import ExchangeControl


def _exchange_control(game, ctx, e: ExchangeControl) -> None:
    """CR 701.10a-b: the whole exchange or nothing; same controller: nothing."""
    from .vm import objects
    state = game.state
    ids = [i for i in objects(game, ctx, e.objects) if state.objects[i].zone is Zone.BATTLEFIELD]
    if len(ids) != 2:
        game.record("control", "the exchange of control can't be completed (CR 701.10a)")
        return
    a, b = (state.objects[i] for i in ids)
    if a.controller == b.controller:
        return
    if state.combat is not None:
        from .zones import _remove_from_combat
        for oid in ids:
            _remove_from_combat(game, oid)          # CR 506.4
    a.controller, b.controller = b.controller, a.controller
    for o in (a, b):
        o.controlled_since_turn_start = False      # CR 302.6
        o.control_until_eot_from = None
    game.record("control", f"{game.pname(a.controller)} and {game.pname(b.controller)} exchange "
                           f"control of {a.name} and {b.name}")


HANDLERS = {ExchangeControl: _exchange_control}
