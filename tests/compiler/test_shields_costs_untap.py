"""Prevention/redirection shields, cost-modifier statics and "don't untap" statics and effects
(grammar/shields.lark, compiler/syntax/transform/shields.py, lowering/shields.py, render/shields.py)."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import abilities as R
from cardtext.runtime import effects as E
from cardtext.runtime.abilities import RestrictedAction
from cardtext.runtime.characteristics import CardType, Color, Supertype
from cardtext.runtime.filters import EventAmount, Fixed, PlayerRef, SelfRef, TargetRef

from .conftest import compile_text


def _ok(card):
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), [(c.expected, c.rendered) for c in check_card(card)]
    return card


def test_circle_of_protection_chooses_a_source_of_the_named_colour_and_shields_you():
    card = _ok(compile_text("{1}: The next time a red source of your choice would deal damage to you "
                            "this turn, prevent that damage.", type_line="Enchantment"))
    (ability,) = card.definition.abilities
    (shield,) = ability.effects
    assert isinstance(shield, E.PreventNextTime)
    assert shield.sources.colors == (Color.RED,) and shield.players is PlayerRef.YOU and shield.objects is None


def test_a_typed_or_two_colour_source_and_a_target_recipient():
    card = _ok(compile_text("{2}: The next time an artifact source of your choice would deal damage to "
                            "you this turn, prevent that damage.", type_line="Enchantment"))
    assert card.definition.abilities[0].effects[0].sources.types == (CardType.ARTIFACT,)
    card = _ok(compile_text("{1}{W}: The next time a black or red source of your choice would deal "
                            "damage to you this turn, prevent that damage.", type_line="Enchantment"))
    assert card.definition.abilities[0].effects[0].sources.colors == (Color.BLACK, Color.RED)
    card = _ok(compile_text("Sacrifice ~: The next time a source of your choice would deal damage to "
                            "target creature or player this turn, prevent that damage."))
    (ability,) = card.definition.abilities
    assert ability.effects[0].objects == TargetRef(0) and ability.targets[0].players is not None


def test_all_damage_a_source_of_your_choice_would_deal_this_turn():
    """Pay No Heed: the source is chosen as it resolves (CR 609.7a) and all its damage this turn is
    prevented, to anything (CR 615.1a); Auriok Replica's and Consulate Surveillance's, to you only."""
    card = _ok(compile_text("Prevent all damage a source of your choice would deal this turn.", type_line="Instant"))
    (shield,) = card.definition.abilities[0].effects
    assert shield == E.PreventNextTime(R.ObjectFilter(), all_this_turn=True)
    for text in ("{W}, Sacrifice ~: Prevent all damage a source of your choice would deal to you this turn.",
                 "Pay {E}{E}: Prevent all damage that would be dealt to you this turn by a source of your choice."):
        (shield,) = _ok(compile_text(text)).definition.abilities[0].effects
        assert shield.all_this_turn and shield.players is PlayerRef.YOU and shield.objects is None


def test_damage_to_itself_prevented_then_a_counter_removed():
    """Phantom Centaur: "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter
    from ~." (CR 615.1a): one static prevention whose effect follows, however much damage."""
    card = _ok(compile_text("If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~."))
    (ability,) = card.definition.abilities
    rep = ability.replacement
    assert isinstance(rep, R.ReplaceDamage) and rep.prevented and not rep.to_you
    assert rep.effects == (E.RemoveCounters(SelfRef(), "+1/+1", Fixed(1)),)


def test_damage_replaced_by_that_many_counters_instead():
    """Lichenthrope / Force Bubble (CR 614.1a): "that many" is the damage replaced."""
    card = _ok(compile_text("If damage would be dealt to ~, put that many -1/-1 counters on it instead."))
    rep = card.definition.abilities[0].replacement
    assert not rep.prevented and not rep.to_you and rep.effects[0].amount == EventAmount()
    card = _ok(compile_text("If damage would be dealt to you, put that many depletion counters on ~ instead.",
                            type_line="Enchantment"))
    assert card.definition.abilities[0].replacement.to_you
    assert not compile_text("If damage would be dealt to ~, prevent that damage. Destroy target creature."
                            ).fully_compiled          # a replacement chooses no targets (CR 614.1)


