"""Triggers, conditions and keyword actions: coin flips, "unless ...", "becomes tapped",
removing counters, delirium / formidable / revolt / city's blessing, investigate, bolster,
explore, "They can't be regenerated." (grammar/actions_conditions.lark)."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime import events as V
from cardtext.runtime.costs import ManaCost, Sacrifice
from cardtext.runtime.filters import (CardTypesInGraveyard, CitysBlessing, NotCondition,
                                      PermanentLeftThisTurn, SelfRef, TotalPower, AttackedThisTurn)

from .conftest import compile_text


def only_ability(text: str, type_line: str = "Creature — Test"):
    card = compile_text(text, name="Zed", type_line=type_line)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    (ability,) = card.definition.abilities
    return ability


def test_flip_a_coin_with_both_results_is_one_step_with_two_branches():
    spell = only_ability("Flip a coin. If you win the flip, target creature gets +1/+1 until end of "
                         "turn. If you lose the flip, you gain 2 life.", "Instant")
    (flip,) = spell.effects
    assert isinstance(flip, E.FlipCoin)
    assert isinstance(flip.won[0], E.ModifyPowerToughness) and isinstance(flip.lost[0], E.GainLife)
    assert len(spell.targets) == 1          # the target is chosen as the spell is cast


def test_a_flip_result_without_a_flip_is_not_supported():
    card = compile_text("If you win the flip, draw a card.", type_line="Instant")
    assert not card.fully_compiled and "flip" in card.diagnostics[0].message


def test_sacrifice_unless_you_pay_mana_is_an_unless_with_the_mana_cost():
    trigger = only_ability("At the beginning of your upkeep, sacrifice ~ unless you pay {B}{B}.")
    (unless,) = trigger.effects
    assert isinstance(unless, E.Unless) and isinstance(unless.cost, ManaCost)
    assert isinstance(unless.effects[0], E.SacrificeObjects)


def test_tap_unless_you_sacrifice_and_unless_first():
    (unless,) = only_ability("At the beginning of your upkeep, tap ~ unless you sacrifice another "
                             "creature.").effects
    assert isinstance(unless.cost, Sacrifice) and isinstance(unless.effects[0], E.TapObjects)
    (first,) = only_ability("At the beginning of your upkeep, unless you pay {1}, draw a card.").effects
    assert isinstance(first, E.Unless)


def test_unless_a_condition_is_the_negated_condition():
    (cond,) = only_ability("When ~ enters, you lose 4 life unless you attacked with a creature "
                           "this turn.").effects
    assert cond.condition == NotCondition(AttackedThisTurn())


def test_becomes_tapped_trigger():
    trigger = only_ability("Whenever ~ becomes tapped, it deals 1 damage to each opponent.")
    assert trigger.event == V.BecomesTapped(SelfRef())
    aura = only_ability("Enchant land\nWhenever enchanted land becomes tapped, draw a card.".split("\n")[1],
                        "Enchantment — Aura")
    assert isinstance(aura.event, V.BecomesTapped) and aura.event.subject.attached_to_source


def test_remove_a_counter_at_end_of_combat_is_a_delayed_step():
    (delayed,) = only_ability("Whenever ~ attacks or blocks, remove a +1/+1 counter from it at end "
                              "of combat.").effects
    assert isinstance(delayed, E.CreateDelayedTrigger)
    assert delayed.effects == (E.RemoveCounters(SelfRef(), "+1/+1", delayed.effects[0].amount),)


def test_delirium_formidable_revolt_and_city_blessing_conditions():
    static = only_ability("~ gets +2/+2 as long as there are four or more card types among cards in "
                          "your graveyard.")
    assert static.condition == CardTypesInGraveyard(4)
    act = only_ability("{1}{G}: Regenerate ~. Activate only if creatures you control have total power "
                       "8 or greater.")
    assert isinstance(act.timing.condition, TotalPower) and act.timing.condition.at_least == 8
    revolt = only_ability("When ~ enters, if a permanent you controlled left the battlefield this "
                          "turn, you gain 5 life.")
    assert revolt.condition == PermanentLeftThisTurn()     # an intervening "if" (CR 603.4)
    assert only_ability("~ has flying as long as you have the city's blessing.").condition == CitysBlessing()


def test_trailing_if_is_checked_on_resolution_not_an_intervening_if():
    trigger = only_ability("When ~ enters, draw a card if you control a creature with a +1/+1 counter "
                           "on it.")
    assert trigger.condition is None and isinstance(trigger.effects[0], E.Conditional)


def test_then_if_sentence():
    spell = only_ability("You gain 10 life. Then if you control a creature, draw a card.", "Sorcery")
    assert isinstance(spell.effects[1], E.Conditional)


def test_investigate_creates_a_clue_that_can_draw():
    (create,) = only_ability("When ~ enters, investigate.").effects
    clue = create.token
    assert clue.subtypes == ("Clue",) and clue.power is None and clue.name == "Clue Token"   # CR 111.4
    (draw,) = clue.abilities
    assert isinstance(draw.effects[0], E.Draw)


def test_bolster_and_explore():
    assert only_ability("When ~ dies, bolster 2.").effects[0].amount.value == 2
    (explore,) = only_ability("When ~ enters, it explores.").effects
    assert explore == E.Explore(SelfRef())


def test_they_cant_be_regenerated_rides_on_the_destroy_before_it():
    (destroy,) = only_ability("Destroy all creatures. They can't be regenerated.", "Sorcery").effects
    assert isinstance(destroy, E.Destroy) and not destroy.can_regenerate
    (target,) = only_ability("Destroy target creature. It can't be regenerated.", "Instant").effects
    assert not target.can_regenerate


def test_group_cant_block_this_turn_and_play_it_this_turn():
    (restrict,) = only_ability("Creatures without flying can't block this turn.", "Sorcery").effects
    assert isinstance(restrict, E.AddRestriction)
    act = only_ability("{1}, Sacrifice a creature: Exile the top card of your library. You may play "
                       "that card this turn.")
    assert isinstance(act.effects[-1], E.MayPlay) and act.effects[-1].duration is E.Duration.END_OF_TURN


def test_exert_as_it_attacks_is_an_attack_cost_and_a_linked_trigger():
    from cardtext.runtime.abilities import MayExertAsAttacks
    card = compile_text("You may exert ~ as it attacks. When you do, it gets +1/+0 and gains "
                        "deathtouch until end of turn.", name="Zed")
    assert card.fully_compiled and all(c.equal for c in check_card(card))
    static, trigger = card.definition.abilities
    assert isinstance(static.effect, MayExertAsAttacks)
    assert trigger.event == V.Exerted(SelfRef(), as_attacks=True)
    watcher = only_ability("Whenever you exert a creature, you gain 1 life.")
    assert watcher.event == V.Exerted(watcher.event.subject) and not watcher.event.as_attacks


def test_exert_as_a_cost():
    from cardtext.runtime.costs import ExertSelf
    ability = only_ability("{T}, Exert ~: Draw a card.")
    assert ExertSelf() in ability.costs


def test_for_as_long_as_durations():
    from cardtext.runtime.effects import WhileSource
    (steal,) = only_ability("{1}{R}{R}, {T}: Gain control of target artifact for as long as you "
                            "control ~.").effects
    assert isinstance(steal, E.GainControl) and steal.while_source == (WhileSource.CONTROLLED,)
    (both,) = only_ability("{2}, {T}: Gain control of target creature for as long as you control ~ "
                           "and ~ remains tapped.").effects
    assert both.while_source == (WhileSource.CONTROLLED, WhileSource.TAPPED)
    (pump,) = only_ability("{2}, {T}: Target creature gets +0/+3 for as long as ~ remains tapped.",
                           "Artifact").effects
    assert pump.while_source == (WhileSource.TAPPED,) and pump.duration is E.Duration.PERMANENT


def test_only_this_and_only_that_applies_both_restrictions():
    from cardtext.runtime.filters import AllOfConditions, DuringSteps, YouControl
    act = only_ability("Sacrifice a creature: Destroy target artifact. Activate this ability only "
                       "during your upkeep and only once each turn.", "Artifact")
    assert act.timing.once_per_turn and isinstance(act.timing.condition, DuringSteps)
    act = only_ability("{2}: ~ gets +1/+1 until end of turn. Activate only as a sorcery and only if "
                       "you control a Swamp.")
    assert act.timing.sorcery_speed and isinstance(act.timing.condition, YouControl)
    card = compile_text("Cast this spell only during the declare attackers step and only if you've "
                        "been attacked this step.\nDestroy target attacking creature.", type_line="Instant")
    assert card.fully_compiled and all(c.equal for c in check_card(card))
    static = card.definition.abilities[0]
    assert isinstance(static.effect.condition, AllOfConditions)


def test_damage_to_a_creature_trigger_and_other_than_self():
    trigger = only_ability("Whenever ~ deals combat damage to a creature, destroy that creature. It "
                           "can't be regenerated.")
    assert trigger.event == V.DealsDamageToCreature(SelfRef(), combat_only=True)
    (destroy,) = trigger.effects
    assert destroy == E.Destroy(destroy.objects, can_regenerate=False)
    assert type(destroy.objects).__name__ == "EventObjectRef"
    (sac,) = only_ability("At the beginning of your upkeep, sacrifice a creature other than ~.").effects
    assert sac.filter.other


def test_proliferate_populate_and_remove_all_counters():
    assert only_ability("Draw two cards, then proliferate.", "Sorcery").effects[-1] == E.Proliferate()
    assert only_ability("Populate.", "Sorcery").effects == (E.Populate(),)
    (remove,) = only_ability("Sacrifice ~: Remove all counters from target permanent.").effects
    assert remove.counter is None


def test_enchanted_conditions_keep_their_wording():
    from cardtext.runtime.filters import SourceEnchanted
    assert only_ability("~ has flying as long as it's enchanted.").condition == SourceEnchanted()
    trigger = only_ability("At the beginning of each upkeep, if ~ is enchanted, create a 1/1 green "
                           "Saproling creature token.")
    assert trigger.condition == SourceEnchanted()


def test_if_you_dont_control_is_the_negated_control_condition():
    from cardtext.runtime.filters import YouControl
    trigger = only_ability("At the beginning of your upkeep, you lose 2 life if you don't control an Ogre.")
    (cond,) = trigger.effects
    assert isinstance(cond.condition, NotCondition) and isinstance(cond.condition.condition, YouControl)


def test_haunt_triggers():
    card = compile_text("Haunt\nWhen ~ enters or the creature it haunts dies, you gain 2 life.", name="Zed")
    assert card.fully_compiled and all(c.equal for c in check_card(card))
    keyword, trigger = card.definition.abilities
    assert keyword.name == "haunt"
    assert trigger.event == V.AnyOf((V.EntersBattlefield(SelfRef()), V.HauntedDies()))
    spell = compile_text("You gain 1 life.\nHaunt\nWhen the creature ~ haunts dies, draw a card.",
                         name="Zed", type_line="Sorcery")
    assert spell.fully_compiled and spell.definition.abilities[-1].event == V.HauntedDies()
