"""Costs paid with a permanent other than the source (CR 118.3, 602.2b). "Unattach <Equipment>"
in the ability an Equipment grants the creature it equips (CR 701.3d, 201.5a): paying it moves
the Equipment off that creature, which so loses the ability. "Remove a +1/+1 counter from a
creature you control" / "put a -1/-1 counter on a creature you control": the payer chooses one
of their creatures (with such a counter, to remove one); with none the cost can't be paid."""
import pytest
from rt_cards import GRIZZLY_BEARS, RUNECLAW_BEAR

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.errors import IllegalAction


def card(text: str, name: str, type_line: str = "Artifact — Equipment"):
    compiled = compile_card(CardSource(name, text, "", type_line))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


BOLA = card('Equipped creature has "{T}, Unattach Test Bola: Tap target creature."\nEquip {1}', "Test Bola")
BOOMERANG = card('Equipped creature has "{T}, Unattach Test Boomerang: Test Boomerang deals 1 damage to '
                 'any target. Return Test Boomerang to its owner\'s hand."\nEquip {2}', "Test Boomerang")


def test_unattaching_pays_for_the_granted_ability(game):
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Alice", BOLA, attach_to=bears)
    game.put_onto_battlefield("Bob", RUNECLAW_BEAR)
    game.activate("Alice", "Grizzly Bears", targets=[["Runeclaw Bear"]])
    assert game.attached_to("Test Bola") is None            # paid as the ability was activated
    assert game.is_tapped("Grizzly Bears")
    game.resolve_stack()
    assert game.is_tapped("Runeclaw Bear")


def test_unattached_the_creature_no_longer_has_the_ability(game):
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Alice", BOLA, attach_to=bears)
    game.put_onto_battlefield("Bob", RUNECLAW_BEAR)
    game.activate("Alice", "Grizzly Bears", targets=[["Runeclaw Bear"]])
    game.resolve_stack()
    game.obj("Grizzly Bears").tapped = False
    with pytest.raises(IllegalAction):
        game.activate("Alice", "Grizzly Bears", targets=[["Runeclaw Bear"]])


def test_the_equipment_is_the_damage_source_and_returns_to_hand(game):
    """CR 201.5a: the name inside the quotes is the Equipment: it deals the damage and it goes
    back to its owner's hand."""
    bears = game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Alice", BOOMERANG, attach_to=bears)
    game.activate("Alice", "Grizzly Bears", targets=[["Bob"]])
    game.resolve_stack()
    assert game.life("Bob") == 19
    assert "Test Boomerang" in game.zone("Alice", Zone.HAND)


def test_remove_a_counter_from_a_creature_you_control(game):
    sage = card("{0}, Remove a +1/+1 counter from a creature you control: Draw a card.", "Counter Sage",
                "Creature — Human Wizard")
    game.put_onto_battlefield("Alice", sage)
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS, counters={"+1/+1": 2})
    hand = len(game.zone("Alice", Zone.HAND))
    game.activate("Alice", "Counter Sage")
    assert game.counters("Grizzly Bears") == 1            # the only creature with one
    game.resolve_stack()
    assert len(game.zone("Alice", Zone.HAND)) == hand + 1


def test_no_creature_with_the_counter_means_no_activation(game):
    sage = card("{0}, Remove a +1/+1 counter from a creature you control: Draw a card.", "Counter Sage",
                "Creature — Human Wizard")
    game.put_onto_battlefield("Alice", sage)
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.put_onto_battlefield("Bob", RUNECLAW_BEAR, counters={"+1/+1": 1})    # not Alice's
    with pytest.raises(IllegalAction):
        game.activate("Alice", "Counter Sage")


def test_additional_cost_puts_a_counter_on_a_creature_you_control(game):
    ritual = card("As an additional cost to cast this spell, put a -1/-1 counter on a creature you "
                  "control.\nDraw two cards.", "Grim Ritual", "Sorcery")
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.add_card("Alice", ritual)
    game.add_mana("Alice", "B" * 2)
    hand = len(game.zone("Alice", Zone.HAND))
    game.cast("Alice", "Grim Ritual")
    assert game.counters("Grizzly Bears", "-1/-1") == 1
    game.resolve_stack()
    assert len(game.zone("Alice", Zone.HAND)) == hand - 1 + 2
