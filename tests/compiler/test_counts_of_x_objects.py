"""Numbers of objects known only as the effect resolves or the cost is paid (CR 107.3): "choose X
cards from it", "each player sacrifices X lands", "exile the top X cards of your library",
"search your library for up to X cards", "sacrifice that many permanents", and costs of X
objects ("exile X cards from your graveyard", "tap X untapped artifacts you control")."""
import pytest

from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import costs as C
from cardtext.runtime import effects as E
from cardtext.runtime.filters import CountersOn, EventAmount, Fixed, SelfRef, XValue

from .conftest import compile_text


def effects_of(card):
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card))
    return card.definition.abilities[-1].effects


def test_choose_x_cards_from_the_hand_looked_at():
    _look, choose, _discard = effects_of(compile_text(
        "Look at target player's hand, then choose X cards from it. That player discards those cards.",
        type_line="Sorcery", mana_cost="{X}{3}{B}"))
    assert isinstance(choose, E.ChooseFromHand) and choose.minimum == choose.maximum == XValue()


def test_up_to_x_where_x_is_the_counters_on_the_source():
    card = compile_text("{B}, Sacrifice ~: Look at target opponent's hand, then choose up to X cards from it, where X "
                        "is the number of verse counters on ~. That player discards those cards.",
                        type_line="Enchantment")
    _look, choose, _discard = effects_of(card)
    assert choose.minimum == 0 and choose.maximum == CountersOn(SelfRef(), "verse")


@pytest.mark.parametrize("text, kind, field, value", [
    ("Each player sacrifices X lands.", E.SacrificeObjects, "count", XValue()),
    ("Exile the top X cards of your library.", E.ExileTopOfLibrary, "amount", XValue()),
    ("Search your library for up to X cards, put them into your hand, then shuffle.", E.SearchLibrary, "count",
     XValue()),
    ("Exile the top two cards of your library.", E.ExileTopOfLibrary, "amount", Fixed(2)),
])
def test_x_objects_in_a_spell(text, kind, field, value):
    (step, *_) = effects_of(compile_text(text, type_line="Sorcery", mana_cost="{X}{R}"))
    assert isinstance(step, kind) and getattr(step, field) == value


def test_sacrifice_that_many_is_the_damage_dealt():
    """CR 603.7c: "that many" is the amount of the trigger event."""
    (sacrifice,) = effects_of(compile_text("Whenever ~ is dealt damage, sacrifice that many permanents."))
    assert sacrifice.count == EventAmount()


def test_that_many_without_an_amount_event_is_not_supported():
    assert not compile_text("When ~ enters, sacrifice that many permanents.").fully_compiled


@pytest.mark.parametrize("text, cost_class", [
    ("As an additional cost to cast this spell, exile X cards from your graveyard.\n~ deals X damage to any target.",
     C.ExileFromZone),
    ("As an additional cost to cast this spell, return X Swamps you control to their owner's hand.\n"
     "~ deals X damage to any target.", C.ReturnToHandCost),
])
def test_an_additional_cost_of_x_objects(text, cost_class):
    card = compile_text(text, type_line="Instant", mana_cost="{1}{R}")
    assert card.fully_compiled and all(c.equal for c in check_card(card))
    cost = card.definition.abilities[0].effect.cost
    assert isinstance(cost, cost_class) and cost.x_count


def test_tap_x_untapped_permanents_chooses_x_as_it_is_activated():
    """No {X} in the mana cost: the cost of X objects is where X is chosen (CR 107.3, 602.2b),
    so "power X or less" reads it."""
    card = compile_text("{B}, {T}, Tap X untapped Knights you control: Destroy target creature with power X or less.")
    assert card.fully_compiled and all(c.equal for c in check_card(card))
    (ability,) = card.definition.abilities
    tap = next(c for c in ability.costs if isinstance(c, C.TapPermanents))
    assert tap.x_count and ability.targets[0].filter.tests[0].of_x


def test_then_if_it_has_n_or_more_counters_reads_the_object_just_named():
    """"put a +1/+1 counter on it. Then if it has three or more +1/+1 counters on it" (CR 122.1,
    608.2c): counted on the enchanted creature the sentence before put the counter on."""
    from cardtext.runtime.filters import Compare, CounterCount
    card = compile_text("Enchant creature\nWhenever enchanted creature attacks, put a +1/+1 counter on it. Then if it "
                        "has three or more +1/+1 counters on it, sacrifice ~.", type_line="Enchantment — Aura")
    put, conditional = effects_of(card)
    assert conditional.condition == CounterCount(put.objects, "+1/+1", Compare.GE, 3)


def test_if_it_has_counters_with_no_object_named_before_is_not_supported():
    card = compile_text("At the beginning of your upkeep, draw a card. Then if it has three or more +1/+1 counters "
                        "on it, sacrifice ~.")
    assert not card.fully_compiled


def test_target_player_shuffles_up_to_n_target_cards_from_their_graveyard():
    """CR 115.1, 701.20a: the player and up to four cards of that player's graveyard are targets."""
    card = compile_text("Target player shuffles up to four target cards from his or her graveyard into his or her "
                        "library.", type_line="Sorcery")
    (shuffle,) = effects_of(card)
    player, cards = card.definition.abilities[0].targets
    assert isinstance(shuffle, E.ShuffleIntoOwnersLibrary) and player.filter is None
    assert (cards.minimum, cards.maximum, cards.controller_from_target) == (0, 4, 0)


def test_x_objects_tapped_as_an_effect_is_not_supported():
    """"you may tap X untapped Myr you control" in a triggered ability: no cost of the ability
    announces X (CR 107.3), so the number is not known."""
    card = compile_text("Whenever ~ attacks, you may tap X untapped Myr you control. If you do, ~ gets +X/+0 until "
                        "end of turn and deals X damage to defending player.")
    assert not card.fully_compiled


def test_if_it_has_counters_in_a_static_ability_is_not_read():
    """"it" after an attached subject has nothing to bind it: refused, not read as the source."""
    card = compile_text("Enchant creature\nEnchanted creature gets +1/+1 as long as it has three or more +1/+1 "
                        "counters on it.", type_line="Enchantment — Aura")
    assert not card.fully_compiled
