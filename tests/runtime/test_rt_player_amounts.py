"""An amount counted "from that player's side" is counted for each player the effect acts on:
Keening Stone's "Target player mills X cards, where X is the number of cards in that player's
graveyard" counts the target's graveyard (it used to stop the engine: "PlayersCount outside an
effect on players", in a random game on every pass)."""
from __future__ import annotations

from cardtext.compiler.harness.scenario import card_definition
from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.game import Game

from rt_cards import WASTES


def test_keening_stone_mills_as_many_cards_as_the_target_has_in_their_graveyard():
    g = Game()
    for p in ("Alice", "Bob"):
        g.set_library(p, [WASTES] * 10)
    for _ in range(3):
        g.add_card("Bob", WASTES, Zone.GRAVEYARD)
    g.set_step(Step.MAIN1, "Alice", turn=3)
    stone = g.put_onto_battlefield("Alice", card_definition("Keening Stone"))
    for _ in range(5):
        g.put_onto_battlefield("Alice", WASTES)
    g.add_mana("Alice", "CCCCC")
    g.activate("Alice", stone, targets=["Bob"])
    g.resolve_stack()
    assert len(g.zone("Bob", Zone.GRAVEYARD)) == 6
    assert len(g.zone("Bob", Zone.LIBRARY)) == 7
