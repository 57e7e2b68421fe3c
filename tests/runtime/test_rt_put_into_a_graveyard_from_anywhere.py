""""When ~ is put into a graveyard from anywhere, shuffle it into its owner's library." (CR
400.3: its owner's graveyard; CR 113.6k: the ability triggers from the graveyard it arrives in,
whatever zone it left, hand included)."""
from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.engine.zones import move


def _avatar():
    compiled = compile_card(CardSource("Shuffling Avatar", "When Shuffling Avatar is put into a graveyard from "
                                       "anywhere, shuffle it into its owner's library.", "{4}",
                                       "Creature — Avatar", power="3", toughness="3"))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


def test_discarded_from_the_hand_it_is_shuffled_into_its_owners_library(game):
    oid = game.add_card("Bob", _avatar())
    move(game, oid, Zone.GRAVEYARD)
    game.resolve_stack()
    assert "Shuffling Avatar" not in game.zone("Bob", Zone.GRAVEYARD)
    assert "Shuffling Avatar" in game.zone("Bob", Zone.LIBRARY)


def test_from_the_battlefield_too(game):
    oid = game.put_onto_battlefield("Alice", _avatar())
    move(game, oid, Zone.GRAVEYARD)
    game.resolve_stack()
    assert "Shuffling Avatar" in game.zone("Alice", Zone.LIBRARY)
