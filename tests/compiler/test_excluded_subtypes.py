"""A filter that excludes a subtype: "non-Elf", "non-Avatar" (CR 205.3: subtypes are printed with
a capital; "non-" before one excludes objects that have it)."""
from __future__ import annotations

from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.abilities import SpellAbility

from .conftest import compile_text


def test_non_subtype_reads_as_an_excluded_subtype_and_round_trips():
    card = compile_text("Destroy target non-Elf creature.", name="Eyeblight's Ending",
                        type_line="Kindred Instant — Elf")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    spell = next(a for a in card.definition.abilities if isinstance(a, SpellAbility))
    f = spell.targets[0].filter
    assert f.excluded_subtypes == ("Elf",) and not f.subtypes
    assert all(c.equal and c.lowered_equal for c in check_card(card, lowered=True))


def test_a_plural_subtype_after_non_names_the_subtype():
    card = compile_text("Destroy all non-Zombie creatures.", name="Test", type_line="Sorcery")
    assert card.fully_compiled
    spell = next(a for a in card.definition.abilities if isinstance(a, SpellAbility))
    assert "Zombie" in repr(spell.effects)


def test_non_followed_by_a_word_that_is_no_subtype_is_not_understood():
    card = compile_text("Destroy target non-Flurble creature.", name="Test", type_line="Instant")
    assert not card.fully_compiled
    assert card.diagnostics[0].code == "CT301" and "non-flurble" in card.diagnostics[0].message
