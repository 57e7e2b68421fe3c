"""Corrupted (an ability word, CR 207.2c) on The Seedcore: "{T}: Target 1/1 creature gets +2/+1
until end of turn. Activate only if an opponent has three or more poison counters." The
activation condition reads the opponents' poison counters (CR 122.1f, 602.5b) and the target
must be exactly 1/1 (CR 208.1)."""
import json
from pathlib import Path

import pytest
from rt_cards import GRIZZLY_BEARS

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.errors import IllegalAction
from cardtext.runtime.abilities import CardDefinition

MODERN = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "modern.jsonl"


def seedcore():
    if not MODERN.exists():
        pytest.skip("../shared/corpus not present")
    row = next(json.loads(r) for r in MODERN.read_text(encoding="utf-8").splitlines()
               if json.loads(r)["name"] == "The Seedcore")
    card = compile_card(CardSource(row["name"], row["oracle_text"], row["mana_cost"], row["type_line"]))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return card.definition


ONE_ONE = CardDefinition("Tiny Soldier", GRIZZLY_BEARS.mana_cost, GRIZZLY_BEARS.types, power="1", toughness="1")


def test_corrupted_needs_an_opponent_with_three_poison_counters(game):
    game.put_onto_battlefield("Alice", seedcore())
    game.put_onto_battlefield("Alice", ONE_ONE)
    game.state.players[1].poison = 2
    with pytest.raises(IllegalAction):
        game.activate("Alice", "The Seedcore", 2, targets=[["Tiny Soldier"]])
    game.state.players[1].poison = 3
    game.activate("Alice", "The Seedcore", 2, targets=[["Tiny Soldier"]])
    game.resolve_stack()
    assert game.pt("Tiny Soldier") == (3, 2)


def test_a_creature_that_is_not_1_1_is_no_legal_target(game):
    game.put_onto_battlefield("Alice", seedcore())
    game.put_onto_battlefield("Alice", GRIZZLY_BEARS)
    game.state.players[1].poison = 3
    with pytest.raises(IllegalAction):
        game.activate("Alice", "The Seedcore", 2, targets=[["Grizzly Bears"]])
