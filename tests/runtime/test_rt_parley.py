"""Parley (an ability word, CR 207.2c): "Each player reveals the top card of their library. For each
nonland card revealed this way, you create a 3/3 green Elephant creature token. Then each player
draws a card." The revealed cards stay on top (CR 701.16a) and are counted by card type (CR 205.2a)
as the effect resolves (CR 608.2h); the draw then takes those same cards."""
from __future__ import annotations

from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.engine.decider import FirstOptionDecider
from cardtext.runtime.game import Game

from rt_cards import FOREST, GRIZZLY_BEARS
from rt_corpus import corpus_card


def _parley(alice_top, bob_top) -> Game:
    g = Game(decider=FirstOptionDecider())
    g.set_library("Alice", [alice_top] + [FOREST] * 10)
    g.set_library("Bob", [bob_top] + [FOREST] * 10)
    g.set_step(Step.MAIN1, "Alice", turn=3)
    card = g.add_card("Alice", corpus_card("Selvala's Charge"), Zone.HAND)
    g.add_mana("Alice", "GGGGG")
    g.cast("Alice", card)
    g.resolve_stack()
    return g


def _elephants(g: Game) -> int:
    return sum(1 for o in g.battlefield() if o.name.startswith("Elephant"))


def test_each_nonland_card_revealed_makes_one_token():
    g = _parley(GRIZZLY_BEARS, GRIZZLY_BEARS)
    assert _elephants(g) == 2


def test_land_cards_revealed_are_not_counted():
    g = _parley(GRIZZLY_BEARS, FOREST)
    assert _elephants(g) == 1
    assert _elephants(_parley(FOREST, FOREST)) == 0


def test_then_each_player_draws_the_revealed_card():
    g = _parley(GRIZZLY_BEARS, FOREST)
    alice, bob = g.state.players[0], g.state.players[1]
    assert [g.state.objects[i].name for i in alice.hand] == ["Grizzly Bears"]
    assert [g.state.objects[i].name for i in bob.hand] == ["Forest"]
