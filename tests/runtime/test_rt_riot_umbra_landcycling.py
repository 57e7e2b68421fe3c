"""Riot (CR 702.136), umbra armor (CR 702.89, totem armor's current name) and landcycling for any
land (CR 702.29e), played by their rules."""
import pytest
from rt_cards import FOREST, GRIZZLY_BEARS, SWAMP, cost, creature

from cardtext.runtime.abilities import CardDefinition, KeywordAbility
from cardtext.runtime.characteristics import CardType, Zone
from cardtext.runtime.effects import Destroy
from cardtext.runtime.engine.decider import Answer, ChoiceKind
from cardtext.runtime.engine.evaluation import Context
from cardtext.runtime.engine.vm import run
from cardtext.runtime.filters import ObjectFilter, SelfRef


@pytest.fixture
def g(game):
    """conftest's game: a scripted decider."""
    return game


RIOTER = creature("Rioter", 2, 2, "R", KeywordAbility("riot"))


@pytest.mark.parametrize("counter", [True, False])
def test_riot_enters_with_a_counter_or_gains_haste(g, counter):          # CR 702.136a
    g.decider.add(Answer(ChoiceKind.MAY, counter))
    r = g.put_onto_battlefield("Alice", RIOTER, as_effect=True)
    assert g.counters(r) == (1 if counter else 0)
    assert ("haste" in g.keywords(r)) is not counter


def test_umbra_armor_destroys_the_aura_instead_of_the_creature(g):        # CR 702.89a
    bear = g.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    umbra = CardDefinition("Umbra", cost("G"), (CardType.ENCHANTMENT,), subtypes=("Aura",),
                           abilities=(KeywordAbility("enchant", quality=ObjectFilter(types=(CardType.CREATURE,))),
                                      KeywordAbility("umbra armor")))
    g.put_onto_battlefield("Alice", umbra, attach_to=bear)
    with g.transaction():
        run(g, Context(0, bear), (Destroy(SelfRef()),))
    assert g.obj(bear).zone is Zone.BATTLEFIELD
    assert g.zone("Alice", Zone.GRAVEYARD) == ["Umbra"]


def test_landcycling_finds_any_land_card(g):                              # CR 702.29e
    g.set_library("Alice", [GRIZZLY_BEARS, FOREST, SWAMP])
    card = g.add_card("Alice", creature("Land Cycler", 1, 1, "3", KeywordAbility("landcycling", cost=cost("1"))))
    g.add_mana("Alice", "C")
    g.decider.add(Answer(ChoiceKind.CHOOSE, "Forest"))
    g.activate("Alice", card, "landcycling")
    g.resolve_stack()
    assert g.zone("Alice", Zone.HAND) == ["Forest"]
    assert g.zone("Alice", Zone.GRAVEYARD) == ["Land Cycler"]
