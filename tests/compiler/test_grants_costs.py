"""Costs, tokens with quoted abilities and group pump-and-gain (compile, lowering, round trip)."""
import pytest

from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import costs as C
from cardtext.runtime import effects as E
from cardtext.runtime.abilities import ManaAbility, TriggeredAbility
from cardtext.runtime.characteristics import CardType, Zone
from cardtext.runtime.filters import CountersRemoved, EachRef, Fixed

from .conftest import compile_text


def compiled(text: str, **kw):
    card = compile_text(text, **kw)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), [(c.expected, c.rendered) for c in check_card(card)]
    return card


def test_exile_a_card_from_your_graveyard_is_a_cost():
    card = compiled("{2}{R}, Exile a creature card from your graveyard: Draw a card.")
    (ability,) = card.definition.abilities
    exile = ability.costs[1]
    assert isinstance(exile, C.ExileFromZone) and not exile.self_only
    assert exile.filter.zone is Zone.GRAVEYARD and exile.filter.types == (CardType.CREATURE,)


def test_exile_several_other_cards_from_your_graveyard():
    card = compiled("{3}{B}{B}, Exile seven other cards from your graveyard: Draw a card.")
    exile = card.definition.abilities[0].costs[1]
    assert exile.count == 7 and exile.filter.other


def test_additional_cost_exiling_a_card_from_your_graveyard():
    compiled("As an additional cost to cast ~, exile a creature card from your graveyard.\n"
             "Draw a card.", type_line="Sorcery")


def test_exile_self_from_the_battlefield_is_a_cost():
    card = compiled("{1}, Exile ~: Draw a card.", type_line="Artifact")
    exile = card.definition.abilities[0].costs[1]
    assert exile == C.ExileFromZone(exile.filter, self_only=True) and exile.filter.zone is Zone.BATTLEFIELD


def test_exiling_a_permanent_you_control_is_a_cost_from_the_battlefield():
    """The Soul Stone's "Exile a creature you control" (CR 118.3): a permanent the player controls,
    exiled from the battlefield, not a card from a graveyard or hand."""
    card = compiled("Exile a creature you control: Draw a card.", type_line="Artifact")
    (exile,) = card.definition.abilities[0].costs
    assert exile.filter.zone is Zone.BATTLEFIELD and not exile.filter.card and not exile.self_only
    assert exile.filter.controller.value == "you"


def test_storage_counters_removed_any_number():
    card = compiled("{T}, Remove any number of storage counters from ~: "
                    "Add {B} for each storage counter removed this way.", type_line="Land")
    (ability,) = card.definition.abilities
    assert isinstance(ability, ManaAbility)
    remove = ability.costs[1]
    assert remove.any_number and remove.counter == "storage"
    (add,) = ability.effects
    assert add.production.times == CountersRemoved("storage")


def test_mana_battery_adds_an_additional_mana_per_counter():
    card = compiled("{T}, Remove any number of charge counters from ~: Add {B}, "
                    "then add an additional {B} for each charge counter removed this way.",
                    type_line="Artifact")
    first, second = card.definition.abilities[0].effects
    assert first.production.times.value == 1 and second.production.additional


def test_group_gets_and_gains_until_end_of_turn():
    card = compiled("When ~ enters, creatures you control get +1/+1 and gain trample until end of turn.")
    (trigger,) = card.definition.abilities
    pump, gain = trigger.effects
    assert isinstance(pump, E.ModifyPowerToughness) and isinstance(pump.objects, EachRef)
    assert gain.keyword == "trample" and gain.duration is E.Duration.END_OF_TURN


def test_until_end_of_turn_first_with_three_keywords():
    card = compiled("Until end of turn, creatures you control get +5/+5 and gain first strike, "
                    "trample, and lifelink.", type_line="Sorcery")
    effects = card.definition.abilities[0].effects
    assert [e.keyword for e in effects[1:]] == ["first strike", "trample", "lifelink"]


