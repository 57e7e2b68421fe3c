""""Activate only if an opponent controls four or more lands." (CR 602.5b): some one opponent
controls that many (CR 102.2); lands split among opponents don't add up."""
from rt_cards import FOREST

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.characteristics import Step
from cardtext.runtime.engine.query import static_condition_holds
from cardtext.runtime.game import Game

EDGE = compile_card(CardSource("Tectonic Edge", "{T}: Add {C}.\n{1}, {T}, Sacrifice Tectonic Edge: Destroy target "
                               "nonbasic land. Activate only if an opponent controls four or more lands.", "", "Land"))


def _holds(game, lands: dict[str, int]) -> bool:
    assert EDGE.fully_compiled, [d.render() for d in EDGE.diagnostics]
    edge = game.put_onto_battlefield("Alice", EDGE.definition)
    for who, n in lands.items():
        for _ in range(n):
            game.put_onto_battlefield(who, FOREST)
    condition = EDGE.definition.abilities[1].timing.condition
    return static_condition_holds(game.state, condition, game.obj(edge))


def test_an_opponent_with_four_lands(game):
    assert _holds(game, {"Bob": 4})


def test_an_opponent_with_three_lands(game):
    assert not _holds(game, {"Bob": 3, "Alice": 5})


def test_two_opponents_with_two_lands_each():
    game = Game(("Alice", "Bob", "Carol"))
    game.set_step(Step.MAIN1, "Alice", turn=3)
    assert not _holds(game, {"Bob": 2, "Carol": 2})
