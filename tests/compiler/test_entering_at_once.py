""""Whenever one or more <objects> enter" (CR 603.2c): one trigger event for the objects that enter
at once, kept on the trigger (EntersBattlefield.one_or_more) and printed back as written."""
from __future__ import annotations

from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.abilities import TriggeredAbility
from cardtext.runtime.events import EntersBattlefield
from cardtext.runtime.filters import Controller

from .conftest import compile_corpus_card, compile_text


def test_valley_questcaller_triggers_on_one_or_more_entering_at_once(corpus):
    card = compile_corpus_card(corpus["Valley Questcaller"])
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    trigger = next(a for a in card.definition.abilities if isinstance(a, TriggeredAbility))
    assert isinstance(trigger.event, EntersBattlefield) and trigger.event.one_or_more
    subject = trigger.event.subject
    assert subject.other and subject.controller is Controller.YOU
    assert subject.subtypes == ("Rabbit", "Bat", "Bird", "Mouse")
    assert check_card(card, lowered=True)[0].equal


def test_one_or_more_with_a_power_test_and_once_each_turn():
    card = compile_text("Whenever one or more other creatures you control with power 2 or less enter, "
                        "draw a card. This ability triggers only once each turn.")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    trigger = next(a for a in card.definition.abilities if isinstance(a, TriggeredAbility))
    assert trigger.event.one_or_more and trigger.once_each_turn
    assert all(c.equal and c.lowered_equal for c in check_card(card, lowered=True))


def test_a_single_creature_entering_is_not_one_or_more():
    card = compile_text("Whenever another creature you control enters, draw a card.")
    trigger = next(a for a in card.definition.abilities if isinstance(a, TriggeredAbility))
    assert not trigger.event.one_or_more


def test_two_or_more_entering_is_not_read_as_one_or_more():
    card = compile_text("Whenever two or more creatures you control enter, draw a card.")
    assert not card.fully_compiled
