"""Trigger events (becoming a target, state triggers, damaged by a source that dies), blocking/
prevention/cost/grant statics, "as ~ enters" replacements, intervening "if", amounts and PaidRef."""
import pytest
from rt_cards import CREATURE, GRIZZLY_BEARS, ORNITHOPTER, SHOCK, cost, creature

from cardtext.runtime.abilities import AbilityGrant, ActivatedAbility, AdditionalBlocks, BlockerCount, CanBlockOnly, CantBeBlockedBy, CardDefinition, ChoiceKind as Pick, ChooseOnEnter, EntersTappedUnless, EntersWithCountersIf, OptionalUntap, PreventDamage, ReplacementAbility, SelfCostChange, SpellAbility, StaticAbility, TriggeredAbility
from cardtext.runtime.characteristics import CardType, Step, Zone
from cardtext.runtime.costs import Sacrifice, TapSelf
from cardtext.runtime.engine.decider import ChoiceKind
from cardtext.runtime.effects import DealDamage, GainLife, SacrificeObjects
from cardtext.runtime.errors import IllegalAction
from cardtext.runtime.events import (BecomesTarget, DamagedBySourceDies, EntersBattlefield,
                                     SpellTargets, StateTrigger)
from cardtext.runtime.filters import Controller, ControlNone, CountOf, CreatureDiedThisTurn, EachRef, Fixed, ManaValueOf, ObjectFilter, PaidRef, PlayerRef, SelfRef, ToughnessOf, WasKicked, YouControl
from cardtext.runtime.engine.query import candidates

LAND = ObjectFilter(types=(CardType.LAND,))
FLYER = ObjectFilter(types=(CardType.CREATURE,), keywords=("flying",))


def test_becomes_target_triggers_for_an_opponents_spell(game):
    game.put_onto_battlefield("Bob", creature("Watcher", 1, 4, "1", TriggeredAbility(
        BecomesTarget(SelfRef(), Controller.OPPONENT), (GainLife(Fixed(3)),))))
    shock = game.add_card("Alice", SHOCK)
    game.add_mana("Alice", "R")
    game.cast("Alice", shock, targets=[["Watcher"]])
    game.resolve_stack()
    assert game.life("Bob") == 23


def test_heroic_triggers_on_casting_a_spell_that_targets_it(game):
    game.put_onto_battlefield("Alice", creature("Hero", 2, 4, "1", TriggeredAbility(
        SpellTargets(ObjectFilter()), (GainLife(Fixed(2)),))))
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    shock = game.add_card("Alice", SHOCK)
    game.add_mana("Alice", "R")
    game.cast("Alice", shock, targets=[["Grizzly Bears"]])
    game.resolve_stack()
    assert game.life("Alice") == 20          # another creature was targeted
    shock = game.add_card("Alice", SHOCK)
    game.add_mana("Alice", "R")
    game.cast("Alice", shock, targets=[["Hero"]])
    game.resolve_stack()
    assert game.life("Alice") == 22


def test_state_trigger_fires_once_until_it_resolves(game):
    game.put_onto_battlefield("Alice", creature("Outcast", 2, 2, "1", TriggeredAbility(
        StateTrigger(ControlNone(LAND)), (GainLife(Fixed(1)), SacrificeObjects(SelfRef())))))
    game.check_state()
    game.check_state()
    assert len(game.state.pending) + len(game.state.stack) == 1      # CR 603.8
    game.resolve_stack()
    assert game.life("Alice") == 21 and "Outcast" in game.zone("Alice", Zone.GRAVEYARD)


def test_damaged_by_source_dies(game):
    game.put_onto_battlefield("Alice", creature("Ghoul", 3, 3, "1", TriggeredAbility(
        DamagedBySourceDies(CREATURE), (GainLife(Fixed(5)),))))
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    from cardtext.runtime.engine.combat import damage_object
    damage_object(game, game.obj("Ghoul"), game.obj("Grizzly Bears"), 2)
    game.check_state()
    game.resolve_stack()
    assert game.life("Alice") == 25
    game.put_onto_battlefield("Bob", creature("Other", 1, 1))
    damage_object(game, None, game.obj("Other"), 2)
    game.check_state()
    game.resolve_stack()
    assert game.life("Alice") == 25


