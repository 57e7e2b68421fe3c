"""AST nodes of the turn-structure clauses (grammar/turns.lark): phasing out (CR 702.26), untap
steps (CR 502.3), skipped turns and steps (CR 614.10)."""
from __future__ import annotations

from dataclasses import dataclass

from ....runtime.characteristics import Step
from ....runtime.filters import ObjectFilter
from .phrases import ObjectPhrase


@dataclass(frozen=True)
class PhaseOutClause:
    """"<objects> phases out" (CR 702.26a)."""

    objects: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class KeepTappedClause:
    """"<objects> doesn't untap during its controller's untap step" (CR 502.3): said with a
    duration ("for as long as ~ remains tapped", a WhileClause around it)."""

    objects: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class SkipTurnsClause:
    """"you skip your next turn" / "your next two turns" (CR 614.10)."""

    players: tuple[ObjectPhrase, ...]
    count: int = 1


@dataclass(frozen=True)
class SkipNextStepClause:
    """"you skip your next untap step" / with `phase`, "... next combat phase" (CR 614.10)."""

    players: tuple[ObjectPhrase, ...]
    step: Step
    phase: bool = False


@dataclass(frozen=True)
class CantCastSpellsThisTurnClause:
    """"your opponents can't cast spells this turn" (CR 101.2)."""

    players: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class CantGainLifeThisTurnClause:
    """"Players can't gain life this turn" (CR 119.7, 514.2)."""

    players: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class CantPlayLandsThisTurnClause:
    """"Target player can't play lands this turn" (CR 305.1, 514.2)."""

    players: tuple[ObjectPhrase, ...]


@dataclass(frozen=True)
class NoUntapNextUntapStepClause:
    """"Lands you control don't untap during your next untap step", "Creatures don't untap during
    target player's next untap step" (CR 502.3, 611.2c): the permanents matching `permanents`
    that the player `players` names controls as their next untap step happens."""

    permanents: ObjectFilter
    players: tuple[ObjectPhrase, ...]
    step_first: bool = False           # "During that player's next untap step, creatures he or she controls ..."


TURN_CLAUSES = (PhaseOutClause, KeepTappedClause, SkipTurnsClause, SkipNextStepClause, CantCastSpellsThisTurnClause,
                CantGainLifeThisTurnClause, CantPlayLandsThisTurnClause, NoUntapNextUntapStepClause)
