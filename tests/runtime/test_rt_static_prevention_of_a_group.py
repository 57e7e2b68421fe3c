""""Prevent all damage that would be dealt to creatures you control." (CR 615.1a): a static
prevention effect protecting each object its filter describes, from any damage, combat or not."""
from __future__ import annotations

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Step
from cardtext.runtime.game import Game

from rt_cards import WASTES


def _spell(text: str):
    compiled = compile_card(CardSource("Test Spell", text, "{R}", "Instant"))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


def test_a_static_prevents_all_damage_to_the_creatures_it_names_and_no_other():
    """"Prevent all damage that would be dealt to creatures you control." (CR 615.1a): combat or
    not, to each creature its controller controls; the opponent's creatures are dealt damage."""
    from cardtext.runtime.abilities import PreventDamage
    from rt_cards import GRIZZLY_BEARS
    sanctum = compile_card(CardSource("Quiet Sanctum", "Prevent all damage that would be dealt to creatures you control.",
                                      "{1}{W}", "Enchantment"))
    assert sanctum.fully_compiled and isinstance(sanctum.definition.abilities[0].effect, PreventDamage)
    g = Game()
    for p in ("Alice", "Bob"):
        g.set_library(p, [WASTES] * 5)
    g.set_step(Step.MAIN1, "Alice", turn=3)
    g.put_onto_battlefield("Bob", sanctum.definition)
    ours, theirs = (g.put_onto_battlefield(p, GRIZZLY_BEARS) for p in ("Bob", "Alice"))
    for target in (ours, theirs):
        oid = g.add_card("Alice", _spell("~ deals 1 damage to target creature."))
        g.add_mana("Alice", "R")
        g.cast("Alice", oid, targets=[[target]])
        g.resolve_stack()
    assert g.state.objects[ours].damage == 0 and g.state.objects[theirs].damage == 1
