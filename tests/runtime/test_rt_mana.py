"""M1..M6: undefined types, restrictions, could produce, tapping for mana, triggers, replacements."""
import pytest
from rt_cards import (B, C, CONTAMINATION, FELLWAR_STONE, FOREST, G, GOLD_BEAR, GRIZZLY_BEARS, HALL,
                      HEARTBEAT_OF_SPRING, LIFE_TAP, LLANOWAR_ELVES, MANA_REFLECTION, PILLAR, PLAINS,
                      REFLECTING_POOL, SWAMP, W, WASTES)

from cardtext.runtime.engine.decider import Answer, ChoiceKind
from cardtext.runtime.errors import IllegalAction
from cardtext.runtime.engine.state import clone_state


def test_M1_reflecting_pool_alone_produces_nothing(game):
    game.put_onto_battlefield("Alice", REFLECTING_POOL)
    assert game.could_produce("Reflecting Pool") == set()
    assert game.tap_for_mana("Alice", "Reflecting Pool") == []
    assert game.is_tapped("Reflecting Pool") and game.pool_text("Alice") == ""


def test_M1_fellwar_stone_when_opponents_control_no_lands(game):
    game.put_onto_battlefield("Alice", FELLWAR_STONE)
    game.put_onto_battlefield("Alice", FOREST)
    assert game.could_produce("Fellwar Stone") == set()
    game.tap_for_mana("Alice", "Fellwar Stone")
    assert game.pool_text("Alice") == ""
    game.put_onto_battlefield("Bob", SWAMP)
    assert game.could_produce("Fellwar Stone") == {B}


def test_M1_no_mana_means_no_tapped_for_mana_trigger(game):
    game.put_onto_battlefield("Alice", REFLECTING_POOL)
    game.put_onto_battlefield("Alice", LIFE_TAP)
    game.tap_for_mana("Alice", "Reflecting Pool")
    game.resolve_stack()
    assert game.life("Alice") == 20


def test_M2_restricted_mana_keeps_its_type_and_is_enforced(game):
    game.put_onto_battlefield("Alice", PILLAR)
    game.put_onto_battlefield("Alice", FOREST)
    bears = game.add_card("Alice", GRIZZLY_BEARS)
    gold = game.add_card("Alice", GOLD_BEAR)
    units = game.tap_for_mana("Alice", "Pillar of the Paruns", choose="G")
    assert units[0].type is G and units[0].restriction is not None
    game.tap_for_mana("Alice", "Forest")
    before = clone_state(game.state)
    with pytest.raises(IllegalAction, match=r"CR 601\.2h.*\(CR 106\.6\)"):
        game.cast("Alice", bears)                 # {1}{G}: the Pillar's mana can't help
    assert game.state == before
    game.state.players[0].pool.append(type(units[0])(W))
    game.cast("Alice", gold)                      # {G}{W}: multicolored, the Pillar's {G} is fine
    assert game.pool_text("Alice") == "{G}"       # the Forest's mana is left


def test_M2_rider_gives_haste_to_the_creature_spell(game):
    game.put_onto_battlefield("Alice", HALL)
    game.put_onto_battlefield("Alice", FOREST)
    bears = game.add_card("Alice", GRIZZLY_BEARS)
    game.tap_for_mana("Alice", "Hall of the Bandit Lord")
    assert game.life("Alice") == 17 and game.pool("Alice")[0].type is C
    game.tap_for_mana("Alice", "Forest")
    game.cast("Alice", bears)
    game.resolve_stack()
    assert "haste" in game.keywords("Grizzly Bears")
    game.declare_attackers("Alice", ["Grizzly Bears"])


def test_M3_reflecting_pool_with_a_tapped_forest_could_produce_green(game):
    game.put_onto_battlefield("Alice", REFLECTING_POOL)
    game.put_onto_battlefield("Alice", FOREST, tapped=True)
    game.put_onto_battlefield("Alice", WASTES)
    assert game.could_produce("Reflecting Pool") == {G, C}
    game.tap_for_mana("Alice", "Reflecting Pool", choose="G")
    assert game.pool_text("Alice") == "{G}"


def test_M3_two_reflecting_pools_terminate(game):
    game.put_onto_battlefield("Alice", REFLECTING_POOL)
    game.put_onto_battlefield("Alice", REFLECTING_POOL)
    assert game.could_produce("Reflecting Pool") == set()
    game.put_onto_battlefield("Alice", PLAINS)
    assert game.could_produce("Reflecting Pool#2") == {W}


def test_M3_contamination_makes_lands_produce_black_only(game):
    game.put_onto_battlefield("Alice", REFLECTING_POOL)
    game.put_onto_battlefield("Alice", FOREST)
    game.put_onto_battlefield("Bob", CONTAMINATION)
    assert game.could_produce("Forest") == {B}
    assert game.could_produce("Reflecting Pool") == {B}


