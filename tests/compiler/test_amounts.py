"""Amounts, damage, life and drawing (grammar/amounts.lark, compiler/syntax/transform/amounts.py):
each wording compiles, lowers to the runtime effect it means, and renders back unchanged."""
import pytest

from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime.filters import CountOf, EventAmount, PlayerRef, PlayersCount, PowerOf, Sum, Times

from .conftest import compile_text


def effects_of(card):
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card))
    (ability,) = card.definition.abilities
    return ability.effects


def test_that_much_life_reads_the_trigger_events_amount():
    (gain,) = effects_of(compile_text("Whenever ~ deals damage, you gain that much life."))
    assert gain == E.GainLife(EventAmount(), PlayerRef.YOU)


def test_that_much_damage():
    (damage,) = effects_of(compile_text(
        "Whenever ~ is dealt damage, it deals that much damage to target creature or player."))
    assert isinstance(damage, E.DealDamage) and damage.amount == EventAmount()


def test_that_much_without_an_amount_event_is_not_supported():
    card = compile_text("When ~ enters, target opponent loses that much life.")
    assert not card.fully_compiled


def test_damage_to_a_target_equal_to_a_count_keeps_its_word_order():
    (damage,) = effects_of(compile_text(
        "When ~ enters, it deals damage to target creature equal to the number of creatures you control."))
    assert isinstance(damage.amount, CountOf)


def test_n_plus_and_twice_the_number_of():
    (damage,) = effects_of(compile_text(
        "~ deals x damage to target creature, where x is 3 plus the number of artifacts you control.",
        type_line="Instant"))
    assert isinstance(damage.amount, Sum) and damage.amount.plus == 3
    (damage,) = effects_of(compile_text(
        "When ~ enters, it deals damage to target creature equal to twice the number of lands you control."))
    assert isinstance(damage.amount, Times) and damage.amount.factor == 2


def test_characteristic_pt_one_plus():
    card = compile_text("~'s power and toughness are each equal to 1 plus the number of artifacts "
                        "your opponents control.")
    assert card.fully_compiled and all(c.equal for c in check_card(card))
    (static,) = card.definition.abilities
    assert isinstance(static.effect.power, Sum)


@pytest.mark.parametrize("text, kinds", [
    ("You draw a card and you lose 1 life.", [E.Draw, E.LoseLife]),
    ("You draw two cards and target opponent discards two cards.", [E.Draw, E.DiscardCards]),
    ("~ deals 3 damage to any target and you gain 3 life.", [E.DealDamage, E.GainLife]),
    ("Draw cards equal to the number of creatures you control.", [E.Draw]),
])
def test_spell_sentences(text, kinds):
    card = compile_text(text, type_line="Sorcery")
    assert [type(e) for e in effects_of(card)] == kinds


def test_you_may_gain_life_and_you_may_have_it_deal_damage_are_optional():
    (may,) = effects_of(compile_text("At the beginning of your upkeep, you may gain 1 life."))
    assert isinstance(may, E.Optional) and isinstance(may.effects[0], E.GainLife)
    (may,) = effects_of(compile_text("When ~ dies, you may have it deal 1 damage to target creature or player."))
    assert isinstance(may, E.Optional) and isinstance(may.effects[0], E.DealDamage)


def test_draw_cards_equal_to_the_sacrificed_creatures_power():
    (draw, _discard) = effects_of(compile_text(
        "Sacrifice a creature: Draw cards equal to the sacrificed creature's power, then discard three cards.",
        type_line="Enchantment"))
    assert isinstance(draw.amount, PowerOf)


@pytest.mark.parametrize("text", [
    "When ~ enters, target opponent loses 1 life for each Vampire you control.",
    "Whenever ~ enters or attacks, you get {E} for each creature you control.",
    "At the beginning of your upkeep, target opponent discards a card for each Shrine you control.",
    "Whenever ~ attacks, put a +1/+1 counter on it for each attacking creature you control.",
    "When ~ enters, it deals 1 damage to target opponent for each creature card in your graveyard.",
    "Whenever ~ attacks or blocks, you lose 1 life for each +1/+1 counter on it.",
    "{T}: Each player draws a card for each charge counter on ~.",
])
def test_n_for_each_on_more_verbs(text):
    effects = effects_of(compile_text(text))
    assert effects


