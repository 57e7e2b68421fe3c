"""Creatures "blocking or blocked by ~" (CR 509.1g-h): a creature that blocks the source and one
the source blocks; "At end of combat, ..." on a permanent triggers as the end of combat step
begins (CR 511.2), while creatures are still blocking and blocked (CR 511.3); "is dealt combat
damage" triggers on combat damage only (CR 510.2)."""
from __future__ import annotations

from rt_cards import GRIZZLY_BEARS, MEMNITE

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Step, Zone


def creature(name: str, text: str, pt=("3", "3")):
    compiled = compile_card(CardSource(name, text, "", "Creature — Beast", power=pt[0], toughness=pt[1]))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


ESSENCE_WALL = creature("Essence Wall", "Whenever Essence Wall is dealt combat damage, you gain that much life.", ("0", "4"))
FROSTBEAST = ("Frostbeast", "At end of combat, destroy all creatures blocking or blocked by Frostbeast.")


def test_creatures_blocking_the_source_are_destroyed_at_end_of_combat(game):
    beast = game.put_onto_battlefield("Alice", creature(*FROSTBEAST, pt=("2", "4")))
    game.obj(beast).controlled_since_turn_start = True
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    memnite = game.put_onto_battlefield("Bob", MEMNITE)        # not in combat: it stays
    game.declare_attackers("Alice", ["Frostbeast"])
    game.declare_blockers("Bob", {bears: beast})
    game.advance_to(Step.END_OF_COMBAT)
    game.resolve_stack()
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert game.obj(memnite).zone is Zone.BATTLEFIELD and game.obj(beast).zone is Zone.BATTLEFIELD


def alice_blocks_bobs_bears_with(game, definition) -> None:
    """On Bob's turn his Grizzly Bears attack and Alice's creature blocks them; then end of
    combat, with what triggered resolved."""
    game.advance_to(Step.MAIN1, "Bob")
    blocker = game.put_onto_battlefield("Alice", definition)
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.obj(bears).controlled_since_turn_start = True
    game.declare_attackers("Bob", ["Grizzly Bears"])
    game.declare_blockers("Alice", {blocker: bears})
    game.advance_to(Step.END_OF_COMBAT)
    game.resolve_stack()


def test_a_creature_the_source_blocks_is_destroyed_at_end_of_combat(game):
    alice_blocks_bobs_bears_with(game, creature(*FROSTBEAST, pt=("0", "4")))
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Grizzly Bears"]


def test_combat_damage_dealt_to_it_triggers_is_dealt_combat_damage(game):
    """"Whenever ~ is dealt combat damage, you gain that much life." (CR 510.2)"""
    alice_blocks_bobs_bears_with(game, ESSENCE_WALL)
    assert game.life("Alice") == 22


def test_noncombat_damage_dealt_to_it_does_not_trigger_is_dealt_combat_damage(game):
    from cardtext.runtime.engine.combat import damage_object
    wall = game.put_onto_battlefield("Alice", ESSENCE_WALL)
    damage_object(game, None, game.obj(wall), 2)
    game.resolve_stack()
    assert game.life("Alice") == 20 and not game.state.stack


def test_no_combat_no_creature_is_blocking_or_blocked_by_it(game):
    beast = game.put_onto_battlefield("Alice", creature(*FROSTBEAST))
    game.obj(beast).controlled_since_turn_start = True
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.declare_attackers("Alice", ["Frostbeast"])            # unblocked
    game.declare_blockers("Bob", {})
    game.advance_to(Step.END_OF_COMBAT)
    game.resolve_stack()
    assert game.zone("Bob", Zone.GRAVEYARD) == []


def test_creatures_blocking_or_blocked_by_alms_beast_have_lifelink(game):
    alms = game.put_onto_battlefield("Alice", creature("Alms Beast", "Creatures blocking or blocked by Alms Beast have lifelink.", ("6", "6")))
    game.obj(alms).controlled_since_turn_start = True
    bears = game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.declare_attackers("Alice", ["Alms Beast"])
    game.declare_blockers("Bob", {bears: alms})
    assert "lifelink" in game.keywords(bears) and "lifelink" not in game.keywords(alms)
    game.advance_to(Step.END_OF_COMBAT)
    assert game.life("Bob") == 22                               # the Bears' 2 damage to the Beast


def test_greater_werewolf_puts_a_minus_0_minus_2_counter_on_its_blocker(game):
    """A -0/-2 counter takes 2 from toughness (CR 122.1a): the 2/2 Bears are put into the
    graveyard as a state-based action (CR 704.5f)."""
    wolf = game.put_onto_battlefield("Alice", creature(
        "Werewolf", "At end of combat, put a -0/-2 counter on each creature blocking or blocked by Werewolf.", ("2", "4")))
    game.obj(wolf).controlled_since_turn_start = True
    bears = game.put_onto_battlefield("Bob", creature("Big Bear", "", ("2", "3")))
    game.declare_attackers("Alice", ["Werewolf"])
    game.declare_blockers("Bob", {bears: wolf})
    game.advance_to(Step.END_OF_COMBAT)
    game.resolve_stack()
    assert game.zone("Bob", Zone.GRAVEYARD) == ["Big Bear"]       # 3 toughness, 2 damage, -0/-2


