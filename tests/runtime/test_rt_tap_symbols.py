"""T1 T2 Q1 Q2 and all-or-nothing costs."""
import pytest
from rt_cards import FOREST, LLANOWAR_ELVES, HASTY_GOBLIN, PRODIGAL_SORCERER, SAC_DRAWER, SORCERY_PUMPER, WHITECLAY, GRIZZLY_BEARS

from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.errors import IllegalAction
from cardtext.runtime.engine.state import clone_state


def test_T1_untapped_permanent_pays_tap_cost(game):
    game.put_onto_battlefield("Alice", FOREST)
    assert [u.type.value for u in game.tap_for_mana("Alice", "Forest")] == ["G"]
    assert game.is_tapped("Forest")


def test_T1_tapped_permanent_cannot_pay_tap_cost(game):
    game.put_onto_battlefield("Alice", FOREST, tapped=True)
    before = clone_state(game.state)
    with pytest.raises(IllegalAction, match=r"CR 107\.5: Forest is already tapped"):
        game.tap_for_mana("Alice", "Forest")
    assert game.state == before
    assert game.pool_text("Alice") == ""


def test_T2_summoning_sick_creature_cannot_use_tap_ability(game):
    game.put_onto_battlefield("Alice", LLANOWAR_ELVES, sick=True)
    with pytest.raises(IllegalAction, match=r"CR 302\.6"):
        game.tap_for_mana("Alice", "Llanowar Elves")
    assert not game.is_tapped("Llanowar Elves")


def test_T2_creature_controlled_since_turn_start_can_tap(game):
    game.put_onto_battlefield("Alice", LLANOWAR_ELVES, sick=False)
    game.tap_for_mana("Alice", "Llanowar Elves")
    assert game.pool_text("Alice") == "{G}"


def test_T2_haste_lifts_the_restriction(game):
    from rt_cards import creature
    from cardtext.runtime.abilities import KeywordAbility, ManaAbility
    from cardtext.runtime.costs import TapSelf
    from cardtext.runtime.effects import AddMana, FixedMana
    from cardtext.runtime.characteristics import ManaType
    hasty_elf = creature("Hasty Elf", 1, 1, "G", KeywordAbility("haste"),
                         ManaAbility((TapSelf(),), (AddMana(FixedMana(((ManaType.GREEN,),))),)))
    game.put_onto_battlefield("Alice", hasty_elf, sick=True)
    game.tap_for_mana("Alice", "Hasty Elf")
    assert game.pool_text("Alice") == "{G}"


def test_T2_noncreature_permanent_is_not_restricted(game):
    game.put_onto_battlefield("Alice", FOREST, sick=True)
    game.tap_for_mana("Alice", "Forest")
    assert game.pool_text("Alice") == "{G}"


def test_T2_sickness_ends_when_controllers_turn_begins(game):
    game.put_onto_battlefield("Alice", LLANOWAR_ELVES, sick=True)
    game.decider.add([])                       # Bob's turn: no attackers (none possible anyway)
    game.advance_to(Step.MAIN1, "Alice")
    assert not game.is_summoning_sick("Llanowar Elves")
    game.tap_for_mana("Alice", "Llanowar Elves")


def test_T2_tap_ability_with_target(game):
    game.put_onto_battlefield("Alice", PRODIGAL_SORCERER)
    game.activate("Alice", "Prodigal Sorcerer", 0, targets=["Bob"])
    game.resolve_stack()
    assert game.life("Bob") == 19


def test_Q1_tapped_permanent_pays_untap_cost(game):
    game.put_onto_battlefield("Alice", WHITECLAY, tapped=True)
    game.add_mana("Alice", "WWW")
    game.activate("Alice", "Order of Whiteclay", 0)
    assert not game.is_tapped("Order of Whiteclay")
    game.resolve_stack()
    assert game.life("Alice") == 23


def test_Q1_untapped_permanent_cannot_pay_untap_cost(game):
    game.put_onto_battlefield("Alice", WHITECLAY, tapped=False)
    game.add_mana("Alice", "WWW")
    before = clone_state(game.state)
    with pytest.raises(IllegalAction, match=r"CR 107\.6: Order of Whiteclay is untapped"):
        game.activate("Alice", "Order of Whiteclay", 0)
    assert game.state == before
    assert game.pool_text("Alice") == "{W}{W}{W}"


def test_Q2_summoning_sick_creature_cannot_pay_untap_cost(game):
    game.put_onto_battlefield("Alice", WHITECLAY, tapped=True, sick=True)
    game.add_mana("Alice", "WWW")
    with pytest.raises(IllegalAction, match=r"CR 302\.6"):
        game.activate("Alice", "Order of Whiteclay", 0)
    assert game.is_tapped("Order of Whiteclay") and game.pool_text("Alice") == "{W}{W}{W}"


def test_rollback_on_failed_cost_changes_nothing(game):
    """Mana is paid, the creature sacrificed, then paying 3 life fails: everything is restored."""
    game.put_onto_battlefield("Alice", SAC_DRAWER)
    game.add_mana("Alice", "GG")
    game.set_life("Alice", 2)
    before = clone_state(game.state)
    log_before = list(game.log_lines())
    with pytest.raises(IllegalAction, match=r"CR 119\.4"):
        game.activate("Alice", "Sac Drawer", 0)
    assert game.state == before
    assert game.log_lines() == log_before
    assert game.zone("Alice", Zone.BATTLEFIELD) == ["Sac Drawer"]


def test_sorcery_speed_ability_refused_with_nonempty_stack_or_in_combat(game):
    game.put_onto_battlefield("Alice", SORCERY_PUMPER)
    game.put_onto_battlefield("Alice", PRODIGAL_SORCERER)
    game.add_mana("Alice", "GG")
    game.activate("Alice", "Prodigal Sorcerer", 0, targets=["Bob"])
    with pytest.raises(IllegalAction, match=r"CR 602\.5d.*stack is not empty"):
        game.activate("Alice", "Sorcery Pumper", 0)
    game.resolve_stack()
    game.activate("Alice", "Sorcery Pumper", 0)
    game.resolve_stack()
    assert game.counters("Sorcery Pumper") == 1
    game.set_step(Step.BEGINNING_OF_COMBAT)
    with pytest.raises(IllegalAction, match=r"CR 602\.5d.*not a main phase"):
        game.activate("Alice", "Sorcery Pumper", 0)


def test_summoning_sick_creature_cannot_attack_unless_haste(game):
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS, sick=True)
    game.put_onto_battlefield("Alice", HASTY_GOBLIN, sick=True)
    with pytest.raises(IllegalAction, match=r"CR 302\.6: Grizzly Bears"):
        game.declare_attackers("Alice", ["Grizzly Bears"])
    assert game.step is Step.MAIN1
    game.declare_attackers("Alice", ["Hasty Goblin"])
    assert game.is_tapped("Hasty Goblin")
    game.advance_to(Step.MAIN2)
    assert game.life("Bob") == 19