def test_intervening_if_is_checked_on_trigger_and_resolution(game):
    morbid = creature("Morbid", 1, 1, "1", TriggeredAbility(EntersBattlefield(SelfRef()),
                                                            (GainLife(Fixed(4)),),
                                                            condition=CreatureDiedThisTurn()))
    game.put_onto_battlefield("Alice", morbid, as_effect=True)
    game.resolve_stack()
    assert game.life("Alice") == 20 and not game.state.stack
    game.state.creature_died_this_turn = True
    game.put_onto_battlefield("Alice", morbid, as_effect=True)
    assert game.state.pending or game.state.stack
    game.state.creature_died_this_turn = False       # false on resolution: does nothing (CR 603.4)
    game.resolve_stack()
    assert game.life("Alice") == 20


def _attack_and_block(game, attacker, blocks):
    game.put_onto_battlefield("Alice", attacker)
    game.declare_attackers("Alice", [attacker.name])
    game.declare_blockers("Bob", blocks)


def test_can_block_only_flyers(game):
    game.put_onto_battlefield("Bob", creature("Percher", 1, 3, "1", StaticAbility(CanBlockOnly(SelfRef(), FLYER))))
    with pytest.raises(IllegalAction, match=r"CR 509\.1b"):
        _attack_and_block(game, GRIZZLY_BEARS, {"Percher": "Grizzly Bears"})


def test_cant_be_blocked_by_and_except_by(game):
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    sneak = creature("Sneak", 2, 2, "1", StaticAbility(CantBeBlockedBy(SelfRef(), FLYER, except_by=True)))
    with pytest.raises(IllegalAction, match=r"CR 509\.1b"):
        _attack_and_block(game, sneak, {"Grizzly Bears": "Sneak"})
    game.put_onto_battlefield("Bob", ORNITHOPTER)
    game.declare_blockers("Bob", {"Ornithopter": "Sneak"})
    assert game.state.combat.blocked


def test_blocker_count_minimum(game):
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.put_onto_battlefield("Bob", ORNITHOPTER)
    boar = creature("Boar", 4, 4, "1", StaticAbility(BlockerCount(SelfRef(), minimum=3)))
    # "can't be blocked except by three or more creatures" is a restriction (CR 509.1b), not a
    # requirement (509.1c is "must block")
    with pytest.raises(IllegalAction, match=r"CR 509\.1b: Boar can't be blocked except by 3"):
        _attack_and_block(game, boar, {"Grizzly Bears": "Boar", "Ornithopter": "Boar"})


def test_additional_blocks(game):
    game.put_onto_battlefield("Bob", creature("Entangler", 0, 6, "1", StaticAbility(AdditionalBlocks(SelfRef(), 1))))
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Alice", creature("Second", 1, 1))
    game.declare_attackers("Alice", ["Grizzly Bears", "Second"])
    game.declare_blockers("Bob", {"Entangler": ["Grizzly Bears", "Second"]})
    assert sorted(game.state.combat.blocked) == sorted(game.state.combat.attackers)
    game.advance_to(Step.END_OF_COMBAT)
    assert game.life("Bob") == 20 and game.obj("Entangler").damage == 3


def test_optional_untap(game):
    game.put_onto_battlefield("Alice", creature("Sleeper", 1, 1, "1", StaticAbility(OptionalUntap(SelfRef()))))
    game.obj("Sleeper").tapped = True
    game.decider.script = getattr(game.decider, "script", None)
    with game.transaction({ChoiceKind.MAY: [False]}):
        from cardtext.runtime.engine.turn import _untap
        game.state.active = 0
        _untap(game)
    assert game.obj("Sleeper").tapped


