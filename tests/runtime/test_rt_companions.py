"""Companion (CR 702.139): a card outside the game whose condition its owner's starting deck
fulfils is revealed before the game (CR 103.2b) and, once during the game, put into its owner's
hand for {3} as a special action any time they could cast a sorcery (CR 116.2g, 702.139a).
The companions are custom cards (no corpus card has companion), compiled from their text."""
from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from cardtext.compiler.api import compile_card
from cardtext.compiler.harness.autoplay import new_random_game, play_checked
from cardtext.compiler.harness.decks import CardPool
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import ManaType, Step, Zone
from cardtext.runtime.errors import IllegalAction
from cardtext.runtime.game import Game
from cardtext.runtime.mechanics.companions import (companion_condition, deck_meets, put_companion_into_hand,
                                                   reveal_companion)
from rt_cards import FOREST, GRIZZLY_BEARS, MEMNITE, creature

ODD = "Companion — Each nonland card in your starting deck has an odd mana value."
BIG = "Companion — Your starting deck contains only cards with mana value 3 or greater and land cards."
CATS = "Companion — Each creature card in your starting deck is a Cat, Elemental, Nightmare, Dinosaur, or Beast card."
CHEAP = "Companion — Your starting deck contains at least twenty cards with mana value 3 or less."
SINGLETON = "Companion — Each nonland card in your starting deck has a different name."

ONE_DROP = creature("Odd One", 1, 1, "W")            # mana value 1
THREE_DROP = creature("Odd Three", 3, 3, "2W")       # mana value 3
GIANT = creature("Hill Giant", 3, 3, "3R")           # mana value 4


def companion_card(text: str, name: str = "Test Companion"):
    card = compile_card(CardSource(name=name, oracle_text=text, mana_cost="{1}{W}{B}",
                                   type_line="Legendary Creature — Cat Nightmare", power="3", toughness="3"))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return card.definition


def condition(text: str):
    return companion_condition(companion_card(text))


def test_702_139a_each_nonland_card_of_odd_mana_value_lands_not_counted():
    assert deck_meets(condition(ODD), [ONE_DROP, THREE_DROP, FOREST, FOREST])
    assert not deck_meets(condition(ODD), [ONE_DROP, GRIZZLY_BEARS])        # Grizzly Bears: 2
    assert not deck_meets(condition(ODD), [MEMNITE])                       # 0 is even (CR 202.3)


def test_702_139a_only_cards_of_mana_value_3_or_greater_and_land_cards():
    assert deck_meets(condition(BIG), [THREE_DROP, GIANT, FOREST])
    assert not deck_meets(condition(BIG), [GIANT, ONE_DROP])


def test_702_139a_each_creature_card_is_one_of_the_creature_types_changeling_counts():
    from cardtext.runtime.abilities import KeywordAbility
    cat = creature("Savannah Cat", 2, 1, "1W", subtypes=("Cat",))
    shapeshifter = creature("Shapeshifter", 1, 1, "1", KeywordAbility("changeling"), subtypes=("Shapeshifter",))
    assert deck_meets(condition(CATS), [cat, shapeshifter, FOREST])          # CR 702.73a
    assert not deck_meets(condition(CATS), [cat, GRIZZLY_BEARS])


def test_702_139a_at_least_twenty_cards_and_a_different_name_each():
    assert deck_meets(condition(CHEAP), [ONE_DROP] * 20) and not deck_meets(condition(CHEAP), [ONE_DROP] * 19)
    assert deck_meets(condition(SINGLETON), [ONE_DROP, THREE_DROP, FOREST, FOREST])
    assert not deck_meets(condition(SINGLETON), [ONE_DROP, ONE_DROP])


def game_with_companion(text: str = ODD, deck=(ONE_DROP, THREE_DROP, FOREST)) -> tuple[Game, int]:
    g = Game()
    g.set_library("Alice", list(deck))
    card = g.add_card("Alice", companion_card(text), Zone.OUTSIDE)
    return g, card


def test_103_2b_a_companion_is_revealed_only_if_the_starting_deck_fulfils_its_condition():
    g, card = game_with_companion(deck=(ONE_DROP, GRIZZLY_BEARS))
    with pytest.raises(IllegalAction, match="702.139a"):
        reveal_companion(g, 0, card)
    assert g.state.players[0].companion is None
    g, card = game_with_companion()
    reveal_companion(g, 0, card)
    assert g.state.players[0].companion == card
    second = g.add_card("Alice", companion_card(BIG, "Other Companion"), Zone.OUTSIDE)
    with pytest.raises(IllegalAction, match="no more than one"):            # CR 103.2b: one card
        reveal_companion(g, 0, second)


