"""Keyword counters (CR 122.1b): "with an indestructible counter on it" puts a counter named for
a keyword; a permanent with one has that keyword. Only before "counter" is the word a counter's
kind: elsewhere it stays the keyword."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.effects import ReturnToBattlefield

from .conftest import compile_corpus_card, compile_text


def test_season_of_the_burrow_returns_a_permanent_with_an_indestructible_counter(corpus):
    card = compile_corpus_card(corpus["Season of the Burrow"])
    (spell,) = card.definition.abilities
    ret = spell.effects[0].modes[2].effects[0]
    assert isinstance(ret, ReturnToBattlefield) and ret.enter_counter == "indestructible"
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_a_flying_counter_and_flying_the_keyword():
    card = compile_text("Put a flying counter on target creature. It gains flying until end of turn.",
                        type_line="Instant")
    put, gain = card.definition.abilities[0].effects
    assert put.counter == "flying" and gain.keyword == "flying"
    assert card.fully_compiled and all(c.equal for c in check_card(card))
