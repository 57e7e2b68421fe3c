"""Conditions about the object the source is attached to (CR 301.5, 303.4), judged from the
source's view (query.other_condition_holds asks here through conditions_more)."""
from __future__ import annotations

from ..filters import AttachedMatches, ObjectCount


def target_condition_holds(state, cond, source, you: int) -> bool | None:
    """None if `cond` isn't one of these conditions."""
    if isinstance(cond, AttachedMatches):
        from .query import candidates, matches
        hosts = candidates(state, cond.attached, you, source.id)
        return any(matches(state, cond.quality, state.objects[i], you, source.id) for i in hosts)
    if isinstance(cond, ObjectCount):
        from .query import candidates
        return len(candidates(state, cond.filter, you, source.id)) >= cond.at_least
    return None
