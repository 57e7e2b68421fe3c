"""Training, defined in rules text (grammar/keywords.toml): CR 702.149a "Whenever this creature
and at least one other creature with power greater than this creature's power attack, put a
+1/+1 counter on this creature." (reminder: "attacks with another creature with greater power")."""
import pytest
from rt_cards import GRIZZLY_BEARS, creature

from cardtext.compiler.api import compile_card
from cardtext.compiler.harness.exercise import exercise_card
from cardtext.compiler.source.card import CardSource


@pytest.fixture
def trainee():
    card = compile_card(CardSource("Trainee", "Training", "{W}", "Creature — Human", "1", "2"))
    assert card.fully_compiled and [a.keyword for a in card.definition.abilities] == ["training"]
    return card.definition


def test_cr_702_149a_attacking_with_a_creature_with_greater_power_puts_a_counter(g, trainee):
    t = g.put_onto_battlefield("Alice", trainee)
    bears = g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    g.declare_attackers("Alice", [t, bears])
    g.resolve_stack()
    assert g.counters(t, "+1/+1") == 1 and g.pt(t) == (2, 3)


@pytest.mark.parametrize("others", [(), ((1, 1),)], ids=["alone", "with equal power"])
def test_cr_702_149a_no_counter_alone_or_with_no_greater_power(g, trainee, others):
    t = g.put_onto_battlefield("Alice", trainee)
    attackers = [t] + [g.put_onto_battlefield("Alice", creature(f"Other {i}", p, q, "1"))
                       for i, (p, q) in enumerate(others)]
    g.declare_attackers("Alice", attackers)
    g.resolve_stack()
    assert g.counters(t, "+1/+1") == 0


def test_the_executability_check_observes_training(trainee):
    result = exercise_card(trainee, seed=1)
    assert result.ok, result.reasons