def test_static_prevention(game):
    game.put_onto_battlefield("Alice", creature("Shielded", 2, 2, "1", StaticAbility(PreventDamage(SelfRef()))))
    shock = game.add_card("Bob", SHOCK)
    game.add_mana("Bob", "R")
    game.state.priority = 1
    game.cast("Bob", shock, targets=[["Shielded"]])
    game.resolve_stack()
    assert game.obj("Shielded").damage == 0 and "Shielded" in game.zone("Alice", Zone.BATTLEFIELD)


def test_self_cost_change(game):
    cheap = CardDefinition("Cheap", cost("5"), (CardType.SORCERY,), abilities=(
        StaticAbility(SelfCostChange(cost("1"), per=CountOf(EachRef(ObjectFilter(
            types=(CardType.CREATURE,), controller=Controller.YOU))))),
        SpellAbility((GainLife(Fixed(1)),))))
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Alice", ORNITHOPTER)
    card = game.add_card("Alice", cheap)
    game.add_mana("Alice", "CCC")
    game.cast("Alice", card)
    game.resolve_stack()
    assert game.life("Alice") == 21


def test_ability_grant(game):
    pinger = ActivatedAbility((TapSelf(),), (DealDamage(Fixed(1), players=PlayerRef.EACH_OPPONENT),))
    game.put_onto_battlefield("Alice", CardDefinition("Grant", cost("1"), (CardType.ENCHANTMENT,), abilities=(
        StaticAbility(AbilityGrant(ObjectFilter(types=(CardType.CREATURE,), controller=Controller.YOU),
                                   pinger)),)))
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS).__class__
    game.obj("Grizzly Bears").controlled_since_turn_start = True
    game.activate("Alice", "Grizzly Bears", 0)
    game.resolve_stack()
    assert game.life("Bob") == 19


def test_choose_on_enter_and_chosen_color(game):
    with game.transaction({ChoiceKind.CHOOSE: ["green"]}):
        game.put_onto_battlefield("Alice", CardDefinition("Chooser", cost("1"), (CardType.ENCHANTMENT,), abilities=(
            ReplacementAbility(ChooseOnEnter((Pick.COLOR,))),)), as_effect=True)
    o = game.obj("Chooser")
    assert o.chosen["color"] == ["G"]        # stored on the permanent (CR 607.2d)
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    assert candidates(game.state, ObjectFilter(types=(CardType.CREATURE,), chosen_color=True), 0, o.id) \
        == [game.obj("Grizzly Bears").id]


def test_enters_tapped_unless_and_counters_if(game):
    land = CardDefinition("Fastland", cost(""), (CardType.LAND,), abilities=(
        ReplacementAbility(EntersTappedUnless(YouControl(LAND, 1))),))
    game.put_onto_battlefield("Alice", land, as_effect=True)
    assert game.obj("Fastland").tapped
    second = game.put_onto_battlefield("Alice", land, as_effect=True)
    assert not game.obj(second).tapped
    drake = creature("Drake", 1, 1, "1", ReplacementAbility(EntersWithCountersIf("+1/+1", Fixed(2), WasKicked())))
    game.put_onto_battlefield("Alice", drake, as_effect=True)
    assert game.counters("Drake") == 0
    from cardtext.runtime.engine.zones import enter_battlefield
    kicked = enter_battlefield(game, drake, 0, 0, kicked=True)
    assert kicked.counters.get("+1/+1") == 2


def test_amounts_and_paid_ref(game):
    fling = ActivatedAbility((Sacrifice(CREATURE),), (DealDamage(ToughnessOf(PaidRef("sacrificed")),
                                                                 players=PlayerRef.EACH_OPPONENT),
                                                      GainLife(ManaValueOf(PaidRef("sacrificed")))))
    game.put_onto_battlefield("Alice", creature("Altar", 0, 1, "", fling))
    game.put_onto_battlefield("Alice", creature("Big", 1, 5, "3G"))
    game.activate("Alice", "Altar", 0, choices={ChoiceKind.SACRIFICE: [["Big"]]})
    game.resolve_stack()
    assert game.life("Bob") == 15 and game.life("Alice") == 24


