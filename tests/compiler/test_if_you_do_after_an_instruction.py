""""If you do, ..." after an instruction that isn't optional (CR 608.2c): "Sacrifice ~. If you
do, ..." and "Remove a +1/+1 counter from it. If you do, ..." happen only if the sacrifice or
the removal was done."""
from cardtext.runtime.effects import CreateToken, DealDamage, IfDone, RemoveCounters, SacrificeObjects
from cardtext.runtime.filters import SelfRef

from .conftest import compile_corpus_card, compile_text


def test_promise_of_bunrei_creates_spirits_only_if_it_was_sacrificed(corpus):
    """Promise of Bunrei: "When a creature you control dies, sacrifice ~. If you do, create
    four 1/1 colorless Spirit creature tokens." """
    card = compile_corpus_card(corpus["Promise of Bunrei"])
    (trigger,) = card.definition.abilities
    (step,) = trigger.effects
    assert isinstance(step, IfDone)
    assert step.effects == (SacrificeObjects(SelfRef()),)
    (spirits,) = step.if_done
    assert isinstance(spirits, CreateToken) and spirits.token.subtypes == ("Spirit",)


def test_clockwork_hydra_deals_damage_only_if_a_counter_was_removed(corpus):
    """Clockwork Hydra: "Whenever ~ attacks or blocks, remove a +1/+1 counter from it. If you
    do, ~ deals 1 damage to any target." """
    card = compile_corpus_card(corpus["Clockwork Hydra"])
    trigger = card.definition.abilities[1]
    (step,) = trigger.effects
    (removal,) = step.effects
    assert isinstance(removal, RemoveCounters) and removal.counter == "+1/+1" and removal.objects == SelfRef()
    assert isinstance(step.if_done[0], DealDamage)


def test_if_you_do_after_a_draw_stays_unsupported():
    """Only instructions whose doing the engine can tell: "Draw a card. If you do, ..." is
    reported, not guessed at."""
    card = compile_text("When ~ enters, draw a card. If you do, you gain 1 life.")
    assert not card.fully_compiled
    assert [d.message for d in card.diagnostics] == ["not supported yet: 'if you do' without a 'you may' before it"]
