"""A "non-Elf" filter (CR 205.3) excludes objects with that subtype; a changeling has every
creature type (CR 702.73a), so it is an Elf too."""
from __future__ import annotations

from cardtext.compiler.harness.scenario import card_definition
from cardtext.runtime.abilities import KeywordAbility, SpellAbility
from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.engine.query import candidates
from cardtext.runtime.game import Game

from rt_cards import FOREST, creature


def test_eyeblights_ending_can_target_only_a_non_elf_creature():
    g = Game()
    for p in ("Alice", "Bob"):
        g.set_library(p, [FOREST] * 5)
    g.set_step(Step.MAIN1, "Alice", turn=3)
    g.put_onto_battlefield("Bob", creature("Bear", 2, 2, subtypes=("Bear",)))
    g.put_onto_battlefield("Bob", creature("Elf Scout", 1, 1, subtypes=("Elf", "Scout")))
    g.put_onto_battlefield("Bob", creature("Shapeshifter", 1, 1, "", KeywordAbility("changeling")))
    ending = card_definition("Eyeblight's Ending")
    spec = next(a for a in ending.abilities if isinstance(a, SpellAbility)).targets[0]
    legal = [g.state.objects[i].name for i in candidates(g.state, spec.filter, 0, None)]
    assert legal == ["Bear"]
    g.add_card("Alice", ending)
    g.add_mana("Alice", "BBB")
    g.cast("Alice", "Eyeblight's Ending", targets=[["Bear"]])
    g.resolve_stack()
    assert g.zone("Bob", Zone.GRAVEYARD) == ["Bear"]
