"""Counts read as the effect resolves : "for each <filter> target player controls"
and "unless you pay {1} for each ..." (CR 107.1, 118.12): compile, lowering and round trip."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime.filters import AffectedRef, ControlledBy, CountOf, EachRef, PlayerRef, Times

from .conftest import compile_text


def test_life_for_each_creature_target_player_controls_counts_that_players_creatures():
    card = compile_text("You gain 2 life for each creature target player controls.", type_line="Sorcery")
    assert card.fully_compiled
    (spell,) = card.definition.abilities
    (gain,) = spell.effects
    assert isinstance(gain.amount, Times) and gain.amount.factor == 2
    assert spell.targets[0].players is not None          # the player is a target (CR 115.1)
    count = gain.amount.amount
    assert isinstance(count, CountOf) and isinstance(count.ref, ControlledBy)
    assert count.ref.player is PlayerRef.TARGET_PLAYER
    assert all(c.equal for c in check_card(card))


def test_draw_for_each_tapped_creature_target_opponent_controls():
    card = compile_text("Draw a card for each tapped creature target opponent controls.", type_line="Sorcery")
    assert card.fully_compiled
    effects = card.definition.abilities[0].effects
    (draw,) = [e for e in effects if isinstance(e, E.Draw)]
    assert isinstance(draw.amount, CountOf) and draw.amount.ref.filter.tapped
    assert all(c.equal for c in check_card(card))


def test_for_each_artifact_that_player_controls_reads_the_damaged_player():
    card = compile_text("Whenever ~ deals combat damage to a player, you gain 1 life for each artifact "
                        "that player controls.", type_line="Creature — Bird", power="1", toughness="1")
    assert card.fully_compiled
    assert all(c.equal for c in check_card(card))


def test_unless_you_pay_one_for_each_card_in_your_hand():
    card = compile_text("When ~ enters, sacrifice it unless you pay {1} for each card in your hand.",
                        type_line="Creature — Beast", power="4", toughness="4")
    assert card.fully_compiled
    (trigger,) = card.definition.abilities
    (unless,) = trigger.effects
    assert isinstance(unless, E.Unless) and isinstance(unless.per, CountOf)
    assert isinstance(unless.per.ref, EachRef)
    assert all(c.equal for c in check_card(card))


def test_unless_you_pay_for_each_other_creature_round_trips():
    card = compile_text("At the beginning of your upkeep, sacrifice ~ unless you pay {1} for each other "
                        "creature you control.", type_line="Creature — Spirit", power="3", toughness="4")
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_for_each_creature_destroyed_this_way_counts_the_destroy_step():
    card = compile_text("Destroy all creatures. You gain 1 life for each creature destroyed this way.",
                        type_line="Sorcery")
    assert card.fully_compiled
    destroy, gain = card.definition.abilities[0].effects
    assert isinstance(destroy, E.Destroy) and destroy.label
    assert gain.amount == CountOf(AffectedRef(destroy.label))
    assert all(c.equal for c in check_card(card))


def test_a_plain_destroy_is_not_labelled():
    card = compile_text("Destroy all creatures.", type_line="Sorcery")
    (destroy,) = card.definition.abilities[0].effects
    assert destroy.label == ""


def test_for_each_permanent_destroyed_after_destroying_two_types():
    card = compile_text("Destroy all artifacts and enchantments. You gain 2 life for each permanent "
                        "destroyed this way.", type_line="Sorcery")
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_counting_a_narrower_kind_than_was_destroyed_is_not_supported_yet():
    card = compile_text("Destroy all artifacts and creatures. You gain 1 life for each creature "
                        "destroyed this way.", type_line="Sorcery")
    assert not card.fully_compiled
    assert any("destroyed this way" in d.message for d in card.diagnostics)


def test_draw_for_each_creature_destroyed_this_way_round_trips():
    card = compile_text("Destroy all creatures target opponent controls. Draw a card for each creature "
                        "destroyed this way.", type_line="Sorcery")
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_that_creature_after_a_chosen_sacrifice_is_the_sacrificed_creature():
    card = compile_text("At the beginning of your upkeep, sacrifice a creature. You gain life equal to "
                        "that creature's toughness.", power="6", toughness="4")
    assert card.fully_compiled
    sacrifice, gain = card.definition.abilities[0].effects
    assert isinstance(sacrifice, E.SacrificeObjects) and sacrifice.label
    assert gain.amount.ref == AffectedRef(sacrifice.label)
    assert all(c.equal for c in check_card(card))


def test_a_sacrifice_without_that_creature_is_not_labelled():
    card = compile_text("At the beginning of your upkeep, sacrifice a creature.", power="6", toughness="4")
    (sacrifice,) = card.definition.abilities[0].effects
    assert sacrifice.label == ""


def test_where_x_is_that_creatures_power_round_trips():
    card = compile_text("When ~ enters, sacrifice another creature. You gain X life and draw X cards, "
                        "where X is that creature's power.", power="2", toughness="1")
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_target_creature_deals_damage_to_itself():
    card = compile_text("Target creature deals damage to itself equal to its power.", type_line="Instant")
    assert card.fully_compiled
    (damage,) = card.definition.abilities[0].effects
    assert isinstance(damage, E.DealDamage) and damage.source == damage.objects
    assert damage.amount.ref == damage.source            # "its power": the target's
    assert all(c.equal for c in check_card(card))


def test_where_x_is_your_devotion_to_black():
    from cardtext.runtime.characteristics import ManaType
    from cardtext.runtime.filters import Devotion
    card = compile_text("When ~ enters, each opponent loses X life, where X is your devotion to black. "
                        "You gain life equal to the life lost this way.", power="2", toughness="4")
    assert card.fully_compiled
    lose = card.definition.abilities[0].effects[0]
    assert lose.amount == Devotion((ManaType.BLACK,))
    assert all(c.equal for c in check_card(card))


def test_damage_equal_to_your_devotion_round_trips():
    card = compile_text("When ~ enters, it deals damage to each opponent equal to your devotion to red.",
                        power="2", toughness="2")
    assert card.fully_compiled and all(c.equal for c in check_card(card))
