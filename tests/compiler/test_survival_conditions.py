"""Survival's two "if"s (Glimmer Seeker): "At the beginning of your second main phase, if ~ is
tapped, draw a card if you control a Glimmer creature." The first "if" is the ability's
intervening "if" (CR 603.4): checked as it triggers and again as it resolves; the second is
checked only as the effect happens (CR 608.2c)."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime.filters import NotCondition, SourceState, YouControl

from .conftest import compile_corpus_card, compile_text


def test_glimmer_seeker_the_first_if_is_intervening_the_second_a_step(corpus):
    card = compile_corpus_card(corpus["Glimmer Seeker"])
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    (trigger,) = card.definition.abilities
    assert trigger.condition == SourceState("tapped")
    draw, token = trigger.effects
    assert isinstance(draw, E.Conditional) and isinstance(draw.condition, YouControl)
    assert draw.effects == (E.Draw(draw.effects[0].amount),)
    assert token.condition == NotCondition(draw.condition)
    assert isinstance(token.effects[0], E.CreateToken)


def test_outside_a_trigger_both_ifs_are_checked_as_it_resolves():
    """A spell has no intervening "if" (CR 603.4 is about triggered abilities): the two
    conditions nest, both checked on resolution (CR 608.2c)."""
    card = compile_text("If you control an artifact, draw a card if you control a creature.",
                        type_line="Sorcery")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (outer,) = card.definition.abilities[0].effects
    (inner,) = outer.effects
    assert isinstance(outer, E.Conditional) and isinstance(inner, E.Conditional)
    assert isinstance(inner.effects[0], E.Draw)
