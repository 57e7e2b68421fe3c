"""Modes that carry or count a cost: spree (CR 702.172a: "+ {cost} —" modes, each an additional
cost paid if its mode is chosen, CR 700.2h)."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.syntax.symbols import parse_mana_cost
from cardtext.runtime.abilities import KeywordAbility, SpellAbility
from cardtext.runtime.effects import ChooseModes

from .conftest import compile_corpus_card, compile_text


def test_spree_heads_its_modes_each_with_its_additional_cost(corpus):
    """CR 702.172a: choose one or more modes; each chosen mode's "+" cost is an additional cost."""
    card = compile_corpus_card(corpus["Unfortunate Accident"])
    spree, spell = card.definition.abilities
    assert isinstance(spree, KeywordAbility) and spree.name == "spree"
    assert isinstance(spell, SpellAbility)
    (modal,) = spell.effects
    assert isinstance(modal, ChooseModes) and (modal.minimum, modal.maximum) == (1, 2)
    assert [m.cost for m in modal.modes] == [parse_mana_cost("{2}{B}"), parse_mana_cost("{1}")]
    assert len(modal.modes[0].targets) == 1 and not modal.modes[1].targets
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_a_plus_mode_needs_spree_and_a_spree_mode_needs_its_cost():
    """CR 700.2h: only a spree spell's modes name costs; a bullet mode under Spree has none."""
    assert not compile_text("Choose one \u2014\n+ {1} \u2014 Draw a card.\n\u2022 Scry 1.",
                            type_line="Sorcery").fully_compiled
    assert not compile_text("Spree\n+ {1} \u2014 Draw a card.\n\u2022 Scry 1.",
                            type_line="Sorcery").fully_compiled
