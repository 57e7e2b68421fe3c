"""A series of subtypes ("a Bird, Frog, Otter, or Rat", "Rabbits, Bats, Birds, and Mice") is one
noun: an object fits it if it has any of the subtypes (CR 205.3), as with two ("Spirit or
Arcane"). And "a <permanent> entered the battlefield under your control this turn" looks back
at what entered this turn."""
from __future__ import annotations

from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.abilities import ActivatedAbility, StaticAbility
from cardtext.runtime.filters import PermanentEnteredThisTurn

from .conftest import compile_corpus_card, compile_text


def test_a_series_of_four_subtypes_is_one_filter_of_any_of_them(corpus):
    card = compile_corpus_card(corpus["Lilypad Village"])
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    surveil = [a for a in card.definition.abilities if isinstance(a, ActivatedAbility)][-1]
    cond = surveil.timing.condition
    assert isinstance(cond, PermanentEnteredThisTurn)
    assert cond.filter.subtypes == ("Bird", "Frog", "Otter", "Rat")
    assert all(c.equal and c.lowered_equal for c in check_card(card, lowered=True))


def test_plural_series_with_and_names_the_same_alternatives():
    """CR 205.3: "Other Rabbits, Bats, Birds, and Mice you control" are the creatures you control
    that have any one of those subtypes (not all four at once)."""
    card = compile_text("Other Rabbits, Bats, Birds, and Mice you control get +1/+1.")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    static = next(a for a in card.definition.abilities if isinstance(a, StaticAbility))
    assert static.effect.objects.subtypes == ("Rabbit", "Bat", "Bird", "Mouse")
    assert all(c.lowered_equal for c in check_card(card, lowered=True))


def test_a_series_with_a_word_that_is_no_subtype_is_not_understood():
    card = compile_text("Other Rabbits, Bats, Flurbles, and Mice you control get +1/+1.")
    assert not card.fully_compiled


def test_entered_this_turn_narrowed_by_more_than_its_subtypes_is_not_read():
    """Whether it was tapped as it entered is not kept: such a condition is reported, not guessed."""
    card = compile_text("{T}: Draw a card. Activate only if a tapped Bird entered the battlefield "
                        "under your control this turn.", type_line="Land")
    assert not card.fully_compiled


def test_a_land_tapped_for_mana_keeps_its_own_reading():
    card = compile_text("If a land is tapped for mana, it produces {B} instead of any other type and amount.",
                        type_line="Enchantment")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
