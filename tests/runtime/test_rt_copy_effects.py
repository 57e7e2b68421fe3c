"""Copy effects (CR 707) and switched power and toughness (CR 613.4d) in the engine: a copy
effect is layer 1 and takes the copiable values, copy effects included, never other effects."""
from rt_cards import GRIZZLY_BEARS, cost, creature

from cardtext.runtime.abilities import CardDefinition, KeywordAbility
from cardtext.runtime.characteristics import CardType, Step
from cardtext.runtime.effects import (BecomeCopy, Duration, GainAllCreatureTypes, ModifyPowerToughness,
                                      SwitchPowerToughness)
from cardtext.runtime.engine.continuous_effects import copiable_definition
from cardtext.runtime.engine.evaluation import Context
from cardtext.runtime.engine.vm import run
from cardtext.runtime.filters import EachRef, ObjectFilter, SelfRef


def _copy_of(g, copier: int, model: int, duration=Duration.END_OF_TURN):
    only = EachRef(ObjectFilter(name=g.obj(model).name, types=(CardType.CREATURE,)))
    run(g, Context(0, copier), (BecomeCopy(SelfRef(), only, duration),))


def test_a_copy_of_a_pumped_creature_does_not_copy_the_pump(g):
    """CR 707.2: +3/+3 until end of turn is no copiable value."""
    bears = g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    run(g, Context(0, bears), (ModifyPowerToughness(SelfRef(), 3, 3),))
    relic = g.put_onto_battlefield("Alice", CardDefinition("Relic", cost("3"), (CardType.ARTIFACT,)))
    _copy_of(g, relic, bears)
    assert g.obj(relic).name == "Grizzly Bears" and g.pt(relic) == (2, 2) and g.pt(bears) == (5, 5)
    g.advance_to(Step.UPKEEP, "Bob")
    assert g.obj(relic).name == "Relic"


def test_copiable_values_include_copy_effects_but_not_other_effects(g):
    """CR 707.3: a copy of a copy copies what the first copies; a later creature type change
    (layer 4, "gains all creature types") is not copied."""
    bears = g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    knight = g.put_onto_battlefield("Alice", creature("Knight", 2, 1, "W", KeywordAbility("first strike"),
                                                      subtypes=("Knight",)))
    _copy_of(g, knight, bears, Duration.PERMANENT)
    run(g, Context(0, knight), (GainAllCreatureTypes(SelfRef(), Duration.PERMANENT),))
    copied = copiable_definition(g.obj(knight))
    assert copied.name == "Grizzly Bears" and not copied.every_creature_type
    assert g.obj(knight).definition.every_creature_type and g.pt(knight) == (2, 2)


def test_switching_applies_after_counters_and_twice_gives_the_values_back(g):
    """CR 613.4d: layer 7d after 7c (counters and modifications), each switch in turn."""
    crab = g.put_onto_battlefield("Alice", creature("Crab", 1, 4, "U"))
    g.obj(crab).counters["+1/+1"] = 1
    run(g, Context(0, crab), (ModifyPowerToughness(SelfRef(), 2, 0), SwitchPowerToughness(SelfRef())))
    assert g.pt(crab) == (5, 4)
    run(g, Context(0, crab), (SwitchPowerToughness(SelfRef()),))
    assert g.pt(crab) == (4, 5)
    g.advance_to(Step.UPKEEP, "Bob")
    assert g.pt(crab) == (2, 5)


def test_a_game_with_a_copy_effect_saves_and_loads_the_same(g):
    """The copied values (a card definition inside a layer-1 effect) are saved and loaded."""
    from cardtext.runtime.game import Game
    bears = g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    relic = g.put_onto_battlefield("Alice", CardDefinition("Relic", cost("3"), (CardType.ARTIFACT,)))
    _copy_of(g, relic, bears)
    text = g.to_json()
    again = Game.from_json(text)
    assert again.to_json() == text and again.state.objects[relic].name == "Grizzly Bears"
