"""An activated ability printed with two cost lists, "{3}, {T} or {U}, {T}: ..." (the Shards):
the two differ only in their mana, so the cost is ({3} or {U}) and {T}, the payer choosing which
mana cost as the costs are paid (CR 601.2h, 602.2b); it renders back as printed."""
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
