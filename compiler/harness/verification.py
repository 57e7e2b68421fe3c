"""Effect verification: each VM instruction run during the executability check is judged by
what it must observably change (the declarations in verify_zones.py, verify_players.py,
verify_library.py, verify_keywords.py, verify_face_down.py, verify_bending.py, verify_keyword_actions.py, verify_outside_the_game.py, verify_sectors.py and verify_turns.py, merged in `EXPECTATIONS`; see verify_base.py for the terms).

An instruction whose fields hold a value of another type than they declare (a lark Token, a
string where a cost is declared: `typed_fields.mistyped`) is not verified, whatever it changed.

`Verifier` is an observer the VM calls around each instruction (registry.INSTRUCTION_OBSERVERS):
it snapshots the game, resolves the instruction's references, lets the handler run, snapshots
again and records a `Finding`. `verifying()` installs it for the duration of a `with` block.
The engine never imports this module: the harness adds the observer, the VM only calls it.
"""
from __future__ import annotations

import dataclasses
from contextlib import contextmanager
from dataclasses import dataclass

from ...runtime.engine.registry import INSTRUCTION_OBSERVERS
from ...runtime.engine.vm import CostNotPaid
from ..typed_fields import mistyped
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
        nothing = zero_amount(game, ctx, effect) if expectation is not None else None
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
                self.findings.append(Finding(type(effect).__name__, _judge(expectation, step, nothing), expectation.says))

    def take(self) -> list[Finding]:
        """The findings so far, cleared."""
        found, self.findings = self.findings, []
        return found


def _judge(expectation: Expectation, step: Step, nothing: str | None = None) -> Outcome:
    wrong = mistyped(step.effect)
    if wrong is not None:
        # what was seen can't be what it says: it says nothing readable (a payment whose cost is
        # the text "pay", a delayed trigger holding one, CR 118.12)
        return missing(f"it holds a value of the wrong type, {wrong}")
    if step.ctx.event is None and _names_the_event(step.effect):
        return missing("it names the triggering event's player or object, but nothing triggered it")
    try:
        outcome = expectation.check(step)
    except Exception as exc:  # noqa: BLE001 - a check that can't judge doesn't pass
        return missing(f"the check could not judge it: {type(exc).__name__}: {exc}")
    if nothing is not None and outcome.verdict in (Verdict.OBSERVED, Verdict.EXPLAINED):
        return missing(f"its {nothing} came out 0 as it ran: an effect of 0 shows nothing of what it scales")
    return outcome


AMOUNT_FIELDS = ("amount", "multiplier", "count", "times")
"""The fields that hold an instruction's number of things (tokens, counters, cards, damage, life,
"+1/+1 for each", copies, mana bundles)."""


def zero_amount(game, ctx, effect) -> str | None:
    """Which of the instruction's computed amounts ("for each ...", "that many", "the number of
    ...", X) is 0 just before it runs (CR 608.2h: fixed as the effect happens), for every player
    it acts on; None if none is, or it is written as a number. "Create a token for each
    creature you control" run with no creature makes 0 tokens: nothing was seen to work."""
    from ...runtime.engine.evaluation import amount, players
    from ...runtime.filters import Fixed
    for field in AMOUNT_FIELDS:
        a = getattr(effect, field, None)
        if a is None or isinstance(a, (int, Fixed)) or not dataclasses.is_dataclass(a):
            continue
        try:
            if type(a).__name__ == "PlayersCount" or _counts_for_players(a):
                who = getattr(effect, "player", None) or getattr(effect, "players", None)
                values = [amount(game, ctx, a, p) for p in players(game, ctx, who)] if who is not None else []
            else:
                values = [amount(game, ctx, a)]
        except Exception:  # noqa: BLE001 - an amount the check can't work out is not judged here
            continue
        if values and not any(values):
            return f"amount ({type(a).__name__})" if field == "amount" else f"{field} ({type(a).__name__})"
    return None


def _counts_for_players(a) -> bool:
    """An amount with a PlayersCount inside it (Sum, Half, Times of one): counted per player."""
    from ..dataclass_fields import any_part
    return bool(any_part(a, lambda n: True if type(n).__name__ == "PlayersCount" else None))


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
