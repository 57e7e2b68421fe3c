"""Trigger events: what a triggered ability waits for (CR 603)."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .characteristics import Step
from .filters import Controller, ObjectFilter, SelfRef

Subject = SelfRef | ObjectFilter


class Whose(str, Enum):
    """Whose turn a beginning-of-step trigger watches."""

    YOUR = "your"          # "at the beginning of your upkeep"
    EACH = "each"          # "at the beginning of each upkeep"
    OPPONENT = "opponent"  # "each opponent's upkeep"
    NEXT = "next"          # delayed: "the next end step", whoever's turn it is
    COMBAT_ON_YOUR_TURN = "combat_on_your_turn"  # "at the beginning of combat on your turn"
    THIS_TURN = "this_turn"  # delayed: "at end of combat" this turn


@dataclass(frozen=True)
class EntersBattlefield:
    subject: Subject
    controller: Controller = Controller.ANY   # "enters under your control"


@dataclass(frozen=True)
class Dies:
    subject: Subject


@dataclass(frozen=True)
class Attacks:
    """CR 508.3a; `while_saddled` only if saddled when declared (CR 702.171b, ruling S3)."""

    subject: Subject
    while_saddled: bool = False


@dataclass(frozen=True)
class TappedForMana:
    """A permanent "is tapped for mana" / "<player> taps a land for mana" (CR 106.12a).

    Fires when such a mana ability resolves and produces mana (ruling M5).
    `player` is who tapped it, relative to the trigger's controller.
    """

    subject: Subject
    player: Controller = Controller.ANY


@dataclass(frozen=True)
class BeginningOfStep:
    """"At the beginning of your upkeep" / "at end of combat" (CR 511.2) / "next end step"."""

    step: Step
    whose: Whose = Whose.YOUR


@dataclass(frozen=True)
class SpellCast:
    """"Whenever you cast a creature spell"."""

    filter: ObjectFilter
    player: Controller = Controller.YOU
    self_only: bool = False          # "when you cast ~" (CR 603.6 from the stack)


@dataclass(frozen=True)
class DealsDamage:
    """"Whenever <subject> deals [combat] damage to a player" (CR 510, 120)."""

    subject: Subject
    combat_only: bool = True
    to_player: bool = True
    opponent_only: bool = False      # "to an opponent"


@dataclass(frozen=True)
class Blocks:
    """"Whenever <subject> blocks" (CR 509)."""

    subject: Subject


@dataclass(frozen=True)
class AnyOf:
    """"Whenever ~ attacks or blocks": one ability, several events (CR 603.2)."""

    events: tuple["TriggerEvent", ...]


@dataclass(frozen=True)
class LeavesBattlefield:
    """"When <subject> leaves the battlefield" (CR 603.6c: looks back in time)."""

    subject: Subject


@dataclass(frozen=True)
class BecomesBlocked:
    """"Whenever <subject> becomes blocked" (CR 509.1h)."""

    subject: Subject


@dataclass(frozen=True)
class DealtDamage:
    """"Whenever <subject> is dealt damage" (enrage)."""

    subject: Subject


@dataclass(frozen=True)
class LifeGained:
    """"Whenever you gain life" (CR 119.9)."""

    player: Controller = Controller.YOU


TriggerEvent = (DealtDamage | LifeGained | BecomesBlocked | LeavesBattlefield | Blocks | AnyOf | EntersBattlefield | Dies | Attacks | TappedForMana | BeginningOfStep | SpellCast
                | DealsDamage)