def test_get_and_have_stays_a_static_ability():
    card = compiled("Creatures you control get +1/+1 and have trample.", type_line="Enchantment")
    assert len(card.definition.abilities) == 2


@pytest.mark.parametrize("text", [
    'When ~ enters, create a colorless Treasure artifact token with '
    '"{T}, Sacrifice this artifact: Add one mana of any color."',
    'Draw two cards and create two colorless Treasure artifact tokens with '
    '"{T}, Sacrifice this artifact: Add one mana of any color."',
])
def test_treasure_tokens_have_their_quoted_mana_ability(text):
    card = compiled(text, type_line="Creature — Pirate" if text.startswith("When") else "Sorcery")
    effects = card.definition.abilities[0].effects
    create = next(e for e in effects if isinstance(e, E.CreateToken))
    spec = create.token
    assert spec.power is None and spec.types == (CardType.ARTIFACT,) and spec.subtypes == ("Treasure",)
    (mana,) = spec.abilities
    assert isinstance(mana, ManaAbility)
    assert any(isinstance(c, C.Sacrifice) and c.self_only for c in mana.costs)


def test_they_have_gives_the_created_tokens_the_ability():
    card = compiled('Create two 1/1 red Devil creature tokens. They have "When this creature dies, '
                    'it deals 1 damage to any target."', type_line="Sorcery")
    (create,) = card.definition.abilities[0].effects
    (dies,) = create.token.abilities
    assert isinstance(dies, TriggeredAbility)


def test_they_have_without_tokens_is_not_supported():
    card = compile_text('Draw a card. They have "Sacrifice this creature: Add {C}."', type_line="Sorcery")
    assert not card.fully_compiled


@pytest.mark.parametrize("text, type_line", [
    ("Domain — Target creature gets +1/+1 until end of turn for each basic land type among lands "
     "you control.", "Instant"),
    ("Domain — Enchanted creature gets -1/-1 for each basic land type among lands you control.",
     "Enchantment — Aura"),
    ("Domain — Create a 1/1 green Saproling creature token for each basic land type among lands "
     "you control.", "Sorcery"),
])
def test_domain_counts_basic_land_types(text, type_line):
    from cardtext.runtime.filters import BasicLandTypes
    card = compiled(("Enchant creature\n" if "Aura" in type_line else "") + text, type_line=type_line)
    ability = card.definition.abilities[-1]
    found = getattr(ability, "effect", None) or ability.effects[0]
    amount = getattr(found, "multiplier", None) or getattr(found, "amount", None)
    assert amount == BasicLandTypes()


def test_domain_among_an_other_players_lands_is_not_read_as_yours():
    card = compile_text("Domain — Target creature gets +1/+1 until end of turn for each basic land "
                        "type among lands target player controls.", type_line="Instant")
    assert not card.fully_compiled


@pytest.mark.parametrize("text", [
    'Until end of turn, target creature gains "{T}: Return target nonland permanent to its owner\'s hand."',
    'Until end of turn, creatures you control gain "{T}: This creature deals 1 damage to any target."',
    'Target creature gains "{T}: Tap target creature." until end of turn.',
])
def test_gaining_a_quoted_ability_until_end_of_turn(text):
    card = compiled(text, type_line="Instant")
    (gain,) = card.definition.abilities[0].effects
    assert isinstance(gain, E.GainAbility) and gain.duration is E.Duration.END_OF_TURN
    assert gain.ability.costs == (C.TapSelf(),)


def test_gaining_a_quoted_ability_with_no_duration_is_not_supported_yet():
    card = compile_text('Target creature gains "{T}: Tap target creature."', type_line="Instant")
    assert not card.fully_compiled


