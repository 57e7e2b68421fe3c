"""Engine limits (runtime/limits.py): a hostile card reaches a limit instead of eating the
machine, and the action that reached it is undone (the state is as it was)."""
from __future__ import annotations

import pytest

from cardtext.compiler.harness.scenario import card_definition
from cardtext.runtime.characteristics import CardType, ManaType, Step, Zone
from cardtext.runtime.effects import AddMana, CreateToken, Draw, FixedMana, PutCounters, TokenSpec
from cardtext.runtime.engine.evaluation import Context
from cardtext.runtime.engine.vm import run
from cardtext.runtime.filters import Fixed, SelfRef
from cardtext.runtime.game import Game
from cardtext.runtime.limits import EngineLimits, LimitReached

from rt_cards import WASTES

THOPTER = TokenSpec("Thopter", 1, 1, types=(CardType.ARTIFACT, CardType.CREATURE), subtypes=("Thopter",))


def _game(**limits) -> Game:
    g = Game(limits=EngineLimits(**limits))
    for p in ("Alice", "Bob"):
        g.set_library(p, [WASTES] * 5)
    g.set_step(Step.MAIN1, "Alice", turn=3)
    return g


def _undone(g: Game, effects: tuple, source: int | None = None) -> str:
    """Run `effects` as one action; the reason it was undone (and that it was)."""
    before = (list(g.state.battlefield), len(g.log), g.state.next_id, list(g.state.players[0].pool))
    with pytest.raises(LimitReached) as refused:
        with g.transaction():
            run(g, Context(0, source), effects)
    assert (list(g.state.battlefield), len(g.log), g.state.next_id, list(g.state.players[0].pool)) == before
    return str(refused.value)


def test_an_effect_making_more_tokens_than_the_limit_is_undone():
    reason = _undone(_game(tokens=50), (CreateToken(THOPTER, Fixed(51)),))
    assert "tokens 51 > 50" in reason and "--limit tokens=N" in reason


def test_objects_past_the_limit_are_undone():
    g = _game(objects=30)                   # 10 library cards are objects already
    assert "objects 31 > 30" in _undone(g, (CreateToken(THOPTER, Fixed(25)),))


def test_counters_past_the_limit_are_undone():
    g = _game(counters=1000)
    walker = g.put_onto_battlefield("Alice", card_definition("Hangarback Walker"))
    assert "counters 1,001 > 1,000" in _undone(g, (PutCounters(SelfRef(), "+1/+1", Fixed(1001)),), walker)


def test_mana_past_the_limit_is_undone():
    g = _game(mana=100)
    reason = _undone(g, (AddMana(FixedMana(((ManaType.GREEN,),), times=Fixed(101))),))
    assert "mana 101 > 100" in reason


def test_vm_steps_past_the_limit_are_undone():
    g = _game(steps=3)
    assert "steps 4 > 3" in _undone(g, tuple(Draw(Fixed(0)) for _ in range(4)))


def test_drawing_from_an_empty_library_stops_at_once():
    g = _game()
    run(g, Context(0, None), (Draw(Fixed(1000)),))
    assert len(g.zone("Alice", Zone.HAND)) == 5 and g.state.players[0].drew_from_empty
    assert "draws 1,001 > 1,000" in _undone(_game(), (Draw(Fixed(1001)),))


def test_a_game_of_defaults_is_far_below_every_limit():
    limits = EngineLimits()
    assert (limits.objects, limits.tokens, limits.counters, limits.mana, limits.draws, limits.steps) == \
        (10_000, 1_000, 100_000, 10_000, 1_000, 100_000)
