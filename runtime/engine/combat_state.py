"""Whether an object is in the combat state a filter names ("attacking", "blocking",
"unblocked", "nonattacking", "nonblocking"), read by query.matches."""
from __future__ import annotations

from ..characteristics import Zone
from .objects import GameObject
from .state import GameState


def in_combat_with_source(state: GameState, f, o: GameObject, source_id: int | None) -> bool:
    """"creature blocking ~" (CR 509.1g), "creature it's blocking" (CR 509.1h), "creature blocking
    or blocked by ~": `o` against the source, or, once the source has left the battlefield, against
    what it was in combat with as it left (last known information, CR 608.2h)."""
    src = state.objects.get(source_id) if source_id is not None else None
    if src is not None and src.gone and src.zone is Zone.BATTLEFIELD:
        blocks_source, source_blocks = o.id in src.left_blocked_by, o.id in src.left_blocking
    else:
        combat = state.combat
        blocks_source = combat is not None and combat.blocks(o.id, source_id)
        source_blocks = combat is not None and source_id is not None and combat.blocks(source_id, o.id)
    if f.blocking_self and not blocks_source:
        return False
    if f.blocked_by_self and not source_blocks:
        return False
    return not f.blocking_or_blocked_by_self or blocks_source or source_blocks


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
