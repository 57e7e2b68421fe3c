"""Libraries and graveyards: surveil, the bottom of a library, revealing the top card(s) and
where they go, "if it's a ... card" / "otherwise", revealing until a card matches, exiling a
player's graveyard, another player's library, reanimating under your control, "named ~",
"on the battlefield", "an opponent's graveyard" (compile, lowering, round trip)."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime.characteristics import CardType, Zone
from cardtext.runtime.filters import (AffectedRef, Controller, Fixed, ObjectFilter, ObjectIs, PlayerRef,
                                      TargetRef)

from .conftest import compile_text

CREATURE_CARD = ObjectFilter(types=(CardType.CREATURE,), card=True)
LAND_CARD = ObjectFilter(types=(CardType.LAND,), card=True)


def effects(text, type_line="Sorcery"):
    card = compile_text(text, type_line=type_line)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    (ability,) = card.definition.abilities
    return ability


def not_compiled(text, type_line="Sorcery"):
    assert not compile_text(text, type_line=type_line).fully_compiled


def test_surveil():
    assert effects("Surveil 2.").effects == (E.Surveil(Fixed(2)),)


def test_put_target_on_the_bottom_of_its_owners_library():
    ability = effects("Put target artifact, creature, or enchantment on the bottom of its owner's library.")
    assert ability.effects == (E.PutOnBottom(TargetRef(0)),)


def test_put_all_on_the_bottom_of_their_owners_libraries_and_your_graveyard_cards_in_any_order():
    effects("Put all creatures on the bottom of their owners' libraries.")
    effects("Put up to four target cards from your graveyard on the bottom of your library in any order.")


def test_only_your_own_cards_go_on_the_bottom_of_your_library():
    not_compiled("Put target creature on the bottom of your library.")


def test_exile_all_cards_from_target_players_graveyard_and_hand():
    (step,) = effects("Exile all cards from target player's hand and graveyard.").effects
    assert step.zones == (Zone.HAND, Zone.GRAVEYARD) and step.player is PlayerRef.TARGET_PLAYER


def test_look_at_the_top_cards_of_target_players_library_and_put_them_back():
    look, back = effects("Look at the top three cards of target player's library, then put them "
                         "back in any order.").effects
    assert look.player is PlayerRef.TARGET_PLAYER and look.amount == Fixed(3)
    assert back.label == look.label and back.rest == "top"


def test_reveal_top_cards_put_all_matching_into_hand_rest_on_the_bottom():
    reveal, put = effects("Reveal the top four cards of your library. Put all Goblin cards revealed "
                          "this way into your hand and the rest on the bottom of your library in any "
                          "order.").effects
    assert reveal == E.LookAtTop(Fixed(4), reveal.label, reveal=True)
    assert put.all_matching and put.take_to is Zone.HAND and put.rest == "bottom_any"
    assert put.filter.subtypes == ("Goblin",)


def test_reveal_top_card_its_mana_value_is_the_revealed_cards():
    reveal, put, lose = effects("Reveal the top card of your library and put that card into your "
                                "hand. You lose life equal to its mana value.").effects
    assert put == E.PutInto(AffectedRef(reveal.label), Zone.HAND)
    assert lose.amount.ref == AffectedRef(reveal.label)


def test_if_its_a_land_card_otherwise():
    reveal, cond = effects("Reveal the top card of your library. If it's a land card, put it onto "
                           "the battlefield. Otherwise, put that card into your hand.").effects
    assert cond.condition == ObjectIs(AffectedRef(reveal.label), LAND_CARD)
    assert cond.effects == (E.PutInto(AffectedRef(reveal.label), Zone.BATTLEFIELD),)
    assert cond.otherwise == (E.PutInto(AffectedRef(reveal.label), Zone.HAND),)


def test_otherwise_needs_an_if_before_it():
    not_compiled("Draw a card. Otherwise, you gain 2 life.")


def test_if_its_needs_a_revealed_card():
    not_compiled("If it's a creature card, draw a card.")


def test_may_put_a_card_from_among_them_then_the_rest():
    reveal, may, rest = effects("Reveal the top five cards of your library. You may put a creature "
                                "card from among them into your hand. Put the rest into your "
                                "graveyard.").effects
    (put,) = may.effects
    assert put.take == 1 and put.rest is None and put.label == reveal.label
    assert rest.rest == "graveyard"


def test_put_all_from_among_them_onto_the_battlefield_tapped():
    _, put = effects("Reveal the top X cards of your library. Put all land cards from among them "
                     "onto the battlefield tapped and the rest on the bottom of your library in a "
                     "random order.").effects
    assert put.take_to is Zone.BATTLEFIELD and put.tapped and put.rest == "bottom_random"


def test_reveal_until_then_that_card_and_the_rest():
    until, into, rest = effects("Reveal cards from the top of your library until you reveal a "
                                "creature card. Put that card into your hand and the rest on the "
                                "bottom of your library in a random order.").effects
    assert until.filter.types == (CardType.CREATURE,) and until.count == 1
    assert into == E.PutInto(AffectedRef(until.found), Zone.HAND)
    assert rest == E.PutLookedCards(until.label, 0, rest="bottom_random")


def test_reveal_until_wordings_for_the_other_cards():
    effects("Reveal cards from the top of your library until you reveal a white card. Put that card "
            "into your hand and exile all other cards revealed this way.")
    effects("Reveal cards from the top of your library until you reveal a creature card. Put that "
            "card onto the battlefield and put all other cards revealed this way into your graveyard.")
    effects("Reveal cards from the top of your library until you reveal a nonland card, then put all "
            "cards revealed this way into your hand.")


def test_target_player_reveals_until_then_puts_those_cards_into_graveyard():
    (until,) = effects("Target player reveals cards from the top of his or her library until he or "
                       "she reveals a land card, then puts those cards into his or her graveyard.").effects
    assert until.player is PlayerRef.TARGET_PLAYER and until.then_graveyard


def test_exile_until_and_that_cards_mana_value():
    until, damage = effects("Exile cards from the top of your library until you exile a nonland "
                            "card. ~ deals damage to target creature or player equal to that card's "
                            "mana value.").effects
    assert until.exile and damage.amount.ref == AffectedRef(until.found)


def test_put_target_creature_card_from_a_graveyard_under_your_control():
    (step,) = effects("Put target creature card from a graveyard onto the battlefield under your "
                      "control tapped.").effects
    assert step == E.ReturnToBattlefield(TargetRef(0), under_owner_control=False, tapped=True)


def test_from_an_opponents_graveyard():
    ability = effects("Put target creature or enchantment card from an opponent's graveyard onto "
                      "the battlefield under your control.")
    assert ability.targets[0].filter.controller is Controller.OPPONENT
    assert ability.targets[0].filter.zone is Zone.GRAVEYARD


def test_named_like_the_source_and_conditional_shuffle():
    ability = effects("When ~ enters, you may search your library for a card named ~, reveal it, "
                      "and put it into your hand. If you do, shuffle your library.", "Creature — Test")
    (may,) = ability.effects
    (search,) = may.effects
    assert search.filter.named_source and not search.shuffle
    assert may.if_done == (E.ShuffleLibrary(),)


def test_for_each_creature_on_the_battlefield():
    (draw,) = effects("Draw a card for each Bird on the battlefield.").effects
    assert draw.amount.ref.filter.subtypes == ("Bird",)
    effects("You gain life equal to the number of creatures on the battlefield.")


def test_search_then_shuffle_still_one_step():
    (search,) = effects("Search your library for a basic land card, put it onto the battlefield "
                        "tapped, then shuffle.").effects
    assert search.shuffle and search.tapped


def test_clash_if_you_win_otherwise():
    (clash,) = effects("Clash with an opponent. If you win, target player discards two cards. "
                       "Otherwise, that player discards a card.").effects
    assert isinstance(clash, E.Clash) and len(clash.won) == 1 and len(clash.lost) == 1


def test_may_clash_then_if_you_win():
    ability = effects("At the beginning of combat on your turn, you may clash with an opponent. If "
                      "you win, ~ gets +2/+0 until end of turn.", "Creature — Test")
    (may,) = ability.effects
    assert may.effects[0].won


def test_if_you_win_needs_a_clash():
    not_compiled("Draw a card. If you win, you gain 2 life.")


def test_costs_from_the_top_of_your_library():
    from cardtext.runtime.costs import TopOfLibraryCost
    card = compile_text("{R}, Exile the top ten cards of your library: ~ deals 2 damage to any target.",
                        type_line="Creature — Test")
    assert TopOfLibraryCost(10) in card.definition.abilities[0].costs
    card = compile_text("{T}, Put the top card of your library into your graveyard: Add {C}.",
                        type_line="Artifact")
    assert card.fully_compiled and TopOfLibraryCost(1, exile=False) in card.definition.abilities[0].costs
    effects("Exile the top card of your library.")        # the effect still reads as an effect


def test_reveal_any_number_of_cards_in_your_hand_and_count_them():
    reveal, damage = effects("Reveal any number of red cards in your hand. ~ deals X damage to target "
                             "creature or player, where X is the number of cards revealed this "
                             "way.").effects
    assert reveal.reveal and reveal.minimum == 0 and reveal.filter.zone is Zone.HAND
    assert damage.amount.ref == AffectedRef(reveal.label)


def test_revealed_this_way_needs_cards_revealed_from_hand():
    not_compiled("Draw a card. You gain 1 life for each card revealed this way.")


def test_return_a_card_at_random_from_your_graveyard():
    pick, back = effects("Return a creature card at random from your graveyard to your hand.").effects
    assert isinstance(pick, E.ChooseAtRandom) and pick.filter.zone is Zone.GRAVEYARD
    assert pick.filter.controller is Controller.YOU and back.objects.label == pick.label


def test_choose_a_card_at_random_then_if_its_a_creature_card():
    pick, cond = effects("Choose a card at random in your graveyard. If it's a creature card, put it "
                         "onto the battlefield. Otherwise, put it into your hand.").effects
    assert cond.condition == ObjectIs(AffectedRef(pick.label), CREATURE_CARD)


def test_search_target_opponents_library_and_they_shuffle():
    ability = effects("Search target opponent's library for a creature card and put that card onto "
                      "the battlefield under your control. Then that player shuffles his or her library.")
    (search,) = ability.effects
    assert search.destination is Zone.BATTLEFIELD and search.player is PlayerRef.TARGET_PLAYER
    assert ability.targets[0].players is Controller.OPPONENT
    (exile,) = effects("Search target player's library for up to seven cards and exile them. Then "
                       "that player shuffles his or her library.").effects
    assert exile.destination is Zone.EXILE and exile.up_to and exile.count == 7


def test_in_all_graveyards():
    (gain,) = effects("You gain life equal to the number of creature cards in all graveyards.").effects
    assert gain.amount.ref.filter.zone is Zone.GRAVEYARD
    assert gain.amount.ref.filter.controller is Controller.ANY
    effects("Put all creature cards from all graveyards onto the battlefield under your control.")


def test_kinship_look_if_it_shares_a_creature_type_reveal_it_if_you_do():
    from cardtext.runtime.filters import SharesCreatureType
    ability = effects("At the beginning of your upkeep, you may look at the top card of your library. "
                      "If it shares a creature type with ~, you may reveal it. If you do, you gain 4 "
                      "life.", "Creature — Test")
    look, cond = ability.effects
    label = look.effects[0].label
    assert cond.condition == SharesCreatureType(AffectedRef(label))
    (may,) = cond.effects
    assert may.effects == (E.RevealObjects(AffectedRef(label)),) and len(may.if_done) == 1


def test_put_cards_from_your_hand_on_the_bottom():
    choose, bottom = effects("Draw three cards, then put a card from your hand on the bottom of your "
                             "library.").effects[1:]
    assert choose.filter.zone is Zone.HAND and bottom == E.PutOnBottom(AffectedRef(choose.label))


def test_target_player_shuffles_his_or_her_library():
    ability = effects("Target player shuffles his or her library.")
    assert ability.effects == (E.ShuffleLibrary(PlayerRef.TARGET_PLAYER),)


def test_tutor_to_the_top_of_your_library():
    (search,) = effects("Search your library for up to three creature cards and reveal them. Shuffle "
                        "your library, then put those cards on top of it in any order.").effects
    assert isinstance(search, E.SearchToTop) and search.count == 3


def test_look_at_hand_and_choose_up_to_two_cards_that_player_discards_those():
    look, choose, discard = effects("Look at target player's hand and choose up to two cards from "
                                    "it. That player discards those cards.").effects
    assert choose.minimum == 0 and choose.maximum == 2 and discard.objects == AffectedRef(choose.label)


def test_put_that_card_into_his_or_her_graveyard_only_for_their_library():
    effects("Look at the top card of target player's library. You may put that card into his or "
            "her graveyard.")
    not_compiled("Reveal the top card of your library. Put that card into his or her graveyard.")


def test_return_a_card_from_an_opponents_graveyard_to_his_or_her_hand():
    ability = effects("Return target card from an opponent's graveyard to his or her hand.")
    assert ability.effects == (E.ReturnToHand(TargetRef(0)),)
    not_compiled("Return target creature to his or her hand.")


def test_the_owner_of_target_shuffles_it_then_that_player_discovers():
    """Zoyowa's Justice (CR 701.20a, 701.57a): the target's owner shuffles it into their library;
    "that player" who then discovers X is that owner, X the card's mana value as it last existed
    (CR 608.2h)."""
    from cardtext.runtime.filters import ManaValueOf
    shuffle, discover = effects("The owner of target artifact or creature shuffles it into their library. "
                                "Then that player discovers X, where X is its mana value.", "Instant").effects
    assert shuffle == E.ShuffleIntoOwnersLibrary(TargetRef(0))
    assert discover == E.Discover(ManaValueOf(TargetRef(0)), PlayerRef.OWNER)


def test_that_player_discovers_needs_a_player_named_before():
    card = compile_text("Destroy target creature. Then that player discovers 2.", type_line="Instant")
    assert not card.fully_compiled


def test_search_for_any_number_of_cards_takes_none_to_all_of_them_cr_701_19b():
    """Sarkhan Unbroken's -8: "any number of Dragon creature cards" (the searcher may find
    none of them, CR 701.19b); it round trips."""
    (search,) = effects("Search your library for any number of Dragon creature cards and put them onto "
                        "the battlefield. Then shuffle your library.").effects
    assert isinstance(search, E.SearchLibrary) and search.any_number
    assert search.destination is Zone.BATTLEFIELD and search.filter.subtypes == ("Dragon",)


def test_a_tutor_that_does_not_reveal_the_card_cr_701_19():
    """Vampiric Tutor's "then shuffle and put that card on top" and Liliana Vess's older "then
    shuffle your library and put that card on top of it": the card found is not revealed."""
    (top,) = effects("Search your library for a card, then shuffle and put that card on top.").effects
    assert isinstance(top, E.SearchToTop) and not top.reveal
    (older,) = effects("Search your library for a card, then shuffle your library and put that card on top "
                       "of it.").effects
    assert older == top
    (revealed,) = effects("Search your library for an instant card, reveal it, then shuffle and put the "
                          "card on top.").effects
    assert revealed.reveal


def test_put_one_of_the_looked_at_cards_into_your_graveyard_and_the_other_stays_cr_401_4():
    """Jace, the Living Guildpact's +1: "Look at the top two cards of your library. Put one of them
    into your graveyard." -- nothing moves the other card: it stays on top (rest None)."""
    look, put = effects("Look at the top two cards of your library. Put one of them into your "
                        "graveyard.").effects
    assert isinstance(put, E.PutLookedCards) and put.label == look.label
    assert put.take == 1 and put.take_to is Zone.GRAVEYARD and put.rest is None
