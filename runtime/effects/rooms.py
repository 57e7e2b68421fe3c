"""Room instructions (CR 709.5f-g in the current rules; the 2022 text has no Rooms): effects that
unlock or lock a door of a Room permanent, as opposed to the special action that pays a locked
door's mana cost to unlock it (CR 709.5e)."""
from __future__ import annotations

from dataclasses import dataclass

from ..filters import ObjectRef


@dataclass(frozen=True)
class UnlockDoor:
    """"Unlock a locked door of <objects>" (CR 709.5f): for each Room, the player instructed
    chooses one of its locked doors and the Room is given that door's unlocked designation, so
    "when you unlock this door" and "whenever you fully unlock a Room" trigger (CR 709.5h-i).
    A Room with no locked door is left as it is."""

    objects: ObjectRef


@dataclass(frozen=True)
class LockOrUnlockDoor:
    """"Lock or unlock a door of <objects>" (CR 709.5f-g): as it resolves, the player instructed
    chooses to lock or to unlock (CR 608.2d), then for each Room one of its unlocked doors, which
    the Room loses the designation of (nothing triggers on a lock), or one of its locked doors, as
    UnlockDoor. Locking, the Room's characteristics are then its other doors' only (CR 709.5)."""

    objects: ObjectRef
