"""AST nodes for the keyword actions of grammar/outside_the_game.lark: the ones that bring cards
from outside the game (CR 400.11)."""
from __future__ import annotations

from dataclasses import dataclass

from ....runtime.filters import ObjectFilter


@dataclass(frozen=True)
class LearnClause:
    """"Learn" (CR 701.48a)."""


@dataclass(frozen=True)
class VentureClause:
    """"Venture into the dungeon" (CR 701.49a)."""


@dataclass(frozen=True)
class FromOutsideTheGameClause:
    """"choose <a card> you own from outside the game[, reveal that card,] and put it into your
    hand" (CR 400.11b)."""

    filter: ObjectFilter
    reveal: bool


@dataclass(frozen=True)
class AbandonSchemeClause:
    """"abandon this scheme" (CR 701.26a)."""


@dataclass(frozen=True)
class OpenAttractionClause:
    """"open an Attraction" (CR 701.51a-b)."""


@dataclass(frozen=True)
class AssembleClause:
    """"assemble a Contraption", "assemble two Contraptions" (CR 701.45 today; Unstable's release
    notes)."""

    count: int = 1


@dataclass(frozen=True)
class RollToVisitClause:
    """"roll to visit your Attractions" (CR 701.52a)."""


@dataclass(frozen=True)
class OpeningHandRevealLine:
    """"You may reveal this card from your opening hand. If you do, at the beginning of the first
    upkeep, [effect]." (CR 103.6b): an opening-hand action that sets up a delayed trigger."""

    timing: str                            # "the first upkeep" / "your first main phase"
    sentence: object                       # nodes.Sentence, its delay the timing's step


@dataclass(frozen=True)
class VisitLine:
    """"Visit — [effect]" (CR 702.159a): the triggered ability "Whenever you roll to visit your
    Attractions, if the result is equal to a number that is lit up on this Attraction, [effect]."."""

    sentences: tuple                       # the effect after the dash (nodes.Sentence ...)


@dataclass(frozen=True)
class PlaneswalkClause:
    """"planeswalk" (CR 701.31a-b, Planechase): the planar controller puts the face-up planes and
    phenomena on the bottom of their owners' planar decks and turns up the top card of theirs."""


OUTSIDE_THE_GAME_CLAUSES = (LearnClause, VentureClause, FromOutsideTheGameClause, AbandonSchemeClause,
                            OpenAttractionClause, RollToVisitClause, PlaneswalkClause, AssembleClause)
