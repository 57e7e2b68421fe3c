"""A spell's colour changed on the stack (CR 613.1e: layer 5 applies to objects on the stack too):
"target spell or permanent becomes red" may target either (CR 115.1); the change applies to the
spell while it is on the stack, and to the permanent a permanent spell becomes (CR 400.7a),
for the effect's duration ("until end of turn" ends in the cleanup step, CR 514.2). A card that
leaves the stack otherwise is a new object with its own colours (CR 400.7); devoid makes a spell
colorless first, the effect applies after it (CR 702.114a, 613.3)."""
import pytest
from rt_cards import GRIZZLY_BEARS

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Color, Step, Zone
from cardtext.runtime.engine.query import object_colors
from cardtext.runtime.errors import IllegalAction


def card(text: str, name: str, type_line: str = "Instant", mana_cost: str = "{U}", **kw):
    compiled = compile_card(CardSource(name, text, mana_cost, type_line, **kw))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


REDDEN = card("Target spell or permanent becomes red.", "Redden")
WHITEN_FOR_A_TURN = card("Target spell or permanent becomes white until end of turn.", "Whiten")
BLEACH_SPELL = card("Target spell becomes colorless.", "Bleach")
SHOCK = card("Shock deals 2 damage to any target.", "Shock", mana_cost="{R}")
VOID_BEAST = card("Devoid", "Void Beast", "Creature — Eldrazi", power="2", toughness="2", mana_cost="{1}{G}")


def respond(game, spell, target):
    game.add_card("Alice", spell)
    game.add_mana("Alice", "WUBRG")
    game.cast("Alice", spell.name, targets=[[target]])


def bears_on_the_stack(game):
    game.add_card("Alice", GRIZZLY_BEARS)
    game.add_mana("Alice", "GG")
    game.cast("Alice", "Grizzly Bears")


def test_the_spell_is_red_on_the_stack_and_the_permanent_it_becomes_stays_red(game):
    bears_on_the_stack(game)
    respond(game, REDDEN, "Grizzly Bears")
    game.resolve_top()
    bears = game.obj("Grizzly Bears")
    assert bears.zone is Zone.STACK and bears.definition.colors == (Color.RED,)     # CR 613.1e
    game.resolve_stack()
    assert game.obj("Grizzly Bears").zone is Zone.BATTLEFIELD
    assert game.obj("Grizzly Bears").definition.colors == (Color.RED,)              # CR 400.7a
    game.advance_to(Step.UPKEEP, "Bob")
    assert game.obj("Grizzly Bears").definition.colors == (Color.RED,)              # no duration


def test_until_end_of_turn_the_permanent_is_white_until_cleanup(game):
    bears_on_the_stack(game)
    respond(game, WHITEN_FOR_A_TURN, "Grizzly Bears")
    game.resolve_stack()
    assert game.obj("Grizzly Bears").definition.colors == (Color.WHITE,)
    game.advance_to(Step.UPKEEP, "Bob")                                             # CR 514.2
    assert game.obj("Grizzly Bears").definition.colors == (Color.GREEN,)


def test_spell_or_permanent_may_be_a_permanent(game):
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    respond(game, REDDEN, "Grizzly Bears")
    game.resolve_stack()
    assert game.obj("Grizzly Bears").definition.colors == (Color.RED,)


def test_a_spell_only_effect_cannot_target_a_permanent(game):
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    with pytest.raises(IllegalAction):
        respond(game, BLEACH_SPELL, "Grizzly Bears")


def test_an_instant_that_leaves_the_stack_is_a_new_object_with_its_own_colour(game):
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.add_card("Alice", SHOCK)
    game.add_mana("Alice", "R")
    game.cast("Alice", "Shock", targets=[["Grizzly Bears"]])
    respond(game, BLEACH_SPELL, "Shock")
    game.resolve_top()
    assert game.obj("Shock").definition.colors == ()                                # CR 105.2c
    game.resolve_stack()
    shock = game.obj("Shock")
    assert shock.zone is Zone.GRAVEYARD and shock.definition.colors == (Color.RED,)   # CR 400.7


def test_a_devoid_spell_made_red_is_red(game):
    game.add_card("Alice", VOID_BEAST)
    game.add_mana("Alice", "GG")
    game.cast("Alice", "Void Beast")
    respond(game, REDDEN, "Void Beast")
    game.resolve_top()
    assert object_colors(game.obj("Void Beast"), game.state) == (Color.RED,)        # CR 613.3
