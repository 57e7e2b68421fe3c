import pytest
from rt_cards import WASTES as LIBRARY_FILLER

from cardtext.runtime.characteristics import Step
from cardtext.runtime.engine.decider import FirstOptionDecider, ScriptedDecider
from cardtext.runtime.game import Game


@pytest.fixture
def game():
    """Alice's turn 3, first main phase, Alice has priority; a scripted decider."""
    g = Game(("Alice", "Bob"), ScriptedDecider())
    g.set_step(Step.MAIN1, "Alice", turn=3)
    for player in ("Alice", "Bob"):     # something to draw, so nobody loses to an empty library
        g.set_library(player, [LIBRARY_FILLER] * 10)
    return g


@pytest.fixture
def g():
    """The same game, with a decider that takes the first option of every choice."""
    game = Game(("Alice", "Bob"), FirstOptionDecider())
    game.set_step(Step.MAIN1, "Alice", turn=3)
    for player in ("Alice", "Bob"):
        game.set_library(player, [LIBRARY_FILLER] * 10)
    return game
