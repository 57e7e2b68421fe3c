"""Planechase's keyword action (CR 901, the Planechase variant): planeswalk (CR 701.31 in the
current numbering; 701.24 in the 2022 text)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Planeswalk:
    """"Planeswalk" (CR 701.31a-b): only the planar controller planeswalks; each face-up plane and
    phenomenon goes face down on the bottom of its owner's planar deck, then the top card of the
    player's planar deck is moved off it and turned face up. Also the effect of the planar die's
    inherent "planeswalking ability", "Whenever you roll {PW}, planeswalk." (CR 901.8), and of a
    phenomenon's state-based action (CR 704.6f)."""