def test_en_kor_redirection():
    card = _ok(compile_text("{0}: The next 1 damage that would be dealt to ~ this turn is dealt to "
                            "target creature you control instead."))
    (redirect,) = card.definition.abilities[0].effects
    assert isinstance(redirect, E.RedirectNextDamage)
    assert redirect.protected == SelfRef() and redirect.objects == TargetRef(0)


def test_the_next_draw_is_replaced_by_an_effect():
    card = _ok(compile_text("{1}: The next time you would draw a card this turn, ~ deals 2 damage to "
                            "target creature or player instead.", type_line="Enchantment"))
    (ability,) = card.definition.abilities
    (replace,) = ability.effects
    assert isinstance(replace, E.ReplaceNextDraw) and isinstance(replace.effects[0], E.DealDamage)
    assert len(ability.targets) == 1          # chosen as the ability is activated


def test_spells_you_cast_cost_less_or_more():
    card = _ok(compile_text("Dragon spells you cast cost {1} less to cast.", type_line="Artifact"))
    (static,) = card.definition.abilities
    assert isinstance(static.effect, R.CostModifier) and not static.effect.more
    assert static.effect.spells.subtypes == ("Dragon",)
    card = _ok(compile_text("Artifact spells you cast cost {1} more to cast.", type_line="Artifact"))
    assert card.definition.abilities[0].effect.more


def test_a_colored_cost_reduction_is_not_supported_yet():
    card = compile_text("Minotaur spells you cast cost {B}{R} less to cast.")
    assert not card.fully_compiled
    assert any("colored mana" in d.message for d in card.diagnostics)


def test_permanents_dont_untap_during_their_controllers_untap_steps():
    card = _ok(compile_text("Nonbasic lands don't untap during their controllers' untap steps.",
                            type_line="Enchantment"))
    (static,) = card.definition.abilities
    assert isinstance(static.effect, R.Restriction) and static.effect.action is RestrictedAction.UNTAP
    assert Supertype.BASIC in static.effect.objects.excluded_supertypes


def test_those_creatures_dont_untap_during_their_controllers_next_untap_step():
    card = _ok(compile_text("Tap up to two target creatures. Those creatures don't untap during their "
                            "controller's next untap step.", type_line="Instant"))
    (spell,) = card.definition.abilities
    assert isinstance(spell.effects[-1], E.SkipNextUntap) and spell.effects[-1].objects == TargetRef(0)
    _ok(compile_text("Tap up to two target creatures. Those creatures don't untap during their "
                     "controllers' next untap steps. Scry 1.", type_line="Instant"))


def test_prevent_all_damage_to_you_this_turn_by_a_kind_of_source():
    card = _ok(compile_text("{5}, {T}: Prevent all damage that would be dealt to you this turn by "
                            "attacking creatures without flying.", type_line="Artifact"))
    (shield,) = card.definition.abilities[0].effects
    assert isinstance(shield, E.PreventDamage) and shield.players is PlayerRef.YOU and shield.amount is None
    assert shield.sources.combat == "attacking" and shield.sources.excluded_keywords == ("flying",)
    _ok(compile_text("Untap target creature. Prevent all damage that would be dealt to it this turn.",
                     type_line="Instant"))


def test_life_floor_static_with_and_without_a_condition():
    card = _ok(compile_text("Damage that would reduce your life total to less than 1 reduces it to 1 instead."))
    assert card.definition.abilities[0].effect == R.LifeFloor(1)
    card = _ok(compile_text("As long as you have 7 or more life, damage that would reduce your life total "
                            "to less than 7 reduces it to 7 instead."))
    assert card.definition.abilities[0].condition is not None
    assert not compile_text("Damage that would reduce your life total to less than 5 reduces it to 1 "
                            "instead.").fully_compiled


def test_others_enter_tapped_reads_the_old_wording_too():
    card = _ok(compile_text("Artifacts, creatures, and lands your opponents control enter the battlefield "
                            "tapped.", type_line="Enchantment"))
    effect = card.definition.abilities[0].effect
    assert isinstance(effect, R.OthersEnterTapped)
    assert set(effect.objects.types) == {CardType.ARTIFACT, CardType.CREATURE, CardType.LAND}


