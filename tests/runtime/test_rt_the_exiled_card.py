""""{3}, Exile a creature card from your graveyard: Target opponent loses life equal to the
exiled card's power.": the power of the card the cost exiled (CR 602.2b, 608.2h)."""
from rt_cards import creature

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Zone


def test_the_opponent_loses_the_exiled_cards_power(game):
    compiled = compile_card(CardSource("Defiling Relic", "{3}, Exile a creature card from your graveyard: Target "
                                       "opponent loses life equal to the exiled card's power.", "{1}", "Artifact"))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    game.put_onto_battlefield("Alice", compiled.definition)
    game.add_card("Alice", creature("Big Ogre", 5, 5), Zone.GRAVEYARD)
    game.add_mana("Alice", "CCC")
    game.activate("Alice", "Defiling Relic", 0, targets=[["Bob"]])
    game.resolve_stack()
    assert game.zone("Alice", Zone.EXILE) == ["Big Ogre"] and game.life("Bob") == 15