def test_lure_on_a_permanent_is_a_static_requirement():
    from cardtext.runtime.abilities import LureRequirement, StaticAbility
    from cardtext.runtime.filters import SelfRef
    card = compiled("All creatures able to block ~ do so.")
    (static,) = card.definition.abilities
    assert isinstance(static, StaticAbility) and static.effect == LureRequirement(
        SelfRef(), static.effect.blockers)


def test_lure_this_turn_gives_the_target_the_requirement_until_end_of_turn():
    from cardtext.runtime.abilities import LureRequirement
    card = compiled("All creatures able to block target creature this turn do so.", type_line="Instant")
    (gain,) = card.definition.abilities[0].effects
    assert isinstance(gain, E.GainAbility) and isinstance(gain.ability.effect, LureRequirement)


def test_lure_without_this_turn_in_a_spell_is_not_supported():
    card = compile_text("All creatures able to block target creature do so.", type_line="Instant")
    assert not card.fully_compiled


def test_creatures_with_less_power_than_the_source_can_not_block_it():
    from cardtext.runtime.abilities import CantBeBlockedBy
    from cardtext.runtime.filters import Compare, SelfRef
    card = compiled("Creatures with power less than ~'s power can't block it.")
    (static,) = card.definition.abilities
    effect = static.effect
    assert isinstance(effect, CantBeBlockedBy) and effect.objects == SelfRef()
    (test,) = effect.blockers.tests
    assert (test.characteristic, test.compare, test.than_source) == ("power", Compare.LT, "power")


@pytest.mark.parametrize("text", [
    "As ~ enters, you may pay 2 life. If you don't, ~ enters tapped.",
    "As ~ enters, you may reveal a Goblin card from your hand. If you don't, ~ enters tapped.",
])
def test_enters_tapped_unless_paid(text):
    from cardtext.runtime.abilities import EntersTappedUnlessPaid
    card = compiled(text, type_line="Land")
    (rep,) = card.definition.abilities
    assert isinstance(rep.replacement, EntersTappedUnlessPaid)
    assert (rep.replacement.life == 2) == ("life" in text)


def test_return_under_your_control_after_exiling_returns_the_exiled_card():
    from cardtext.runtime.filters import AffectedRef
    card = compiled("{U}: Exile ~. Return it to the battlefield under your control at the beginning "
                    "of the next end step.")
    exile, delayed = card.definition.abilities[0].effects
    (ret,) = delayed.effects
    assert isinstance(ret.objects, AffectedRef) and not ret.under_owner_control


@pytest.mark.parametrize("text", [
    "As long as ~ is paired with another creature, both creatures have flying.",
    "As long as ~ is paired with another creature, each of those creatures gets +2/+2.",
    'As long as ~ is paired with another creature, each of those creatures has "{T}: Add {G}."',
])
def test_soulbond_statics_cover_the_pair(text):
    card = compiled("Soulbond\n" + text)
    keyword, static = card.definition.abilities
    assert keyword.name == "soulbond" and static.effect.objects.paired


def test_all_creatures_have_protection_from_a_color_is_an_ability_grant():
    from cardtext.runtime.abilities import AbilityGrant, KeywordAbility
    card = compiled("All creatures have protection from black.", type_line="Enchantment")
    (static,) = card.definition.abilities
    assert isinstance(static.effect, AbilityGrant) and isinstance(static.effect.ability, KeywordAbility)
    assert static.effect.ability.quality is not None


def test_gaining_protection_until_end_of_turn_is_a_gained_keyword_ability():
    card = compiled("{W}: Target creature gains protection from red until end of turn.")
    (gain,) = card.definition.abilities[0].effects
    assert isinstance(gain, E.GainAbility) and gain.ability.name == "protection"


def test_remove_counters_and_sacrifice_it_is_two_costs():
    card = compiled("Remove three quest counters from ~ and sacrifice it: Draw two cards.",
                    type_line="Enchantment")
    remove, sacrifice = card.definition.abilities[0].costs
    assert isinstance(remove, C.RemoveCounters) and remove.counter == "quest"
    assert isinstance(sacrifice, C.Sacrifice) and sacrifice.self_only


