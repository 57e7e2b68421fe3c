""""Sacrifice ~ unless you remove a +1/+1 counter from it" (CR 118.12): "it" is the object the
clause names, the source; the counter removed is the unless cost, and with no counter to remove
the cost can't be paid, so the source is sacrificed. Where "it" would name anything else the
wording is reported unsupported."""
import pytest

from cardtext.compiler.api import compile_card
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.costs import RemoveCounters
from cardtext.runtime.engine.decider import Answer, ChoiceKind

TEXT = "At the beginning of your upkeep, sacrifice ~ unless you remove a +1/+1 counter from it."


def golem(size="0"):
    result = compile_card(CardSource("Scrap Golem", TEXT, "", "Artifact Creature — Golem", power=size, toughness=size))
    assert result.fully_compiled, [d.render() for d in result.diagnostics]
    assert all(c.equal for c in check_card(result))
    return result.definition


def test_the_cost_is_a_counter_of_the_source():
    (ability,) = golem().abilities
    (unless,) = ability.effects
    assert unless.cost == RemoveCounters("+1/+1", unless.cost.amount)


def test_removing_a_counter_keeps_it(game):
    """CR 118.12: the cost is paid, a counter fewer, and it stays."""
    game.put_onto_battlefield("Alice", golem(), counters={"+1/+1": 2})
    game.set_step(Step.UNTAP, "Alice")
    game.pass_priority()
    game.decider.add(Answer(ChoiceKind.UNLESS, True))
    game.resolve_stack()
    assert game.obj("Scrap Golem").zone is Zone.BATTLEFIELD
    assert game.obj("Scrap Golem").counters.get("+1/+1") == 1


def test_with_no_counter_to_remove_it_is_sacrificed(game):
    """CR 118.12, 118.3: a cost that can't be paid isn't; the effect happens."""
    game.put_onto_battlefield("Alice", golem("1"))      # a 1/1 with no counter on it
    game.set_step(Step.UNTAP, "Alice")
    game.pass_priority()
    game.decider.add(Answer(ChoiceKind.UNLESS, True))
    game.resolve_stack()
    assert "Scrap Golem" in game.zone("Alice", Zone.GRAVEYARD)


@pytest.mark.parametrize("text", [
    "At the beginning of your upkeep, destroy target creature unless you remove a +1/+1 counter from it.",
    "Unless you remove a +1/+1 counter from it, sacrifice ~.",
])
def test_it_naming_another_object_is_unsupported(text):
    result = compile_card(CardSource("Scrap Golem", text, "", "Artifact Creature — Golem", power="1", toughness="1"))
    assert not result.fully_compiled
