""""Exile target card from a graveyard. If a creature card is exiled this way, you gain 2 life."
(CR 608.2c): the life is gained only when the card the exile step moved is a creature card."""
from rt_cards import FOREST, GRIZZLY_BEARS
from rt_compiled import round_tripped

from cardtext.runtime.characteristics import Zone

TEXT = "Exile target card from a graveyard. If a creature card is exiled this way, you gain 2 life."


def _exile(game, definition) -> int:
    target = game.add_card("Bob", definition, Zone.GRAVEYARD)
    spell = game.add_card("Alice", round_tripped("Scavenge", TEXT, "{B}", "Sorcery"))
    game.add_mana("Alice", "B")
    game.cast("Alice", spell, targets=[[target]])
    game.resolve_stack()
    return game.life("Alice")


def test_a_creature_card_exiled_this_way_gains_the_life(game):
    before = game.life("Alice")
    assert _exile(game, GRIZZLY_BEARS) == before + 2
    assert game.zone("Bob", Zone.EXILE) == ["Grizzly Bears"]


def test_a_land_card_exiled_this_way_gains_nothing(game):
    before = game.life("Alice")
    assert _exile(game, FOREST) == before


OMNIVORE = ("{1}, Sacrifice another creature: Omnivore gets +2/+2 until end of turn. If a Saproling was "
            "sacrificed this way, you gain 2 life.")


def _sacrifice(game, fodder) -> int:
    omnivore = game.put_onto_battlefield("Alice", round_tripped("Omnivore", OMNIVORE, "{3}{B}", "Creature — Fungus",
                                                                power="3", toughness="3"))
    game.put_onto_battlefield("Alice", fodder)
    game.add_mana("Alice", "B")
    game.activate("Alice", omnivore, 0)
    game.resolve_top()
    return game.life("Alice")


def test_a_saproling_sacrificed_for_the_cost_gains_the_life(game):
    from rt_cards import creature
    before = game.life("Alice")
    assert _sacrifice(game, creature("Saproling", 1, 1, "", subtypes=("Saproling",))) == before + 2


def test_another_creature_sacrificed_gains_nothing(game):
    before = game.life("Alice")
    assert _sacrifice(game, GRIZZLY_BEARS) == before
