"""Who sees a card (CR 400.2): the library and the hand are hidden zones; no one sees a library's
cards (CR 401.2), a hand's owner alone sees it (CR 402.3). "Players play with the top card of
their libraries revealed." and "Your opponents play with their hands revealed." show those hidden
cards to every player while their source is on the battlefield."""
from rt_compiled import round_tripped
from rt_cards import GRIZZLY_BEARS

from cardtext.runtime.abilities import PlayWithRevealed
from cardtext.runtime.characteristics import Zone
from cardtext.runtime.engine.zones import draw, move
from cardtext.runtime.filters import PlayerRef


TOP_ALL = round_tripped("Test Dreams", "Players play with the top card of their libraries revealed.", "{U}", "Enchantment")
TOP_MINE = round_tripped("Test Spy", "Play with the top card of your library revealed.", "{2}{R}", "Enchantment")
HANDS_OPP = round_tripped("Test Telepathy", "Your opponents play with their hands revealed.", "{U}", "Enchantment")
HANDS_ALL = round_tripped("Test Revelation", "Players play with their hands revealed.", "{G}", "Enchantment")


def test_the_statics_name_whose_cards_and_which():
    assert TOP_ALL.abilities[0].effect == PlayWithRevealed(PlayerRef.EACH_PLAYER, hand=False)
    assert TOP_MINE.abilities[0].effect == PlayWithRevealed(PlayerRef.YOU, hand=False)
    assert HANDS_OPP.abilities[0].effect == PlayWithRevealed(PlayerRef.EACH_OPPONENT, hand=True)


def test_hidden_zones_without_a_static(game):
    """CR 401.2, 402.3: no one sees a library's cards; a hand is seen by its owner alone."""
    top = game.state.players[0].library[0]
    card = game.add_card("Alice", GRIZZLY_BEARS)
    assert not game.sees("Alice", top) and not game.sees("Bob", top)
    assert game.sees("Alice", card) and not game.sees("Bob", card)
    assert game.sees("Bob", game.put_onto_battlefield("Alice", GRIZZLY_BEARS))     # a public zone


def test_the_top_card_of_each_library_is_seen_by_every_player(game):
    game.put_onto_battlefield("Alice", TOP_ALL)
    alice_top, bob_top = game.state.players[0].library[0], game.state.players[1].library[0]
    assert game.sees("Bob", alice_top) and game.sees("Alice", bob_top) and game.sees("Alice", alice_top)
    assert not game.sees("Bob", game.state.players[0].library[1])     # the top card only


def test_your_library_alone(game):
    game.put_onto_battlefield("Alice", TOP_MINE)
    assert game.sees("Bob", game.state.players[0].library[0])
    assert not game.sees("Alice", game.state.players[1].library[0])


def test_the_next_top_card_is_revealed_once_the_first_is_drawn(game):
    game.put_onto_battlefield("Alice", TOP_ALL)
    second = game.state.players[0].library[1]
    draw(game, 0)
    assert game.sees("Bob", second)


def test_opponents_hands_are_revealed_not_yours(game):
    game.put_onto_battlefield("Alice", HANDS_OPP)
    mine, theirs = game.add_card("Alice", GRIZZLY_BEARS), game.add_card("Bob", GRIZZLY_BEARS)
    assert game.sees("Alice", theirs) and not game.sees("Bob", mine)


def test_revealed_only_while_the_source_is_on_the_battlefield(game):
    source = game.put_onto_battlefield("Bob", HANDS_ALL)
    card = game.add_card("Alice", GRIZZLY_BEARS)
    assert game.sees("Bob", card)
    move(game, source, Zone.GRAVEYARD)
    assert not game.sees("Bob", card)