def test_M3_replacements_in_any_order(game):
    game.put_onto_battlefield("Alice", FOREST)
    game.put_onto_battlefield("Alice", MANA_REFLECTION)
    game.put_onto_battlefield("Bob", CONTAMINATION)
    assert game.could_produce("Forest") == {B}


def test_M4_tap_for_mana_means_a_mana_ability_with_tap(game):
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    with pytest.raises(IllegalAction, match=r"CR 106\.12"):
        game.tap_for_mana("Alice", "Grizzly Bears")


def test_M5_heartbeat_adds_the_type_the_land_produced_at_once(game):
    game.put_onto_battlefield("Bob", HEARTBEAT_OF_SPRING)
    game.put_onto_battlefield("Alice", FOREST)
    game.tap_for_mana("Alice", "Forest")
    assert game.pool_text("Alice") == "{G}{G}"
    assert game.state.stack == []                  # a mana ability: it never used the stack


def test_M5_not_for_a_creature_mana_ability(game):
    game.put_onto_battlefield("Bob", HEARTBEAT_OF_SPRING)
    game.put_onto_battlefield("Alice", LLANOWAR_ELVES)
    game.tap_for_mana("Alice", "Llanowar Elves")
    assert game.pool_text("Alice") == "{G}"


def test_M5_non_mana_trigger_uses_the_stack(game):
    game.put_onto_battlefield("Alice", LIFE_TAP)
    game.put_onto_battlefield("Alice", FOREST)
    game.tap_for_mana("Alice", "Forest")
    game.resolve_stack()
    assert game.life("Alice") == 21


def test_M6_mana_reflection_doubles_a_forest(game):
    game.put_onto_battlefield("Alice", FOREST)
    game.put_onto_battlefield("Alice", MANA_REFLECTION)
    game.tap_for_mana("Alice", "Forest")
    assert game.pool_text("Alice") == "{G}{G}"


def test_M6_mana_reflection_is_only_for_its_controller(game):
    game.put_onto_battlefield("Bob", FOREST)
    game.put_onto_battlefield("Alice", MANA_REFLECTION)
    game.set_step(game.step, "Bob")
    game.tap_for_mana("Bob", "Forest")
    assert game.pool_text("Bob") == "{G}"


def test_M6_contamination_makes_a_forest_produce_black(game):
    game.put_onto_battlefield("Alice", FOREST)
    game.put_onto_battlefield("Bob", CONTAMINATION)
    game.tap_for_mana("Alice", "Forest")
    assert game.pool_text("Alice") == "{B}"


def test_M6_order_of_replacements_is_the_tapping_players_choice(game):
    game.put_onto_battlefield("Alice", FOREST)
    game.put_onto_battlefield("Alice", FOREST)
    game.put_onto_battlefield("Alice", MANA_REFLECTION)
    game.put_onto_battlefield("Bob", CONTAMINATION)
    game.decider.add(Answer(ChoiceKind.REPLACEMENT_ORDER, ["Contamination", "Mana Reflection"]))
    game.tap_for_mana("Alice", "Forest")
    assert game.pool_text("Alice") == "{B}{B}"
    game.decider.add(Answer(ChoiceKind.REPLACEMENT_ORDER, ["Mana Reflection", "Contamination"]))
    game.tap_for_mana("Alice", "Forest#2")
    assert game.pool_text("Alice") == "{B}{B}{B}"


def test_mana_empties_between_steps(game):
    game.put_onto_battlefield("Alice", FOREST)
    game.tap_for_mana("Alice", "Forest")
    game.pass_priority("Alice")
    game.pass_priority("Bob")
    assert game.pool_text("Alice") == ""


def test_hybrid_phyrexian_and_colorless_costs(game):
    from rt_cards import creature
    ids = {}
    for name, mana in (("Hybrid", "W/U"), ("MonoHybrid", "2/W"), ("Phyrexian", "G/P"), ("Eldrazi", "C")):
        ids[name] = game.add_card("Alice", creature(name, 1, 1, "{" + mana + "}"))
    game.add_mana("Alice", "U")
    game.cast("Alice", ids["Hybrid"])
    game.resolve_stack()
    game.add_mana("Alice", "GG")
    game.cast("Alice", ids["MonoHybrid"])       # {2/W} paid with two generic
    game.resolve_stack()
    game.cast("Alice", ids["Phyrexian"])        # no mana left: 2 life
    game.resolve_stack()
    assert game.life("Alice") == 18
    game.add_mana("Alice", "G")
    with pytest.raises(IllegalAction):
        game.cast("Alice", ids["Eldrazi"])      # {C} needs colorless mana
    game.add_mana("Alice", "C")
    game.cast("Alice", ids["Eldrazi"])
    assert game.pool_text("Alice") == "{G}"
