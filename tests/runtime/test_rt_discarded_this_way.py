"""Counts of what a discard step did: "for each card discarded this way" counts the cards the
discard before it put into graveyards (CR 701.8a, 608.2c), and only those."""
from rt_cards import FOREST, GRIZZLY_BEARS, SHOCK, cast_and_resolve

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.engine.decider import Answer, ChoiceKind


def spell(text: str):
    card = compile_card(CardSource("Count Spell", text, "", "Sorcery"))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return card.definition


def test_you_draw_a_card_for_each_card_an_opponent_discarded_this_way(game):
    """CR 701.8a: Bob discards his only card; Alice draws one, not the two Bob was asked for."""
    game.add_card("Bob", SHOCK)
    before = len(game.zone("Alice", Zone.HAND))
    cast_and_resolve(game, spell("Each opponent discards two cards. "
                                 "You draw a card for each card discarded this way."))
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Shock"]
    assert len(game.zone("Alice", Zone.HAND)) == before + 1


def test_gain_life_for_each_card_discarded_at_random_this_way(game):
    for d in (GRIZZLY_BEARS, SHOCK, FOREST):
        game.add_card("Bob", d)
    cast_and_resolve(game, spell("Target player discards two cards at random. "
                                 "You gain 3 life for each card discarded this way."), targets=[["Bob"]])
    assert len(game.zone("Bob", Zone.GRAVEYARD)) == 2
    assert game.life("Alice") == 26


def test_an_empty_hand_discards_nothing_so_counts_zero(game):
    cast_and_resolve(game, spell("Target player discards two cards. "
                                 "You gain 3 life for each card discarded this way."), targets=[["Bob"]])
    assert game.life("Alice") == 20


def test_counting_only_land_cards_discarded_is_reported_unsupported():
    card = compile_card(CardSource("Count Spell", "Target player discards two cards. You gain 3 life "
                                   "for each land card discarded this way.", "", "Sorcery"))
    assert not card.fully_compiled
    assert any("discarded this way" in d.render() for d in card.diagnostics)


def test_discard_any_number_of_cards_counts_the_cards_chosen(game):
    """CR 701.8a: "discard any number of cards": Alice chooses two of her three cards."""
    for d in (GRIZZLY_BEARS, SHOCK, FOREST):
        game.add_card("Alice", d)
    cast_and_resolve(game, spell("Discard any number of cards. You gain 2 life for each card discarded this way."),
                     answers=[Answer(ChoiceKind.DISCARD, ["Shock", "Forest"])])
    assert game.zone("Alice", Zone.HAND) == ["Grizzly Bears"]
    assert game.life("Alice") == 24


def test_discard_any_number_may_discard_none(game):
    game.add_card("Alice", SHOCK)
    cast_and_resolve(game, spell("Discard any number of cards. You gain 2 life for each card discarded this way."),
                     answers=[Answer(ChoiceKind.DISCARD, [])])
    assert game.zone("Alice", Zone.HAND) == ["Shock"] and game.life("Alice") == 20


def test_creatures_get_plus_zero_plus_one_for_each_card_discarded_this_way(game):
    """CR 608.2h: the bonus is the number of cards discarded as the spell resolved."""
    bear = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    for d in (SHOCK, FOREST):
        game.add_card("Alice", d)
    text = ("Discard any number of cards. Creatures you control get +0/+1 until end of turn "
            "for each card discarded this way.")
    cast_and_resolve(game, spell(text), answers=[Answer(ChoiceKind.DISCARD, ["Shock", "Forest"])])
    assert game.pt(bear) == (2, 4)



LOOTING = "Discard a card, then draw a card. If a land card is discarded this way, draw an additional card."


def test_a_land_card_discarded_this_way_draws_an_additional_card(game):
    """Lord Windgrace's "+2": "If a land card is discarded this way" asks what the discard step
    discarded (CR 608.2c): a Forest discarded, two cards drawn in all."""
    game.add_card("Alice", FOREST)
    before = len(game.zone("Alice", Zone.HAND))
    cast_and_resolve(game, spell(LOOTING))
    assert game.zone("Alice", Zone.GRAVEYARD)[:1] == ["Forest"]
    assert len(game.zone("Alice", Zone.HAND)) == before - 1 + 2


def test_a_nonland_card_discarded_this_way_draws_no_additional_card(game):
    """The same text, a Shock discarded: one card drawn, not two."""
    game.add_card("Alice", SHOCK)
    before = len(game.zone("Alice", Zone.HAND))
    cast_and_resolve(game, spell(LOOTING))
    assert "Shock" in game.zone("Alice", Zone.GRAVEYARD)
    assert len(game.zone("Alice", Zone.HAND)) == before - 1 + 1
