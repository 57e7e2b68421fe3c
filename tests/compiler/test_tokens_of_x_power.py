"""Tokens whose power or toughness is X: "create an X/X green Elemental creature token, where X
is the number of lands you control". X is what "where X is" defines, or the spell's X (CR
107.3); it is counted as the effect creates the token (CR 608.2h), and the token has that
number from then on."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.effects import CreateToken
from cardtext.runtime.filters import AffectedRef, CountersOn, CountOf, XValue

from .conftest import compile_corpus_card, compile_text


def test_where_x_is_the_number_of_lands_you_control(corpus):
    card = compile_corpus_card(corpus["Dokai, Weaver of Life"])
    (make,) = card.definition.abilities[0].effects
    assert isinstance(make, CreateToken) and make.token.subtypes == ("Elemental",)
    assert isinstance(make.token.power, CountOf) and make.token.power == make.token.toughness
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_x_of_the_spell():
    card = compile_text("Create an X/X green Ooze creature token.", type_line="Sorcery", mana_cost="{X}{G}")
    (make,) = card.definition.abilities[0].effects
    assert make.token.power == XValue() and make.token.toughness == XValue()
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_only_the_power_is_x():
    card = compile_text("Create an X/1 red Elemental creature token, where X is the number of "
                        "lands you control.", type_line="Sorcery")
    (make,) = card.definition.abilities[0].effects
    assert isinstance(make.token.power, CountOf) and make.token.toughness == 1
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_becoming_an_x_x_creature_is_not_read_yet():
    card = compile_text("~ becomes an X/X Elemental creature until end of turn.", type_line="Land")
    assert not card.fully_compiled


def test_sacrifice_that_token_at_the_beginning_of_the_next_end_step(corpus):
    """Urabrask's Forge: an X/1 token where X is the number of oil counters, and "sacrifice that
    token" in the delayed trigger is the token just made (CR 603.7c), not the Forge."""
    card = compile_corpus_card(corpus["Urabrask's Forge"])
    (trigger,) = card.definition.abilities
    oil, make, delayed = trigger.effects
    assert isinstance(make.token.power, CountersOn) and make.token.toughness == 1
    (sacrifice,) = delayed.effects
    assert sacrifice.objects == AffectedRef(make.label) and make.label
    assert card.fully_compiled
