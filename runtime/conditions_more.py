"""Conditions about the game (delirium, formidable, revolt, "unless ..."), judged from the
point of view of player `you` and the ability's source (query.other_condition_holds asks here)."""
from __future__ import annotations

from .characteristics import CardType, Zone
from .filters import (AllOfConditions, BeenAttackedThisStep, CardTypesInGraveyard, CitysBlessing,
                      NotCondition, PermanentLeftThisTurn, SourceEnchanted, TotalPower)


def _other(state, cond, source, you: int) -> bool | None:
    from .query import other_condition_holds
    return other_condition_holds(state, cond, source, you)


def more_condition_holds(state, cond, source, you: int) -> bool | None:
    """None if `cond` isn't one of these conditions."""
    if type(cond).__name__ == "ManaWasSpent":      # CR 601.2h: the mana paid for it
        return cond.mana in source.mana_spent
    if isinstance(cond, NotCondition):
        from .query import static_condition_holds
        return not static_condition_holds(state, cond.condition, source)
    if isinstance(cond, CardTypesInGraveyard):
        # CR 205.2a card types; a card with several counts each of them (ruling on delirium)
        kinds: set[CardType] = set()
        for oid in state.players[you].zone(Zone.GRAVEYARD):
            kinds.update(state.objects[oid].definition.types)
        return len(kinds) >= cond.at_least
    if isinstance(cond, TotalPower):
        from .query import candidates, power
        total = sum(power(state, state.objects[i]) for i in candidates(state, cond.filter, you, source.id)
                    if state.objects[i].controller == you)
        return total >= cond.at_least
    if isinstance(cond, PermanentLeftThisTurn):
        return you in state.left_battlefield_this_turn
    if isinstance(cond, CitysBlessing):
        return state.players[you].city_blessing
    if isinstance(cond, AllOfConditions):
        from .query import static_condition_holds
        return all(static_condition_holds(state, c, source) if other is None else other
                   for c in cond.parts for other in (_other(state, c, source, you),))
    if isinstance(cond, SourceEnchanted):       # an Aura attached to it (CR 303.4)
        from .keywords import is_aura
        return any(state.objects[i].attached_to == source.id and is_aura(state.objects[i])
                   for i in state.battlefield)
    if isinstance(cond, BeenAttackedThisStep):
        combat = state.combat
        return combat is not None and any(combat.defender.get(a) == you for a in combat.attackers)
    from .conditions_targets import target_condition_holds
    return target_condition_holds(state, cond, source, you)
