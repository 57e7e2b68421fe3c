"""Hands, libraries and reveals: revealed / looked-at hands and choices from them, discarding
that card, all cards or at random, looking at the top of your library and sorting those cards,
shuffling zones into a library, putting a card from your hand onto the battlefield."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime.characteristics import CardType, Zone
from cardtext.runtime.filters import AffectedRef, Controller, CountOf, Fixed, ObjectFilter, PlayerRef

from .conftest import compile_text

NONLAND_IN_HAND = ObjectFilter(excluded_types=(CardType.LAND,), card=True, zone=Zone.HAND)


def effects(text, type_line="Sorcery"):
    card = compile_text(text, type_line=type_line)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    (ability,) = card.definition.abilities
    return ability


def not_understood(text, type_line="Sorcery"):
    card = compile_text(text, type_line=type_line)
    assert not card.fully_compiled


def test_reveal_hand_choose_a_card_that_player_discards_it():
    ability = effects("Target opponent reveals his or her hand. You choose a nonland card from it. "
                      "That player discards that card.")
    reveal, choose, discard = ability.effects
    assert reveal == E.RevealHand(PlayerRef.TARGET_PLAYER)
    assert ability.targets[0].players is Controller.OPPONENT
    assert choose == E.ChooseFromHand(choose.label, NONLAND_IN_HAND, PlayerRef.TARGET_PLAYER)
    assert discard == E.DiscardObjects(AffectedRef(choose.label))


def test_that_player_reveals_after_combat_damage_and_exile_that_card():
    ability = effects("Whenever ~ deals combat damage to a player, that player reveals his or her "
                      "hand. You choose a nonland card from it and exile that card.", "Creature — Test")
    reveal, choose, exile = ability.effects
    assert reveal == E.RevealHand(PlayerRef.EVENT_PLAYER) and choose.player is PlayerRef.EVENT_PLAYER
    assert exile.objects == AffectedRef(choose.label)


def test_the_mana_value_of_the_card_chosen_written_before_or_after_from_it():
    """CR 202.3: "a nonland card from it with mana value 3 or less" and "a nonland card with mana
    value 3 or less from it" choose the same card; each order renders back as printed."""
    from cardtext.runtime.filters import Compare, NumberTest
    chosen = NONLAND_IN_HAND.__class__(**{**NONLAND_IN_HAND.__dict__,
                                          "tests": (NumberTest("mana_value", Compare.LE, 3),)})
    for where in ("a nonland card from it with mana value 3 or less",
                  "a nonland card with mana value 3 or less from it"):
        ability = effects(f"Target player reveals his or her hand. You choose {where}. That player discards that card.")
        assert ability.effects[1].filter == chosen


def test_choose_from_it_needs_a_revealed_hand():
    not_understood("You choose a nonland card from it. That player discards that card.")


def test_look_at_target_players_hand():
    ability = effects("Look at target player's hand.")
    assert ability.effects == (E.RevealHand(PlayerRef.TARGET_PLAYER, look=True),)


def test_reveal_hand_and_discard_all_nonland_cards():
    ability = effects("Target player reveals his or her hand and discards all nonland cards.")
    assert ability.effects == (E.RevealHand(PlayerRef.TARGET_PLAYER),
                               E.DiscardAll(NONLAND_IN_HAND, PlayerRef.TARGET_PLAYER))


def test_discard_at_random():
    (draw, discard) = effects("Draw two cards, then discard a card at random.").effects
    assert discard == E.DiscardCards(Fixed(1), PlayerRef.YOU, at_random=True)
    (discard,) = effects("Target player discards two cards at random.").effects
    assert discard == E.DiscardCards(Fixed(2), PlayerRef.TARGET_PLAYER, at_random=True)


def test_the_player_who_drew_then_discards_at_random():
    """"Each player draws three cards, then discards three cards at random." (CR 701.8b): the
    players of the draw discard too, each losing cards chosen at random."""
    (draw, discard) = effects("Each player draws three cards, then discards three cards at random.").effects
    assert draw == E.Draw(Fixed(3), PlayerRef.EACH_PLAYER)
    assert discard == E.DiscardCards(Fixed(3), PlayerRef.EACH_PLAYER, at_random=True)
    (draw, discard) = effects("Target player draws two cards, then discards a card at random.").effects
    assert discard == E.DiscardCards(Fixed(1), PlayerRef.TARGET_PLAYER, at_random=True)
    not_understood("Draw a card, then discards a card at random.")


def test_look_at_top_then_put_them_back_in_any_order():
    look, back = effects("When ~ enters, look at the top three cards of your library, then put them "
                         "back in any order.", "Creature — Test").effects
    assert look == E.LookAtTop(Fixed(3), look.label)
    assert back == E.PutLookedCards(look.label, 0, rest="top")


