"""Historic (CR 700.6): "Artifacts, legendaries, and Sagas are historic." """
from rt_cards import GRIZZLY_BEARS, cost, creature

from cardtext.runtime.abilities import CardDefinition
from cardtext.runtime.characteristics import CardType, Supertype
from cardtext.runtime.engine.query import matches
from cardtext.runtime.filters import ObjectFilter

HISTORIC = ObjectFilter(historic=True)


def test_an_artifact_a_legendary_and_a_saga_are_historic(g):              # CR 700.6
    relic = g.put_onto_battlefield("Alice", CardDefinition("Relic", cost("1"), (CardType.ARTIFACT,)))
    hero = g.put_onto_battlefield("Alice", CardDefinition(
        "Hero", cost("1W"), (CardType.CREATURE,), supertypes=(Supertype.LEGENDARY,), power="2", toughness="2"))
    saga = g.put_onto_battlefield("Alice", CardDefinition("Tale", cost("1"), (CardType.ENCHANTMENT,),
                                                          subtypes=("Saga",)))
    for oid in (relic, hero, saga):
        assert matches(g.state, HISTORIC, g.obj(oid), 0, None)


def test_a_plain_creature_is_not_historic(g):                             # CR 700.6
    bears = g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    plain = g.put_onto_battlefield("Alice", creature("Plain", 1, 1, "W"))
    assert not any(matches(g.state, HISTORIC, g.obj(oid), 0, None) for oid in (bears, plain))
