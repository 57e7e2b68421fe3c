"""AST nodes of conditions written about an object named before (transform/conditions.py builds
them, lowering/library.py binds them, render/conditions.py renders them)."""
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
