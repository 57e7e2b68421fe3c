"""AST nodes of conditions written about an object named before and of steps counting what an
earlier step did "this way" (transform/conditions.py builds them; lowering/library.py binds the
conditions, lowering/this_way.py lowers the steps; render/conditions.py renders them)."""
from __future__ import annotations

from dataclasses import dataclass

from ....runtime.filters import ObjectFilter


@dataclass(frozen=True)
class ThatObjectIs:
    """"If that creature is a Human, ...", "If that creature is white or blue, ...", "if that
    creature is 1/1": the object an earlier step named (the target, the triggering object)
    matches `quality`, as it is now or as it last existed (CR 608.2c, 608.2h). The lowering makes
    it the engine's `ObjectIs` with that object bound; `noun` is the word after "that"."""

    noun: str                          # "creature", "permanent" or "land"
    quality: ObjectFilter              # a noun ("a Zombie") or one adjective ("green", "attacking")


@dataclass(frozen=True)
class ForEachControllerClause:
    """"For each creature destroyed this way, its controller creates a 4/4 red Dragon creature
    token with flying." / "For each creature exiled this way, its controller draws a card.": each
    player does `clause` once for each of the objects an earlier step acted on that they
    controlled as those objects last existed (CR 608.2c, 608.2h). `counted` is the count "for
    each" names (("destroyed", filter) or ExiledCount); `clause` is written with "its controller"
    as its subject (a CreateTokenClause or DrawClause)."""

    counted: object
    clause: object


@dataclass(frozen=True)
class ThisWayIncludes:
    """"If a creature card is exiled this way, ...", "If a Pirate was exiled this way, ...", "If
    a land card is revealed this way", "If a creature is destroyed this way", "If a colorless
    creature is dealt damage this way": one of the objects the step before acted on matches
    `filter` (CR 608.2c). The lowering makes it the engine's `AffectedIncludes` on that step's
    objects."""

    filter: ObjectFilter
    verb: str                          # "exiled", "revealed", "destroyed" or "dealt damage"
    was: bool = False                  # "was exiled this way" (else "is")
