"""A game saved as JSON and loaded again (runtime/saved_games.py): the loaded game saves to the
same text byte for byte and plays on exactly as the saved one would, with the same log; a game
that can't be saved, or a text that is no saved game, is refused with a reason."""
from __future__ import annotations

import json
import random

import pytest

from cardtext.compiler.harness.autoplay import choose_action, new_random_game, take
from cardtext.compiler.harness.decks import CardPool
from cardtext.compiler.harness.scenario import card_definition
from cardtext.compiler.source.loaders import bundled_cards
from cardtext.runtime.characteristics import Step, Zone
from cardtext.runtime.engine.decider import CallbackDecider, ScriptedDecider
from cardtext.runtime.errors import IllegalAction, LoopLimit
from cardtext.runtime.game import Game
from cardtext.runtime.limits import EngineLimits
from cardtext.runtime.saved_games import SaveError


@pytest.fixture(scope="module")
def pool():
    return CardPool(bundled_cards())


def _random_game(pool, seed: int) -> Game:
    rng = random.Random(seed)
    return new_random_game([pool.deck(rng, 30).cards for _ in range(2)], seed)


def _act(game: Game, rng: random.Random, n: int) -> None:
    """N random actions, as `cardtext play` takes them."""
    for _ in range(n):
        if game.state.over:
            return
        try:
            take(game, choose_action(game, rng))
        except IllegalAction:
            game.pass_priority(game.state.priority)
        except LoopLimit:
            return


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_loaded_game_saves_to_the_same_text_and_plays_on_identically(pool, seed):
    game = _random_game(pool, seed)
    rng = random.Random(seed)
    for _ in range(4):
        _act(game, rng, 40)
        text = game.to_json()
        loaded = Game.from_json(text)
        assert loaded.to_json() == text
        # both go on with the same actions: the same log and the same state after them
        twin_rng = random.Random()
        twin_rng.setstate(rng.getstate())
        _act(game, rng, 30)
        _act(loaded, twin_rng, 30)
        assert loaded.log_lines() == game.log_lines()
        assert loaded.to_json() == game.to_json()


def test_a_spell_on_the_stack_and_a_pending_choice_survive_saving():
    """Saved with a spell on the stack and scripted answers not yet used: the loaded game
    resolves it the same way and uses the answers left (ScriptedDecider's position)."""
    game = Game(decider=ScriptedDecider(["Grizzly Bears"]))
    game.set_library("Alice", [card_definition("Forest")] * 5)
    game.set_library("Bob", [card_definition("Forest")] * 5)
    game.put_onto_battlefield("Bob", card_definition("Grizzly Bears"))
    game.add_card("Alice", card_definition("Shock"), Zone.HAND)
    game.set_step(Step.MAIN1, "Alice", turn=2)
    game.add_mana("Alice", "R")
    game.cast("Alice", "Shock")
    loaded = Game.from_json(game.to_json())
    assert loaded.zone("Alice", Zone.STACK) == ["Shock"]
    for g in (game, loaded):
        g.resolve_stack()
    assert loaded.zone("Bob", Zone.GRAVEYARD) == game.zone("Bob", Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert loaded.log_lines() == game.log_lines()
    assert loaded.to_json() == game.to_json()


def test_a_shared_card_definition_is_written_once_and_shared_after_loading():
    game = Game()
    forest = card_definition("Forest")
    game.set_library("Alice", [forest] * 20)
    text = game.to_json()
    assert text.count('"name":"Forest"') == 1
    loaded = Game.from_json(text)
    library = [loaded.state.objects[i].definition for i in loaded.state.players[0].library]
    assert len(library) == 20 and all(d is library[0] for d in library)


def test_limits_and_life_are_saved():
    game = Game(limits=EngineLimits(tokens=7))
    game.set_life("Bob", 3)
    loaded = Game.from_json(game.to_json())
    assert loaded.limits.tokens == 7 and loaded.life("Bob") == 3


def test_a_game_whose_choices_come_from_outside_can_not_be_saved():
    game = Game(decider=CallbackDecider(lambda choice: None))
    with pytest.raises(SaveError, match="CallbackDecider"):
        game.to_json()


def test_a_game_is_not_saved_in_the_middle_of_an_action():
    game = Game()
    with game.transaction():
        with pytest.raises(SaveError, match="between actions"):
            game.to_json()


@pytest.mark.parametrize("text, reason", [
    ("not json", "not JSON"),
    ('{"format": "something else"}', "not a saved game"),
])
def test_a_text_that_is_no_saved_game_is_refused(text, reason):
    with pytest.raises(SaveError, match=reason):
        Game.from_json(text)


@pytest.mark.parametrize("name", ["os:system", "engine.state:random", "builtins:dict", "engine.nothing:X"])
def test_a_saved_game_names_only_records_of_the_rules_engine(name):
    """A class name read from a file never reaches anything but the engine's dataclasses and
    enums: no import outside the runtime, no other kind of object made."""
    document = json.loads(Game().to_json())
    document["game"]["state"]["$"] = name
    with pytest.raises(SaveError):
        Game.from_json(json.dumps(document))
