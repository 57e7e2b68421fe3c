"""Keyword actions of CR 701 that bring cards from outside the game (CR 400.11): learn (CR
701.48). The player's cards outside the game are `Player.outside` (Zone.OUTSIDE): a sideboard
(CR 400.11b), empty unless a game sets one up."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Learn:
    """"Learn" (CR 701.48a): "You may discard a card. If you do, draw a card. If you didn't
    discard a card, you may reveal a Lesson card you own from outside the game and put it into
    your hand." The current reminder text names the Lesson first; the rule's order is the one
    played (the 2022 text, 701.45a, says the same)."""
