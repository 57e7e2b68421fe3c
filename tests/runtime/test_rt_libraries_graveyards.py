"""Libraries and graveyards (runtime/handlers/library.py): surveil, the bottom of a library,
revealing the top card(s) and putting them somewhere, "if it's a land card ... otherwise ...",
revealing cards until one matches, exiling a player's graveyard, reanimating under your control,
searching for a card with the source's name."""
from rt_cards import (FOREST, GRIZZLY_BEARS, HASTY_GOBLIN, MEMNITE, SHOCK, WASTES,
                      cast_and_resolve)

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.engine.decider import Answer, ChoiceKind


def spell(text: str, name: str = "Library Spell"):
    card = compile_card(CardSource(name, text, "", "Sorcery"))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return card.definition


def test_surveil_two(game):
    game.set_library("Alice", [FOREST, GRIZZLY_BEARS, SHOCK, WASTES])
    cast_and_resolve(game, spell("Surveil 2."), answers=[Answer(ChoiceKind.CHOOSE, ["Forest"])])
    assert game.zone("Alice", Zone.GRAVEYARD) == ["Forest", "Library Spell"]
    assert game.zone("Alice", Zone.LIBRARY) == ["Grizzly Bears", "Shock", "Wastes"]


def test_to_mill_two_cards_a_player_puts_the_top_two_of_their_library_into_their_graveyard(game):
    """CR 701.17a: to mill a number of cards, a player puts that many cards from the top of their
    library into their graveyard."""
    game.set_library("Bob", [FOREST, GRIZZLY_BEARS, SHOCK])
    cast_and_resolve(game, spell("Target player mills two cards."), targets=[["Bob"]])
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Forest", "Grizzly Bears"]
    assert game.zone("Bob", Zone.LIBRARY) == ["Shock"]
    assert game.zone("Alice", Zone.GRAVEYARD) == ["Library Spell"]


def test_put_target_creature_on_the_bottom_of_its_owners_library(game):
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    cast_and_resolve(game, spell("Put target creature on the bottom of its owner's library."),
                     targets=[["Grizzly Bears"]])
    assert game.zone("Bob", Zone.BATTLEFIELD) == []
    assert game.zone("Bob", Zone.LIBRARY)[-1] == "Grizzly Bears"


def test_all_creatures_to_the_bottom_each_owner_orders_their_own(game):
    game.put_onto_battlefield("Alice", MEMNITE)
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Bob", HASTY_GOBLIN)
    cast_and_resolve(game, spell("Put all creatures on the bottom of their owners' libraries."),
                     answers=[Answer(ChoiceKind.ORDER, ["Grizzly Bears", "Memnite"])])
    assert game.zone("Alice", Zone.LIBRARY)[-2:] == ["Grizzly Bears", "Memnite"]     # CR 401.4
    assert game.zone("Bob", Zone.LIBRARY)[-1] == "Hasty Goblin"


def test_exile_all_cards_from_target_players_graveyard(game):
    game.add_card("Bob", GRIZZLY_BEARS, Zone.GRAVEYARD)
    game.add_card("Bob", FOREST, Zone.GRAVEYARD)
    game.add_card("Alice", SHOCK, Zone.GRAVEYARD)
    cast_and_resolve(game, spell("Exile all creature cards from target player's graveyard."),
                     targets=[["Bob"]])
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Forest"]
    assert game.zone("Bob", Zone.EXILE) == ["Grizzly Bears"]
    assert game.zone("Alice", Zone.GRAVEYARD) == ["Shock", "Library Spell"]


def test_reveal_top_three_put_all_creature_cards_into_hand_rest_into_graveyard(game):
    game.set_library("Alice", [GRIZZLY_BEARS, FOREST, MEMNITE, SHOCK])
    text = ("Reveal the top three cards of your library. Put all creature cards revealed this way "
            "into your hand and the rest into your graveyard.")
    cast_and_resolve(game, spell(text))       # no choice: "all" of them
    assert sorted(game.zone("Alice", Zone.HAND)) == ["Grizzly Bears", "Memnite"]
    assert game.zone("Alice", Zone.GRAVEYARD) == ["Forest", "Library Spell"]
    assert game.zone("Alice", Zone.LIBRARY) == ["Shock"]
    assert "reveal" in [e.kind for e in game.log.entries]


