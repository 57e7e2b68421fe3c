"""Speed (CR 702.178-179, current rules: Aetherdrift, 2025), played by the engine with Racers'
Scoreboard compiled from its Oracle text (modern.jsonl): "Start your engines!" gives its
controller a speed of 1 (a state-based action, CR 704.5z), the inherent trigger raises it once
each of their turns an opponent loses life (CR 702.179d), and "Max speed — Spells you cast cost
{1} less to cast." applies only while their speed is 4 (CR 702.178a, 702.179e)."""
import json

import pytest
from rt_cards import GRIZZLY_BEARS

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.errors import IllegalAction


def corpus_card(corpus, name):
    for row in (corpus / "modern.jsonl").read_text(encoding="utf-8").splitlines():
        card = json.loads(row)
        if card["name"] == name:
            compiled = compile_card(CardSource(card["name"], card["oracle_text"], card["mana_cost"],
                                               card["type_line"]))
            assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
            return compiled.definition
    pytest.skip(f"{name} not in modern.jsonl")


def drain(game, player, n):
    """An opponent loses life through an ordinary spell: "Target player loses N life."."""
    spell = compile_card(CardSource("Drain", f"Target player loses {n} life.", "{0}", "Sorcery")).definition
    game.add_card(player, spell)
    game.cast(player, "Drain", targets=[["Bob"]])
    game.resolve_stack()


@pytest.fixture
def scoreboard(corpus):
    return corpus_card(corpus, "Racers' Scoreboard")


def test_start_your_engines_gives_speed_1_as_a_state_based_action_cr_704_5z(game, scoreboard):
    alice = game.state.players[0]
    assert alice.speed is None                              # CR 702.179b: no speed yet
    game.put_onto_battlefield("Alice", scoreboard)
    game.check_state()
    assert alice.speed == 1 and game.state.players[1].speed is None


def test_max_speed_ability_applies_only_at_speed_4_cr_702_178a(game, scoreboard):
    game.put_onto_battlefield("Alice", scoreboard)
    game.check_state()
    game.state.players[0].speed = 3
    game.add_card("Alice", GRIZZLY_BEARS)
    game.add_mana("Alice", "G")
    with pytest.raises(IllegalAction):                      # {1}{G} with {G}: no max speed, no reduction
        game.cast("Alice", "Grizzly Bears")
    game.state.players[0].speed = 4
    game.cast("Alice", "Grizzly Bears")                     # max speed: it costs {1} less
    game.resolve_stack()
    assert any(game.state.objects[i].name == "Grizzly Bears" for i in game.state.battlefield)


def test_speed_stops_at_4_the_trigger_has_an_intervening_if_cr_702_179d(game, scoreboard):
    game.put_onto_battlefield("Alice", scoreboard)
    game.check_state()
    game.state.players[0].speed = 4
    drain(game, "Alice", 1)
    assert game.state.players[0].speed == 4
    assert not any("speed trigger triggers" in e.text for e in game.log.entries)


def test_life_lost_before_the_player_had_speed_does_not_raise_it_cr_702_179d(game, scoreboard):
    """The trigger is an ability of a player with speed: an opponent's loss earlier in the turn,
    before the player had any speed, happened when the player had no such ability."""
    drain(game, "Alice", 2)
    game.put_onto_battlefield("Alice", scoreboard)
    game.check_state()
    game.resolve_stack()
    assert game.state.players[0].speed == 1
    drain(game, "Alice", 1)                                 # now it triggers, once this turn
    assert game.state.players[0].speed == 2
    drain(game, "Alice", 1)
    assert game.state.players[0].speed == 2
