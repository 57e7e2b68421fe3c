"""Abilities that can't be activated (CR 602.5): Null Rod's "Activated abilities of artifacts
can't be activated." and Arrest's "Enchanted creature can't attack or block, and its activated
abilities can't be activated." compiled from rules text and played."""
import pytest
from rt_cards import FELLWAR_STONE, GRIZZLY_BEARS, LLANOWAR_ELVES

from cardtext.compiler.api import compile_card
from cardtext.compiler.harness.exercise_control import observe_no_activations
from cardtext.compiler.harness.exercise_surroundings import Problem
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.abilities import Restriction, RestrictedAction, StaticAbility
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.engine.legal_actions import legal_actions
from cardtext.runtime.engine.zones import move
from cardtext.runtime.errors import IllegalAction


def card(text: str, name: str, type_line: str):
    compiled = compile_card(CardSource(name, text, "", type_line))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


NULL_ROD = card("Activated abilities of artifacts can't be activated.", "Null Rod", "Artifact")
ARREST = card("Enchant creature\nEnchanted creature can't attack or block, and its activated "
              "abilities can't be activated.", "Arrest", "Enchantment — Aura")


def test_null_rod_is_one_restriction_on_artifacts():
    (ability,) = NULL_ROD.abilities
    assert isinstance(ability, StaticAbility) and isinstance(ability.effect, Restriction)
    assert ability.effect.action is RestrictedAction.ACTIVATE


def test_arrest_forbids_attacking_blocking_and_activating():
    actions = {a.effect.action for a in ARREST.abilities if isinstance(a, StaticAbility)}
    assert actions == {RestrictedAction.ATTACK, RestrictedAction.BLOCK, RestrictedAction.ACTIVATE}


def test_under_null_rod_an_artifacts_mana_ability_cant_be_activated(game):
    game.put_onto_battlefield("Alice", FELLWAR_STONE)
    rod = game.put_onto_battlefield("Bob", NULL_ROD)
    with pytest.raises(IllegalAction, match="CR 602.5"):
        game.tap_for_mana("Alice", "Fellwar Stone")
    move(game, rod, Zone.GRAVEYARD)                   # the restriction ends with its source
    game.tap_for_mana("Alice", "Fellwar Stone")


def test_null_rod_leaves_a_creatures_abilities_alone(game):
    game.put_onto_battlefield("Bob", NULL_ROD)
    elves = game.put_onto_battlefield("Alice", LLANOWAR_ELVES)
    game.obj(elves).controlled_since_turn_start = True
    assert game.tap_for_mana("Alice", elves)


def test_the_arrested_creatures_abilities_are_not_legal_actions(game):
    elves = game.put_onto_battlefield("Bob", LLANOWAR_ELVES)
    game.obj(elves).controlled_since_turn_start = True
    game.cast("Alice", game.add_card("Alice", ARREST), targets=[[elves]])
    game.resolve_stack()
    game.state.priority = game.player("Bob")
    assert not [a for a in legal_actions(game, game.player("Bob")) if a.object_id == elves]
    with pytest.raises(IllegalAction, match="CR 602.5"):
        game.tap_for_mana("Bob", elves)


def test_the_exercise_check_fails_when_the_ability_can_still_be_activated(game):
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    with pytest.raises(Problem, match="can still be activated"):
        observe_no_activations(game, bears)


def test_its_activated_abilities_cant_be_activated_this_turn_only(game):
    from cardtext.runtime.characteristics import Step
    trap = card("{T}: Tap target creature. Its activated abilities can't be activated this turn.",
                "Small Trap", "Artifact")
    elves = game.put_onto_battlefield("Bob", LLANOWAR_ELVES)
    game.obj(elves).controlled_since_turn_start = True
    game.put_onto_battlefield("Alice", trap)
    game.activate("Alice", "Small Trap", targets=[[elves]])
    game.resolve_stack()
    game.obj(elves).tapped = False
    game.state.priority = game.player("Bob")
    with pytest.raises(IllegalAction, match="CR 602.5"):
        game.tap_for_mana("Bob", elves)
    game.advance_to(Step.UPKEEP, "Bob")                   # the effect ended in the cleanup step (CR 514.2)
    game.state.priority = game.player("Bob")
    game.tap_for_mana("Bob", elves)
