"""Behold (CR 701.4a): "To behold a Dragon, choose a Dragon you control or reveal a Dragon card
from your hand." As an optional additional cost ("you may behold a Dragon", CR 601.2b), chosen
as the spell is announced; "if a Dragon was beheld" asks whether it was paid."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.abilities import AdditionalCost
from cardtext.runtime.costs import Behold
from cardtext.runtime.filters import KeywordCostPaid

from .conftest import compile_corpus_card, compile_text


def test_piercing_exhale_may_behold_a_dragon_and_surveils_if_one_was_beheld(corpus):
    card = compile_corpus_card(corpus["Piercing Exhale"])
    cost, spell = card.definition.abilities
    assert isinstance(cost.effect, AdditionalCost) and cost.effect.optional and cost.effect.keyword == "behold"
    assert isinstance(cost.effect.cost, Behold) and cost.effect.cost.filter.subtypes == ("Dragon",)
    damage, surveil = spell.effects
    assert surveil.condition == KeywordCostPaid("behold")
    assert card.fully_compiled and all(c.lowered_equal for c in check_card(card, lowered=True))


def test_beholding_two_is_not_read():
    card = compile_text("As an additional cost to cast this spell, you may behold two Dragons.\nDraw a card.",
                        type_line="Instant")
    assert not card.fully_compiled
