"""A delayed trigger for a later turn of yours: "At the beginning of the end step on your next
turn, sacrifice that token." (CR 603.7b); "that token" is the token the ability just created
(CR 603.7c)."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.effects import CreateDelayedTrigger, CreateToken, SacrificeObjects
from cardtext.runtime.events import BeginningOfStep, Step, Whose
from cardtext.runtime.filters import AffectedRef

from .conftest import compile_corpus_card


def test_kav_landseeker_sacrifices_its_lander_on_your_next_turn(corpus):
    card = compile_corpus_card(corpus["Kav Landseeker"])
    menace, trigger = card.definition.abilities
    lander, delayed = trigger.effects
    assert isinstance(lander, CreateToken) and lander.token.subtypes == ("Lander",)
    assert isinstance(delayed, CreateDelayedTrigger)
    assert delayed.event == BeginningOfStep(Step.END, Whose.YOUR_NEXT_TURN)
    (sacrifice,) = delayed.effects
    assert isinstance(sacrifice, SacrificeObjects) and sacrifice.objects == AffectedRef(lander.label)
    assert card.fully_compiled and all(c.equal and c.lowered_equal for c in check_card(card, lowered=True))
