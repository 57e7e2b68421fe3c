"""Two trigger events joined by "or" in one phrase (CR 603.2), and abilities inside quotes:
granted by statics and effects, given to tokens, on emblems (CR 113.1a, 114). Each inner
ability compiles as it does written alone, and renders back to the printed words."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.events import AnyOf, Attacks, EntersBattlefield, SpellCast

from .conftest import compile_text


def compiled(text, type_line="Creature — Test"):
    card = compile_text(text, type_line=type_line)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    return card.definition.abilities


def test_whenever_you_cast_a_spell_or_a_land_enters_is_one_ability_of_two_events():
    (ability,) = compiled("Whenever you cast a black spell or a Swamp enters under your control, "
                          "you gain 1 life.", "Artifact")
    assert isinstance(ability.event, AnyOf)
    cast, enters = ability.event.events
    assert isinstance(cast, SpellCast) and isinstance(enters, EntersBattlefield)
    assert enters.subject.subtypes == ("Swamp",)


def test_whenever_a_player_casts_a_spell_or_a_creature_attacks():
    (ability,) = compiled("Whenever a player casts a spell or a creature attacks, you gain 1 life.",
                          "Enchantment")
    assert [type(e) for e in ability.event.events] == [SpellCast, Attacks]


def test_put_another_counter_is_one_counter():
    (ability,) = compiled("At the beginning of your upkeep, you may put another +1/+1 counter on ~.")
    (may,) = ability.effects
    (put,) = may.effects
    assert put.counter == "+1/+1" and put.amount.value == 1


def test_activate_only_once_is_a_limit_for_the_object():
    (ability,) = compiled("{0}: Untap ~. Activate only once.")
    assert ability.timing.only_once and not ability.timing.once_per_turn


def test_a_quoted_ability_activated_only_once_given_until_end_of_turn():
    (spell,) = compiled('Until end of turn, target creature gains haste and "{0}: Untap this creature. '
                        'Activate this ability only once."', "Instant")
    granted = spell.effects[-1]
    assert granted.ability.timing.only_once


def test_untap_all_permanents_you_control_during_each_other_players_untap_step():
    from cardtext.runtime.abilities import UntapDuringOthersUntap
    from cardtext.runtime.filters import Controller
    (static,) = compiled("Untap all permanents you control during each other player's untap step.")
    assert isinstance(static.effect, UntapDuringOthersUntap)
    assert static.effect.objects.controller is Controller.YOU and static.effect.objects.permanent


def test_untap_this_land_in_a_quoted_ability_of_an_aura():
    from cardtext.runtime.abilities import AbilityGrant, UntapDuringOthersUntap
    from cardtext.runtime.filters import SelfRef
    (_enchant, grant) = compiled('Enchant land\nEnchanted land has "Untap this land during each other '
                                 'player\'s untap step."', "Enchantment — Aura")
    assert isinstance(grant.effect, AbilityGrant)
    assert grant.effect.ability.effect == UntapDuringOthersUntap(SelfRef())


def test_untapping_permanents_of_other_players_is_refused():
    card = compile_text("Untap all creatures during each other player's untap step.", type_line="Enchantment")
    assert any("you don't control" in d.message for d in card.diagnostics)


def test_search_for_a_card_of_either_description():
    (spell,) = compiled("Search your library for an instant card or a card with flash, reveal it, put it "
                        "into your hand, then shuffle.", "Instant")
    (search,) = spell.effects
    first, second = search.filter.alternatives
    assert first.types[0].value == "instant" and second.keywords == ("flash",)


def test_creatures_you_control_attack_each_combat_if_able_in_a_tokens_quoted_ability():
    from cardtext.runtime.abilities import RestrictedAction
    (trigger,) = compiled('At the beginning of each opponent\'s end step, that player creates a 1/1 red '
                          'Goblin creature token with "Creatures you control attack each combat if able."')
    (create,) = trigger.effects
    (static,) = [a for a in create.token.abilities if hasattr(a, "effect")]
    assert static.effect.action is RestrictedAction.ATTACK_EACH_COMBAT
    assert static.effect.objects.controller.value == "you"


def test_cant_be_blocked_this_turn_except_by_walls_is_a_restriction_until_end_of_turn():
    from cardtext.runtime.combat_abilities import CantBeBlockedBy
    (ability,) = compiled("{0}: ~ can't be blocked this turn except by Walls.")
    (gain,) = ability.effects
    assert gain.ability.effect.except_by and gain.ability.effect.blockers.subtypes == ("Wall",)
    assert isinstance(gain.ability.effect, CantBeBlockedBy)


def test_sacrifice_this_permanent_unless_you_pay_its_mana_cost():
    from cardtext.runtime.costs import SourceManaCost
    (_enchant, grant) = compiled('Enchant creature\nEnchanted creature has "At the beginning of your upkeep, '
                                 'sacrifice this creature unless you pay its mana cost."', "Enchantment — Aura")
    (unless,) = grant.effect.ability.effects
    assert unless.cost == SourceManaCost()


def test_its_mana_cost_of_another_object_is_refused():
    card = compile_text("At the beginning of your upkeep, destroy target creature unless you pay its mana cost.",
                        type_line="Enchantment")
    assert any("other than this one" in d.message for d in card.diagnostics)


def test_target_creature_cant_block_this_creature_this_turn():
    from cardtext.runtime.effects import UnblockableByThoseThisTurn
    from cardtext.runtime.filters import SelfRef, TargetRef
    (ability,) = compiled("{R}: Target creature can't block ~ this turn.")
    assert ability.effects == (UnblockableByThoseThisTurn(SelfRef(), TargetRef(0)),)


def test_target_creature_cant_block_this_creature_in_a_quoted_ability():
    (_enchant, _pump, grant) = compiled('Enchant creature\nEnchanted creature gets +2/+2 and has "{2}{R}: '
                                        'Target creature can\'t block this creature this turn."',
                                        "Enchantment — Aura")
    assert type(grant.effect.ability.effects[0]).__name__ == "UnblockableByThoseThisTurn"


def test_that_creature_or_player_is_the_target_of_either_kind():
    from cardtext.runtime.filters import TargetRef
    (_kicker, spell) = compiled("Kicker {4}\n~ deals 2 damage to target creature or player. If ~ was kicked, "
                                "it deals 4 damage to that creature or player instead.", "Instant")
    (choice,) = spell.effects
    assert choice.effects[0].objects == TargetRef(0) and choice.effects[0].amount.value == 4


def test_that_creature_or_player_with_no_such_target_is_refused():
    card = compile_text("Destroy target artifact. ~ deals 2 damage to that creature or player.", type_line="Instant")
    assert any("no target of either kind" in d.message for d in card.diagnostics)


def test_that_creature_deals_damage_equal_to_its_power_to_this_creature():
    from cardtext.runtime.filters import PowerOf, SelfRef, TargetRef
    (ability,) = compiled("{T}: ~ deals damage equal to its power to target creature. That creature deals "
                          "damage equal to its power to ~.")
    mine, theirs = ability.effects
    assert mine.source == SelfRef() and mine.amount == PowerOf(SelfRef()) and mine.objects == TargetRef(0)
    assert theirs.source == TargetRef(0) and theirs.amount == PowerOf(TargetRef(0)) and theirs.objects == SelfRef()


def test_target_creature_blocks_this_creature_this_turn_if_able():
    from cardtext.runtime.effects import BlocksThisTurnIfAble
    from cardtext.runtime.filters import SelfRef, TargetRef
    (ability,) = compiled("{G}: Target creature blocks ~ this turn if able.")
    assert ability.effects == (BlocksThisTurnIfAble(TargetRef(0), SelfRef()),)


def test_target_sliver_creature_or_player():
    from cardtext.runtime.characteristics import CardType
    from cardtext.runtime.filters import Controller
    (ability,) = compiled("{1}: Prevent the next 1 damage that would be dealt to target Sliver creature or "
                          "player this turn.")
    (spec,) = ability.targets
    assert spec.filter.types == (CardType.CREATURE,) and spec.filter.subtypes == ("Sliver",)
    assert spec.players is Controller.ANY


def test_card_types_before_creature_or_player_are_refused():
    card = compile_text("~ deals 1 damage to target artifact creature or player.", type_line="Instant")
    assert any("card types before" in d.message for d in card.diagnostics)


def test_all_creatures_attack_each_combat_if_able_is_a_static_on_a_permanent():
    from cardtext.runtime.abilities import RestrictedAction
    (static,) = compiled("All creatures attack each combat if able.", "Enchantment")
    assert static.effect.action is RestrictedAction.ATTACK_EACH_COMBAT and static.effect.objects.types


def test_all_creatures_attack_each_combat_if_able_in_a_spell_is_refused():
    card = compile_text("All creatures attack each combat if able.", type_line="Sorcery")
    assert any("one-shot effect" in d.message for d in card.diagnostics)
