"""The state-based actions' scan of the battlefield (CR 704.3) asks once per scan whether a
static on the board adds a card type (layer 4, CR 613.1d), not once per permanent and type:
the answers must be those of asking each permanent with the whole state."""
from __future__ import annotations

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import CardType, Step, Zone
from cardtext.runtime.engine.query import is_type
from cardtext.runtime.game import Game

ANIMATOR = CardSource("Animator", "Each other non-Aura enchantment is a creature in addition to its other "
                      "types and has base power and base toughness each equal to its mana value.",
                      "{2}{W}{W}", "Enchantment")
FREE = CardSource("Free Charm", "", "{0}", "Enchantment")


def _game() -> Game:
    game = Game()
    game.set_step(Step.MAIN1, "Alice", turn=3)
    return game


def test_an_enchantment_made_a_zero_toughness_creature_is_put_into_the_graveyard():
    """CR 613.1d, 613.4b, 704.5f: under "each other non-Aura enchantment is a creature ... with
    base power and toughness equal to its mana value", an enchantment of mana value 0 is a 0/0
    creature, put into its owner's graveyard by the state-based actions."""
    game = _game()
    game.put_onto_battlefield("Alice", compile_card(ANIMATOR).definition)
    free = game.put_onto_battlefield("Alice", compile_card(FREE).definition)
    assert is_type(game.state.objects[free], CardType.CREATURE, game.state)
    game.check_state()
    assert game.state.objects[free].gone           # it left the battlefield (CR 400.7)
    assert "Free Charm" in game.zone("Alice", Zone.GRAVEYARD)


def test_without_the_static_the_enchantment_stays():
    """CR 704.5f applies to creatures only: with nothing adding the creature type, the
    enchantment of mana value 0 is no creature and stays on the battlefield."""
    game = _game()
    free = game.put_onto_battlefield("Alice", compile_card(FREE).definition)
    game.check_state()
    assert game.state.objects[free].zone is Zone.BATTLEFIELD
    assert not is_type(game.state.objects[free], CardType.CREATURE, game.state)


def test_each_other_enchantment_leaves_out_its_own_source():
    """CR 613.1d ("each other non-Aura enchantment"): the static's source is not one of the
    objects its filter names, so it is no creature itself, while another enchantment is."""
    game = _game()
    animator = game.put_onto_battlefield("Alice", compile_card(ANIMATOR).definition)
    other = game.put_onto_battlefield("Alice", compile_card(CardSource("Charm", "", "{2}", "Enchantment")).definition)
    game.check_state()
    assert not is_type(game.state.objects[animator], CardType.CREATURE, game.state)
    assert is_type(game.state.objects[other], CardType.CREATURE, game.state)
