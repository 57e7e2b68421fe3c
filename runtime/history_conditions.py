"""Conditions on the game's history: what happened this turn, the turn before, or this game
(spells cast, permanents that left or entered, crimes, votes, dungeons completed) and the
designations a player holds (the city's blessing, max speed). Plain frozen data, named in
runtime.filters' Condition union and judged by the engine (engine/game_conditions.py)."""
from __future__ import annotations

from dataclasses import dataclass

from .object_filters import ObjectFilter


@dataclass(frozen=True)
class PermanentLeftThisTurn:
    """Revolt: "if a permanent you controlled left the battlefield this turn" (CR 603.10a: a
    permanent's controller as it left)."""


@dataclass(frozen=True)
class NonlandPermanentLeftThisTurn:
    """"if a nonland permanent left the battlefield this turn" (void's condition, anyone's
    permanent)."""


@dataclass(frozen=True)
class SpellWarpedThisTurn:
    """"if a spell was warped this turn": a spell was cast for its warp cost this turn
    (CR 702.185c)."""


@dataclass(frozen=True)
class SpellsCastThisTurn:
    """"if you've cast two or more spells this turn": spells you cast this turn, this one
    included once it is cast (CR 601.2i)."""

    at_least: int


@dataclass(frozen=True)
class SpellsCastLastTurn:
    """The spells cast during the turn before this one (a werewolf's "if no spells were cast last
    turn": at_most 0 by all players together; "if a player cast two or more spells last turn":
    one player's spells at least `at_least`). Before the game's second turn there was no last
    turn, so no spells were cast in it."""

    at_least: int | None = None      # one player cast at least this many
    at_most: int | None = None       # all players together cast at most this many


@dataclass(frozen=True)
class DescendedThisTurn:
    """"if you descended this turn" (CR 700.11): a permanent card was put into your graveyard
    from anywhere this turn (a token is no card, CR 111.1)."""


@dataclass(frozen=True)
class CrimeThisTurn:
    """"as long as you've committed a crime this turn" (CR 700.13): a spell or ability you
    controlled targeted an opponent, something an opponent controls, or a card in an opponent's
    graveyard this turn."""


@dataclass(frozen=True)
class NonlandPermanentsEntered:
    """Celebration (an ability word, CR 207.2c): "if two or more nonland permanents entered the
    battlefield under your control this turn" (tokens count: they are permanents, CR 111.1)."""

    at_least: int


@dataclass(frozen=True)
class VoteWon:
    """"if <choice> gets more votes" (CR 701.38a): `choice` got more votes than every other
    choice in this resolution's vote; with `or_tied`, "... or the vote is tied": or the most votes
    are shared."""

    choice: str
    or_tied: bool = False


@dataclass(frozen=True)
class CompletedADungeon:
    """"if you've completed a dungeon" (CR 309.7: a dungeon card of theirs was removed from the
    game from its bottommost room, this game)."""


@dataclass(frozen=True)
class CitysBlessing:
    """"if you have the city's blessing" (CR 702.131c)."""


@dataclass(frozen=True)
class MaxSpeed:
    """"As long as you have max speed" (CR 702.178a, current rules): your speed is 4, the most
    a player's speed can be (CR 702.179e)."""


@dataclass(frozen=True)
class AttackedThisTurn:
    """Raid: "if you attacked this turn" / "attacked with a creature this turn" (CR 508.1); "if
    you attacked with three or more creatures this turn": `at_least` creatures declared as your
    attackers this turn, over all its combats."""

    at_least: int = 1


@dataclass(frozen=True)
class CreatureDiedThisTurn:
    """Morbid: "if a creature died this turn" (CR 700.4)."""


@dataclass(frozen=True)
class BeenAttackedThisStep:
    """"if you've been attacked this step": a creature attacks you in this combat (CR 508.1b)."""


@dataclass(frozen=True)
class CastSpellThisTurn:
    """"if you've cast a noncreature spell this turn" (CR 601.2): one of the spells the player cast
    this turn, as it was cast, is one `spells` accepts; with `another` ("another blue spell"),
    not the spell the ability's source is or became (CR 400.7)."""

    spells: ObjectFilter
    another: bool = False


@dataclass(frozen=True)
class AbilityActivatedThisTurn:
    """"If this ability has been activated four or more times this turn, ..." (CR 602.5b counts
    a permanent's activations of each ability during a turn): this activation of the resolving
    activated ability included, by the same object (a new object hasn't any, CR 400.7)."""

    at_least: int

