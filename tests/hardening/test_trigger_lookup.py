"""Looking up what triggers on an event costs linear time in the number of permanents: the
AbilityGrant statics of the board (abilities one permanent grants others, CR 613.1f) are
gathered once per event, not once per object asked (docs/limits.md, "The engine").

The defect this guards: a dying Hangarback Walker with 300 +1/+1 counters (CR 603.10a: its
leaves-the-battlefield trigger creates 300 Thopters, each entering an event that asks every
permanent for its triggered abilities) took 7 s, with 1,000 counters over two minutes, because
every object asked rescanned the battlefield for grants."""
from __future__ import annotations

import gc
import time

from cardtext.compiler.harness.scenario import card_definition
from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.effects import PutCounters
from cardtext.runtime.engine import query, triggers
from cardtext.runtime.engine.board import Board
from cardtext.runtime.engine.evaluation import Context
from cardtext.runtime.engine.vm import run
from cardtext.runtime.engine.zones import move
from cardtext.runtime.filters import Fixed, SelfRef
from cardtext.runtime.game import Game


def _walker_dies_with(counters: int, monkeypatch=None) -> tuple[int, int, int]:
    """Hangarback Walker with COUNTERS +1/+1 counters dies and its trigger resolves: the
    permanents left, how many times the battlefield's grants were gathered and how many boards
    (engine/board.py: statics and grants by permanent) were worked out."""
    g = Game()
    g.set_step(Step.MAIN1, "Alice", turn=3)
    walker = g.put_onto_battlefield("Alice", card_definition("Hangarback Walker"))
    run(g, Context(0, walker), (PutCounters(SelfRef(), "+1/+1", Fixed(counters)),))
    gathered = []
    if monkeypatch is not None:
        for module in (triggers, query):
            real = module.grant_statics
            monkeypatch.setattr(module, "grant_statics", lambda state, real=real: gathered.append(1) or real(state))
    built = Board.built
    move(g, walker, Zone.GRAVEYARD)                     # CR 700.4: it dies
    g.resolve_stack(max_passes=10_000)
    return len(g.state.battlefield), len(gathered), Board.built - built


def test_a_dying_walker_makes_a_thopter_per_counter_with_grants_gathered_once_per_event(monkeypatch):
    """CR 603.10a: the dies trigger sees the counters it had; one Thopter per counter. The grants
    are gathered once per event (a Thopter entering; the state triggers' check), and the board
    worked out a few times per Thopter, not once per permanent asked."""
    permanents, gathered, boards = _walker_dies_with(300, monkeypatch)
    assert permanents == 300
    assert gathered <= 300 + 10, f"grants gathered {gathered} times for 300 Thopters"
    assert boards <= 3 * 300, f"{boards} boards for 300 Thopters"


def _cpu_seconds(counters: int) -> float:
    gc.collect()
    gc.disable()
    try:
        start = time.process_time()
        _walker_dies_with(counters)
        return time.process_time() - start
    finally:
        gc.enable()


def test_four_times_the_counters_cost_at_most_sixteen_times_the_time():
    """Each Thopter entering asks every permanent once: n events of n permanents, 16-fold for
    4-fold counters (a battlefield scan per permanent asked is 64-fold). Measured by growth with
    slack, so a busy machine does not fail it; 300 counters took 7 s before."""
    _walker_dies_with(10)                                  # warm the caches
    small, large = _cpu_seconds(75), _cpu_seconds(300)
    assert large <= 32 * small + 0.5, f"300 counters took {large:.2f} s, 75 took {small:.2f} s"
