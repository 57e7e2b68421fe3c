"""Exhaust (CR 702.177a), played
by the engine with cards compiled from their rules text."""
import pytest
from rt_cards import GRIZZLY_BEARS

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.errors import IllegalAction


def card(text, type_line="Creature — Test", name="Test Card", mana="{1}"):
    compiled = compile_card(CardSource(name, text, mana, type_line, power="1", toughness="1"))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


GRAVE_ROBBER = card("Exile target card from a graveyard.", "Instant", "Grave Robber", "{0}")
WATCHER = card("Whenever you commit a crime, you gain 1 life.", name="Crime Watcher")


def crimes(game):
    return [e for e in game.log.entries if e.kind == "crime"]


def test_exhaust_ability_is_activated_only_once_cr_702_177a(game):
    battery = card("Exhaust — {1}: You gain 3 life.", "Artifact", "Battery")
    game.put_onto_battlefield("Alice", battery)
    game.add_mana("Alice", "CC")
    game.activate("Alice", "Battery", 0)
    game.resolve_stack()
    assert game.life("Alice") == 23
    with pytest.raises(IllegalAction, match="CR 702.177a"):
        game.activate("Alice", "Battery", 0)


def test_an_exhausted_permanent_that_returns_is_a_new_object_cr_400_7(game):
    from cardtext.runtime.engine.zones import move
    battery = card("Exhaust — {1}: You gain 3 life.", "Artifact", "Battery")
    oid = game.put_onto_battlefield("Alice", battery)
    game.add_mana("Alice", "CC")
    game.activate("Alice", "Battery", 0)
    game.resolve_stack()
    with game.transaction():
        gone = move(game, oid, Zone.HAND)
    game.put_onto_battlefield("Alice", battery)
    game.activate("Alice", "Battery", 0)
    game.resolve_stack()
    assert game.life("Alice") == 26 and gone is not None