def test_enter_as_a_copy():
    card = _ok(compile_text("You may have ~ enter the battlefield as a copy of any creature on the "
                            "battlefield.", name="Clone"))
    (rep,) = card.definition.abilities
    assert isinstance(rep.replacement, R.EntersAsCopy) and not rep.replacement.tapped
    card = _ok(compile_text("You may have ~ enter the battlefield tapped as a copy of any land on the "
                            "battlefield.", type_line="Land"))
    assert card.definition.abilities[0].replacement.tapped
    card = _ok(compile_text("Raid — If you attacked with a creature this turn, you may have ~ enter the "
                            "battlefield as a copy of any creature on the battlefield."))
    assert card.definition.abilities[0].replacement.condition is not None


def test_exile_until_this_leaves_the_battlefield():
    card = _ok(compile_text("When ~ enters the battlefield, exile target nonland permanent an opponent "
                            "controls until ~ leaves the battlefield.", type_line="Enchantment"))
    (trigger,) = card.definition.abilities
    assert isinstance(trigger.effects[0], E.ExileUntilLeaves) and trigger.effects[0].objects == TargetRef(0)


def test_if_a_source_would_deal_damage_prevent_some_of_it():
    card = _ok(compile_text("If a red source would deal damage to you, prevent 2 of that damage.",
                            type_line="Artifact"))
    effect = card.definition.abilities[0].effect
    assert effect == R.PreventSomeDamage(2, None, True, effect.sources, None)
    assert effect.sources.colors == (Color.RED,)
    card = _ok(compile_text("If a source would deal 3 or less damage to ~, prevent that damage."))
    effect = card.definition.abilities[0].effect
    assert effect.at_most == 3 and effect.amount is None and effect.to_objects == SelfRef()
    _ok(compile_text("If a source would deal damage to a Cleric creature you control, prevent 1 of that "
                     "damage."))
    _ok(compile_text("Equipped creature gets +1/+1.\nIf a source would deal damage to equipped creature, "
                     "prevent 2 of that damage.", type_line="Artifact — Equipment"))


def test_counter_rider_changes_where_the_countered_spell_goes():
    card = _ok(compile_text("Counter target spell. If that spell is countered this way, exile it instead of "
                            "putting it into its owner's graveyard.", type_line="Instant"))
    assert card.definition.abilities[0].effects[0].destination == "exile"
    card = _ok(compile_text("Counter target spell unless its controller pays {X}. If that spell is countered "
                            "this way, exile it instead of putting it into its owner's graveyard.",
                            type_line="Instant"))
    assert card.definition.abilities[0].effects[0].effects[0].destination == "exile"
    card = _ok(compile_text("Counter target spell. If that spell is countered this way, put it on top of its "
                            "owner's library instead of into that player's graveyard.", type_line="Instant"))
    assert card.definition.abilities[0].effects[0].destination == "library_top"
    assert not compile_text("Draw a card. If that spell is countered this way, exile it instead of putting "
                            "it into its owner's graveyard.", type_line="Instant").fully_compiled


def test_mana_spent_to_cast_it_conditions():
    from cardtext.runtime.filters import ManaWasSpent, NotCondition
    from cardtext.runtime.characteristics import ManaType
    card = _ok(compile_text("When ~ enters, sacrifice it unless {U} was spent to cast it."))
    (step,) = card.definition.abilities[0].effects
    assert step.condition == NotCondition(ManaWasSpent(ManaType.BLUE))
    _ok(compile_text("When ~ enters, if {R} was spent to cast ~, it gains haste until end of turn."))


