"""Harness (CR 701.64a-b, current rules) and ∞ (infinity, CR 702.186b) in a game: a harnessed
permanent has its "∞ —" abilities; one not harnessed doesn't; the designation ends when it leaves
the battlefield (a new object, CR 400.7). The scenario CR702.186b_* plays The Soul Stone."""
import pytest

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime import effects as E
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.engine.evaluation import Context
from cardtext.runtime.engine.vm import run
from cardtext.runtime.engine.zones import move
from cardtext.runtime.errors import IllegalAction

# "∞ — {2}: Draw a card." with "{T}: Harness ~.": the two lines of the keyword's forms
STONE = compile_card(CardSource("Test Stone", "{T}: Harness Test Stone.\n∞ — {1}: Draw a card.", "{1}",
                                "Legendary Artifact")).definition


def test_the_infinity_ability_waits_for_harness(g):
    """CR 702.186b: not harnessed, the Stone has no ∞ ability to activate; harnessed, it has."""
    g.put_onto_battlefield("Alice", STONE)
    g.add_mana("Alice", "CC")
    with pytest.raises(IllegalAction, match="602.5b"):
        g.activate("Alice", "Test Stone", 1)
    g.activate("Alice", "Test Stone", 0)
    g.resolve_stack()
    assert g.obj("Test Stone").harnessed
    hand = len(g.state.players[0].hand)
    g.activate("Alice", "Test Stone", 1)
    g.resolve_stack()
    assert len(g.state.players[0].hand) == hand + 1


def test_harnessing_twice_does_nothing_more_and_leaving_ends_it(g):
    """CR 701.64a: "If this permanent isn't harnessed"; CR 701.64b: until it leaves the battlefield."""
    oid = g.put_onto_battlefield("Alice", STONE)
    for _ in range(2):
        run(g, Context(controller=0, source_id=oid), (E.Harness(),))
    assert sum("becomes harnessed" in line for line in g.log_lines()) == 1
    back = move(g, oid, Zone.HAND)
    assert back is not None and not back.harnessed


# Wormfang Drake (cards.jsonl), whose "unless you exile a creature you control" is the Soul Stone's
# kind of cost: a permanent exiled from the battlefield (CR 118.3), linked to "the exiled card"
WORMFANG_DRAKE = compile_card(CardSource(
    "Wormfang Drake", "Flying\nWhen Wormfang Drake enters the battlefield, sacrifice it unless you exile a "
    "creature you control other than Wormfang Drake.\nWhen Wormfang Drake leaves the battlefield, return the "
    "exiled card to the battlefield under its owner's control.", "{2}{U}", "Creature — Nightmare Drake", "3", "4"))


def test_a_creature_exiled_as_a_cost_is_the_exiled_card_of_its_linked_ability(g):
    """CR 118.3, 607.2a: the Drake's controller exiles Grizzly Bears to keep it; when the Drake
    leaves the battlefield, the Bears come back."""
    from rt_cards import GRIZZLY_BEARS
    assert WORMFANG_DRAKE.fully_compiled, [d.render() for d in WORMFANG_DRAKE.diagnostics]
    g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    g.put_onto_battlefield("Alice", WORMFANG_DRAKE.definition, as_effect=True)
    g.resolve_stack()
    assert g.zone("Alice", Zone.EXILE) == ["Grizzly Bears"]
    move(g, g.obj("Wormfang Drake").id, Zone.HAND)
    g.resolve_stack()
    assert [o.name for o in g.battlefield()] == ["Grizzly Bears"] and g.zone("Alice", Zone.EXILE) == []