def test_reveal_the_top_card_put_it_into_hand_and_lose_life_equal_to_its_mana_value(game):
    game.set_library("Alice", [GRIZZLY_BEARS, FOREST])
    text = ("Reveal the top card of your library and put that card into your hand. "
            "You lose life equal to its mana value.")
    cast_and_resolve(game, spell(text))
    assert game.zone("Alice", Zone.HAND) == ["Grizzly Bears"]
    assert game.life("Alice") == 18            # "its" is the revealed card, not the spell


ZOOLOGIST = ("Reveal the top card of your library. If it's a creature card, put it onto the "
             "battlefield. Otherwise, put it into your graveyard.")


def test_if_its_a_creature_card_it_goes_onto_the_battlefield(game):
    game.set_library("Alice", [GRIZZLY_BEARS, FOREST])
    cast_and_resolve(game, spell(ZOOLOGIST))
    assert game.zone("Alice", Zone.BATTLEFIELD) == ["Grizzly Bears"]
    assert game.zone("Alice", Zone.GRAVEYARD) == ["Library Spell"]


def test_otherwise_it_goes_into_the_graveyard(game):
    game.set_library("Alice", [FOREST, GRIZZLY_BEARS])
    cast_and_resolve(game, spell(ZOOLOGIST))
    assert game.zone("Alice", Zone.BATTLEFIELD) == []
    assert game.zone("Alice", Zone.GRAVEYARD) == ["Forest", "Library Spell"]


def test_you_may_put_a_creature_card_from_among_them_and_the_rest_into_graveyard(game):
    game.set_library("Alice", [FOREST, GRIZZLY_BEARS, MEMNITE, SHOCK])
    text = ("Reveal the top three cards of your library. You may put a creature card from among them "
            "onto the battlefield. Put the rest into your graveyard.")
    cast_and_resolve(game, spell(text), answers=[Answer(ChoiceKind.MAY, True),
                                                 Answer(ChoiceKind.CHOOSE, ["Memnite"])])
    assert game.zone("Alice", Zone.BATTLEFIELD) == ["Memnite"]
    assert sorted(game.zone("Alice", Zone.GRAVEYARD)) == ["Forest", "Grizzly Bears", "Library Spell"]


def test_reveal_until_a_creature_card_put_it_into_hand_the_rest_into_graveyard(game):
    game.set_library("Alice", [FOREST, SHOCK, GRIZZLY_BEARS, MEMNITE])
    text = ("Reveal cards from the top of your library until you reveal a creature card. "
            "Put that card into your hand and all other cards revealed this way into your graveyard.")
    cast_and_resolve(game, spell(text))
    assert game.zone("Alice", Zone.HAND) == ["Grizzly Bears"]
    assert sorted(game.zone("Alice", Zone.GRAVEYARD)) == ["Forest", "Library Spell", "Shock"]
    assert game.zone("Alice", Zone.LIBRARY) == ["Memnite"]


def test_target_player_reveals_until_a_land_then_puts_those_cards_into_graveyard(game):
    game.set_library("Bob", [SHOCK, MEMNITE, FOREST, GRIZZLY_BEARS])
    text = ("Target player reveals cards from the top of his or her library until he or she reveals "
            "a land card, then puts those cards into his or her graveyard.")
    cast_and_resolve(game, spell(text), targets=[["Bob"]])
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Shock", "Memnite", "Forest"]
    assert game.zone("Bob", Zone.LIBRARY) == ["Grizzly Bears"]


