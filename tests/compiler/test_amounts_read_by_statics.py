"""Amounts an ability reads as it applies or resolves: "+X/+X, where X is ..." of a static, a
characteristic-defining toughness, "you may gain life equal to ...", "the highest ... among",
"X plus 3", "half your life, rounded up" (CR 604.3, 611.3a, 107.1a, 107.3): each compiles to the amount it means and renders back unchanged."""
import pytest

from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import abilities as R
from cardtext.runtime import effects as E
from cardtext.runtime.characteristics import ManaType, Zone
from cardtext.runtime.costs import PayLife
from cardtext.runtime.rounding import halved
from cardtext.runtime.filters import (CountersOn, CountOf, GreatestAmong, Half, LifeTotalAmount, ManaValueOf, PowerOf, SelfRef, Sum,
                                      TargetRef, XValue)

from .conftest import compile_text


def abilities_of(card):
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card))
    return card.definition.abilities


def test_equipped_creature_gets_x_where_x_counts_creature_cards_in_all_graveyards():
    (static,) = abilities_of(compile_text(
        "Equipped creature gets +X/+X, where X is the number of creature cards in all graveyards.",
        type_line="Artifact — Equipment"))
    anthem = static.effect
    assert isinstance(anthem, R.Anthem) and (anthem.power, anthem.toughness) == (1, 1)
    assert isinstance(anthem.multiplier, CountOf)
    assert anthem.multiplier.ref.filter.zone is Zone.GRAVEYARD


def test_minus_x_is_the_negative_sign_of_x():
    (_, static) = abilities_of(compile_text(
        "Enchant creature\nEnchanted creature gets -X/-X, where X is the number of cards in your hand.",
        type_line="Enchantment — Aura"))
    assert (static.effect.power, static.effect.toughness) == (-1, -1)


def test_x_of_the_static_reads_counters_on_its_own_permanent():
    (static,) = abilities_of(compile_text(
        "Equipped creature gets +X/+X, where X is the number of charge counters on ~.",
        type_line="Artifact — Equipment"))
    assert static.effect.multiplier == CountersOn(SelfRef(), "charge")


def test_x_a_static_cannot_read_stays_unsupported():
    """"its converted mana cost": the equipped creature's, which no static amount names yet."""
    card = compile_text("Equipped creature gets +X/+X, where X is its mana value.",
                        type_line="Artifact — Equipment")
    assert not card.fully_compiled
    assert any(d.code == "CT301" for d in card.diagnostics)


@pytest.mark.parametrize("text, power, toughness", [
    ("~'s toughness is equal to the number of Forests you control.", False, True),
    ("~'s power is equal to the number of red creatures on the battlefield.", True, False),
])
def test_one_characteristic_defined_leaves_the_other_printed(text, power, toughness):
    (static,) = abilities_of(compile_text(text, power="0", toughness="*"))
    assert (static.effect.power is not None, static.effect.toughness is not None) == (power, toughness)


def test_toughness_of_one_plus_a_count():
    (static,) = abilities_of(compile_text(
        "~'s toughness is equal to 1 plus the number of green creatures on the battlefield."))
    assert static.effect.power is None and isinstance(static.effect.toughness, Sum)


def test_you_may_gain_life_equal_to_the_power_of_a_target():
    (trigger,) = abilities_of(compile_text(
        "At the beginning of your end step, you may gain life equal to the power of target creature "
        "you control."))
    (optional,) = trigger.effects
    assert optional == E.Optional((E.GainLife(PowerOf(TargetRef(0))),))


def test_the_highest_converted_mana_cost_is_the_greatest_mana_value():
    (spell,) = abilities_of(compile_text(
        "Draw cards equal to the highest converted mana cost among artifacts you control.",
        type_line="Sorcery"))
    (draw,) = spell.effects
    assert isinstance(draw.amount, GreatestAmong) and draw.amount.characteristic == "mana_value"


def test_x_plus_a_number():
    (spell,) = abilities_of(compile_text("You gain X plus 3 life.", type_line="Instant", mana_cost="{X}{G}"))
    (gain,) = spell.effects
    assert gain.amount == Sum(XValue(), 3)


def test_x_plus_a_number_where_x_is_a_count():
    (spell,) = abilities_of(compile_text(
        "You gain X plus 1 life, where X is the number of green creatures on the battlefield.",
        type_line="Sorcery"))
    (gain,) = spell.effects
    assert isinstance(gain.amount, Sum) and isinstance(gain.amount.amount, CountOf) and gain.amount.plus == 1


