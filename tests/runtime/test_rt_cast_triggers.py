"""What triggers on casting a spell or activating an ability goes on the stack above it.

CR 601.2i: once the costs are paid the spell becomes cast, and abilities that trigger on its
being cast (or on its targets becoming targets, CR 115) trigger. CR 603.3: they are put on the
stack the next time a player would receive priority, which is right after the spell was cast,
so they resolve before the spell. CR 602.2e says the same for activated abilities.
"""
from rt_cards import CREATURE, SHOCK, cost, creature

from cardtext.runtime.abilities import ActivatedAbility, TargetSpec, TriggeredAbility
from cardtext.runtime.effects import DealDamage, GainLife
from cardtext.runtime.events import BecomesTarget, SpellCast
from cardtext.runtime.filters import Controller, Fixed, ObjectFilter, PlayerRef, SelfRef, TargetRef


def _cast_shock(game, target):
    shock = game.add_card("Alice", SHOCK)
    game.add_mana("Alice", "R")
    game.cast("Alice", shock, targets=[[target]])


def test_cr_601_2i_cast_trigger_resolves_before_the_spell(game):
    game.put_onto_battlefield("Alice", creature("Student", 2, 4, "1", TriggeredAbility(
        SpellCast(ObjectFilter(spell=True)), (GainLife(Fixed(3)),))))
    _cast_shock(game, "Bob")
    assert [item.kind for item in game.state.stack] == ["spell", "triggered"]   # CR 603.3
    game.resolve_top()
    assert game.life("Alice") == 23 and game.life("Bob") == 20     # the trigger first
    assert [item.kind for item in game.state.stack] == ["spell"]
    game.resolve_top()
    assert game.life("Bob") == 18


def test_cr_603_3_becomes_the_target_trigger_resolves_before_the_spell_that_targets(game):
    game.put_onto_battlefield("Bob", creature("Watcher", 1, 4, "1", TriggeredAbility(
        BecomesTarget(SelfRef(), Controller.OPPONENT), (GainLife(Fixed(3)),))))
    _cast_shock(game, "Watcher")
    assert game.state.stack[-1].kind == "triggered"
    game.resolve_top()
    assert game.life("Bob") == 23
    assert game.obj("Watcher").damage == 0 and len(game.state.stack) == 1


def test_cr_602_2e_becomes_the_target_trigger_resolves_before_the_ability(game):
    pinger = creature("Pinger", 1, 1, "1", ActivatedAbility(
        (cost("1"),), (DealDamage(Fixed(1), objects=TargetRef(0), players=PlayerRef.TARGET_PLAYER),),
        (TargetSpec(CREATURE, players=Controller.ANY),)))
    game.put_onto_battlefield("Alice", pinger)
    game.put_onto_battlefield("Bob", creature("Watcher", 1, 4, "1", TriggeredAbility(
        BecomesTarget(SelfRef(), Controller.OPPONENT), (GainLife(Fixed(3)),))))
    game.add_mana("Alice", "C")
    game.activate("Alice", "Pinger", 0, targets=[["Watcher"]])
    assert [item.kind for item in game.state.stack] == ["activated", "triggered"]
    game.resolve_top()
    assert game.life("Bob") == 23 and game.obj("Watcher").damage == 0


def test_the_active_player_gets_priority_with_the_trigger_on_the_stack(game):
    """CR 117.3c: after casting, the caster receives priority, with the trigger already there."""
    game.put_onto_battlefield("Alice", creature("Student", 2, 4, "1", TriggeredAbility(
        SpellCast(ObjectFilter(spell=True)), (GainLife(Fixed(3)),))))
    _cast_shock(game, "Bob")
    assert game.state.priority == 0 and not game.state.pending