def test_extra_turn_and_activation_limits():
    card = _ok(compile_text("Take an extra turn after this one.", type_line="Sorcery"))
    assert card.definition.abilities[0].effects == (E.ExtraTurn(),)
    # "Target player takes an extra turn after this one." (CR 500.7): that player, not you
    card = _ok(compile_text("Target player takes an extra turn after this one.", type_line="Sorcery"))
    assert card.definition.abilities[0].effects == (E.ExtraTurn(PlayerRef.TARGET_PLAYER),)
    assert not compile_text("Target creature takes an extra turn after this one.", type_line="Sorcery").fully_compiled
    card = _ok(compile_text("{B}: ~ gets +1/+0 until end of turn. Activate this ability no more than twice "
                            "each turn."))
    assert card.definition.abilities[0].timing.max_per_turn == 2
    card = _ok(compile_text("{1}: Add {B} or {R}. Activate no more than three times each turn."))
    assert card.definition.abilities[0].timing.max_per_turn == 3


def test_alternative_costs():
    from cardtext.runtime import costs as C
    card = _ok(compile_text("You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost."))
    (static,) = card.definition.abilities
    assert isinstance(static.effect, R.AlternativeCost) and static.effect.costs[0].mana_value == 5
    card = _ok(compile_text("You may sacrifice two Mountains rather than pay ~'s mana cost.",
                            name="Fireblast", type_line="Instant"))
    assert card.definition.abilities[0].effect.costs == (C.Sacrifice(card.definition.abilities[0].effect
                                                                     .costs[0].filter, 2),)
    card = _ok(compile_text("You may pay {1} and return a basic land you control to its owner's hand rather "
                            "than pay this spell's mana cost.", type_line="Artifact"))
    assert [type(c).__name__ for c in card.definition.abilities[0].effect.costs] == ["ManaCost",
                                                                                     "ReturnToHandCost"]
    card = _ok(compile_text("If you control a Swamp, you may sacrifice a creature rather than pay this "
                            "spell's mana cost.", type_line="Instant"))
    assert card.definition.abilities[0].effect.condition is not None


def test_alternative_costs_of_exiling_cards_from_hand_and_tapping_a_creature():
    """CR 118.9: "exile two blue cards from your hand" and "tap an untapped creature you control"
    are costs paid instead of the mana cost, read as the same costs an activated ability has."""
    from cardtext.runtime import costs as C
    card = _ok(compile_text("You may exile two blue cards from your hand rather than pay this spell's mana "
                            "cost.\nCounter target spell.", type_line="Instant"))
    (exile,) = card.definition.abilities[0].effect.costs
    assert isinstance(exile, C.ExileFromZone) and exile.count == 2 and exile.filter.colors == (Color.BLUE,)
    card = _ok(compile_text("If you control a Plains, you may tap an untapped creature you control rather "
                            "than pay this spell's mana cost.\nYou gain 4 life.", type_line="Instant"))
    (tap,) = card.definition.abilities[0].effect.costs
    assert isinstance(tap, C.TapPermanents) and tap.count == 1 and tap.filter.tapped is False


def test_an_alternative_cost_whose_card_has_mana_value_x_is_reported():
    """CR 107.3: X would be chosen as the spell is cast, but the alternative cost has no {X}: the
    engine has no such choice, so the line is unsupported rather than read with X = 0."""
    card = compile_text("You may exile a green card with mana value X from your hand rather than pay this "
                        "spell's mana cost.\nYou gain X life.", type_line="Instant")
    assert not card.fully_compiled
    assert any("X in an alternative cost" in d.message for d in card.diagnostics)


def test_prevent_combat_damage_to_and_by_and_the_next_damage_to_you():
    card = _ok(compile_text("{T}: Untap target attacking creature. Prevent all combat damage that would be "
                            "dealt to and dealt by that creature this turn.", type_line="Land"))
    shield = card.definition.abilities[0].effects[-1]
    assert shield.combat_only and shield.by_too and shield.objects == TargetRef(0)
    card = _ok(compile_text("{1}{W}: Prevent the next 1 combat damage that would be dealt to you this turn."))
    shield = card.definition.abilities[0].effects[0]
    assert shield.combat_only and shield.players is PlayerRef.YOU and shield.amount.value == 1
    card = _ok(compile_text("{W}: Prevent the next 2 damage that would be dealt to you this turn."))
    assert card.definition.abilities[0].effects[0].players is PlayerRef.YOU


