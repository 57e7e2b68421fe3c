"""Lilypad Village's "Activate only if a Bird, Frog, Otter, or Rat entered the battlefield under
your control this turn" (CR 602.5b: an activation restriction is checked as the ability is
activated) looks back at the turn: a Frog that entered and then left still counts, a Frog that
entered under an opponent's control or on an earlier turn does not."""
from __future__ import annotations

import pytest

from cardtext.compiler.harness.scenario import card_definition
from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.engine.decider import FirstOptionDecider
from cardtext.runtime.engine.zones import move
from cardtext.runtime.errors import IllegalAction
from cardtext.runtime.game import Game

from rt_cards import WASTES, creature

FROG = creature("Pond Frog", 1, 1, subtypes=("Frog",))
BEAR = creature("Bear", 2, 2, subtypes=("Bear",))


def _village_game(turn: int = 3) -> Game:
    g = Game(("Alice", "Bob"), FirstOptionDecider())
    for p in ("Alice", "Bob"):
        g.set_library(p, [WASTES] * 5)
    g.set_step(Step.MAIN1, "Alice", turn=turn)
    g.put_onto_battlefield("Alice", card_definition("Lilypad Village"))
    g.add_mana("Alice", "U")
    return g


def _surveil(g: Game) -> None:
    g.activate("Alice", "Lilypad Village", 2)
    g.resolve_stack()


def test_no_bird_frog_otter_or_rat_entered_this_turn_so_it_cant_be_activated():
    g = _village_game()
    g.put_onto_battlefield("Alice", BEAR, as_effect=True)
    with pytest.raises(IllegalAction):
        g.activate("Alice", "Lilypad Village", 2)


def test_a_frog_that_entered_under_your_control_this_turn_allows_it_even_after_it_left():
    g = _village_game()
    frog = g.put_onto_battlefield("Alice", FROG, as_effect=True)
    move(g, frog, Zone.GRAVEYARD)          # CR 400.7: it still entered this turn
    _surveil(g)
    assert g.is_tapped("Lilypad Village") and len(g.zone("Alice", Zone.GRAVEYARD)) >= 2   # surveilled


def test_a_frog_under_an_opponents_control_does_not_count():
    g = _village_game()
    g.put_onto_battlefield("Bob", FROG, as_effect=True)
    with pytest.raises(IllegalAction):
        g.activate("Alice", "Lilypad Village", 2)


def test_a_frog_from_an_earlier_turn_does_not_count():
    g = _village_game()
    g.put_onto_battlefield("Alice", FROG, as_effect=True)
    g.advance_to(Step.MAIN1, "Bob")
    g.advance_to(Step.MAIN1, "Alice")
    g.add_mana("Alice", "U")
    with pytest.raises(IllegalAction):
        g.activate("Alice", "Lilypad Village", 2)
