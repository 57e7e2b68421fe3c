"""An action that is undone leaves the game exactly as it was (Game.transaction): the turn's
history too. Found by the loop tests: the list of creatures that died this turn (CR 700.4,
"for each creature that died this turn") and the count of spells each player cast this turn
(surge, CR 702.117a) were shared between the state and its checkpoint, so an undone death or
cast stayed in them."""
from __future__ import annotations

import pytest

from cardtext.compiler.harness.scenario import card_definition
from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.engine.decider import ScriptedDecider
from cardtext.runtime.game import Game


class Undo(Exception):
    pass


def _game() -> Game:
    g = Game(decider=ScriptedDecider(["Grizzly Bears"]))
    for p in ("Alice", "Bob"):
        g.set_library(p, [card_definition("Forest")] * 5)
    g.put_onto_battlefield("Bob", card_definition("Grizzly Bears"))
    g.add_card("Alice", card_definition("Shock"), Zone.HAND)
    g.set_step(Step.MAIN1, "Alice", turn=2)
    g.add_mana("Alice", "R")
    return g


def test_an_undone_death_is_not_in_the_creatures_that_died_this_turn():
    g = _game()
    before = g.to_json()
    with pytest.raises(Undo):
        with g.transaction():
            g.cast("Alice", "Shock")
            g.resolve_stack()
            assert len(g.state.died_this_turn) == 1
            raise Undo
    assert g.state.died_this_turn == [] and g.to_json() == before


def test_an_undone_cast_is_not_counted_among_the_spells_cast_this_turn():
    g = _game()
    with pytest.raises(Undo):
        with g.transaction():
            g.cast("Alice", "Shock")
            raise Undo
    assert g.state.spells_cast_by == {}