def test_reveal_until_and_nothing_matches_reveals_the_whole_library(game):
    game.set_library("Alice", [FOREST, WASTES])
    text = ("Reveal cards from the top of your library until you reveal a creature card. "
            "Put that card into your hand and the rest into your graveyard.")
    cast_and_resolve(game, spell(text))
    assert game.zone("Alice", Zone.HAND) == []
    assert game.zone("Alice", Zone.LIBRARY) == []


def test_reanimate_under_your_control_and_it_gains_haste(game):
    game.add_card("Bob", GRIZZLY_BEARS, Zone.GRAVEYARD)
    text = ("Put target creature card from a graveyard onto the battlefield under your control. "
            "It gains haste until end of turn.")
    cast_and_resolve(game, spell(text), targets=[["Grizzly Bears"]])
    assert game.zone("Alice", Zone.BATTLEFIELD) == ["Grizzly Bears"]
    assert "haste" in game.keywords("Grizzly Bears")      # CR 400.7c: found in its new zone


def test_search_for_a_card_named_like_the_source(game):
    squadron = compile_card(CardSource(
        "Squad Hawk", "When ~ enters, you may search your library for up to three cards named ~, "
        "reveal them, and put them into your hand. If you do, shuffle your library.", "1W",
        "Creature — Bird", "1/1")).definition
    game.set_library("Alice", [squadron, FOREST, squadron])
    oid = game.add_card("Alice", squadron)
    game.add_mana("Alice", "W")
    game.add_mana("Alice", "W")
    game.decider.add(Answer(ChoiceKind.MAY, True),
                     Answer(ChoiceKind.CHOOSE, ["Squad Hawk", "Squad Hawk"]))
    game.cast("Alice", oid)
    game.resolve_stack()
    assert game.zone("Alice", Zone.HAND) == ["Squad Hawk", "Squad Hawk"]
    assert game.zone("Alice", Zone.LIBRARY) == ["Forest"]


CLASH = "Clash with an opponent. If you win, you gain 3 life. Otherwise, you lose 1 life."


def test_clash_you_win_with_the_higher_mana_value_and_may_keep_it_on_top(game):
    game.set_library("Alice", [GRIZZLY_BEARS, FOREST])
    game.set_library("Bob", [MEMNITE, WASTES])
    # CR 701.23c: both reveal, then in APNAP order each decides whether to put it on the bottom
    cast_and_resolve(game, spell(CLASH), answers=[Answer(ChoiceKind.MAY, False), Answer(ChoiceKind.MAY, True)])
    assert game.life("Alice") == 23
    assert game.zone("Alice", Zone.LIBRARY) == ["Grizzly Bears", "Forest"]
    assert game.zone("Bob", Zone.LIBRARY) == ["Wastes", "Memnite"]


def test_clash_a_tie_is_not_a_win(game):
    game.set_library("Alice", [GRIZZLY_BEARS])
    game.set_library("Bob", [GRIZZLY_BEARS])
    cast_and_resolve(game, spell(CLASH), answers=[Answer(ChoiceKind.MAY, False), Answer(ChoiceKind.MAY, False)])
    assert game.life("Alice") == 19                    # CR 701.23d: higher than all others


def test_exile_the_top_cards_of_your_library_as_a_cost_needs_that_many(game):
    from cardtext.runtime.errors import IllegalAction
    slogger = compile_card(CardSource("Top Slogger", "{R}, Exile the top two cards of your library: "
                                      "You gain 1 life.", "", "Artifact")).definition
    game.put_onto_battlefield("Alice", slogger)
    game.set_library("Alice", [FOREST, SHOCK, WASTES])
    game.add_mana("Alice", "R")
    game.activate("Alice", "Top Slogger", 0)
    game.resolve_stack()
    assert game.zone("Alice", Zone.EXILE) == ["Forest", "Shock"] and game.life("Alice") == 21
    game.add_mana("Alice", "R")
    try:                                   # CR 118.3: one card left, the cost can't be paid
        game.activate("Alice", "Top Slogger", 0)
        raised = False
    except IllegalAction:
        raised = True
    assert raised and game.zone("Alice", Zone.LIBRARY) == ["Wastes"]


