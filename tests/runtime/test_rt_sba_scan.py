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


def test_a_token_put_into_a_graveyard_after_a_scan_that_found_none_ceases_to_exist():
    """CR 704.5d: a token in a zone other than the battlefield ceases to exist. The scan is
    skipped while the graveyards, exiles, hands and libraries hold the ids a scan of the same
    state found no token among (turn._no_tokens_as_before): a token moved there after such a
    scan must still be found."""
    from cardtext.runtime.engine.turn import check_sba
    from cardtext.runtime.engine.zones import move
    game = _game()
    game.add_card("Alice", compile_card(FREE).definition)
    token = game.put_onto_battlefield("Alice", compile_card(FREE).definition, token=True)
    check_sba(game)                                  # no token off the battlefield: remembered
    check_sba(game)                                  # answered from what was remembered
    move(game, token, Zone.GRAVEYARD)
    in_graveyard = game.state.players[0].graveyard[-1]
    assert game.state.objects[in_graveyard].is_token
    assert check_sba(game)
    assert in_graveyard not in game.state.players[0].graveyard
    assert any("ceases to exist" in e.text for e in game.log.entries)


def test_a_token_in_another_state_with_the_same_lists_is_found():
    """CR 704.5d, the skip's other condition: a scan of one state says nothing of another (a
    rollback or a probe puts another state in the game's place, with ids that may name other
    objects)."""
    from cardtext.runtime.engine.state import clone_state
    from cardtext.runtime.engine.turn import check_sba
    game = _game()
    card = game.add_card("Alice", compile_card(FREE).definition, Zone.GRAVEYARD)
    check_sba(game)                                  # no token: remembered for this state
    other = clone_state(game.state)
    other.objects[card].__dict__["is_token"] = True  # the same id names a token in the other state
    game.state = other
    assert check_sba(game)
    assert card not in game.state.players[0].graveyard


VEHICLE = CardSource("Test Wagon", "Crew 1", "{2}", "Artifact — Vehicle", power="3", toughness="3")
WALKER = CardSource("Test Walker", "", "{2}{U}", "Legendary Planeswalker — Tester", loyalty="3")


def test_a_crewed_vehicle_with_lethal_damage_is_destroyed_and_an_uncrewed_one_stays():
    """CR 702.122a, 704.5g: a crewed Vehicle is an artifact creature, so lethal damage marked on it
    destroys it; uncrewed it is no creature and stays. The scan looks only at the permanents
    that print a creature or planeswalker type and the crewed ones: a crewed one is among them."""
    game = _game()
    idle = game.put_onto_battlefield("Alice", compile_card(VEHICLE).definition)
    crewed = game.put_onto_battlefield("Alice", compile_card(VEHICLE).definition)
    for oid in (idle, crewed):
        game.state.objects[oid].damage = 3
    game.state.objects[crewed].crewed = True
    game.check_state()
    assert game.state.objects[crewed].gone and not game.state.objects[idle].gone


def test_a_planeswalker_with_no_loyalty_is_put_into_the_graveyard():
    """CR 704.5i: a planeswalker with 0 loyalty counters goes to its owner's graveyard."""
    game = _game()
    walker = game.put_onto_battlefield("Alice", compile_card(WALKER).definition)
    game.state.objects[walker].counters["loyalty"] = 0
    game.check_state()
    assert "Test Walker" in game.zone("Alice", Zone.GRAVEYARD)
