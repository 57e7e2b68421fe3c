"""Escalate (CR 702.120a): a static ability of modal spells, "For each mode you choose beyond the
first as you cast this spell, you pay an additional [cost]". It compiles to the escalate keyword
ability with its cost, a mana cost or any other cost ("Escalate—Discard a card."), which the
engine adds once per mode beyond the first as it casts the spell (runtime/engine/actions.py)."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.syntax.symbols import parse_mana_cost
from cardtext.runtime import abilities as R
from cardtext.runtime.costs import Discard, TapPermanents

from .conftest import compile_corpus_card


def compiled(card):
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    return card


def test_escalate_with_a_mana_cost(corpus):
    escalate, modal = compiled(compile_corpus_card(corpus["Borrowed Hostility"])).definition.abilities
    assert escalate == R.KeywordAbility("escalate", cost=parse_mana_cost("{3}"))
    assert isinstance(modal, R.SpellAbility)
    assert (modal.effects[0].minimum, modal.effects[0].maximum) == (1, 2)


def test_escalate_with_a_cost_that_is_not_mana(corpus):
    """Collective Brutality: "Escalate—Discard a card."; Collective Effort: "Escalate—Tap an
    untapped creature you control." """
    brutality = compiled(compile_corpus_card(corpus["Collective Brutality"])).definition.abilities[0]
    assert brutality.name == "escalate" and isinstance(brutality.cost, Discard)
    assert brutality.cost.count == 1
    effort = compiled(compile_corpus_card(corpus["Collective Effort"])).definition.abilities[0]
    assert effort.name == "escalate" and isinstance(effort.cost, TapPermanents) and effort.cost.count == 1
