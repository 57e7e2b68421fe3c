"""Effect verification: each VM instruction run during the executability check is judged by
what it must observably change (the declarations in verify_zones.py, verify_players.py,
verify_library.py, verify_keywords.py, verify_face_down.py, verify_bending.py, verify_keyword_actions.py, verify_outside_the_game.py, verify_sectors.py and verify_turns.py, merged in `EXPECTATIONS`; see verify_base.py for the terms).

`Verifier` is an observer the VM calls around each instruction (registry.INSTRUCTION_OBSERVERS):
it snapshots the game, resolves the instruction's references, lets the handler run, snapshots
again and records a `Finding`. `verifying()` installs it for the duration of a `with` block.
The engine never imports this module: the harness adds the observer, the VM only calls it.
"""
from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass

from ...runtime.engine.registry import INSTRUCTION_OBSERVERS
from ...runtime.engine.vm import CostNotPaid
from . import (verify_bending, verify_face_down, verify_keyword_actions, verify_keywords, verify_library, verify_outside_the_game,
               verify_players, verify_sectors, verify_turns, verify_zones)
from .verify_base import Expectation, NotPrepared, Outcome, Step, Verdict, missing, snapshot


EXPECTATIONS: dict[type, Expectation] = {
    **verify_zones.EXPECTATIONS, **verify_players.EXPECTATIONS, **verify_library.EXPECTATIONS,
    **verify_keywords.EXPECTATIONS, **verify_face_down.EXPECTATIONS, **verify_bending.EXPECTATIONS,
    **verify_keyword_actions.EXPECTATIONS,
    **verify_outside_the_game.EXPECTATIONS, **verify_sectors.EXPECTATIONS,
    **verify_turns.EXPECTATIONS,
}
"""Effect class -> what it must observably change: the one table of declarations."""


@dataclass(frozen=True)
class Finding:
    """One instruction run, judged."""

    instruction: str
    outcome: Outcome
    says: str = ""

    @property
    def passed(self) -> bool:
        return self.outcome.verdict in (Verdict.OBSERVED, Verdict.EXPLAINED)

    def describe(self) -> str:
        if self.outcome.verdict is Verdict.UNDECLARED:
            return f"{self.instruction}: no declared effect (not verified)"
        return f"{self.instruction}: expected {self.says}; {self.outcome.why}"


class Verifier:
    """The VM observer: judges every instruction it sees and keeps the findings."""

    def __init__(self, table: dict[type, Expectation] | None = None):
        self.table = EXPECTATIONS if table is None else table
        self.findings: list[Finding] = []
        self._inner: list[int] = [0]

    def __call__(self, game, ctx, effect, proceed) -> None:
        self._inner[-1] += 1
        expectation = self.table.get(type(effect))
        prepared = None
        if expectation is not None and expectation.prepare is not None:
            try:
                prepared = expectation.prepare(game, ctx, effect)
            except Exception as exc:  # noqa: BLE001 - reported as the finding's reason
                prepared = NotPrepared(f"{type(exc).__name__}: {exc}")
        focus = frozenset(game.state.objects if expectation is not None and expectation.whole
                          else getattr(prepared, "objects", ()))
        before = snapshot(game.state, focus)
        log_at = len(game.log)
        answers = getattr(game.decider, "answers", [])
        asked_at = len(answers)
        self._inner.append(0)
        not_paid = False
        try:
            proceed()
        except CostNotPaid:
            not_paid = True
            raise
        finally:
            inner = self._inner.pop()
            if expectation is None:
                self.findings.append(Finding(type(effect).__name__, Outcome(Verdict.UNDECLARED)))
            else:
                step = Step(game, ctx, effect, before, snapshot(game.state, focus), tuple(game.log.entries[log_at:]),
                            tuple(answers[asked_at:]), inner, prepared, not_paid)
                self.findings.append(Finding(type(effect).__name__, _judge(expectation, step), expectation.says))

    def take(self) -> list[Finding]:
        """The findings so far, cleared."""
        found, self.findings = self.findings, []
        return found


def _judge(expectation: Expectation, step: Step) -> Outcome:
    if step.ctx.event is None and _names_the_event(step.effect):
        return missing("it names the triggering event's player or object, but nothing triggered it")
    try:
        return expectation.check(step)
    except Exception as exc:  # noqa: BLE001 - a check that can't judge doesn't pass
        return missing(f"the check could not judge it: {type(exc).__name__}: {exc}")


def _names_the_event(effect) -> bool:
    """"That player" / "that creature" lowered to the triggering event's player or object: in an
    ability that no event triggered (a spell) it denotes nothing, which explains nothing."""
    from ...runtime.filters import EventObjectRef, PlayerRef
    for field in ("player", "players", "objects"):
        ref = getattr(effect, field, None)
        if ref is PlayerRef.EVENT_PLAYER or isinstance(ref, EventObjectRef):
            return True
    return False


@contextmanager
def verifying(table: dict[type, Expectation] | None = None):
    """Observe every VM instruction inside the block; yields the Verifier."""
    verifier = Verifier(table)
    INSTRUCTION_OBSERVERS.append(verifier)
    try:
        yield verifier
    finally:
        INSTRUCTION_OBSERVERS.remove(verifier)
