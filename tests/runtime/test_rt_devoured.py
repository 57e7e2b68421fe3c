""""For each creature it devoured" (CR 702.82b): the creatures the source sacrificed to its
devour ability as it entered, counted by their last known information; "it" must be the
source."""
import pytest
from rt_cards import ELITE_VANGUARD, GRIZZLY_BEARS

from cardtext.compiler.api import compile_card
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import CardType, Zone
from cardtext.runtime.engine.decider import Answer, ChoiceKind
from cardtext.runtime.filters import Devoured, ObjectFilter, Times


def card(text: str, name: str = "Bone Eater"):
    result = compile_card(CardSource(name, text, "{1}{G}", "Creature — Beast", power="1", toughness="1"))
    assert result.fully_compiled, [d.render() for d in result.diagnostics]
    assert all(c.equal for c in check_card(result))
    return result.definition


def _cast_devouring(game, eater, eaten):
    oid = game.add_card("Alice", eater)
    game.add_mana("Alice", "CG")
    game.decider.add(Answer(ChoiceKind.SACRIFICE, eaten))
    game.cast("Alice", oid)
    game.resolve_stack()           # the creature spell: it enters, devouring
    game.resolve_stack()           # its enters trigger


def test_life_for_each_creature_it_devoured(game):
    """CR 702.82a-b: two creatures devoured, 2 life for each."""
    eater = card("Devour 2\nWhen ~ enters the battlefield, you gain 2 life for each creature it devoured.")
    eaten = [game.put_onto_battlefield("Alice", GRIZZLY_BEARS), game.put_onto_battlefield("Alice", ELITE_VANGUARD)]
    _cast_devouring(game, eater, eaten)
    assert sorted(game.zone("Alice", Zone.GRAVEYARD)) == ["Elite Vanguard", "Grizzly Bears"]
    assert game.life("Alice") == 24


def test_a_card_for_each_creature_it_devoured(game):
    eater = card("Devour 1\nWhen ~ enters the battlefield, draw a card for each creature it devoured.")
    eaten = [game.put_onto_battlefield("Alice", GRIZZLY_BEARS)]
    hand = len(game.zone("Alice", Zone.HAND))
    _cast_devouring(game, eater, eaten)
    assert len(game.zone("Alice", Zone.HAND)) == hand + 1


def test_nothing_devoured_counts_none(game):
    eater = card("Devour 2\nWhen ~ enters the battlefield, you gain 2 life for each creature it devoured.")
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    _cast_devouring(game, eater, [])
    assert game.life("Alice") == 20


def test_the_amount_is_the_source_devoured_creatures():
    eater = card("Devour 2\nWhen ~ enters the battlefield, you gain 2 life for each creature it devoured.")
    (gain,) = eater.abilities[1].effects
    assert isinstance(gain.amount, Times) and gain.amount.factor == 2
    assert gain.amount.amount == Devoured(ObjectFilter(types=(CardType.CREATURE,)))


@pytest.mark.parametrize("text", [
    # "it" is the creature the event names, not the source
    "Whenever another creature enters the battlefield, you gain 1 life for each creature it devoured.",
])
def test_it_naming_another_object_is_unsupported(text):
    result = compile_card(CardSource("Bone Eater", text, "", "Creature — Beast", power="1", toughness="1"))
    assert not result.fully_compiled
