"""CR 603.2c: "whenever one or more <objects> enter" triggers once for objects that enter at once
(one event), and once for each of several entries one after the other (separate events). Valley
Questcaller: "Whenever one or more other Rabbits, Bats, Birds, and/or Mice you control enter,
scry 1." """
from __future__ import annotations

from cardtext.compiler.harness.scenario import card_definition
from cardtext.runtime.characteristics import Step
from cardtext.runtime.engine.decider import FirstOptionDecider
from cardtext.runtime.game import Game

from rt_cards import WASTES


def _questcaller_game() -> Game:
    g = Game(("Alice", "Bob"), FirstOptionDecider())
    for p in ("Alice", "Bob"):
        g.set_library(p, [WASTES] * 5)
    g.set_step(Step.MAIN1, "Alice", turn=3)
    g.put_onto_battlefield("Alice", card_definition("Valley Questcaller"))
    return g


def _waiting(g: Game) -> int:
    return len(g.state.pending)


def test_three_rabbits_created_by_one_instruction_trigger_it_once():
    g = _questcaller_game()
    g.add_card("Alice", card_definition("Hop to It"))
    g.add_mana("Alice", "WWW")
    g.cast("Alice", "Hop to It")
    g.resolve_top()
    assert len(g.state.stack) + _waiting(g) == 1


def test_a_bird_and_a_bat_entering_one_after_the_other_trigger_it_twice():
    g = _questcaller_game()
    g.put_onto_battlefield("Alice", card_definition("Storm Crow"), as_effect=True)
    g.put_onto_battlefield("Alice", card_definition("Dakmor Bat"), as_effect=True)
    assert _waiting(g) == 2


def test_a_bear_and_an_opponents_bird_do_not_trigger_it():
    g = _questcaller_game()
    g.put_onto_battlefield("Alice", card_definition("Grizzly Bears"), as_effect=True)
    g.put_onto_battlefield("Bob", card_definition("Storm Crow"), as_effect=True)
    assert _waiting(g) == 0
