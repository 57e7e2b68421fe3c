"""Game events as they happen (not trigger descriptions: see events.py)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class GameEvent:
    """Something that happened: kind is one of
    enters, dies, attacks, tapped_for_mana, step, cast, counters, tapped.
    `object_id` is the object it is about (its last known id for dies),
    `player` the player who did it (tapper, caster, active player).
    """

    kind: str
    object_id: int | None = None
    player: int | None = None
    data: dict[str, Any] = field(default_factory=dict)