@pytest.mark.parametrize("text", ["You lose half your life, rounded up.", "You lose half your life, rounded down."])
def test_you_lose_half_your_life_rounded_as_written(text):
    (spell,) = abilities_of(compile_text(text, type_line="Sorcery"))
    (lose,) = spell.effects
    assert lose.amount == Half(LifeTotalAmount(), rounded_up=text.endswith("up."))


def test_pay_half_your_life_is_one_cost():
    (ability,) = abilities_of(compile_text(
        "{B}{B}, Pay half your life, rounded up: Destroy target nonblack creature.", type_line="Enchantment"))
    assert PayLife(Half(LifeTotalAmount())) in ability.costs


def test_another_player_losing_half_their_life_stays_unsupported():
    assert not compile_text("Target player loses half your life, rounded up.", type_line="Sorcery").fully_compiled


@pytest.mark.parametrize("life, rounded_up, half", [(15, True, 8), (15, False, 7), (0, True, 0), (1, True, 1)])
def test_half_is_rounded_as_the_card_says(life, rounded_up, half):
    assert halved(life, rounded_up) == half


def test_add_an_amount_of_one_mana_symbol_equal_to_devotion():
    (ability,) = abilities_of(compile_text("{T}: Add an amount of {G} equal to your devotion to green."))
    (add,) = ability.effects
    assert add.production.options == ((ManaType.GREEN,),) and type(add.production.times).__name__ == "Devotion"


def test_add_an_amount_equal_to_the_sacrificed_artifacts_mana_value():
    (ability,) = abilities_of(compile_text(
        "{T}, Sacrifice an artifact: Add an amount of {B} equal to the sacrificed artifact's converted mana cost."))
    (add,) = ability.effects
    assert isinstance(add.production.times, ManaValueOf)


def test_add_an_amount_equal_to_x_plus_one_counters_removed():
    (_, ability) = abilities_of(compile_text(
        "{1}, {T}: Put a charge counter on ~.\n"
        "{T}, Remove X charge counters from ~: Add an amount of {C} equal to X plus one.", type_line="Artifact"))
    (add,) = ability.effects
    assert add.production.times == Sum(XValue(), 1)


@pytest.mark.parametrize("text", [
    "Sacrifice a creature: Target player puts a number of cards equal to the sacrificed creature's power "
    "from the top of his or her library into his or her graveyard.",
    "Sacrifice a creature: Target player mills cards equal to the sacrificed creature's power.",
])
def test_mill_cards_equal_to_a_power_in_both_wordings(text):
    (ability,) = abilities_of(compile_text(text, type_line="Artifact"))
    (mill,) = ability.effects
    assert isinstance(mill, E.Mill) and isinstance(mill.amount, PowerOf)


def test_discards_a_number_of_cards_equal_to_a_power():
    (_, spell) = abilities_of(compile_text(
        "As an additional cost to cast ~, sacrifice a creature.\n"
        "Target player discards a number of cards equal to the sacrificed creature's power.", type_line="Sorcery"))
    (discard,) = spell.effects
    assert isinstance(discard, E.DiscardCards) and isinstance(discard.amount, PowerOf)


def test_enters_with_a_number_of_counters_equal_to_a_count():
    (replacement,) = abilities_of(compile_text(
        "~ enters with a number of +1/+1 counters on it equal to the number of creature cards in your graveyard."))
    assert isinstance(replacement.replacement.amount, CountOf)


def test_enters_with_x_counters_where_x_is_a_count_is_the_same_replacement():
    """CR 107.3: "with X +1/+1 counters on it, where X is ..." counts as "a number of ... equal to"."""
    (where,) = abilities_of(compile_text(
        "~ enters with X +1/+1 counters on it, where X is the number of creature cards in your graveyard."))
    (equal,) = abilities_of(compile_text(
        "~ enters with a number of +1/+1 counters on it equal to the number of creature cards in your graveyard."))
    assert where.replacement == equal.replacement and isinstance(where.replacement.amount, CountOf)
    assert not compile_text("~ enters with two +1/+1 counters on it, where X is the number of creatures you "
                            "control.").fully_compiled          # no X to define


def test_the_power_of_the_creature_tapped_this_way_is_the_tapped_creatures_power():
    (_, ability) = abilities_of(compile_text(
        "Trample\nTap an untapped red creature you control other than ~: ~ gets +X/+0 until end of turn, "
        "where X is the power of the creature tapped this way."))
    (pump,) = ability.effects
    assert type(pump.multiplier.ref).__name__ == "PaidRef" and pump.multiplier.ref.action == "tapped"
