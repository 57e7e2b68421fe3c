"""Face-down instructions (CR 708) and the suspected designation (CR 701.60): manifest,
manifest dread, cloak, suspect, and "is no longer suspected"."""
from __future__ import annotations

from dataclasses import dataclass

from ..filters import Amount, Fixed, ObjectRef, PlayerRef


@dataclass(frozen=True)
class ManifestDread:
    """"Manifest dread" (CR 701.62a): look at the top two cards of your library, manifest one of
    them (put it onto the battlefield face down as a 2/2 creature, CR 701.40a) and put the other
    into your graveyard. The manifested permanent is "that creature" afterwards (`label`)."""

    label: str = ""
    player: PlayerRef = PlayerRef.YOU


@dataclass(frozen=True)
class Manifest:
    """"Manifest the top [N] card(s) of your library" (CR 701.40a): each is put onto the
    battlefield face down as a 2/2 creature, one at a time (CR 701.40d); any time its controller
    has priority it may be turned face up for its mana cost if it is a creature card (CR 701.40b).
    The manifested permanents are "it" / "them" afterwards (`label`)."""

    amount: Amount = Fixed(1)
    label: str = ""
    player: PlayerRef = PlayerRef.YOU


@dataclass(frozen=True)
class Cloak:
    """"Cloak the top card of your library" (CR 701.58a): put it onto the battlefield face down
    as a 2/2 creature with ward {2}; it is "it" / "that creature" afterwards (`label`)."""

    label: str = ""
    player: PlayerRef = PlayerRef.YOU


@dataclass(frozen=True)
class Suspect:
    """"Suspect <objects>" (CR 701.60a): each becomes suspected: it has menace and can't block
    for as long as it is suspected (CR 701.60c); a suspected permanent can't be suspected again
    (CR 701.60d)."""

    objects: ObjectRef


@dataclass(frozen=True)
class StopSuspecting:
    """"<objects> is/are no longer suspected" (CR 701.60c): the designation ends."""

    objects: ObjectRef