def test_reveal_any_number_of_cards_and_count_them(game):
    game.add_card("Alice", GRIZZLY_BEARS)
    game.add_card("Alice", HASTY_GOBLIN)
    game.add_card("Alice", FOREST)
    text = ("Reveal any number of creature cards in your hand. You gain 1 life for each card "
            "revealed this way.")
    cast_and_resolve(game, spell(text), answers=[Answer(ChoiceKind.CHOOSE, ["Grizzly Bears", "Hasty Goblin"])])
    assert game.life("Alice") == 22
    assert sorted(game.zone("Alice", Zone.HAND)) == ["Forest", "Grizzly Bears", "Hasty Goblin"]


def test_return_a_creature_card_at_random_asks_nobody(game):
    game.add_card("Alice", GRIZZLY_BEARS, Zone.GRAVEYARD)
    game.add_card("Alice", MEMNITE, Zone.GRAVEYARD)
    game.add_card("Alice", FOREST, Zone.GRAVEYARD)
    cast_and_resolve(game, spell("Return a creature card at random from your graveyard to your hand."))
    (back,) = game.zone("Alice", Zone.HAND)                # no scripted answer was needed
    assert back in ("Grizzly Bears", "Memnite") and "Forest" in game.zone("Alice", Zone.GRAVEYARD)


def test_search_target_opponents_library_you_choose_and_control_it(game):
    game.set_library("Bob", [FOREST, GRIZZLY_BEARS, WASTES])
    text = ("Search target opponent's library for a creature card and put that card onto the "
            "battlefield under your control. Then that player shuffles his or her library.")
    cast_and_resolve(game, spell(text), targets=[["Bob"]],
                     answers=[Answer(ChoiceKind.CHOOSE, ["Grizzly Bears"])])
    assert game.zone("Alice", Zone.BATTLEFIELD) == ["Grizzly Bears"]     # CR 110.2a
    assert sorted(game.zone("Bob", Zone.LIBRARY)) == ["Forest", "Wastes"]


FEASTER = "You may exile a creature card from your graveyard. If you do, you gain 2 life."


def test_may_exile_a_card_from_your_graveyard_if_you_do(game):
    game.add_card("Alice", GRIZZLY_BEARS, Zone.GRAVEYARD)
    cast_and_resolve(game, spell(FEASTER), answers=[Answer(ChoiceKind.MAY, True),
                                                    Answer(ChoiceKind.EXILE_COST, ["Grizzly Bears"])])
    assert game.zone("Alice", Zone.EXILE) == ["Grizzly Bears"] and game.life("Alice") == 22


def test_may_exile_with_nothing_to_exile_means_you_didnt(game):
    cast_and_resolve(game, spell(FEASTER), answers=[Answer(ChoiceKind.MAY, True)])
    assert game.life("Alice") == 20                    # CR 118.12: it wasn't done


def test_draw_then_put_cards_from_your_hand_on_the_bottom_in_your_order(game):
    game.set_library("Alice", [FOREST, WASTES])
    game.add_card("Alice", GRIZZLY_BEARS)
    game.add_card("Alice", SHOCK)
    text = "Draw a card, then put two cards from your hand on the bottom of your library."
    cast_and_resolve(game, spell(text), answers=[Answer(ChoiceKind.CHOOSE, ["Grizzly Bears", "Forest"]),
                                                 Answer(ChoiceKind.ORDER, ["Forest", "Grizzly Bears"])])
    assert game.zone("Alice", Zone.HAND) == ["Shock"]
    assert game.zone("Alice", Zone.LIBRARY) == ["Wastes", "Forest", "Grizzly Bears"]


KINSHIP = ("At the beginning of your upkeep, you may look at the top card of your library. If it "
           "shares a creature type with ~, you may reveal it. If you do, you gain 4 life.")


