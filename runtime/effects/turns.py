"""Instructions that change the turn's structure for some object or player: phasing out
(CR 702.26), untap steps (CR 502.3), skipped turns and steps (CR 614.1b, 614.10)."""
from __future__ import annotations

from dataclasses import dataclass

from ..characteristics import Step
from ..filters import ObjectFilter, ObjectRef, PlayerRef
from .base import Duration, WhileSource


@dataclass(frozen=True)
class PhaseOut:
    """"<objects> phases out" (CR 702.26a-b): each permanent it names, and what is attached to it,
    is treated as though it doesn't exist until it phases in as its controller's next untap step
    begins (CR 502.1)."""

    objects: ObjectRef


@dataclass(frozen=True)
class KeepTapped:
    """"<objects> doesn't untap during its controller's untap step for as long as ~ remains tapped"
    (CR 502.3, 611.2b): each permanent it names stays tapped through its controller's untap steps
    while the duration holds; it ends as soon as it stops holding (or, with none, never)."""

    objects: ObjectRef
    while_source: tuple[WhileSource, ...] = ()
    duration: Duration = Duration.PERMANENT


@dataclass(frozen=True)
class SkipTurns:
    """"You skip your next turn" / "your next two turns" (CR 614.1b, 614.10): the player's next
    `count` turns don't happen; anything waiting for "your next turn" waits for the first one not
    skipped (CR 614.10a)."""

    player: PlayerRef = PlayerRef.YOU
    count: int = 1


@dataclass(frozen=True)
class SkipNextStep:
    """"You skip your next untap step" (CR 614.1b, 614.10): the player's next `step` doesn't
    happen; nothing scheduled for it does (CR 614.10a). With `phase`, "skips his or her next
    combat phase": the whole phase `step` begins (CR 500.1, 506.1)."""

    step: Step
    player: PlayerRef = PlayerRef.YOU
    phase: bool = False

    @property
    def skipped(self):
        """What the player's `steps_to_skip` holds for it: the step, or ("phase", its first step)."""
        return ("phase", self.step) if self.phase else self.step


@dataclass(frozen=True)
class CantCastSpellsThisTurn:
    """"Your opponents can't cast spells this turn" (CR 101.2): until the turn ends, each player
    it names can't cast spells; a "can't" wins over any permission to cast."""

    player: PlayerRef = PlayerRef.YOU


@dataclass(frozen=True)
class CantGainLifeThisTurn:
    """"Players can't gain life this turn" (CR 119.7): until the turn ends, an effect that would
    have a player it names gain life does nothing for that player, and no replacement of that
    life gain applies (Game.gain_life)."""

    player: PlayerRef = PlayerRef.YOU


@dataclass(frozen=True)
class CantPlayLandsThisTurn:
    """"Target player can't play lands this turn" (CR 305.1, 514.2): until the turn ends, each
    player it names can't play a land (actions.check_land_play); putting a land onto the
    battlefield is no land play and stays allowed."""

    player: PlayerRef = PlayerRef.YOU


@dataclass(frozen=True)
class NoUntapNextUntapStep:
    """"Lands you control don't untap during your next untap step", "Creatures don't untap during
    target player's next untap step" (CR 502.3): during that player's next untap step, the
    permanents they control that match `permanents` don't untap. Not a change of characteristics,
    so it modifies the rules of the game (CR 611.2c): it reads the permanents they control as
    that step happens, not as the effect began."""

    permanents: ObjectFilter
    player: PlayerRef = PlayerRef.YOU
