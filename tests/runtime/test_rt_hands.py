"""Hands and libraries: reveal / look at a hand and choose from it, discard chosen, all or at
random, look at the top of a library and sort those cards, shuffle zones into a library, put a
card from hand onto the battlefield (runtime/handlers/hands.py)."""
from rt_cards import FOREST, GRIZZLY_BEARS, SHOCK, WASTES, cast_and_resolve

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.engine.decider import Answer, ChoiceKind


def spell(text: str, name: str = "Hand Spell"):
    card = compile_card(CardSource(name, text, "", "Sorcery"))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return card.definition


def test_reveal_hand_choose_a_nonland_card_and_discard_it(game):
    for d in (GRIZZLY_BEARS, SHOCK, FOREST):
        game.add_card("Bob", d)
    duress = spell("Target opponent reveals his or her hand. You choose a nonland card from it. "
                   "That player discards that card.")
    cast_and_resolve(game, duress, targets=[["Bob"]], answers=[Answer(ChoiceKind.CHOOSE, ["Shock"])])
    assert sorted(game.zone("Bob", Zone.HAND)) == ["Forest", "Grizzly Bears"]
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Shock"]
    assert "reveal" in [e.kind for e in game.log.entries]


def test_choose_from_hand_and_exile_that_card(game):
    game.add_card("Bob", GRIZZLY_BEARS)
    game.add_card("Bob", FOREST)
    text = "Target player reveals his or her hand. You choose a nonland card from it. Exile that card."
    cast_and_resolve(game, spell(text), targets=[["Bob"]])     # one nonland card: a forced choice
    assert game.zone("Bob", Zone.EXILE) == ["Grizzly Bears"] and game.zone("Bob", Zone.HAND) == ["Forest"]


def test_the_card_chosen_from_it_has_the_mana_value_written_after_from_it(game):
    """CR 202.3: "You choose a nonland card from it with mana value 1 or less": Grizzly Bears
    (mana value 2) can't be chosen; Shock (mana value 1) is the only choice."""
    for d in (GRIZZLY_BEARS, SHOCK, FOREST):
        game.add_card("Bob", d)
    text = ("Target player reveals his or her hand. You choose a nonland card from it with converted mana cost 1 "
            "or less. That player discards that card.")
    cast_and_resolve(game, spell(text), targets=[["Bob"]])     # one card fits: a forced choice
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Shock"]
    assert sorted(game.zone("Bob", Zone.HAND)) == ["Forest", "Grizzly Bears"]


def test_reveal_and_discard_all_nonland_cards(game):
    for d in (GRIZZLY_BEARS, SHOCK, FOREST):
        game.add_card("Bob", d)
    text = "Target player reveals his or her hand and discards all nonland cards."
    cast_and_resolve(game, spell(text), targets=[["Bob"]])
    assert game.zone("Bob", Zone.HAND) == ["Forest"]
    assert sorted(game.zone("Bob", Zone.GRAVEYARD)) == ["Grizzly Bears", "Shock"]


def test_discard_at_random_asks_nobody(game):
    for d in (GRIZZLY_BEARS, SHOCK, FOREST):
        game.add_card("Bob", d)
    cast_and_resolve(game, spell("Target player discards two cards at random."), targets=[["Bob"]])
    assert len(game.zone("Bob", Zone.HAND)) == 1 and len(game.zone("Bob", Zone.GRAVEYARD)) == 2


def test_each_player_draws_then_discards_at_random(game):
    """CR 701.8b: each player who drew discards cards chosen at random; no one is asked."""
    for player in ("Alice", "Bob"):
        game.set_library(player, [FOREST, GRIZZLY_BEARS, SHOCK, WASTES])
    text = "Each player draws three cards, then discards two cards at random."
    cast_and_resolve(game, spell(text))
    assert len(game.zone("Alice", Zone.HAND)) == 1 and len(game.zone("Bob", Zone.HAND)) == 1
    assert len(game.zone("Bob", Zone.GRAVEYARD)) == 2


def test_look_at_top_put_one_in_hand_and_the_rest_into_graveyard(game):
    game.set_library("Alice", [WASTES, GRIZZLY_BEARS, FOREST, SHOCK])
    text = "Look at the top three cards of your library. Put one of them into your hand and the rest into your graveyard."
    cast_and_resolve(game, spell(text), answers=[Answer(ChoiceKind.CHOOSE, ["Grizzly Bears"])])
    assert game.zone("Alice", Zone.HAND) == ["Grizzly Bears"]
    assert sorted(game.zone("Alice", Zone.GRAVEYARD)) == ["Forest", "Hand Spell", "Wastes"]
    assert game.zone("Alice", Zone.LIBRARY) == ["Shock"]


