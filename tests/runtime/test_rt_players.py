"""Players named through objects and combat, compiled from rules text and played:
"its controller" (CR 608.2h: last known information), "that land's controller",
"defending player" (CR 506.2), "each creature target player controls", and
"can't attack unless defending player controls an Island" (CR 508.1c)."""
import pytest
from rt_cards import FOREST, GRIZZLY_BEARS, ISLAND, MEMNITE

from cardtext.compiler.api import compile_card
from cardtext.compiler.source import CardSource
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.errors import IllegalAction


def card(text: str, type_line: str = "Sorcery", name: str = "Player Card", pt=None):
    power, toughness = pt if pt else (None, None)
    compiled = compile_card(CardSource(name, text, "", type_line, power=power, toughness=toughness))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


def cast(game, definition, targets=None):
    oid = game.add_card("Alice", definition)
    game.cast("Alice", oid, targets=targets)
    game.resolve_stack()


def test_its_controller_is_the_destroyed_creatures_last_controller(game):
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    cast(game, card("Destroy target creature. Its controller loses 2 life."), targets=[[bears]])
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert game.life("Bob") == 18 and game.life("Alice") == 20


def test_its_controller_of_an_exiled_creature_gains_life_equal_to_its_power(game):
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    cast(game, card("Exile target creature. Its controller gains life equal to its power."),
         targets=[[bears]])
    assert game.zone("Bob", Zone.EXILE) == ["Grizzly Bears"] and game.life("Bob") == 22


def test_its_controller_creates_the_token_and_discards(game):
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.add_card("Bob", FOREST)
    cast(game, card("Destroy target creature. Its controller creates a 3/3 green Beast creature token."),
         targets=[[bears]])
    beast = game.obj("Beast")
    assert beast.controller == game.player("Bob") and beast.is_token


def test_that_lands_controller_is_dealt_the_damage(game):
    card_def = card("Whenever a land enters, ~ deals 2 damage to that land's controller.",
                    "Artifact", name="Land Ankh")
    game.put_onto_battlefield("Alice", card_def)
    game.put_onto_battlefield("Bob", FOREST, as_effect=True)
    game.resolve_stack()
    assert game.life("Bob") == 18 and game.life("Alice") == 20


def test_defending_player_of_an_attack_trigger(game):
    raider = card("Whenever ~ attacks, defending player loses 2 life.", "Creature — Raider",
                  name="Raider", pt=("2", "2"))
    game.put_onto_battlefield("Alice", raider)
    game.declare_attackers("Alice", ["Raider"])
    game.resolve_stack()
    assert game.life("Bob") == 18 and game.life("Alice") == 20


def test_target_creature_defending_player_controls_is_chosen_among_the_defenders_creatures(game):
    binder = card("Whenever ~ attacks, tap target creature defending player controls.",
                  "Creature — Binder", name="Binder", pt=("2", "2"))
    game.put_onto_battlefield("Alice", binder)
    game.put_onto_battlefield("Alice", MEMNITE)
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.declare_attackers("Alice", ["Binder"])     # only Bob's Bears can be chosen
    game.resolve_stack()
    assert game.obj(bears).tapped and not game.obj("Memnite").tapped


def test_cant_attack_unless_defending_player_controls_an_island(game):
    serpent = card("~ can't attack unless defending player controls an Island.", "Creature — Serpent",
                   name="Serpent", pt=("5", "5"))
    game.put_onto_battlefield("Alice", serpent)
    with pytest.raises(IllegalAction):
        game.declare_attackers("Alice", ["Serpent"])
    game.put_onto_battlefield("Bob", ISLAND)
    game.declare_attackers("Alice", ["Serpent"])
    assert game.obj("Serpent").tapped


def test_all_lands_target_player_controls(game):
    game.put_onto_battlefield("Alice", FOREST)
    game.put_onto_battlefield("Bob", FOREST)
    game.put_onto_battlefield("Bob", ISLAND)
    cast(game, card("Destroy all lands target player controls."), targets=[["Bob"]])
    assert sorted(game.zone("Bob", Zone.GRAVEYARD)) == ["Forest", "Island"]
    assert game.zone("Alice", Zone.GRAVEYARD) == ["Player Card"]


def test_that_player_after_target_player_is_the_target(game):
    alice_bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    bob_bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    cast(game, card("~ deals 1 damage to target player and 1 damage to each creature that player controls."),
         targets=[["Bob"]])
    assert game.life("Bob") == 19 and game.obj(bob_bears).damage == 1
    assert game.obj(alice_bears).damage == 0 and game.life("Alice") == 20


def test_target_creature_that_player_controls_after_combat_damage_to_a_player(game):
    from cardtext.runtime.characteristics import Step
    slitter = card("Whenever ~ deals combat damage to a player, destroy target creature that player controls.",
                   "Creature — Rat", name="Slitter", pt=("2", "2"))
    game.put_onto_battlefield("Alice", slitter)
    mine = game.put_onto_battlefield("Alice", MEMNITE)
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.declare_attackers("Alice", ["Slitter"])
    game.declare_blockers("Bob", {})
    game.advance_to(Step.END_OF_COMBAT)      # the trigger's only legal target is Bob's creature
    assert game.life("Bob") == 18
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Grizzly Bears"] and game.obj(mine).zone is Zone.BATTLEFIELD


def test_target_creature_that_player_controls_must_be_the_target_players(game):
    blaze = card("~ deals 1 damage to target player and 1 damage to target creature that player controls.",
                 "Instant", name="Blaze")
    mine = game.put_onto_battlefield("Alice", MEMNITE)
    oid = game.add_card("Alice", blaze)
    with pytest.raises(IllegalAction):
        game.cast("Alice", oid, targets=[["Bob"], [mine]])     # Memnite isn't Bob's
    theirs = game.put_onto_battlefield("Bob", MEMNITE)
    game.cast("Alice", oid, targets=[["Bob"], [theirs]])
    game.resolve_stack()
    assert game.life("Bob") == 19 and game.zone("Bob", Zone.GRAVEYARD) == ["Memnite"]
    assert game.obj(mine).zone is Zone.BATTLEFIELD
