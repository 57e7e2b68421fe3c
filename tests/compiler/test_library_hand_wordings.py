"""Library, hand and graveyard wordings (compile, lowering, round trip): the one-sentence tutor
to the top, "search your library for a Goblin card, reveal it, then shuffle your library and put
that card on top of it" (CR 701.19, 701.20); "whenever a creature is put into your graveyard from
the battlefield" (CR 700.4: it dies, and only cards you own go to your graveyard, CR 400.3); "return
the exiled card to the battlefield under its owner's control" (linked abilities, CR 607.2a); "target
opponent puts a card from his or her hand on top of his or her library" (that player chooses);
"target player reveals the top card of his or her library" (CR 701.16a)."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime import events as V
from cardtext.runtime.filters import PlayerRef
from cardtext.runtime.characteristics import CardType, Zone

from .conftest import compile_text


def ability_of(text, type_line="Sorcery"):
    card = compile_text(text, type_line=type_line)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    (ability,) = card.definition.abilities
    return ability


def test_search_reveal_it_then_shuffle_and_put_that_card_on_top_is_a_tutor_to_the_top():
    (search,) = ability_of("Search your library for a creature card, reveal it, then shuffle your "
                           "library and put that card on top of it.").effects
    assert isinstance(search, E.SearchToTop) and search.count == 1
    assert search.filter.types == (CardType.CREATURE,) and search.filter.zone is Zone.LIBRARY


def test_optional_tutor_to_the_top_for_a_creature_type_on_entering():
    trigger = ability_of("When ~ enters, you may search your library for a Goblin card, reveal it, "
                         "then shuffle your library and put that card on top of it.",
                         type_line="Creature — Goblin")
    (may,) = trigger.effects
    (search,) = may.effects
    assert isinstance(may, E.Optional) and isinstance(search, E.SearchToTop)
    assert search.filter.subtypes == ("Goblin",)


def test_the_shuffle_must_come_before_putting_the_card_on_top():
    card = compile_text("Search your library for a creature card, reveal it, then put that card on "
                        "top of it and shuffle your library.", type_line="Sorcery")
    assert not card.fully_compiled



def test_put_into_your_graveyard_from_the_battlefield_is_dying_owned_by_you():
    trigger = ability_of("Whenever a creature is put into your graveyard from the battlefield, "
                         "you gain 1 life.", type_line="Enchantment")
    assert isinstance(trigger.event, V.Dies) and trigger.event.into_your_graveyard
    assert trigger.event.subject.types == (CardType.CREATURE,)


def test_put_into_a_graveyard_from_the_battlefield_is_any_graveyard():
    trigger = ability_of("Whenever a creature is put into a graveyard from the battlefield, "
                         "you gain 1 life.", type_line="Enchantment")
    assert isinstance(trigger.event, V.Dies) and not trigger.event.into_your_graveyard


def test_put_into_your_hand_from_the_battlefield_is_not_a_death():
    card = compile_text("Whenever a creature is put into your hand from the battlefield, you gain 1 "
                        "life.", type_line="Enchantment")
    assert not card.fully_compiled


O_RING = ("When ~ enters, exile another target nonland permanent.\n"
          "When ~ leaves the battlefield, return the exiled card to the battlefield under its owner's control.")


def test_return_the_exiled_card_is_linked_to_the_exile_ability():
    card = compile_text(O_RING, type_line="Enchantment")
    assert card.fully_compiled and all(c.equal for c in check_card(card))
    enters, leaves = card.definition.abilities
    assert isinstance(leaves.event, V.LeavesBattlefield)
    assert leaves.effects == (E.ReturnExiledWith(),)


def test_the_exiled_cards_tapped_under_their_owners_control():
    leaves = ability_of("When ~ leaves the battlefield, return the exiled cards to the battlefield "
                        "tapped under their owners' control.", type_line="Creature — Beast")
    assert leaves.effects == (E.ReturnExiledWith(tapped=True),)


def test_the_exiled_cards_to_their_owners_hand():
    leaves = ability_of("When ~ leaves the battlefield, return the exiled cards to their owner's hand.",
                        type_line="Creature — Beast")
    assert leaves.effects == (E.ReturnExiledWith(to_hand=True),)


def test_the_exiled_creature_is_not_a_card_phrase():
    card = compile_text("When ~ leaves the battlefield, return the exiled creature to the battlefield "
                        "under its owner's control.", type_line="Creature — Beast")
    assert not card.fully_compiled


def test_target_opponent_puts_a_card_from_his_or_her_hand_on_top():
    trigger = ability_of("When ~ enters, target opponent puts a card from his or her hand on top of "
                         "his or her library.", type_line="Creature — Rat")
    (put,) = trigger.effects
    assert isinstance(put, E.PutFromHandOnTop) and put.count == 1
    assert put.filter.zone is Zone.HAND and put.filter.card
    assert put.player is not PlayerRef.YOU


def test_each_player_puts_a_card_from_his_or_her_hand_on_top():
    trigger = ability_of("When ~ dies, each player puts a card from his or her hand on top of his or "
                         "her library.", type_line="Creature — Wizard")
    (put,) = trigger.effects
    assert isinstance(put, E.PutFromHandOnTop)


def test_putting_a_permanent_from_a_hand_is_not_this_construct():
    card = compile_text("When ~ enters, target opponent puts a creature from his or her hand on top "
                        "of his or her library.", type_line="Creature — Rat")
    assert not card.fully_compiled


def test_target_player_reveals_the_top_card_of_his_or_her_library():
    ability = ability_of("{1}{U}: Target player reveals the top card of his or her library.",
                         type_line="Creature — Bird")
    (reveal,) = ability.effects
    assert isinstance(reveal, E.LookAtTop) and reveal.reveal
    assert reveal.player is PlayerRef.TARGET_PLAYER


def test_each_player_reveals_the_top_two_cards():
    ability = ability_of("Each player reveals the top two cards of his or her library.")
    (reveal,) = ability.effects
    assert isinstance(reveal, E.LookAtTop) and reveal.reveal and reveal.player is PlayerRef.EACH_PLAYER