def test_he_or_she_controls_is_counted_per_player():
    (lose,) = effects_of(compile_text("Each player loses 1 life for each creature he or she controls.",
                                      type_line="Sorcery"))
    assert isinstance(lose.amount, PlayersCount) and lose.player is PlayerRef.EACH_PLAYER
    (draw,) = effects_of(compile_text("Each player draws a card for each creature card in his or her graveyard.",
                                      type_line="Sorcery"))
    assert draw.amount.filter.zone.value == "graveyard"


def test_he_or_she_controls_can_not_count_damage_to_a_creature():
    card = compile_text("~ deals damage to target creature equal to the number of lands he or she controls.",
                        type_line="Instant")
    assert not card.fully_compiled


def test_counter_unless_pays_for_each():
    (unless,) = effects_of(compile_text(
        "Counter target spell unless its controller pays {1} for each card in your graveyard.",
        type_line="Instant"))
    assert isinstance(unless, E.Unless) and isinstance(unless.per, CountOf)


def test_x_targets_take_their_number_from_the_x_chosen_in_the_cost():
    (destroy,) = effects_of(compile_text("Destroy X target artifacts.", type_line="Sorcery"))
    card = compile_text("Destroy X target artifacts.", type_line="Sorcery")
    (spec,) = card.definition.abilities[0].targets
    assert spec.x_count == "exact"
    card = compile_text("{X}, {T}: Untap up to X target lands.", type_line="Artifact")
    assert card.definition.abilities[0].targets[0].x_count == "up_to"
    assert all(c.equal for c in check_card(card))


def test_x_targets_in_a_trigger_are_not_supported():
    assert not compile_text("When ~ enters, destroy X target artifacts.").fully_compiled


@pytest.mark.parametrize("text, maximum", [
    ("~ deals 3 damage divided as you choose among one, two, or three target creatures with flying.", 3),
    ("~ deals 2 damage divided as you choose among one or two target creatures and/or players.", 2),
    ("~ deals x damage divided as you choose among any number of target creatures and/or players.", 99),
    ("~ deals 3 damage divided as you choose among one, two, or three targets.", 3),
])
def test_divided_damage_divides_among_the_targets_as_they_are_chosen(text, maximum):
    card = compile_text(text, type_line="Instant")
    (deal,) = effects_of(card)
    (spec,) = card.definition.abilities[0].targets
    assert isinstance(deal, E.DealDividedDamage)
    assert (spec.minimum, spec.maximum) == (1, maximum) and spec.divided is not None


def test_divided_x_damage_in_a_trigger_is_not_supported():
    assert not compile_text("When ~ enters, it deals x damage divided as you choose among any number of "
                            "target creatures.").fully_compiled


def test_each_of_up_to_two_target_creatures():
    card = compile_text("Put a +1/+1 counter on each of up to two target creatures.", type_line="Sorcery")
    (put,) = effects_of(card)
    (spec,) = card.definition.abilities[0].targets
    assert isinstance(put, E.PutCounters) and (spec.minimum, spec.maximum) == (0, 2)


def test_exile_instead_watches_the_damage_just_before():
    (deal, exile) = effects_of(compile_text(
        "~ deals 3 damage to each creature. If a creature dealt damage this way would die this turn, "
        "exile it instead.", type_line="Sorcery"))
    assert isinstance(exile, E.ExileIfDiesThisTurn) and exile.objects == deal.objects
    assert not compile_text("Draw a card. If a creature dealt damage this way would die this turn, "
                            "exile it instead.", type_line="Sorcery").fully_compiled


def test_exile_instead_if_that_creature_would_die():
    """Lava Coil's ruling: if the creature would die this turn for any reason, it's exiled instead
    (CR 614.1a): the creature named before, with no source to have dealt it damage."""
    (deal, exile) = effects_of(compile_text(
        "~ deals 4 damage to target creature. If that creature would die this turn, exile it instead.",
        type_line="Sorcery"))
    assert exile == E.ExileIfDiesThisTurn(deal.objects, source=None)
    (shrink, exile) = effects_of(compile_text(
        "Target creature gets -2/-2 until end of turn. If that creature would die this turn, exile it instead.",
        type_line="Instant"))
    assert exile.objects == shrink.objects and exile.source is None


def test_costs_of_x_objects():
    card = compile_text("As an additional cost to cast this spell, sacrifice X creatures.\nDestroy X target creatures.",
                        type_line="Sorcery")
    assert card.fully_compiled and all(c.equal for c in check_card(card))
    assert card.definition.abilities[0].effect.cost.x_count
    # no {X} in the cost: X is announced for the cost of X objects as it is activated (CR 601.2b, 602.2b)
    card = compile_text("{T}, Sacrifice X lands: Put X +1/+1 counters on ~.")
    assert card.fully_compiled and card.definition.abilities[0].costs[1].x_count