def test_return_self_to_its_owners_hand_is_a_cost():
    card = compiled("Return ~ to its owner's hand: Regenerate target creature.", type_line="Enchantment")
    (ret,) = card.definition.abilities[0].costs
    assert isinstance(ret, C.ReturnToHandCost) and ret.self_only


def test_you_may_pay_energy():
    card = compiled("Whenever ~ attacks, you may pay {E}{E}. If you do, put a +1/+1 counter on it.")
    (optional,) = card.definition.abilities[0].effects
    assert optional.effects[0].cost == C.PayEnergy(2)


def test_you_may_pay_life_then_if_you_do():
    """"you may pay 1 life. If you do, draw a card." (CR 119.4): paying life is the optional action
    "if you do" asks about."""
    card = compiled("Whenever a Warrior you control deals combat damage to a player, you may pay 1 life. "
                    "If you do, draw a card.")
    (optional,) = card.definition.abilities[0].effects
    assert optional.effects[0].cost == C.PayLife(Fixed(1))


def test_has_a_keyword_and_a_quoted_ability():
    card = compiled('Enchant creature\nEnchanted creature has haste and "{T}, Discard a card: Draw a card."',
                    type_line="Enchantment — Aura")
    haste, grant = card.definition.abilities[1:]
    assert haste.effect.keyword == "haste" and grant.effect.ability.costs[0] == C.TapSelf()


def test_choose_a_creature_type_as_the_spell_resolves():
    card = compiled("Choose a creature type. Draw a card for each permanent you control of that type.",
                    type_line="Sorcery")
    choose, draw = card.definition.abilities[0].effects
    assert choose == E.ChooseValue("creature_type")
    assert draw.amount.ref.filter.chosen_subtype


def test_tapped_tokens():
    card = compiled("Create thirteen tapped 2/2 black Zombie creature tokens.", type_line="Sorcery")
    (create,) = card.definition.abilities[0].effects
    assert create.tapped and create.amount.value == 13


def test_token_with_a_keyword_and_a_quoted_ability():
    card = compiled('When ~ dies, create a 2/2 red Dragon creature token with flying and '
                    '"{R}: This creature gets +1/+0 until end of turn."')
    (create,) = card.definition.abilities[0].effects
    assert create.token.keywords == ("flying",) and len(create.token.abilities) == 1


def test_until_end_of_turn_first_does_not_reach_inside_the_quote():
    compiled('Until end of turn, attacking creatures you control gain "{R}: This creature gets '
             '+1/+0 until end of turn."', type_line="Instant")


def test_x_noncreature_tokens_then_they_have():
    card = compiled("Counter target spell. Create X colorless Treasure artifact tokens, where X is that "
                    "spell's mana value. They have \"{T}, Sacrifice this artifact: Add one mana of any color.\"",
                    type_line="Instant")
    create = card.definition.abilities[0].effects[-1]
    assert isinstance(create, E.CreateToken) and create.token.power is None
    assert len(create.token.abilities) == 1
    assert type(create.amount).__name__ == "ManaValueOf"          # X defined by the countered spell


def test_gains_a_keyword_and_a_quoted_ability_until_end_of_turn():
    card = compiled('Until end of turn, target creature gains trample and "{G}: Regenerate this creature."',
                    type_line="Instant")
    trample, gain = card.definition.abilities[0].effects
    assert trample.keyword == "trample" and isinstance(gain, E.GainAbility)


def test_conditional_sentence_ending_in_a_quoted_token_ability():
    card = compiled('Raid — If you attacked with a creature this turn, create a colorless Treasure artifact '
                    'token with "{T}, Sacrifice this artifact: Add one mana of any color."', type_line="Sorcery")
    (conditional,) = card.definition.abilities[0].effects
    assert isinstance(conditional, E.Conditional)
