"""Stargaze with X = 2 (CR 107.3a: X is announced as it is cast): its controller looks at the top
four cards, puts two into their hand and the other two into their graveyard, and loses 2 life."""
from __future__ import annotations

from cardtext.compiler.harness.scenario import card_definition
from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.engine.decider import FirstOptionDecider
from cardtext.runtime.game import Game

from rt_cards import FOREST, WASTES


def test_stargaze_for_x_two_looks_at_four_and_keeps_two():
    g = Game(("Alice", "Bob"), FirstOptionDecider())
    g.set_library("Alice", [FOREST] * 4 + [WASTES] * 3)
    g.set_library("Bob", [WASTES] * 5)
    g.set_step(Step.MAIN1, "Alice", turn=3)
    g.add_card("Alice", card_definition("Stargaze"))
    g.add_mana("Alice", "BBBB")
    g.cast("Alice", "Stargaze", x=2)
    g.resolve_stack()
    assert sorted(g.zone("Alice", Zone.HAND)) == ["Forest", "Forest"]
    assert sorted(g.zone("Alice", Zone.GRAVEYARD)) == ["Forest", "Forest", "Stargaze"]
    assert g.zone("Alice", Zone.LIBRARY) == ["Wastes"] * 3
    assert g.life("Alice") == 18
