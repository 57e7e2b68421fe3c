"""A dungeon card's rooms (CR 309.4): each line "Room Name — effect. (Leads to: A, B)" is a room.
Its name is flavor (CR 309.4b) that the arrows point at; its effect is compiled as the effect of a
spell would be, and becomes the room ability "When you move your venture marker into this room,
[effect]." (CR 309.4c)."""
from __future__ import annotations

import re

from ...runtime.abilities import DungeonRoom, SpellAbility, TriggeredAbility
from ...runtime.events import IntoThisRoom

ROOM_DASH = " \u2014 "
# the arrows: "(Leads to: Goblin Lair, Mine Tunnels)" in card data, "(→ Goblin Lair or Mine
# Tunnels)" as printed
LEADS_TO = re.compile(r"^\s*(?:leads to:|\u2192)\s*(?P<rooms>.+?)\s*$", re.IGNORECASE)


def room_name(raw: str) -> tuple[str, int] | None:
    """The room's name and where its effect starts, or None when the line names no room."""
    cut = raw.find(ROOM_DASH)
    return (raw[:cut].strip(), cut + len(ROOM_DASH)) if cut > 0 else None


def exits_named(reminders: tuple[str, ...]) -> tuple[str, ...]:
    """The names of the rooms the line's arrows lead to."""
    for text in reminders:
        m = LEADS_TO.match(text)
        if m:
            return tuple(n.strip() for n in re.split(r",\s*|\s+or\s+", m.group("rooms")) if n.strip())
    return ()


def room_ability(ability, room: int):
    """The room's effect as its room ability (CR 309.4c); None if the line is no effect."""
    if not isinstance(ability, SpellAbility):
        return None
    return TriggeredAbility(IntoThisRoom(room), ability.effects, ability.targets)


def rooms_of(names: list[str], exits: list[tuple[str, ...]]) -> tuple[tuple[DungeonRoom, ...], str | None]:
    """The rooms, each arrow resolved to the index of the room it names; the name of an arrow's
    room no line has, if any."""
    index = {n.lower(): i for i, n in enumerate(names)}
    for leads in exits:
        for n in leads:
            if n.lower() not in index:
                return (), n
    return tuple(DungeonRoom(n, tuple(index[x.lower()] for x in leads)) for n, leads in zip(names, exits)), None
