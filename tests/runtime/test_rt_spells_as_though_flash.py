"""A permission for other spells: "You may cast creature spells as though they had flash." (CR
601.3b): the spells it names may be cast any time their caster could cast an instant, not only
when a sorcery could be (CR 307.1); "Any player may cast ..." gives it to every player."""
import pytest
from compiled_cards import card
from rt_cards import GRIZZLY_BEARS

from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.errors import IllegalAction


PROPHET = card("You may cast creature spells as though they had flash.", "Prophet", "Creature — Human Wizard",
               "{3}{G}{U}", power="2", toughness="3")
EQUINOX = card("Any player may cast creature and enchantment spells as though they had flash.", "Equinox",
               "Enchantment", "{3}{G}")
SORCERY = card("Draw a card.", "Study", "Sorcery", "{U}")


def bobs_turn(game):
    game.set_step(Step.MAIN1, "Bob")
    game.pass_priority("Bob")                       # Alice has priority on Bob's turn


def test_its_controller_casts_a_creature_spell_on_an_opponents_turn(game):   # CR 601.3b
    game.put_onto_battlefield("Alice", PROPHET)
    bobs_turn(game)
    bears = game.add_card("Alice", GRIZZLY_BEARS)
    game.add_mana("Alice", "GG")
    game.cast("Alice", bears)
    game.resolve_stack()
    assert "Grizzly Bears" in game.zone("Alice", Zone.BATTLEFIELD)


def test_a_spell_it_doesnt_name_keeps_sorcery_timing(game):                    # CR 307.1
    game.put_onto_battlefield("Alice", PROPHET)
    bobs_turn(game)
    study = game.add_card("Alice", SORCERY)
    game.add_mana("Alice", "U")
    with pytest.raises(IllegalAction):
        game.cast("Alice", study)


def test_without_the_permission_a_creature_spell_waits_for_sorcery_timing(game):   # CR 307.1
    bobs_turn(game)
    bears = game.add_card("Alice", GRIZZLY_BEARS)
    game.add_mana("Alice", "GG")
    with pytest.raises(IllegalAction):
        game.cast("Alice", bears)


def test_only_its_controller_has_it_unless_any_player_may(game):
    game.put_onto_battlefield("Alice", PROPHET)
    game.pass_priority("Alice")                     # Bob has priority on Alice's turn
    bears = game.add_card("Bob", GRIZZLY_BEARS)
    game.add_mana("Bob", "GG")
    with pytest.raises(IllegalAction):
        game.cast("Bob", bears)
    game.put_onto_battlefield("Alice", EQUINOX)
    game.cast("Bob", bears)
