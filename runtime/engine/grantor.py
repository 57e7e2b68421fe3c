"""The object that granted an ability (CR 201.5a): a quoted ability that names the card that
grants it ("Sacrifice Torch") means that card, whichever object has the ability.

Compiled text says GrantorRef() without an object; the ability is bound to its grantor when it
is granted: by a static ability (query.granted_abilities), by a resolving effect (GainAbility)
or with a token a resolving effect creates (CreateToken).
"""
from __future__ import annotations

import dataclasses

from ..filters import GrantorRef, with_grantor
from ..kept_by_id import kept_by_id


def bind_grantor(value, grantor_id: int):
    """`value` with every unbound GrantorRef inside it naming `grantor_id`."""
    if not mentions_grantor(value):
        return value
    return with_grantor(value, GrantorRef(grantor_id))


MENTIONS_KEPT = 100_000     # abilities whose answer is kept at once


@kept_by_id(MENTIONS_KEPT)
def mentions_grantor(value) -> bool:
    """Whether an ability (or any part of one) names its grantor. Compiled abilities are frozen
    and live as long as their card definitions, so the answer is remembered per object
    (kept_by_id: the entry keeps the object alive, so its id is never reused for another)."""
    return _mentions(value)


def _mentions(value) -> bool:
    if isinstance(value, GrantorRef):
        return True
    if isinstance(value, tuple):
        return any(_mentions(v) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return any(_mentions(getattr(value, f.name)) for f in dataclasses.fields(value))
    return False
