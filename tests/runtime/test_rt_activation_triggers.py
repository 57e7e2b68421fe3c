"""Triggers on activating abilities (CR 602.2): "Whenever a player activates an ability that isn't a
mana ability" (CR 605.1a: a mana ability is one that could add mana and has no target), "whenever you
activate an ability of an Elemental" (its source, as it was activated), "whenever an opponent
activates ...": the event's player is "that player"."""
from compiled_cards import card

from cardtext.runtime.engine.query import power_toughness


SHAMAN = card("Whenever a player activates an ability that isn't a mana ability, ~ deals 1 damage to that player.",
              "Shaman", "Creature — Shaman", "{R}{G}", power="3", toughness="4")
BLADES = card("Whenever you activate an ability of an Elemental, ~ gets +1/+0 until end of turn.",
              "Blades", "Creature — Elemental", "{3}{R}", power="2", toughness="4")
HEALER = card("{T}: You gain 1 life.", "Healer", "Creature — Elemental", "{W}", power="1", toughness="1")
ELF = card("{T}: Add {G}.", "Elf", "Creature — Elf Druid", "{G}", power="1", toughness="1")
SPIRIT = card("{T}: Add {R}.", "Spirit", "Creature — Elemental", "{R}", power="1", toughness="1")


def test_activating_an_ability_that_isnt_a_mana_ability_deals_damage_to_that_player(game):   # CR 602.2
    game.put_onto_battlefield("Alice", SHAMAN)
    game.put_onto_battlefield("Bob", HEALER)
    game.pass_priority("Alice")
    game.activate("Bob", "Healer", 0)
    game.resolve_stack()
    assert game.life("Bob") == 20 + 1 - 1 and game.life("Alice") == 20   # gained 1, dealt 1


def test_a_mana_ability_doesnt_trigger_it(game):                                  # CR 605.1a
    game.put_onto_battlefield("Alice", SHAMAN)
    game.put_onto_battlefield("Alice", ELF)
    game.activate("Alice", "Elf", 0)
    game.resolve_stack()
    assert game.life("Alice") == 20


def test_an_ability_of_an_elemental_even_a_mana_ability_triggers_it(game):       # CR 602.2, 605.3a
    blades = game.put_onto_battlefield("Alice", BLADES)
    game.put_onto_battlefield("Alice", SPIRIT)
    game.put_onto_battlefield("Alice", ELF)
    game.activate("Alice", "Elf", 0)                 # not an Elemental
    game.resolve_stack()
    assert power_toughness(game.state, game.obj(blades))[0] == 2
    game.activate("Alice", "Spirit", 0)
    game.resolve_stack()
    assert power_toughness(game.state, game.obj(blades))[0] == 3


def test_only_its_controllers_activations_count_for_you(game):
    blades = game.put_onto_battlefield("Alice", BLADES)
    game.put_onto_battlefield("Bob", HEALER)
    game.pass_priority("Alice")
    game.activate("Bob", "Healer", 0)
    game.resolve_stack()
    assert power_toughness(game.state, game.obj(blades))[0] == 2
