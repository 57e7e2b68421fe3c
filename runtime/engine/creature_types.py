"""Whether objects share a creature type (CR 205.3m); a changeling has every one (CR 702.73a)."""
from __future__ import annotations

from .printed import printed


def every_creature_type(o) -> bool:
    """Changeling (CR 702.73a), or an effect's "gains all creature types" (CR 205.3m)."""
    d = o.definition
    return d.every_creature_type or "changeling" in printed(d).keyword_names


def _creature_types(o) -> tuple[set[str], bool]:
    """The creature types of a card, and whether it has changeling (every type, CR 702.73a)."""
    from ..characteristics import CardType
    d = o.definition
    changeling = every_creature_type(o)
    typed = any(t in d.types for t in (CardType.CREATURE, CardType.TRIBAL, CardType.KINDRED))
    kinds = {s.lower() for s in d.subtypes} if typed else set()
    return kinds, changeling


def shares_creature_type(these, others) -> bool:
    for a in these:
        ta, ca = _creature_types(a)
        for b in others:
            tb, cb = _creature_types(b)
            if (ta & tb) or (ca and (tb or cb)) or (cb and ta):
                return True
    return False
