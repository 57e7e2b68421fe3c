"""Life changes only through the log and the events: lifelink's gain is a "gains life" event
and a log line like any other (CR 702.15b, 119.3), and a negative amount of life to gain or lose
is 0 (CR 107.1b)."""
from __future__ import annotations

from cardtext.runtime.abilities import KeywordAbility
from cardtext.runtime.characteristics import Step
from cardtext.runtime.effects import GainLife, LoseLife
from cardtext.runtime.engine.combat import damage_player
from cardtext.runtime.engine.evaluation import Context
from cardtext.runtime.engine.vm import run
from cardtext.runtime.filters import Fixed, PlayerRef
from cardtext.runtime.game import Game

from rt_cards import WASTES, creature


def _game() -> Game:
    g = Game()
    for p in ("Alice", "Bob"):
        g.set_library(p, [WASTES] * 5)
    g.set_step(Step.MAIN1, "Alice", turn=3)
    return g


def test_lifelink_gain_is_logged_and_is_an_event():
    g = _game()
    seen = []
    g.emit = lambda event, _emit=g.emit: (seen.append(event.kind), _emit(event))
    vampire = g.obj(g.put_onto_battlefield("Alice", creature("Vampire", 2, 2, "1B", KeywordAbility("lifelink"))))
    damage_player(g, vampire, 1, 2, combat=True)
    assert (g.life("Alice"), g.life("Bob")) == (22, 18)
    assert "Alice gains 2 life (lifelink)" in [e.text for e in g.log.entries]
    assert "life_gained" in seen


def test_a_negative_life_gain_or_loss_is_zero():
    g = _game()
    for effect in (GainLife(Fixed(-3), player=PlayerRef.YOU), LoseLife(Fixed(-3), player=PlayerRef.YOU)):
        run(g, Context(0, None, None), (effect,))
        assert g.life("Alice") == 20
