"""Statics and restrictions conditioned on the source's counters (CR 122.1) and on its
controller's hand size (CR 402; hellbent), on compiled cards, checked continuously (CR 611.3a)."""
import pytest
from rt_cards import GRIZZLY_BEARS, WASTES

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.errors import IllegalAction
from cardtext.runtime.engine.zones import put_counters


def card(text: str, type_line: str = "Creature — Test", name: str = "Zed", pt=("2", "2")):
    power, toughness = pt if type_line.startswith("Creature") else (None, None)
    compiled = compile_card(CardSource(name, text, "", type_line, power=power, toughness=toughness))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


def test_quest_counter_anthem_turns_on_at_seven_counters(game):
    quest = card("As long as ~ has seven or more quest counters on it, creatures you control get +5/+5.",
                 "Enchantment")
    game.put_onto_battlefield("Alice", quest)
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    put_counters(game, game.obj("Zed"), "quest", 6)
    assert game.pt("Grizzly Bears") == (2, 2)
    put_counters(game, game.obj("Zed"), "quest", 1)
    assert game.pt("Grizzly Bears") == (7, 7)


def test_keyword_while_it_has_a_counter_on_it(game):
    game.put_onto_battlefield("Alice", card("~ has reach as long as it has a +1/+1 counter on it."))
    assert "reach" not in game.keywords("Zed")
    put_counters(game, game.obj("Zed"), "+1/+1", 1)
    assert "reach" in game.keywords("Zed") and game.pt("Zed") == (3, 3)


def test_seven_cards_in_your_own_hand(game):
    game.put_onto_battlefield("Alice", card(
        "As long as you have seven or more cards in hand, ~ gets +2/+1 and has first strike."))
    for _ in range(7):
        game.add_card("Bob", WASTES)                 # the opponent's hand doesn't count
    for _ in range(6):
        game.add_card("Alice", WASTES)
    assert game.pt("Zed") == (2, 2) and "first strike" not in game.keywords("Zed")
    game.add_card("Alice", WASTES)
    assert game.pt("Zed") == (4, 3) and "first strike" in game.keywords("Zed")


def test_hellbent_pump_only_with_an_empty_hand(game):
    game.put_onto_battlefield("Alice", card("Hellbent — ~ gets +2/+2 as long as you have no cards in hand."))
    assert game.zone("Alice", Zone.HAND) == [] and game.pt("Zed") == (4, 4)
    game.add_card("Alice", WASTES)
    assert game.pt("Zed") == (2, 2)


def test_activate_only_with_no_cards_in_hand(game):
    game.put_onto_battlefield("Alice", card("{T}: Draw a card. Activate only if you have no cards in hand.",
                                            "Artifact", name="Tome"))
    game.add_card("Alice", WASTES)
    with pytest.raises(IllegalAction):               # CR 602.5b: the restriction isn't met
        game.activate("Alice", "Tome")
    hand_card = game.state.players[game.player("Alice")].hand[0]
    from cardtext.runtime.engine.zones import move
    move(game, hand_card, Zone.GRAVEYARD)
    game.activate("Alice", "Tome")
    game.resolve_stack()
    assert len(game.zone("Alice", Zone.HAND)) == 1


def test_an_opponent_at_ten_or_less_life_grants_haste(game):
    game.put_onto_battlefield("Alice", card("~ has haste as long as an opponent has 10 or less life."))
    assert "haste" not in game.keywords("Zed")
    game.state.players[game.player("Alice")].life = 5        # your own life doesn't count
    assert "haste" not in game.keywords("Zed")
    game.state.players[game.player("Bob")].life = 10
    assert "haste" in game.keywords("Zed")


def _opponent_upkeep(game):
    from cardtext.runtime.characteristics import Step
    game.set_step(Step.UNTAP, "Bob", turn=4)
    game.advance_to(Step.UPKEEP, "Bob")
    game.resolve_stack()


def test_that_player_with_two_or_fewer_cards_in_hand_is_dealt_damage(game):
    game.put_onto_battlefield("Alice", card(
        "At the beginning of each opponent's upkeep, if that player has two or fewer cards in hand, "
        "~ deals 2 damage to him or her.", "Artifact"))
    for _ in range(3):
        game.add_card("Bob", WASTES)
    _opponent_upkeep(game)
    assert game.life("Bob") == 20                     # CR 603.4: three cards, no trigger
    hand = game.state.players[game.player("Bob")].hand
    from cardtext.runtime.engine.zones import move
    move(game, hand[0], Zone.GRAVEYARD)
    _opponent_upkeep(game)
    assert game.life("Bob") == 18 and game.life("Alice") == 20