def test_x_or_less_is_the_spells_x():
    card = compile_text("Destroy all creatures with converted mana cost X or less.", type_line="Sorcery")
    (destroy,) = effects_of(card)
    assert destroy.objects.filter.tests[0].of_x
    # an activated ability's X is its own, chosen as it is activated (CR 107.3, 602.2b): the
    # engine fixes the test to that X (test_rt_planeswalkers); with no X in the cost there is none
    assert compile_text("{X}, {T}: Target creature with power X or less can't be blocked this turn."
                        ).fully_compiled
    assert not compile_text("{T}: Target creature with power X or less can't be blocked this turn."
                            ).fully_compiled


@pytest.mark.parametrize("text, kind", [
    ("Destroy target creature that dealt damage this turn.", "dealt"),
    ("Destroy all creatures that dealt damage to you this turn.", "dealt_to_you"),
    ("~ deals 2 damage to each creature dealt damage this turn.", "was_dealt"),
])
def test_damage_this_turn_filters(text, kind):
    card = compile_text(text, type_line="Instant")
    effects_of(card)
    ability = card.definition.abilities[0]
    filters = [t.filter for t in ability.targets] + [getattr(ability.effects[0].objects, "filter", None)]
    assert kind in [f.damage_this_turn for f in filters if f is not None]


@pytest.mark.parametrize("text", [
    "Whenever ~ is dealt damage, you may create that many 1/1 green Insect creature tokens.",
    "Whenever ~ deals combat damage to a player, you may draw that many cards.",
    "Whenever you gain life, put that many +1/+1 counters on ~.",
])
def test_that_many(text):
    effects = effects_of(compile_text(text))
    assert "EventAmount" in repr(effects)


def test_that_many_without_an_amount_event_is_not_supported():
    assert not compile_text("Sacrifice all creatures you control, then create that many 4/4 red Hellion "
                            "creature tokens.", type_line="Sorcery").fully_compiled


def test_n_for_each_multiplies_the_count():
    (gain,) = effects_of(compile_text("You gain 2 life for each creature you control.", type_line="Sorcery"))
    assert isinstance(gain.amount, Times) and gain.amount.factor == 2


def test_for_each_zubera_that_died_this_turn():
    from cardtext.runtime.filters import DiedThisTurn
    (discard,) = effects_of(compile_text("When ~ dies, target opponent discards a card for each Zubera that "
                                         "died this turn.", type_line="Creature — Zubera Spirit"))
    assert isinstance(discard.amount, DiedThisTurn) and discard.amount.filter.subtypes == ("Zubera",)


def test_the_life_lost_this_way_needs_a_life_loss_before_it():
    from cardtext.runtime.filters import LifeLostThisWay
    (_lose, gain) = effects_of(compile_text("Each opponent loses 3 life. You gain life equal to the life lost "
                                            "this way.", type_line="Sorcery"))
    assert gain.amount == LifeLostThisWay()
    assert not compile_text("You gain life equal to the life lost this way.", type_line="Sorcery").fully_compiled


def test_your_life_total_and_the_highest_life_total_among_all_players_cr_119_1():
    """Ajani, Caller of the Pride's "where X is your life total" and Sorin, Grim Nemesis's
    "equal to the highest life total among all players" (CR 119.1)."""
    from cardtext.runtime.filters import LifeTotalAmount
    (create,) = effects_of(compile_text("Create X 2/2 white Cat creature tokens, where X is your life total.",
                                        type_line="Sorcery"))
    assert create.amount == LifeTotalAmount()
    (create,) = effects_of(compile_text("Create a number of 1/1 black Vampire Knight creature tokens with "
                                        "lifelink equal to the highest life total among all players.",
                                        type_line="Sorcery"))
    assert create.amount == LifeTotalAmount(highest=True)


def test_your_life_total_becomes_a_number():
    """Form of the Dragon: "At the beginning of each end step, your life total becomes 5." (CR 119.5)."""
    (set_life,) = effects_of(compile_text("At the beginning of each end step, your life total becomes 5.",
                                          type_line="Enchantment"))
    assert isinstance(set_life, E.SetLifeTotal) and set_life.player is PlayerRef.YOU
