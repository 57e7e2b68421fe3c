"""Effects a player may end by paying: "You may pay {W} to end this effect." (CR 116.2c).

An effect that says so records on the object it changes the effect's timestamp, the cost and the
player who may pay it (the effect's controller: "you"). Any time that player has priority they may
pay the cost, a special action (CR 116.2c): the effect ends (CR 611.2), so the object's
characteristics are worked out again without it (CR 613). A permanent no longer an Aura that is
still attached becomes unattached (the state-based action of CR 704.5p that follows at once).
"""
from __future__ import annotations

from ..errors import IllegalAction
from ..engine.actions import Action
from ..engine.legal_actions import _works
from .special_actions import register_special_action


def end_effect_by_paying(game: "Game", player: int, oid: int) -> None:
    """`player` pays the cost of the latest effect on `oid` they may end, and it ends (CR 116.2c)."""
    from ..engine.attachments import is_aura, is_equipment, is_fortification
    from ..engine.continuous_effects import layered_definition
    from ..engine.payment import Payer
    from ..engine.turn import give_priority
    state = game.state
    o = state.live(oid)
    ends = [entry for entry in (o.ends_by_payment if o is not None else ()) if entry[2] == player]
    if not ends:
        raise IllegalAction(f"CR 116.2c: no effect on {oid} that {game.pname(player)} may end")
    if state.priority != player:
        raise IllegalAction(f"CR 116.2c: {game.pname(player)} doesn't have priority")
    timestamp, cost, _ = ends[-1]
    with game.transaction():
        paid = Payer(game, player, o, 0).pay_all((cost,))
        o.ends_by_payment = tuple(e for e in o.ends_by_payment if e[0] != timestamp)
        o.continuous_effects = tuple(e for e in o.continuous_effects if e.timestamp != timestamp)
        o.definition = layered_definition(o.own_definition, o.continuous_effects)
        if o.attached_to is not None and not (is_aura(o) or is_equipment(o) or is_fortification(o)):
            # the state-based action that follows (CR 704.5p): attached, and no longer an Aura
            o.attached_to = None
            game.record("sba", f"{o.name} becomes unattached: it is no longer an Aura (CR 704.5p)", object_id=o.id)
        game.record("end_effect", f"{game.pname(player)} pays {', '.join(paid) or '{0}'} to end the effect "
                    f"on {o.name}", object_id=o.id)
        give_priority(game, player)


def end_effect_actions(game: "Game", player: int) -> list:
    """One Action per object with an effect `player` may end now and can pay for (a trial on a copy)."""
    state = game.state
    if state.priority != player:
        return []
    return [Action("end_effect", player, oid) for oid in state.battlefield
            if (ends := state.objects[oid].ends_by_payment) and any(e[2] == player for e in ends)
            and _works(game, lambda oid=oid: end_effect_by_paying(game, player, oid))]


def perform_end_effect(game: "Game", action) -> None:
    end_effect_by_paying(game, action.player, action.object_id)


register_special_action("end_effect", end_effect_actions, perform_end_effect)
