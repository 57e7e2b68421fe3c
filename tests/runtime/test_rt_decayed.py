"""Decayed, defined in rules text (grammar/keywords.toml): CR 702.147a "Decayed" means "This
creature can't block" and "When this creature attacks, sacrifice it at end of combat." A card
with it is compiled through the definition and played by the engine like any other card."""
import pytest
from rt_cards import GRIZZLY_BEARS

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.errors import IllegalAction


@pytest.fixture
def decayed_zombie():
    card = compile_card(CardSource("Decayed Zombie", "Decayed", "{B}", "Creature — Zombie", "2", "2"))
    assert card.fully_compiled and {a.keyword for a in card.definition.abilities} == {"decayed"}
    return card.definition


def test_cr_702_147a_a_creature_with_decayed_cant_block(g, decayed_zombie):
    bears = g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    zombie = g.put_onto_battlefield("Bob", decayed_zombie)
    g.declare_attackers("Alice", [bears])
    with pytest.raises(IllegalAction):
        g.declare_blockers("Bob", {zombie: bears})


def test_cr_702_147a_when_it_attacks_it_is_sacrificed_at_end_of_combat(g, decayed_zombie):
    zombie = g.put_onto_battlefield("Alice", decayed_zombie)
    g.declare_attackers("Alice", [zombie])
    g.resolve_stack()
    g.advance_to(Step.COMBAT_DAMAGE)
    assert g.life("Bob") == 18 and "Decayed Zombie" in g.zone("Alice", Zone.BATTLEFIELD)
    g.advance_to(Step.END_OF_COMBAT)
    g.resolve_stack()
    assert "Decayed Zombie" in g.zone("Alice", Zone.GRAVEYARD)
