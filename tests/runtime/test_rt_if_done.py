"""The VM's IfDone (CR 608.2c): what follows "if you do" runs only if the instruction before it
acted on something."""
from cardtext.runtime.abilities import CardDefinition
from cardtext.runtime.characteristics import CardType
from cardtext.runtime.costs import ManaCost
from cardtext.runtime.effects import GainLife, IfDone, RemoveCounters
from cardtext.runtime.engine.evaluation import Context
from cardtext.runtime.engine.vm import run
from cardtext.runtime.filters import Fixed, PlayerRef, SelfRef
from cardtext.runtime.game import Game

REMOVE_THEN_GAIN = IfDone((RemoveCounters(SelfRef(), "-1/-1", Fixed(1)),), (GainLife(Fixed(1), PlayerRef.YOU),))
CREATURE = CardDefinition("Test Creature", ManaCost(), (CardType.CREATURE,), power="3", toughness="3",
                          )


def _game_with_creature(counters: int):
    game = Game()
    oid = game.put_onto_battlefield(0, CREATURE)
    if counters:
        game.state.objects[oid].counters["-1/-1"] = counters
    return game, oid


def test_a_counter_there_to_remove_is_removed_and_the_life_gained():
    game, oid = _game_with_creature(1)
    life = game.state.players[0].life
    run(game, Context(0, oid), (REMOVE_THEN_GAIN,))
    assert game.state.objects[oid].counters.get("-1/-1", 0) == 0
    assert game.state.players[0].life == life + 1


def test_no_counter_to_remove_means_no_life_gained():
    game, oid = _game_with_creature(0)
    life = game.state.players[0].life
    run(game, Context(0, oid), (REMOVE_THEN_GAIN,))
    assert game.state.players[0].life == life