def test_look_at_top_put_one_into_hand_rest_into_graveyard():
    look, put = effects("Look at the top four cards of your library. Put one of them into your hand "
                        "and the rest into your graveyard.").effects
    assert put == E.PutLookedCards(look.label, 1, take_to=Zone.HAND, rest="graveyard")


def test_look_at_top_put_one_into_hand_the_other_on_the_bottom():
    look, put = effects("Look at the top two cards of your library. Put one of them into your hand "
                        "and the other on the bottom of your library.").effects
    assert put == E.PutLookedCards(look.label, 1, rest="bottom_any")


def test_look_at_top_any_number_into_graveyard_rest_back_on_top():
    look, put = effects("Look at the top five cards of your library. Put any number of them into "
                        "your graveyard and the rest back on top of your library in any order.").effects
    assert put == E.PutLookedCards(look.label, None, take_to=Zone.GRAVEYARD, rest="top")


def test_look_at_top_may_reveal_a_creature_card_rest_on_the_bottom():
    look, take, rest = effects(
        "Look at the top four cards of your library. You may reveal a creature card from among them "
        "and put it into your hand. Put the rest on the bottom of your library in a random order.").effects
    assert take == E.PutLookedCards(look.label, 1, ObjectFilter(types=(CardType.CREATURE,), card=True,
                                                               zone=Zone.LIBRARY),
                                    optional=True, reveal=True, rest=None)
    assert rest == E.PutLookedCards(look.label, 0, rest="bottom_random")


def test_put_the_rest_needs_looked_at_cards():
    not_understood("Put the rest on the bottom of your library in any order.")


def test_shuffle_graveyard_into_library():
    (shuffle,) = effects("Target player shuffles his or her graveyard into his or her library.").effects
    assert shuffle == E.ShuffleIntoLibrary((Zone.GRAVEYARD,), PlayerRef.TARGET_PLAYER)
    (shuffle,) = effects("Shuffle your graveyard into your library.").effects
    assert shuffle == E.ShuffleIntoLibrary((Zone.GRAVEYARD,), PlayerRef.YOU)


def test_each_player_shuffles_hand_and_graveyard_then_draws():
    shuffle, draw = effects("Each player shuffles his or her hand and graveyard into his or her "
                            "library, then draws seven cards.").effects
    assert shuffle == E.ShuffleIntoLibrary((Zone.HAND, Zone.GRAVEYARD), PlayerRef.EACH_PLAYER)
    assert draw == E.Draw(Fixed(7), PlayerRef.EACH_PLAYER)


def test_each_other_player_may_draw_up_to_three_cards():
    """CR 121.1: each of those players chooses how many cards, zero to three, and draws them."""
    (draw,) = effects("When ~ enters, each other player may draw up to three cards.",
                      "Creature — Djinn").effects
    assert draw == E.DrawUpTo(Fixed(3), PlayerRef.EACH_OTHER_PLAYER)
    not_understood("You may draw up to two creatures.")


def test_shuffle_your_hand_into_your_library_then_draw_that_many():
    """"that many" (CR 608.2c): as many cards as the shuffle put into the library."""
    shuffle, draw = effects("Shuffle the cards from your hand into your library, then draw that many "
                            "cards.").effects
    assert shuffle == E.ShuffleIntoLibrary((Zone.HAND,), PlayerRef.YOU, label=shuffle.label)
    assert shuffle.label and draw == E.Draw(CountOf(AffectedRef(shuffle.label)), PlayerRef.YOU)


def test_put_a_land_card_from_your_hand_onto_the_battlefield():
    (may,) = effects("{t}: You may put a land card from your hand onto the battlefield.",
                     "Artifact").effects
    (put,) = may.effects
    assert isinstance(put, E.PutFromHand) and put.count == 1
    assert put.filter.types == (CardType.LAND,) and put.filter.zone is Zone.HAND
    not_understood("Put a creature card from your graveyard onto the battlefield.")


def test_look_at_hand_and_choose_a_card_from_it():
    look, choose, discard = effects("Look at target opponent's hand and choose a nonland card from "
                                    "it. That player discards that card.").effects
    assert look == E.RevealHand(PlayerRef.TARGET_PLAYER, look=True)
    assert choose == E.ChooseFromHand(choose.label, NONLAND_IN_HAND, PlayerRef.TARGET_PLAYER)
    assert discard == E.DiscardObjects(AffectedRef(choose.label))


def test_discard_a_card_at_random_as_a_cost():
    from cardtext.runtime.costs import Discard
    ability = effects("{1}, Discard a card at random: Put a +1/+1 counter on target creature.",
                      "Artifact")
    assert Discard(1, ObjectFilter(card=True), random=True) in ability.costs
    not_understood("{1}, Discard a creature card at random: Draw a card.", "Artifact")
