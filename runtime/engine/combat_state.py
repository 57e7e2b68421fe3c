"""Whether an object is in the combat state a filter names ("attacking", "blocking",
"unblocked", "nonattacking", "nonblocking"), read by query.matches."""
from __future__ import annotations

from ..characteristics import Zone
from .objects import GameObject
from .state import GameState


def combat_state_fits(state: GameState, wanted: str, o: GameObject, perspective: int) -> bool:
    """"attacking", "blocking", "unblocked" (CR 509.1h), "nonattacking", "nonblocking": of an
    object gone from the battlefield, as it last existed in combat (CR 603.10a). "attacking you
    [or a planeswalker you control]": `perspective` is its defending player, and it attacks that
    player, not a planeswalker, unless those count too (CR 506.3, 508.1b)."""
    if wanted in ("attacking_you", "attacking_you_or_planeswalker"):
        combat = state.combat
        return (combat is not None and o.id in combat.attackers and combat.defender.get(o.id) == perspective
                and (wanted != "attacking_you" or o.id not in combat.attacked_planeswalker))
    if o.gone and o.zone is Zone.BATTLEFIELD:
        was = o.left_combat_as
        attacking, blocking, unblocked = "attacking" in was, "blocking" in was, "unblocked" in was
    else:
        combat = state.combat
        attacking = combat is not None and o.id in combat.attackers
        blocking = combat is not None and o.id in combat.blocking
        unblocked = attacking and o.id not in combat.blocked
    return {"attacking": attacking, "blocking": blocking, "attacking_or_blocking": attacking or blocking,
            "unblocked": unblocked, "nonattacking": not attacking, "nonblocking": not blocking,
            "nonattacking_nonblocking": not (attacking or blocking)}.get(wanted, False)