def test_a_granted_state_trigger_triggers(game):
    """CR 603.8, 613.1f: creatures given "when you control no lands, you gain 1 life and
    sacrifice this creature" by a grant have the state trigger, and it triggers once."""
    outcast = TriggeredAbility(StateTrigger(ControlNone(LAND)), (GainLife(Fixed(1)), SacrificeObjects(SelfRef())))
    game.put_onto_battlefield("Alice", CardDefinition("Grant", cost("1"), (CardType.ENCHANTMENT,), abilities=(
        StaticAbility(AbilityGrant(ObjectFilter(types=(CardType.CREATURE,), controller=Controller.YOU), outcast)),)))
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.check_state()
    assert len(game.state.pending) + len(game.state.stack) == 1
    game.resolve_stack()
    assert game.life("Alice") == 21 and "Grizzly Bears" in game.zone("Alice", Zone.GRAVEYARD)


def test_a_printed_state_trigger_triggers_beside_a_grant_of_another_ability(game):
    """CR 603.8: a grant of an activated ability on the board gives no state trigger; a
    permanent's printed one still triggers (triggers.state_triggers reads the printed ones then)."""
    pinger = ActivatedAbility((TapSelf(),), (DealDamage(Fixed(1), players=PlayerRef.EACH_OPPONENT),))
    game.put_onto_battlefield("Alice", CardDefinition("Grant", cost("1"), (CardType.ENCHANTMENT,), abilities=(
        StaticAbility(AbilityGrant(ObjectFilter(types=(CardType.CREATURE,), controller=Controller.YOU), pinger)),)))
    game.put_onto_battlefield("Alice", creature("Outcast", 2, 2, "1", TriggeredAbility(
        StateTrigger(ControlNone(LAND)), (GainLife(Fixed(1)), SacrificeObjects(SelfRef())))))
    game.check_state()
    assert len(game.state.pending) + len(game.state.stack) == 1
    game.resolve_stack()
    assert game.life("Alice") == 21 and "Outcast" in game.zone("Alice", Zone.GRAVEYARD)


def test_a_granted_enters_trigger_triggers_for_a_creature_that_prints_none(game):
    """CR 603.2, 613.1f: creatures given "whenever a creature enters, you gain 1 life" have the
    trigger: Grizzly Bears, which prints no triggered ability, triggers as another creature
    enters (the event's sources include every permanent when a grant gives a trigger of its kind)."""
    watcher = TriggeredAbility(EntersBattlefield(CREATURE), (GainLife(Fixed(1)),))
    game.put_onto_battlefield("Alice", CardDefinition("Grant", cost("1"), (CardType.ENCHANTMENT,), abilities=(
        StaticAbility(AbilityGrant(ObjectFilter(types=(CardType.CREATURE,), controller=Controller.YOU), watcher)),)))
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Bob", ORNITHOPTER, as_effect=True)
    game.resolve_stack()
    assert game.life("Alice") == 21


def test_a_printed_enters_trigger_triggers_beside_a_grant_of_another_ability(game):
    """CR 603.2: a grant of an activated ability gives no trigger; a permanent's printed
    "whenever a creature enters" still triggers as one enters, and only once."""
    pinger = ActivatedAbility((TapSelf(),), (DealDamage(Fixed(1), players=PlayerRef.EACH_OPPONENT),))
    game.put_onto_battlefield("Alice", CardDefinition("Grant", cost("1"), (CardType.ENCHANTMENT,), abilities=(
        StaticAbility(AbilityGrant(ObjectFilter(types=(CardType.CREATURE,), controller=Controller.YOU), pinger)),)))
    game.put_onto_battlefield("Alice", creature("Watcher", 1, 1, "1", TriggeredAbility(
        EntersBattlefield(CREATURE), (GainLife(Fixed(1)),))))
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Bob", ORNITHOPTER, as_effect=True)
    game.resolve_stack()
    assert game.life("Alice") == 21
