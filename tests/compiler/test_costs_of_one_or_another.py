"""Costs of one thing or another, the payer choosing which as the costs are paid (CR 601.2h,
602.2b): an activated ability printed with two cost lists that differ only in their mana, "{3},
{T} or {U}, {T}: ..." (the Shards), is ({3} or {U}) and {T}; "Pay 2 life or {2}: ..." is one
EitherCost. Each renders back as printed."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.syntax.symbols import parse_mana_cost
from cardtext.runtime.costs import EitherCost, TapSelf

from .conftest import compile_corpus_card, compile_text


def test_two_cost_lists_that_share_the_tap(corpus):
    """Crystal Shard: "{3}, {T} or {U}, {T}: Return target creature ..." """
    card = compile_corpus_card(corpus["Crystal Shard"])
    assert card.fully_compiled and all(c.equal for c in check_card(card))
    (ability,) = card.definition.abilities
    assert ability.costs == (EitherCost(parse_mana_cost("{3}"), parse_mana_cost("{U}")), TapSelf())


def test_two_cost_lists_that_differ_elsewhere_are_refused():
    card = compile_text("{1}, {T} or {U}, Sacrifice a creature: Draw a card.", type_line="Artifact")
    assert not card.fully_compiled


def test_pay_life_or_mana(corpus):
    """Tidal Control: "Pay 2 life or {2}: Counter target red or green spell." (CR 601.2h)"""
    from cardtext.runtime.costs import PayLife
    from cardtext.runtime.filters import Fixed
    card = compile_corpus_card(corpus["Tidal Control"])
    assert card.fully_compiled and all(c.equal for c in check_card(card))
    ability = card.definition.abilities[1]
    assert ability.costs == (EitherCost(PayLife(Fixed(2)), parse_mana_cost("{2}")),)
