""""{3}, Exile a creature card from your graveyard: Target opponent loses life equal to the
exiled card's power.": the power of the card the cost exiled (CR 602.2b, 608.2h)."""
from rt_cards import WASTES, creature

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


def test_one_life_for_each_card_exiled_this_way(game):
    """"Exile all creature cards from all graveyards. You gain 1 life for each card exiled this
    way.": the cards that exile step moved (CR 406), a land card left where it was."""
    compiled = compile_card(CardSource("Honoring", "Exile all creature cards from all graveyards. You gain 1 life "
                                       "for each card exiled this way.", "", "Sorcery"))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    for player, n in (("Alice", 1), ("Bob", 2)):
        for _ in range(n):
            game.add_card(player, creature("Dead Ogre", 3, 3), Zone.GRAVEYARD)
    game.add_card("Bob", WASTES, Zone.GRAVEYARD)
    game.cast("Alice", game.add_card("Alice", compiled.definition))
    game.resolve_stack()
    assert game.life("Alice") == 23 and game.zone("Bob", Zone.GRAVEYARD) == ["Wastes"]


def test_a_token_for_each_card_exiled_from_target_players_graveyard(game):
    compiled = compile_card(CardSource("Covenant", "Exile all creature cards from target player's graveyard, then "
                                       "create a 2/2 black Zombie creature token for each card exiled this way.",
                                       "", "Sorcery"))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    for _ in range(2):
        game.add_card("Bob", creature("Dead Ogre", 3, 3), Zone.GRAVEYARD)
    game.cast("Alice", game.add_card("Alice", compiled.definition), targets=[["Bob"]])
    game.resolve_stack()
    assert game.zone("Alice", Zone.BATTLEFIELD).count("Zombie Token") == 2
