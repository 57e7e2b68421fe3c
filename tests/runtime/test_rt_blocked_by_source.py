""""Creature it's blocking" (CR 509.1h) and "creature blocking or blocked by it" (CR 509.1g-h),
compiled from card text and played: "it" is the source, and once the source has left the
battlefield (sacrificed as a cost, or dead) what it was in combat with is its last known
information (CR 608.2h, 603.10a)."""
import pytest
from rt_cards import GRIZZLY_BEARS, RUNECLAW_BEAR

from cardtext.compiler.api import compile_card
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Step, Zone


def card(text: str, name: str, type_line: str = "Creature — Wall", power="0", toughness="4"):
    result = compile_card(CardSource(name, text, "", type_line, power=power, toughness=toughness))
    assert result.fully_compiled, [d.render() for d in result.diagnostics]
    assert all(c.equal for c in check_card(result))
    return result.definition


def _bob_attacks_and_alice_blocks(game, wall: str, blocks: dict):
    game.set_step(Step.MAIN1, "Bob", turn=4)
    game.put_onto_battlefield("Bob", GRIZZLY_BEARS)
    game.put_onto_battlefield("Bob", RUNECLAW_BEAR)
    game.declare_attackers("Bob", ["Grizzly Bears", "Runeclaw Bear"])
    game.resolve_stack()
    game.declare_blockers("Alice", blocks)


def _only_the_blocked_bear_is_gone(game, source: str):
    """Once the stack resolves: the source is gone, so is the attacker it blocked; the other
    attacker stays."""
    game.resolve_stack()
    assert source in game.zone("Alice", Zone.GRAVEYARD)
    assert "Grizzly Bears" in game.zone("Bob", Zone.GRAVEYARD)
    assert "Runeclaw Bear" not in game.zone("Bob", Zone.GRAVEYARD)


def test_only_the_creature_it_is_blocking_can_be_the_target(game):
    """CR 509.1h, 115.1: "target creature it's blocking" is an attacker the source blocks."""
    game.put_onto_battlefield("Alice", card("{0}: ~ deals 1 damage to target creature it's blocking.",
                                            "Snow Wall"))
    source = game.obj("Snow Wall").id
    spec = game.obj("Snow Wall").definition.abilities[0].targets[0]
    _bob_attacks_and_alice_blocks(game, "Snow Wall", {"Snow Wall": "Grizzly Bears"})
    assert [o.label for o in game.target_options(spec, 0, source)] == ["Grizzly Bears"]


def test_sacrificed_as_a_cost_it_still_names_the_creature_it_was_blocking(game):
    """CR 602.2, 608.2b, 608.2h: the source is gone as the ability resolves; the target is still
    legal by the source's last known information, and is dealt the damage."""
    game.put_onto_battlefield("Alice", card("Sacrifice ~: ~ deals 2 damage to target creature it's blocking.",
                                            "Kindling Wall"))
    _bob_attacks_and_alice_blocks(game, "Kindling Wall", {"Kindling Wall": "Grizzly Bears"})
    game.pass_priority("Bob")
    game.activate("Alice", "Kindling Wall", targets=[["Grizzly Bears"]])
    _only_the_blocked_bear_is_gone(game, "Kindling Wall")


def test_dies_trigger_destroys_what_it_was_in_combat_with(game):
    """CR 603.10a, 608.2h: "When ~ dies, destroy all creatures blocking or blocked by it" reads
    the creatures it was in combat with as it died; the other attacker stays."""
    game.put_onto_battlefield("Alice", card("When ~ dies, destroy all creatures blocking or blocked by it.",
                                            "Vengeful Guard", type_line="Creature — Human", toughness="1"))
    game.add_card("Alice", card("~ deals 5 damage to any target.", "Big Zap", type_line="Instant",
                                power=None, toughness=None))
    _bob_attacks_and_alice_blocks(game, "Vengeful Guard", {"Vengeful Guard": "Grizzly Bears"})
    game.pass_priority("Bob")
    game.cast("Alice", "Big Zap", targets=[["Vengeful Guard"]])
    _only_the_blocked_bear_is_gone(game, "Vengeful Guard")


def test_damage_from_the_creatures_it_is_blocking_is_prevented(game):
    """CR 615.1a, 509.1h: "Prevent all damage that would be dealt to ~ by creatures it's
    blocking": the blocked attacker's combat damage is prevented, the wall survives."""
    game.put_onto_battlefield("Alice", card("Prevent all damage that would be dealt to ~ by creatures "
                                            "it's blocking.", "Mist Wall", toughness="1"))
    _bob_attacks_and_alice_blocks(game, "Mist Wall", {"Mist Wall": "Grizzly Bears"})
    game.advance_to(Step.END_OF_COMBAT)
    assert game.obj("Mist Wall").zone is Zone.BATTLEFIELD


def test_damage_from_a_creature_it_is_not_blocking_is_dealt(game):
    """CR 615.1a: the prevention names only the creatures it's blocking."""
    game.put_onto_battlefield("Alice", card("Prevent all damage that would be dealt to ~ by creatures "
                                            "it's blocking.", "Mist Wall", toughness="1"))
    game.put_onto_battlefield("Bob", card("{0}: ~ deals 1 damage to any target.", "Pinger",
                                          type_line="Creature — Goblin", power="1", toughness="1"))
    game.pass_priority("Alice")
    game.activate("Bob", "Pinger", targets=[["Mist Wall"]])
    game.resolve_stack()
    assert "Mist Wall" in game.zone("Alice", Zone.GRAVEYARD)


@pytest.mark.parametrize("text", [
    # "it" is the Beast the event names, not the source: not supported yet
    "Whenever a Beast attacks, destroy target creature it's blocking.",
])
def test_it_naming_another_object_stays_unsupported(text):
    result = compile_card(CardSource("Pronoun Wall", text, "", "Creature — Wall", power="0", toughness="4"))
    assert not result.fully_compiled
