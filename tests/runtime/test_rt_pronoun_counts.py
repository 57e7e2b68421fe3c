""""it" meaning the source in counts and filters, compiled from card text and played: "the
number of age counters on it" and "for each counter on it" count the source's counters (CR
122.1; last known information once it has left, CR 603.10a, 608.2h); "creature blocking it" is
a creature blocking the source (CR 509.1g). Where "it" could name another object (a target, the
object of a trigger event) the wording is reported unsupported, not guessed."""
import pytest
from rt_cards import GRIZZLY_BEARS, RUNECLAW_BEAR

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.engine.decider import Answer, ChoiceKind


def compiled(text: str, name: str, type_line: str = "Creature — Beast", power="2", toughness="2"):
    return compile_card(CardSource(name, text, "", type_line, power=power, toughness=toughness))


def card(text: str, name: str, **kw):
    result = compiled(text, name, **kw)
    assert result.fully_compiled, [d.render() for d in result.diagnostics]
    return result.definition


def test_enters_trigger_counts_the_counters_on_it(game):
    """CR 122.1: "the number of +1/+1 counters on it" reads the source's counters on resolution."""
    drainer = card("~ enters the battlefield with two +1/+1 counters on it.\nWhen ~ enters the "
                   "battlefield, target player loses life equal to the number of +1/+1 counters on it.",
                   "Counted Drainer", power="0", toughness="0")
    game.decider.add(Answer(ChoiceKind.TARGETS, ["Bob"]))
    game.put_onto_battlefield("Alice", drainer, as_effect=True)
    game.resolve_stack()
    assert game.life("Bob") == 18


def test_power_and_toughness_equal_to_the_counters_on_it(game):
    """CR 604.3, 613.4a: a characteristic-defining ability counting the source's age counters."""
    ooze = card("~'s power and toughness are each equal to the number of age counters on it.",
                "Aging Ooze", power="*", toughness="*")
    game.put_onto_battlefield("Alice", ooze, counters={"age": 3})
    assert game.pt("Aging Ooze") == (3, 3)
    game.obj("Aging Ooze").counters["age"] = 5
    assert game.pt("Aging Ooze") == (5, 5)


def test_dies_trigger_counts_every_counter_it_had(game):
    """CR 603.10a, 608.2h: "for each counter on it" after it died is its last known counters,
    of every kind."""
    guard = card("When ~ dies, create a 1/1 white Soldier creature token for each counter on it.",
                 "Counting Guard")
    game.put_onto_battlefield("Alice", guard, counters={"+1/+1": 2, "age": 1})
    game.add_card("Bob", card("~ deals 5 damage to any target.", "Big Zap", type_line="Instant",
                              power=None, toughness=None))
    game.pass_priority("Alice")
    game.cast("Bob", "Big Zap", targets=[["Counting Guard"]])
    game.resolve_stack()
    assert "Counting Guard" in game.zone("Alice", Zone.GRAVEYARD)
    assert sum(o.name == "Soldier Token" for o in game.battlefield()) == 3


def test_gets_bigger_for_each_creature_blocking_it(game):
    """CR 509.1g, 509.3c: "for each creature blocking it" counts the source's blockers."""
    elk = card("Whenever ~ becomes blocked, it gets +2/+2 until end of turn for each creature "
               "blocking it.", "Herd Bull")
    game.put_onto_battlefield("Alice", elk)
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.put_onto_battlefield("Bob", RUNECLAW_BEAR)
    game.declare_attackers("Alice", ["Herd Bull"])
    game.resolve_stack()
    game.declare_blockers("Bob", {"Grizzly Bears": "Herd Bull", "Runeclaw Bear": "Herd Bull"})
    game.resolve_stack()
    assert game.pt("Herd Bull") == (6, 6)


def test_target_creature_blocking_it_is_a_blocker_of_the_source(game):
    """CR 509.1g, 115.1: only a creature blocking the source can be the target."""
    salamander = card("{0}: ~ deals 1 damage to target creature blocking it.", "Stone Salamander")
    game.put_onto_battlefield("Alice", salamander)
    game.put_onto_battlefield("Alice", RUNECLAW_BEAR)
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    source = game.obj("Stone Salamander").id
    spec = game.obj("Stone Salamander").definition.abilities[0].targets[0]
    assert game.target_options(spec, 0, source) == []              # nothing blocks it yet
    game.declare_attackers("Alice", ["Stone Salamander", "Runeclaw Bear"])
    game.resolve_stack()
    game.declare_blockers("Bob", {"Grizzly Bears": "Stone Salamander"})
    assert [o.label for o in game.target_options(spec, 0, source)] == ["Grizzly Bears"]


@pytest.mark.parametrize("text", [
    # "it" is the Beast the event names, not the source: not supported yet
    "Whenever a Beast becomes blocked, it gets +1/+1 until end of turn for each creature blocking it.",
    # "it" could be read as the spell cast: the source's counters are not guessed
    "Whenever you cast an instant spell, ~ deals damage equal to the number of charge counters on it "
    "to any target.",
])
def test_it_naming_another_object_is_reported_unsupported(text):
    result = compiled(text, "Pronoun Test")
    assert not result.fully_compiled
    assert any(d.code == "CT301" for d in result.diagnostics)
