""""You may put a creature card from your hand onto the battlefield. That creature gains haste.
Sacrifice it at the beginning of the next end step.": "that creature" and "it" are the permanent
the card became (CR 400.7), remembered by the delayed trigger (CR 603.7c), not the ability's
source."""
from rt_cards import GRIZZLY_BEARS

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.engine.query import has_keyword

SOULSTOKE = ("{T}: You may put a creature card from your hand onto the battlefield. That creature gains "
             "haste until end of turn. Sacrifice it at the beginning of the next end step.")


def test_the_creature_put_has_haste_and_is_sacrificed_at_the_end_step_not_the_source(g):
    compiled = compile_card(CardSource("Soul Stoker", SOULSTOKE, "{2}", "Artifact"))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    g.put_onto_battlefield("Alice", compiled.definition)
    g.add_card("Alice", GRIZZLY_BEARS)
    g.activate("Alice", "Soul Stoker", 0)
    g.resolve_stack()
    bears = g.obj("Grizzly Bears")
    assert bears.zone is Zone.BATTLEFIELD and has_keyword(g.state, bears, "haste")
    g.advance_to(Step.END)
    g.resolve_stack()
    assert "Grizzly Bears" in g.zone("Alice", Zone.GRAVEYARD)
    assert "Soul Stoker" in g.zone("Alice", Zone.BATTLEFIELD)


def test_the_revealed_creature_put_onto_the_battlefield_is_sacrificed_at_the_end_step(g):
    """"That creature" after "reveal the top card ... put it onto the battlefield": the permanent
    the revealed card became (CR 400.7), which the delayed trigger sacrifices (CR 603.7c)."""
    compiled = compile_card(CardSource("Killing Instinct", "At the beginning of your upkeep, reveal the top card "
                                       "of your library. If it's a creature card, put it onto the battlefield. "
                                       "That creature gains haste until end of turn. Sacrifice it at the "
                                       "beginning of the next end step.", "{1}", "Enchantment"))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    g.put_onto_battlefield("Alice", compiled.definition)
    g.set_library("Alice", [GRIZZLY_BEARS] * 3)
    g.set_step(Step.UNTAP, "Alice", turn=5)
    g.advance_to(Step.DRAW)
    bears = g.obj("Grizzly Bears")
    assert bears.zone is Zone.BATTLEFIELD and has_keyword(g.state, bears, "haste")
    g.advance_to(Step.END)
    g.resolve_stack()
    assert g.zone("Alice", Zone.GRAVEYARD) == ["Grizzly Bears"]
