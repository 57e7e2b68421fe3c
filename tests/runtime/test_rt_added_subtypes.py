"""An Equipment that makes the equipped creature "a Ninja in addition to its other types" (CR
205.1b; layer 4, CR 613.1d): while attached, the creature matches Ninja filters too; once the
Equipment is gone it is only what its card says."""
from __future__ import annotations

from cardtext.compiler.harness.scenario import card_definition
from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.engine.query import candidates, subtypes
from cardtext.runtime.filters import ObjectFilter
from cardtext.runtime.game import Game

from rt_cards import FOREST, creature

NINJAS = ObjectFilter(subtypes=("Ninja",), zone=Zone.BATTLEFIELD)


def _game() -> Game:
    g = Game()
    for p in ("Alice", "Bob"):
        g.set_library(p, [FOREST] * 5)
    g.set_step(Step.MAIN1, "Alice", turn=3)
    return g


def test_the_equipped_creature_is_a_ninja_as_well_as_a_bear():
    g = _game()
    bear = g.put_onto_battlefield("Alice", creature("Bear", 2, 2, subtypes=("Bear",)))
    blades = g.put_onto_battlefield("Alice", card_definition("Ninja's Blades"))
    assert candidates(g.state, NINJAS, 0, None) == []
    g.state.objects[blades].attached_to = bear
    assert subtypes(g.state, g.state.objects[bear]) == ("Bear", "Ninja")
    assert candidates(g.state, NINJAS, 0, None) == [bear]


def test_an_unattached_equipment_adds_no_type():
    g = _game()
    bear = g.put_onto_battlefield("Alice", creature("Bear", 2, 2, subtypes=("Bear",)))
    g.put_onto_battlefield("Alice", card_definition("Samurai's Katana"))
    assert subtypes(g.state, g.state.objects[bear]) == ("Bear",)