def _kinship_upkeep(game, top):
    from cardtext.runtime.characteristics import Step
    graybeard = compile_card(CardSource("Bear Elder", KINSHIP, "3G", "Creature — Bear", "2/2")).definition
    game.put_onto_battlefield("Alice", graybeard)
    game.set_library("Alice", [top, WASTES])
    game.set_step(Step.UNTAP, "Alice")
    game.pass_priority()                              # no priority in untap: on to the upkeep
    game.decider.add(Answer(ChoiceKind.MAY, True), Answer(ChoiceKind.MAY, True))
    game.resolve_stack()


def test_kinship_reveals_a_card_sharing_a_creature_type(game):
    cub = compile_card(CardSource("Bear Cub", "", "1G", "Creature — Bear", "2/2")).definition
    _kinship_upkeep(game, cub)
    assert game.life("Alice") == 24
    assert "reveal" in [e.kind for e in game.log.entries]


def test_kinship_does_nothing_for_a_card_of_another_type(game):
    _kinship_upkeep(game, FOREST)
    assert game.life("Alice") == 20


def test_brainstorm_puts_two_cards_back_on_top_in_your_order(game):
    game.set_library("Alice", [FOREST, SHOCK, WASTES, MEMNITE])
    text = "Draw three cards, then put two cards from your hand on top of your library in any order."
    cast_and_resolve(game, spell(text), answers=[Answer(ChoiceKind.CHOOSE, ["Forest", "Wastes"]),
                                                 Answer(ChoiceKind.ORDER, ["Wastes", "Forest"])])
    assert game.zone("Alice", Zone.HAND) == ["Shock"]
    assert game.zone("Alice", Zone.LIBRARY) == ["Wastes", "Forest", "Memnite"]


def test_tutor_reveals_shuffles_then_puts_the_card_on_top(game):
    game.set_library("Alice", [FOREST, SHOCK, WASTES, GRIZZLY_BEARS])
    text = ("Search your library for a creature card and reveal that card. Shuffle your library, "
            "then put the card on top of it.")
    cast_and_resolve(game, spell(text), answers=[Answer(ChoiceKind.CHOOSE, ["Grizzly Bears"])])
    assert game.zone("Alice", Zone.LIBRARY)[0] == "Grizzly Bears"
    assert sorted(game.zone("Alice", Zone.LIBRARY)[1:]) == ["Forest", "Shock", "Wastes"]


def test_choose_up_to_two_cards_from_a_looked_at_hand_may_choose_fewer(game):
    for d in (GRIZZLY_BEARS, SHOCK, FOREST):
        game.add_card("Bob", d)
    text = ("Look at target player's hand and choose up to two cards from it. That player discards "
            "those cards.")
    cast_and_resolve(game, spell(text), targets=[["Bob"]], answers=[Answer(ChoiceKind.CHOOSE, ["Shock"])])
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Shock"]
    assert sorted(game.zone("Bob", Zone.HAND)) == ["Forest", "Grizzly Bears"]


def test_look_at_top_of_target_players_library_and_put_it_into_his_or_her_graveyard(game):
    game.set_library("Bob", [GRIZZLY_BEARS, FOREST])
    text = ("Look at the top card of target player's library. You may put that card into his or "
            "her graveyard.")
    cast_and_resolve(game, spell(text), targets=[["Bob"]], answers=[Answer(ChoiceKind.MAY, True)])
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert game.zone("Bob", Zone.LIBRARY) == ["Forest"]


def test_return_a_card_from_an_opponents_graveyard_to_its_owners_hand(game):
    game.add_card("Bob", GRIZZLY_BEARS, Zone.GRAVEYARD)
    cast_and_resolve(game, spell("Return target card from an opponent's graveyard to his or her hand."),
                     targets=[["Grizzly Bears"]])
    assert game.zone("Bob", Zone.HAND) == ["Grizzly Bears"] and game.zone("Bob", Zone.GRAVEYARD) == []
