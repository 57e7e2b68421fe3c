"""Amounts and players read from the object the same ability sacrificed, discarded or returned
(CR 608.2c: later words of an effect name what earlier words did; CR 608.2h: last known
information), never from the player the ability targets. Each wording lowers to the reference
it means, renders back unchanged, and, run in a game, does something (the executability check
refuses an amount of 0)."""
import pytest

from cardtext.compiler.harness.exercise import exercise_card
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime.filters import (AffectedRef, ControllerOf, ManaValueOf, OwnerOf, PaidRef, PowerOf, SelfRef,
                                      TargetRef, ToughnessOf)

from .conftest import compile_text


def effects_of(text: str, type_line: str = "Sorcery"):
    card = compile_text(text, type_line=type_line)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card))
    assert exercise_card(card.definition).verified
    return card.definition.abilities[-1].effects


@pytest.mark.parametrize("text, amount", [
    # CR 701.17a, 608.2h: the creature the target player sacrificed, as it last existed
    ("Target player sacrifices a creature. You gain life equal to that creature's toughness.", ToughnessOf),
    ("Target player sacrifices a creature. You draw cards equal to that creature's power.", PowerOf),
])
def test_that_creature_after_a_target_players_sacrifice_is_the_sacrificed_creature(text, amount):
    sacrifice, step = effects_of(text)
    assert isinstance(sacrifice, E.SacrificeObjects) and sacrifice.label
    assert step.amount == amount(AffectedRef(sacrifice.label))


def test_that_permanent_after_a_sacrifice_of_an_artifact_or_creature():
    # CR 608.2h: "that permanent's mana value" is the sacrificed permanent's, not the player's
    sacrifice, damage = effects_of("Target player sacrifices an artifact or creature. ~ deals damage to "
                                   "that player equal to that permanent's mana value.", "Instant")
    assert damage.amount == ManaValueOf(AffectedRef(sacrifice.label))


def test_that_creature_never_names_a_target_player():
    # CR 115.1: a player target is no creature; with no creature named, the phrase is refused
    card = compile_text("Target player gains 2 life. Tap that creature.", type_line="Sorcery")
    assert not card.fully_compiled


def test_the_discarded_card_after_a_discard_step_is_that_card():
    # CR 608.2c: "the discarded card" is the card this spell's own discard step discarded
    *_, discard, damage = effects_of("Choose target creature or player. Draw three cards, then discard a "
                                     "card. ~ deals damage equal to the discarded card's mana value to that "
                                     "creature or player.")
    assert discard.label and damage.amount == ManaValueOf(AffectedRef(discard.label))


def test_the_discarded_card_of_an_additional_cost_is_still_the_paid_card():
    card = compile_text("You gain life equal to the discarded card's mana value.", type_line="Sorcery")
    (gain,) = card.definition.abilities[-1].effects
    assert gain.amount == ManaValueOf(PaidRef("discarded"))


def test_its_after_an_amount_of_the_sacrificed_creature_names_it_again():
    # CR 608.2h: "its toughness" is the sacrificed creature's, as the amount before it named
    card = compile_text("You draw cards equal to the sacrificed creature's power, then you gain life "
                        "equal to its toughness.", type_line="Instant")
    assert card.fully_compiled and all(c.equal for c in check_card(card))
    draw, gain = card.definition.abilities[-1].effects
    assert draw.amount == PowerOf(PaidRef("sacrificed")) and gain.amount == ToughnessOf(PaidRef("sacrificed"))


def test_that_player_after_its_controller_of_a_target_spell():
    # CR 110.2: the player "its controller" named is the spell's controller, not a trigger's player
    _, discard = effects_of("Counter target spell unless its controller pays {1}. That player discards a card.",
                            "Instant")
    assert discard.player == ControllerOf(TargetRef(0))


def test_that_player_after_a_card_from_an_opponents_graveyard_is_its_owner():
    # CR 404.1: a graveyard is its owner's; the card keeps its owner on the battlefield (CR 108.3)
    card = compile_text("{X}{B}: Put target creature card with mana value X from an opponent's graveyard onto "
                        "the battlefield under your control tapped. Then that player mills X cards.")
    assert card.fully_compiled and all(c.equal for c in check_card(card))
    assert exercise_card(card.definition).verified
    _, mill = card.definition.abilities[-1].effects
    assert mill.player == OwnerOf(TargetRef(0))


def test_it_after_returning_the_source_is_the_source():
    # CR 400.7: "it" is the object ~ became on the battlefield, which the effect still finds
    card = compile_text("Whenever a 1/1 creature you control enters, you may return ~ from your graveyard to the "
                        "battlefield, then attach it to that creature.", type_line="Artifact — Equipment")
    assert card.fully_compiled and all(c.equal for c in check_card(card))
    assert exercise_card(card.definition).verified       # attached anew: the equipment found
    (trigger,) = [a for a in card.definition.abilities if getattr(a, "effects", None)]
    attach = trigger.effects[-1]
    assert attach.objects == SelfRef() and attach.to != SelfRef()


def test_the_mana_value_of_a_card_revealed_at_random_from_a_hand_is_seen():
    # CR 701.20: the card revealed at random is the one the amount reads; the executability
    # check leaves only cards with a mana value in hands, so whichever is picked, the life shows
    card = compile_text("{3}{W}: Target opponent reveals a card at random from their hand. You gain life equal "
                        "to that card's mana value.", type_line="Enchantment")
    assert card.fully_compiled and all(c.equal for c in check_card(card))
    pick, _, gain = card.definition.abilities[-1].effects
    assert isinstance(pick, E.ChooseAtRandom) and gain.amount == ManaValueOf(AffectedRef(pick.label))
    assert exercise_card(card.definition).verified


def test_that_card_after_a_one_card_discard_is_the_discarded_card():
    # CR 608.2c: "that card's mana value" is the card the target player discarded
    card = compile_text("When ~ enters, target player discards a card. ~ deals damage to that player equal to "
                        "that card's mana value.")
    assert card.fully_compiled and all(c.equal for c in check_card(card))
    discard, damage = card.definition.abilities[-1].effects
    assert discard.label and damage.amount == ManaValueOf(AffectedRef(discard.label))
    assert exercise_card(card.definition).verified


def test_that_card_after_a_discard_of_two_cards_is_not_one_of_them():
    card = compile_text("When ~ enters, target player discards two cards. You gain life equal to that card's "
                        "mana value.")
    assert not card.fully_compiled