def test_may_reveal_a_creature_card_and_the_rest_on_the_bottom(game):
    game.set_library("Alice", [FOREST, GRIZZLY_BEARS, WASTES, SHOCK])
    text = ("Look at the top three cards of your library. You may reveal a creature card from among "
            "them and put it into your hand. Put the rest on the bottom of your library in any order.")
    cast_and_resolve(game, spell(text), answers=[Answer(ChoiceKind.CHOOSE, ["Grizzly Bears"]),
                                                 Answer(ChoiceKind.ORDER, ["Wastes", "Forest"])])
    assert game.zone("Alice", Zone.HAND) == ["Grizzly Bears"]
    assert game.zone("Alice", Zone.LIBRARY) == ["Shock", "Wastes", "Forest"]


def test_look_at_top_then_put_them_back_in_any_order(game):
    game.set_library("Alice", [FOREST, GRIZZLY_BEARS, SHOCK])
    text = "Look at the top two cards of your library, then put them back in any order."
    cast_and_resolve(game, spell(text), answers=[Answer(ChoiceKind.ORDER, ["Grizzly Bears", "Forest"])])
    assert game.zone("Alice", Zone.LIBRARY) == ["Grizzly Bears", "Forest", "Shock"]


def test_each_player_shuffles_hand_and_graveyard_into_library_then_draws(game):
    game.set_library("Alice", [WASTES] * 3)
    game.set_library("Bob", [WASTES] * 3)
    game.add_card("Bob", GRIZZLY_BEARS)
    game.add_card("Bob", SHOCK, Zone.GRAVEYARD)
    text = ("Each player shuffles his or her hand and graveyard into his or her library, "
            "then draws seven cards.")
    cast_and_resolve(game, spell(text))
    assert len(game.zone("Bob", Zone.HAND)) == 5 and not game.zone("Bob", Zone.GRAVEYARD)
    assert game.zone("Alice", Zone.GRAVEYARD) == ["Hand Spell"]    # it was on the stack


def test_target_player_may_draw_up_to_the_number_they_choose(game):
    """CR 121.1: the player chooses a number from zero to three and draws that many cards."""
    game.set_library("Bob", [WASTES] * 5)
    cast_and_resolve(game, spell("Target player may draw up to three cards."), targets=[["Bob"]],
                     answers=[Answer(ChoiceKind.X, [2])])
    assert len(game.zone("Bob", Zone.HAND)) == 2 and len(game.zone("Bob", Zone.LIBRARY)) == 3


def test_shuffle_your_hand_into_your_library_then_draw_that_many(game):
    """CR 608.2c: "that many" is the number of cards shuffled in, here two of a library of three."""
    game.set_library("Alice", [WASTES])
    for d in (GRIZZLY_BEARS, SHOCK):
        game.add_card("Alice", d)
    cast_and_resolve(game, spell("Shuffle the cards from your hand into your library, then draw "
                                 "that many cards."))
    assert len(game.zone("Alice", Zone.HAND)) == 2 and len(game.zone("Alice", Zone.LIBRARY)) == 1


def test_put_a_land_card_from_your_hand_onto_the_battlefield(game):
    game.add_card("Alice", FOREST)
    game.add_card("Alice", GRIZZLY_BEARS)
    cast_and_resolve(game, spell("You may put a land card from your hand onto the battlefield."),
                     answers=[Answer(ChoiceKind.MAY, True)])
    assert game.zone("Alice", Zone.BATTLEFIELD) == ["Forest"]
    assert game.zone("Alice", Zone.HAND) == ["Grizzly Bears"]


def test_discard_at_random_as_a_cost_needs_no_answer(game):
    card = compile_card(CardSource("Random Rack", "{1}, Discard a card at random: You gain 3 life.",
                                   "", "Artifact"))
    assert card.fully_compiled
    game.put_onto_battlefield("Alice", card.definition)
    game.add_card("Alice", GRIZZLY_BEARS)
    game.add_card("Alice", SHOCK)
    game.add_mana("Alice", "R")
    game.activate("Alice", "Random Rack", 0)
    game.resolve_stack()
    assert len(game.zone("Alice", Zone.GRAVEYARD)) == 1 and game.life("Alice") == 23


def test_countered_spell_controller_may_draw_up_to_two_at_the_next_upkeep(game):
    """Arcane Denial's wording: the delayed draw is the countered spell's controller's (CR 608.2h:
    its last known controller), each choosing how many, up to two (CR 121.1)."""
    from cardtext.runtime.characteristics import Step
    denial = compile_card(CardSource("Denial", "Counter target spell. Its controller may draw up to two "
                                     "cards at the beginning of the next turn's upkeep.", "", "Instant")).definition
    game.set_library("Bob", [WASTES] * 4)
    bears = game.add_card("Bob", GRIZZLY_BEARS)
    game.add_mana("Bob", "GG")
    game.set_step(game.step, "Bob")
    spell = game.cast("Bob", bears)
    game.pass_priority("Bob")
    counter = game.add_card("Alice", denial)
    game.cast("Alice", counter, targets=[[spell]])
    game.resolve_stack()
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Grizzly Bears"]
    game.decider.add(Answer(ChoiceKind.X, [2]))
    game.advance_to(Step.UPKEEP, "Alice")
    game.resolve_stack()
    assert len(game.zone("Bob", Zone.LIBRARY)) == 2 and len(game.zone("Bob", Zone.HAND)) == 2
