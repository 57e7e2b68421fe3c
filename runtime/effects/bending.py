"""The bending keyword actions of Avatar: The Last Airbender: airbend (CR 701.65) and earthbend
(CR 701.66)."""
from __future__ import annotations

from dataclasses import dataclass

from ..filters import Amount, ObjectRef


@dataclass(frozen=True)
class Airbend:
    """"Airbend <objects>" (CR 701.65a): "Exile [objects]. While it remains exiled, its owner may
    cast it for {2} rather than its mana cost." (an alternative cost, CR 118.9; a token exiled
    ceases to exist, CR 111.8, so only a card can be cast)."""

    objects: ObjectRef


@dataclass(frozen=True)
class Earthbend:
    """"Earthbend N" (CR 701.66a): "Target land you control becomes a 0/0 land creature with
    haste in addition to its other types. Put N +1/+1 counters on it. When that land dies or is
    put into exile, return it to the battlefield tapped under your control." The return is a
    delayed triggered ability (CR 603.7) that does nothing if the land goes to any other zone
    (ruling 2025-10-02); the animation has no duration."""

    objects: ObjectRef
    amount: Amount
