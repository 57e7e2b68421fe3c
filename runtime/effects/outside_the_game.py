"""Keyword actions of CR 701 that bring cards from outside the game (CR 400.11): learn (CR
701.48) and venture into the dungeon (CR 701.49, dungeons CR 309). The player's cards outside the game are `Player.outside` (Zone.OUTSIDE): a sideboard
(CR 400.11b), empty unless a game sets one up."""
from __future__ import annotations

from dataclasses import dataclass

from ..filters import ObjectFilter


@dataclass(frozen=True)
class Learn:
    """"Learn" (CR 701.48a): "You may discard a card. If you do, draw a card. If you didn't
    discard a card, you may reveal a Lesson card you own from outside the game and put it into
    your hand." The current reminder text names the Lesson first; the rule's order is the one
    played (the 2022 text, 701.45a, says the same)."""


@dataclass(frozen=True)
class PutFromOutsideTheGame:
    """"You may choose an instant card you own from outside the game, reveal that card, and put it
    into your hand" (the wishes; CR 400.11b: the sideboard in a tournament). A dungeon card is not
    brought in by anything but venturing (CR 309.2d), so none is chosen."""

    filter: ObjectFilter                  # its zone is Zone.OUTSIDE
    reveal: bool = True


@dataclass(frozen=True)
class SetInMotion:
    """"Set in motion" (CR 701.25a-b; 701.32 in today's numbering): the archenemy moves the top
    card of their scheme deck off it and turns it face up in the command zone; its "When you set
    this scheme in motion" abilities trigger. The archenemy's turn-based action (CR 904.9)."""


@dataclass(frozen=True)
class AbandonScheme:
    """"Abandon this scheme" (CR 701.26a-b; 701.33 today): a face-up ongoing scheme is turned face
    down and put on the bottom of its owner's scheme deck."""


@dataclass(frozen=True)
class VentureIntoTheDungeon:
    """"Venture into the dungeon" (CR 701.49a-c, current numbering; 701.46 in the 2022 text): with
    no dungeon card of theirs in the command zone, the player puts one they own from outside the
    game there, its venture marker on the topmost room; else they move the marker to a room an
    arrow of its room points to; from the bottommost room, that dungeon is removed from the game
    (completed, CR 309.7) and they begin another. Each room entered triggers its room ability
    (CR 309.4c)."""


@dataclass(frozen=True)
class OpenAttraction:
    """"Open an Attraction" (CR 701.51a-b, current rules; Unfinity): the player moves the top card
    of their Attraction deck off it, turns it face up and puts it onto the battlefield under their
    control. A player with no Attraction deck opens none (CR 701.51a)."""


@dataclass(frozen=True)
class Assemble:
    """"Assemble a Contraption" (CR 701.45 today, whose text leaves Unstable out; the Unstable
    release notes): the player puts the top card of their Contraption deck face up onto the
    battlefield, assigned to one of their three sprockets of their choice; `count` times ("assemble
    two Contraptions"). A player with no Contraption deck assembles none."""

    count: int = 1


@dataclass(frozen=True)
class RollToVisitAttractions:
    """"Roll to visit your Attractions" (CR 701.52a, current rules): the player rolls a six-sided
    die; each Attraction they control with that number lit up is visited, and its visit ability
    triggers (CR 702.159a). Also the turn-based action of CR 703.4g."""