def test_spells_cost_more_for_every_player_without_you_cast():
    card = _ok(compile_text("Noncreature spells cost {1} more to cast.", type_line="Artifact"))
    assert not card.definition.abilities[0].effect.yours
    card = _ok(compile_text("Creature spells you cast cost {1} less to cast.", type_line="Artifact"))
    assert card.definition.abilities[0].effect.yours


def test_cast_as_though_it_had_flash():
    card = _ok(compile_text("You may cast ~ as though it had flash. If you cast it any time a sorcery couldn't "
                            "have been cast, the controller of the permanent it becomes sacrifices it at the "
                            "beginning of the next cleanup step.", type_line="Enchantment"))
    assert card.definition.abilities[0].effect == R.CastAsThoughFlash(None, True)
    card = _ok(compile_text("You may cast ~ as though it had flash if you pay {2} more to cast it.",
                            type_line="Sorcery"))
    assert card.definition.abilities[0].effect.extra.mana_value == 2


def test_static_redirection_of_damage():
    card = _ok(compile_text("All damage that would be dealt to you is dealt to ~ instead."))
    assert card.definition.abilities[0].effect == R.RedirectDamage(SelfRef(), to_you=True)
    card = _ok(compile_text("Enchant creature\nAll damage that would be dealt to enchanted creature is dealt "
                            "to its controller instead.", type_line="Enchantment — Aura"))
    assert card.definition.abilities[1].effect.to_controller


def test_the_next_spell_you_cast_this_turn_cant_be_countered():
    """CR 701.6a, 611.2a (Mistrise Village): a rider waiting for the next spell of that kind the
    player casts this turn; the filter is the spell's ("instant or sorcery spell")."""
    from cardtext.compiler.render.roundtrip import check_card
    from cardtext.runtime import effects as E
    from cardtext.runtime.characteristics import CardType
    for text, types in (("{U}, {T}: The next spell you cast this turn can't be countered.", ()),
                        ("{1}: The next instant or sorcery spell you cast this turn can't be countered.",
                         (CardType.INSTANT, CardType.SORCERY))):
        card = compile_text(text, type_line="Land")
        assert card.fully_compiled and all(c.equal for c in check_card(card))
        (ability,) = card.definition.abilities
        (rider,) = ability.effects
        assert isinstance(rider, E.NextSpellUncounterable) and rider.filter.spell
        assert rider.filter.types == types


def test_paying_life_as_an_alternative_cost():
    """Force of Will: "You may pay 1 life and exile a blue card from your hand rather than pay this
    spell's mana cost."; Snuff Out: "If you control a Swamp, you may pay 4 life rather than ..."
    (CR 118.9, 119.4)."""
    from cardtext.runtime import costs as C
    card = _ok(compile_text("You may pay 1 life and exile a blue card from your hand rather than pay this "
                            "spell's mana cost.\nCounter target spell.", type_line="Instant"))
    life, exile = card.definition.abilities[0].effect.costs
    assert life == C.PayLife(Fixed(1)) and isinstance(exile, C.ExileFromZone)
    card = _ok(compile_text("If you control a Swamp, you may pay 4 life rather than pay this spell's mana "
                            "cost.\nDestroy target nonblack creature.", type_line="Instant"))
    alternative = card.definition.abilities[0].effect
    assert alternative.costs == (C.PayLife(Fixed(4)),) and alternative.condition.filter.subtypes == ("Swamp",)


def test_the_damage_cant_be_prevented_is_the_damage_just_dealt():
    """CR 615.12: "The damage can't be prevented." (a sentence) or "... and the damage can't be
    prevented" (a clause) changes the damage dealt just before it, not all damage this turn."""
    for text in ("~ deals 4 damage to target creature. The damage can't be prevented.",
                 "~ deals 4 damage to target creature and the damage can't be prevented."):
        (dealt,) = _ok(compile_text(text, type_line="Instant")).definition.abilities[0].effects
        assert isinstance(dealt, E.DealDamage) and dealt.cant_be_prevented
    for text in ("Draw a card. The damage can't be prevented.",
                 "Draw a card and the damage can't be prevented."):
        assert not compile_text(text, type_line="Instant").fully_compiled