def test_116_2g_pay_3_to_put_the_companion_into_hand_once_per_game_at_sorcery_speed():
    g, card = game_with_companion()
    reveal_companion(g, 0, card)
    g.set_step(Step.MAIN1, "Alice")
    g.add_mana("Alice", [ManaType.COLORLESS] * 6)
    put_companion_into_hand(g, 0)
    alice = g.state.players[0]
    assert [g.state.objects[i].name for i in alice.hand] == ["Test Companion"]
    assert card not in alice.outside and len(alice.pool) == 3                # {3} paid
    with pytest.raises(IllegalAction, match="116.2g"):                      # once during the game
        put_companion_into_hand(g, 0)


def test_116_2g_not_on_an_opponents_turn_nor_without_3_mana_nor_without_a_revealed_companion():
    g, card = game_with_companion()
    g.set_step(Step.MAIN1, "Alice")
    g.add_mana("Alice", [ManaType.COLORLESS] * 3)
    with pytest.raises(IllegalAction, match="no companion"):                # not revealed (CR 103.2b)
        put_companion_into_hand(g, 0)
    reveal_companion(g, 0, card)
    g.set_step(Step.MAIN1, "Bob")
    with pytest.raises(IllegalAction, match="not Alice's turn"):
        put_companion_into_hand(g, 0)
    g.set_step(Step.MAIN1, "Alice")
    g.state.players[0].pool.pop()
    with pytest.raises(IllegalAction):                                      # only two mana left
        put_companion_into_hand(g, 0)
    assert card in g.state.players[0].outside and not g.state.players[0].companion_to_hand


def test_116_2g_the_companion_special_action_is_among_the_legal_actions():
    g, card = game_with_companion()
    reveal_companion(g, 0, card)
    g.set_step(Step.MAIN1, "Alice")
    assert "companion" not in [a.kind for a in g.legal_actions("Alice")]   # no mana to pay {3}
    g.add_mana("Alice", [ManaType.COLORLESS] * 3)
    (action,) = [a for a in g.legal_actions("Alice") if a.kind == "companion"]
    g.perform(action)
    assert g.state.players[0].companion_to_hand


def test_a_saved_game_keeps_the_revealed_companion():
    g, card = game_with_companion()
    reveal_companion(g, 0, card)
    again = Game.from_json(g.to_json())
    assert again.state.players[0].companion == card
    assert again.state.objects[card].definition == g.state.objects[card].definition
    again.set_step(Step.MAIN1, "Alice")
    again.add_mana("Alice", [ManaType.COLORLESS] * 3)
    put_companion_into_hand(again, 0)
    assert [again.state.objects[i].name for i in again.state.players[0].hand] == ["Test Companion"]


def random_deck(soldier_cost: str):
    """A seeded random deck (compiler/harness/decks.py) from an input of one Soldier and the
    companion card."""
    soldier = CardSource(name="Soldier", oracle_text="Vigilance", mana_cost=soldier_cost,
                         type_line="Creature — Soldier", power="1", toughness="1")
    companion = CardSource(name="Test Companion", oracle_text=ODD, mana_cost="{1}{W}{B}",
                           type_line="Legendary Creature — Cat Nightmare", power="3", toughness="3")
    return CardPool([SimpleNamespace(source=soldier), SimpleNamespace(source=companion)]).deck(random.Random(1), 20)


def test_702_139a_a_random_deck_that_fulfils_a_companions_condition_gets_it_and_the_game_reveals_it():
    deck = random_deck("{W}")                        # every nonland card odd: the Soldier, the companion
    assert deck.companion is not None and deck.companion.name == "Test Companion"
    report = play_checked([deck.cards, deck.cards], 1, 3, 300, record=True, companions=[deck.companion, None])
    assert report.violation is None
    assert any("reveals Test Companion as their companion" in line for line in report.game.log_lines())


def test_a_deck_that_fails_the_condition_gets_no_companion_and_its_game_is_set_up_as_before():
    deck = random_deck("{1}{W}")                     # the Soldier's mana value is 2
    assert deck.companion is None
    before = new_random_game([deck.cards, deck.cards], 4)
    after = new_random_game([deck.cards, deck.cards], 4, companions=[deck.companion, None])
    assert after.to_json() == before.to_json()
