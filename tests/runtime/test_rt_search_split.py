"""A search whose found cards go to two places (CR 701.19, 701.16a): "Search your library for up to
two basic land cards, reveal those cards, put one onto the battlefield tapped and the other into
your hand, then shuffle." The searcher chooses which card goes where; with only one card found,
they choose whether it is "one" or "the other" (the rulings on such cards)."""
from rt_compiled import round_tripped
from rt_cards import FOREST, GRIZZLY_BEARS

from cardtext.runtime.characteristics import Zone
from cardtext.runtime.effects import SearchLibrary
from cardtext.runtime.engine.decider import Answer, ChoiceKind


GROW = round_tripped("Test Growth", "Search your library for up to two basic land cards, reveal those cards, put one onto "
                     "the battlefield tapped and the other into your hand, then shuffle.", "{2}{G}", "Sorcery")
FORK = round_tripped("Test Fork", "Search your library for up to two basic land cards and reveal them. Put one into your "
                     "hand and the other into your graveyard. Then shuffle your library.", "{1}{G}", "Sorcery")


def _names(game, zone):
    return sorted(game.state.objects[i].name for i in game.state.players[0].zone(zone))


def test_the_search_has_two_destinations():
    (search,) = GROW.abilities[0].effects
    assert isinstance(search, SearchLibrary) and search.up_to and search.count == 2
    assert (search.destination, search.tapped, search.rest_destination) == (Zone.BATTLEFIELD, True, Zone.HAND)


def test_one_goes_onto_the_battlefield_tapped_and_the_other_into_the_hand(game):
    g = game
    g.set_library("Alice", [GRIZZLY_BEARS, FOREST, FOREST, GRIZZLY_BEARS])
    g.add_mana("Alice", "GGG")
    g.decider.add(Answer(ChoiceKind.CHOOSE, ["Forest", "Forest#2"]), Answer(ChoiceKind.CHOOSE, ["Forest"]))
    g.cast("Alice", g.add_card("Alice", GROW))
    g.resolve_stack()
    lands = [g.state.objects[i] for i in g.state.battlefield if g.state.objects[i].name == "Forest"]
    assert len(lands) == 1 and lands[0].tapped
    assert _names(g, Zone.HAND) == ["Forest"] and len(g.state.players[0].library) == 2
    assert any(e.kind == "reveal" and "Forest, Forest" in e.text for e in g.log.entries)


def test_with_one_card_found_the_searcher_chooses_where_it_goes(game):
    """Only one found: it may be "the other", so it goes into the hand if the searcher says so."""
    game.set_library("Alice", [FOREST, GRIZZLY_BEARS])
    game.add_mana("Alice", "GGG")
    game.decider.add(Answer(ChoiceKind.CHOOSE, ["Forest"]), Answer(ChoiceKind.CHOOSE, []))
    game.cast("Alice", game.add_card("Alice", GROW))
    game.resolve_stack()
    assert _names(game, Zone.HAND) == ["Forest"] and "Forest" not in [o.name for o in game.battlefield()]


def test_the_older_wording_puts_one_into_the_hand_and_the_other_into_the_graveyard(game):
    g = game
    g.set_library("Alice", [FOREST, FOREST, GRIZZLY_BEARS])
    g.add_mana("Alice", "GG")
    g.decider.add(Answer(ChoiceKind.CHOOSE, ["Forest", "Forest#2"]), Answer(ChoiceKind.CHOOSE, ["Forest"]))
    g.cast("Alice", g.add_card("Alice", FORK))
    g.resolve_stack()
    assert _names(g, Zone.HAND) == ["Forest"] and "Forest" in _names(g, Zone.GRAVEYARD)
