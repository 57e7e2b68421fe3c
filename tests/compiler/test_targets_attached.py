"""Targets, attachments and object filters: "enchanted creature" as an object of an effect or a
cost (CR 303.4, 301.5), "another target" (CR 115.3), "attached to ..." (CR 301.5, 303.4) and
"as long as enchanted creature is <quality>, it ..."."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import costs as C
from cardtext.runtime import effects as E
from cardtext.runtime.characteristics import CardType, Color
from cardtext.runtime.filters import AttachedMatches, AttachedToRef, EachRef, ObjectFilter, TargetRef

from .conftest import compile_text

AURA = "Enchantment — Aura"


def ok(card):
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card))
    return card


def test_untap_enchanted_creature_acts_on_the_creature_the_aura_is_attached_to():
    card = ok(compile_text("Enchant creature\n{1}: Untap enchanted creature.", type_line=AURA))
    _, ability = card.definition.abilities
    (untap,) = ability.effects
    assert isinstance(untap, E.UntapObjects) and isinstance(untap.objects, EachRef)
    assert untap.objects.filter.attached_to_source and untap.objects.filter.types == (CardType.CREATURE,)


def test_regenerate_and_counters_on_enchanted_creature():
    ok(compile_text("Enchant creature\n{G}: Regenerate enchanted creature.", type_line=AURA))
    ok(compile_text("Enchant creature\nAt the beginning of your upkeep, put a -1/-1 counter on "
                    "enchanted creature.", type_line=AURA))


def test_sacrifice_enchanted_creature_is_a_cost():
    card = ok(compile_text("Enchant creature\nSacrifice enchanted creature: You gain 2 life.",
                           type_line=AURA))
    _, ability = card.definition.abilities
    (sac,) = ability.costs
    assert isinstance(sac, C.Sacrifice) and sac.count == 1 and sac.filter.attached_to_source


def test_equipment_says_equipped_creature():
    ok(compile_text("Equip {2}\n{1}: Tap equipped creature.", type_line="Artifact — Equipment"))


def test_a_bare_plural_noun_is_not_an_object():
    card = compile_text("Destroy creatures you control.", type_line="Sorcery")
    assert not card.fully_compiled


def test_another_creature_after_a_verb_still_means_one_chosen_creature():
    card = ok(compile_text("When ~ enters, return another creature you control to its owner's hand."))
    (trigger,) = card.definition.abilities
    choose, _ = trigger.effects
    assert isinstance(choose, E.Choose) and choose.filter.other


def test_another_target_without_earlier_targets_means_other_than_the_source():
    card = ok(compile_text("{T}: Untap another target permanent."))
    (ability,) = card.definition.abilities
    (spec,) = ability.targets
    assert spec.filter.other and spec.distinct_from == ()


def test_another_target_after_a_target_is_a_different_target():
    card = ok(compile_text("Target creature fights another target creature.", type_line="Sorcery"))
    (spell,) = card.definition.abilities
    first, second = spell.targets
    assert not second.filter.other and second.distinct_from == (0,)
    ok(compile_text("~ deals 2 damage to target creature or player and 1 damage to another target "
                    "creature or player.", type_line="Sorcery"))


def test_a_target_chosen_only_if_kicked():
    """CR 702.33g: the other land is a target only if the spell was kicked (kicker is announced
    before targets are chosen, CR 601.2b-c)."""
    from cardtext.runtime.filters import WasKicked
    card = ok(compile_text("Kicker {2}\nDestroy target land. If ~ was kicked, destroy another target land.",
                           type_line="Sorcery"))
    spell = card.definition.abilities[-1]
    assert [t.only_if for t in spell.targets] == [None, WasKicked()]


def test_for_each_aura_attached_to_it():
    card = ok(compile_text("~ gets +2/+2 for each Aura attached to it."))
    (static,) = card.definition.abilities
    assert static.effect.multiplier.ref.filter.attached_to_self


def test_equipped_creature_for_each_equipment_attached_to_it_is_not_the_source():
    card = compile_text("Equipped creature gets +1/+0 for each Equipment attached to it.",
                        type_line="Artifact — Equipment")
    assert not card.fully_compiled


def test_target_aura_attached_to_a_creature_you_control():
    card = ok(compile_text("{T}: Destroy target Aura attached to a creature you control."))
    (ability,) = card.definition.abilities
    (spec,) = ability.targets
    assert spec.filter.host.types == (CardType.CREATURE,)


def test_all_equipment_attached_to_that_creature_follows_the_target():
    card = ok(compile_text("~ deals 5 damage to target creature. Destroy all Equipment attached to "
                           "that creature.", type_line="Sorcery"))
    (spell,) = card.definition.abilities
    _, destroy = spell.effects
    assert isinstance(destroy.objects, AttachedToRef) and destroy.objects.host == TargetRef(0)
    ok(compile_text("Return target creature and all Auras attached to it to their owners' hands.",
                    type_line="Sorcery"))


def test_all_auras_attached_to_it_on_a_permanent_means_the_source():
    card = ok(compile_text("{2}: Destroy all Auras attached to ~."))
    (ability,) = card.definition.abilities
    assert isinstance(ability.effects[0].objects, EachRef)


def test_as_long_as_enchanted_creature_is_a_color_it_gets():
    card = ok(compile_text("Enchant creature\nAs long as enchanted creature is white, it gets +1/+1 "
                           "and has lifelink.", type_line=AURA))
    _, pump, lifelink = card.definition.abilities
    assert pump.condition == AttachedMatches(ObjectFilter(types=(CardType.CREATURE,), attached_to_source=True),
                                             ObjectFilter(colors=(Color.WHITE,)))
    assert pump.effect.objects.attached_to_source
    ok(compile_text("Enchant creature\nAs long as enchanted creature is a Human, it has trample.",
                    type_line=AURA))


def test_activate_only_if_enchanted_creature_is_untapped():
    ok(compile_text("Enchant creature\n{0}: Untap enchanted creature. Activate only if enchanted "
                    "creature is untapped.", type_line=AURA))


def test_it_after_another_condition_is_not_a_subject():
    card = compile_text("As long as you control a Forest, it gets +1/+1.")
    assert not card.fully_compiled


def test_discard_self_is_an_ability_of_the_card_in_hand():
    from cardtext.runtime.characteristics import Zone
    from cardtext.runtime.keyword_abilities import DiscardSelf, ZoneAbility
    card = ok(compile_text("Channel — {1}{G}, Discard ~: Target creature gets +4/+4 until end of turn."))
    (ability,) = card.definition.abilities
    assert isinstance(ability, ZoneAbility) and ability.zone is Zone.HAND
    assert isinstance(ability.costs[1], DiscardSelf)


def test_an_aura_named_after_its_keyword_grants_the_keyword():
    card = ok(compile_text("Enchant creature\nEnchanted creature has fear.", name="Fear", type_line=AURA))
    _, grant = card.definition.abilities
    assert grant.effect.keyword == "fear"


def test_there_are_n_or_more_cards_in_your_graveyard():
    from cardtext.runtime.filters import ObjectCount
    card = ok(compile_text("As long as there are two or more instant and/or sorcery cards in your "
                           "graveyard, ~ gets +1/+0 and has haste."))
    pump, _ = card.definition.abilities
    assert isinstance(pump.condition, ObjectCount) and pump.condition.at_least == 2
    assert set(pump.condition.filter.types) == {CardType.INSTANT, CardType.SORCERY}


def test_as_long_as_an_opponent_controls():
    from cardtext.runtime.filters import Controller, ObjectCount
    card = ok(compile_text("~ gets +1/+1 as long as an opponent controls a nontoken white permanent."))
    (pump,) = card.definition.abilities
    assert isinstance(pump.condition, ObjectCount)
    assert pump.condition.filter.controller is Controller.OPPONENT and pump.condition.filter.token is False


def test_same_name_as_that_creature():
    from cardtext.runtime.filters import SameNameRef, UnionRef
    card = ok(compile_text("Destroy target artifact and all other artifacts with the same name as that "
                           "artifact.", type_line="Instant"))
    (spell,) = card.definition.abilities
    (destroy,) = spell.effects
    assert isinstance(destroy.objects, UnionRef)
    same = destroy.objects.parts[1]
    assert isinstance(same, SameNameRef) and same.of == TargetRef(0) and not same.filter.other


def test_attacks_alone_trigger():
    card = ok(compile_text("Whenever a creature you control attacks alone, it gains lifelink until end of turn."))
    (trigger,) = card.definition.abilities
    assert trigger.event.alone


def test_protection_from_two_colors_is_two_abilities():
    card = ok(compile_text("Flying, protection from white and from blue"))
    flying, white, blue = card.definition.abilities
    assert white.quality.colors == (Color.WHITE,) and blue.quality.colors == (Color.BLUE,)


def test_protection_from_the_color_of_your_choice():
    card = ok(compile_text("{T}: Target creature you control gains protection from the color of your "
                           "choice until end of turn."))
    (ability,) = card.definition.abilities
    assert isinstance(ability.effects[0], E.GainProtectionChoice)


def test_loses_flying_and_can_not_be_blocked_this_turn():
    card = ok(compile_text("Target creature loses flying until end of turn.", type_line="Instant"))
    assert isinstance(card.definition.abilities[0].effects[0], E.LoseKeyword)
    card = ok(compile_text("Target creature gets +2/+0 until end of turn and can't be blocked this turn.",
                           type_line="Instant"))
    (spell,) = card.definition.abilities
    pump, restriction = spell.effects
    assert len(spell.targets) == 1 and restriction.objects == pump.objects == TargetRef(0)


def test_becomes_the_color_of_your_choice():
    card = ok(compile_text("{G}: ~ becomes the color of your choice until end of turn."))
    assert isinstance(card.definition.abilities[0].effects[0], E.BecomeColorChoice)


def test_attach_self_to_target_creature():
    from cardtext.runtime.keyword_abilities import AttachSource
    card = ok(compile_text("{B}{B}: Attach ~ to target creature you control.", type_line="Artifact — Equipment"))
    (ability,) = card.definition.abilities
    assert isinstance(ability.effects[0], AttachSource) and ability.effects[0].target == TargetRef(0)


def test_base_power_and_toughness():
    from cardtext.runtime.abilities import BasePT
    card = ok(compile_text("Enchant creature\nEnchanted creature has base power and toughness 0/2.",
                           type_line=AURA))
    assert card.definition.abilities[1].effect == BasePT(
        ObjectFilter(types=(CardType.CREATURE,), attached_to_source=True), 0, 2)
    card = ok(compile_text("Target creature has base power and toughness 1/1 until end of turn.",
                           type_line="Instant"))
    assert isinstance(card.definition.abilities[0].effects[0], E.SetBasePT)


def test_can_not_block_creatures_with_power_n_or_greater_is_a_blocking_restriction():
    from cardtext.runtime.abilities import CanBlockOnly
    from cardtext.runtime.filters import Compare, NumberTest
    card = ok(compile_text("~ can't block creatures with power 2 or greater."))
    (static,) = card.definition.abilities
    assert isinstance(static.effect, CanBlockOnly)
    assert static.effect.attackers.tests == (NumberTest("power", Compare.LE, 1),)


def test_can_not_attack_or_block_alone_is_two_restrictions():
    from cardtext.runtime.abilities import RestrictedAction
    card = ok(compile_text("~ can't attack or block alone."))
    assert [a.effect.action for a in card.definition.abilities] == [RestrictedAction.ATTACK_ALONE,
                                                                     RestrictedAction.BLOCK_ALONE]


def test_an_additional_bonus_while_equipped_creature_is_a_human():
    card = ok(compile_text("Equipped creature gets +2/+1.\nAs long as equipped creature is a Human, it gets "
                           "an additional +1/+1.\nEquip {2}", type_line="Artifact — Equipment"))
    _, extra, _ = card.definition.abilities
    assert extra.effect.power == 1 and extra.condition.quality.subtypes == ("Human",)


def test_choose_a_color_then_protection_from_it():
    card = ok(compile_text("Choose a color. Creatures you control gain protection from the chosen color "
                           "until end of turn.", type_line="Instant"))
    (spell,) = card.definition.abilities
    (protect,) = spell.effects
    assert isinstance(protect, E.GainProtectionChoice) and isinstance(protect.objects, EachRef)


def test_choose_a_color_for_another_use_is_not_supported_yet():
    card = compile_text("Choose a color. ~ deals 3 damage to each creature of the chosen color.",
                        type_line="Instant")
    assert not card.fully_compiled


def test_all_artifacts_and_enchantments_is_all_of_each():
    from cardtext.runtime.filters import UnionRef
    card = ok(compile_text("Destroy all artifacts and enchantments.", type_line="Sorcery"))
    (destroy,) = card.definition.abilities[0].effects
    assert isinstance(destroy.objects, UnionRef)
    assert [p.filter.types for p in destroy.objects.parts] == [(CardType.ARTIFACT,), (CardType.ENCHANTMENT,)]


def test_all_instant_and_sorcery_cards_is_not_all_instants():
    """Two types before one noun are alternatives: every card that's an instant or a sorcery, not
    every instant on the battlefield and the sorcery cards (grammar: TYPE_SERIES)."""
    from cardtext.runtime.characteristics import Zone
    card = ok(compile_text("Return all instant and sorcery cards from your graveyard to your hand.",
                           type_line="Sorcery"))
    (ret,) = card.definition.abilities[0].effects
    assert isinstance(ret.objects, EachRef)
    f = ret.objects.filter
    assert set(f.types) == {CardType.INSTANT, CardType.SORCERY} and not f.all_types
    assert f.zone is Zone.GRAVEYARD and f.card


def test_protection_from_all_colors_is_protection_from_each_color():
    card = ok(compile_text("Protection from all colors"))
    (prot,) = card.definition.abilities
    assert set(prot.quality.colors) == set(Color)


def test_attach_target_equipment_to_target_creature():
    card = ok(compile_text("{T}: Attach target Equipment you control to target creature you control."))
    (ability,) = card.definition.abilities
    (attach,) = ability.effects
    assert isinstance(attach, E.AttachObjects) and (attach.objects, attach.to) == (TargetRef(0), TargetRef(1))


def test_one_mana_of_the_chosen_color():
    card = ok(compile_text("As ~ enters, choose a color.\n{T}: Add one mana of the chosen color.",
                           type_line="Artifact"))
    _, mana = card.definition.abilities
    assert isinstance(mana.effects[0].production, E.ChosenColorMana)