def test_high_ground_lets_each_creature_you_control_block_two_attackers(game):
    """CR 509.1a: "Each creature you control can block an additional creature each combat.\""""
    game.put_onto_battlefield("Alice", creature("Bear One", "", ("2", "2")))
    game.put_onto_battlefield("Alice", creature("Bear Two", "", ("2", "2")))
    wall = game.put_onto_battlefield("Bob", creature("Wall", "", ("0", "5")))
    ground = compile_card(CardSource("High Ground", "Each creature you control can block an additional creature each combat.",
                                     "", "Enchantment")).definition
    for oid in game.state.battlefield:
        game.obj(oid).controlled_since_turn_start = True
    game.declare_attackers("Alice", ["Bear One", "Bear Two"])
    game.put_onto_battlefield("Bob", ground)
    game.declare_blockers("Bob", {wall: ["Bear One", "Bear Two"]})
    assert game.state.combat.blocked == sorted(game.state.combat.attackers)


def test_undertow_lets_a_creature_with_islandwalk_be_blocked(game):
    """CR 702.14c: islandwalk would stop Bob's creature from blocking while he controls an
    Island; Undertow lets it block as though the attacker didn't have islandwalk."""
    from rt_cards import ISLAND
    from cardtext.runtime.errors import IllegalAction
    import pytest
    walker = game.put_onto_battlefield("Alice", creature("Walker", "Islandwalk", ("2", "2")))
    game.obj(walker).controlled_since_turn_start = True
    wall = game.put_onto_battlefield("Bob", creature("Wall", "", ("0", "5")))
    game.put_onto_battlefield("Bob", ISLAND)
    game.declare_attackers("Alice", ["Walker"])
    with pytest.raises(IllegalAction, match="702.14c"):
        game.declare_blockers("Bob", {wall: walker})
    game.put_onto_battlefield("Bob", compile_card(CardSource(
        "Undertow", "Creatures with islandwalk can be blocked as though they didn't have islandwalk.", "",
        "Enchantment")).definition)
    game.declare_blockers("Bob", {wall: walker})
    assert game.state.combat.blocked == [walker]


def test_rolling_stones_lets_a_wall_attack_despite_defender(game):
    """CR 702.3b: defender stops the Wall attacking until a static lets it attack as though it
    didn't have defender."""
    import pytest
    from cardtext.runtime.errors import IllegalAction
    wall = compile_card(CardSource("Stone Wall", "Defender", "", "Creature — Wall", power="2", toughness="2")).definition
    oid = game.put_onto_battlefield("Alice", wall)
    game.obj(oid).controlled_since_turn_start = True
    with pytest.raises(IllegalAction, match="702.3b"):
        game.declare_attackers("Alice", ["Stone Wall"])
    game.put_onto_battlefield("Alice", compile_card(CardSource(
        "Rolling Stones", "Wall creatures can attack as though they didn't have defender.", "", "Enchantment")).definition)
    game.declare_attackers("Alice", ["Stone Wall"])
    assert game.state.combat.attackers == [oid]


def test_one_or_more_creatures_dealing_combat_damage_to_a_player_trigger_once(game):
    """CR 603.2c, 510.2: two creatures deal their combat damage to Bob at once: one trigger."""
    game.put_onto_battlefield("Alice", compile_card(CardSource(
        "Spy Network", "Whenever one or more creatures you control deal combat damage to a player, you gain 1 life.",
        "", "Enchantment")).definition)
    for name in ("Bear One", "Bear Two"):
        oid = game.put_onto_battlefield("Alice", creature(name, "", ("2", "2")))
        game.obj(oid).controlled_since_turn_start = True
    game.declare_attackers("Alice", ["Bear One", "Bear Two"])
    game.declare_blockers("Bob", {})
    game.advance_to(Step.END_OF_COMBAT)
    game.resolve_stack()
    assert game.life("Bob") == 16 and game.life("Alice") == 21


def test_first_strike_as_long_as_its_attacking(game):
    """CR 611.3a: the static applies only while the source is an attacking creature."""
    lancer = game.put_onto_battlefield("Alice", creature("Lancer", "Lancer has first strike as long as it's attacking.",
                                                         ("2", "2")))
    game.obj(lancer).controlled_since_turn_start = True
    assert "first strike" not in game.keywords(lancer)
    game.declare_attackers("Alice", ["Lancer"])
    assert "first strike" in game.keywords(lancer)
