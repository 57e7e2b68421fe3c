"""`cardtext play` deals the decks of the next games together and tunes the cyclic garbage
collector for the run (compiler/harness/random_games.py): the same games as dealing one game at
a time, every cycle still freed, the collector as it was afterwards."""
from __future__ import annotations

import gc
import json
import weakref

import pytest

from cardtext.compiler.harness import random_games
from cardtext.compiler.harness.decks import CardPool
from cardtext.compiler.harness.random_games import PlaySettings, play_games
from cardtext.compiler.source.loaders import load_path

CARDS = [
    {"name": "Grizzly Bears", "mana_cost": "{1}{G}", "type_line": "Creature — Bear",
     "oracle_text": "", "power": "2", "toughness": "2"},
    {"name": "Llanowar Elves", "mana_cost": "{G}", "type_line": "Creature — Elf Druid",
     "oracle_text": "{T}: Add {G}.", "power": "1", "toughness": "1"},
    {"name": "Shock", "mana_cost": "{R}", "type_line": "Instant",
     "oracle_text": "Shock deals 2 damage to any target."},
    {"name": "Giant Growth", "mana_cost": "{G}", "type_line": "Instant",
     "oracle_text": "Target creature gets +3/+3 until end of turn."},
]
SETTINGS = PlaySettings(games=5, turns=3, seed=20, deck_size=20, card_paths=())


@pytest.fixture
def pool(tmp_path):
    path = tmp_path / "cards.jsonl"
    path.write_text("\n".join(json.dumps(c) for c in CARDS) + "\n", encoding="utf-8")
    return CardPool(load_path(str(path)))


@pytest.fixture
def another_pool(tmp_path):
    path = tmp_path / "again.jsonl"
    path.write_text("\n".join(json.dumps(c) for c in CARDS) + "\n", encoding="utf-8")
    return CardPool(load_path(str(path)))


def test_dealing_ahead_plays_the_games_dealing_one_at_a_time_plays(pool, another_pool, monkeypatch):
    """A game's decks follow from its seed and the cards alone: dealt with the next games' or
    alone, the games log the same lines."""
    monkeypatch.setattr(random_games, "DEAL_AHEAD", 1)
    alone = play_games(pool, SETTINGS)
    monkeypatch.setattr(random_games, "DEAL_AHEAD", 3)
    together = play_games(another_pool, SETTINGS)
    assert [r.log_digest for r in alone.reports] == [r.log_digest for r in together.reports]
    assert alone.summary() == together.summary()


def test_a_cycle_made_while_dealing_is_freed_before_the_cards_are_frozen(pool, monkeypatch):
    """The collector rests while the cards compile; the full pass after the deal frees the
    garbage cycles they made, so none is frozen with the cards."""
    class Node:
        pass
    made: list[weakref.ref] = []
    compile_card = CardPool._compile

    def compiling(self, source):
        node = Node()
        node.itself = node                  # a cycle, garbage once this returns
        made.append(weakref.ref(node))
        return compile_card(self, source)
    monkeypatch.setattr(CardPool, "_compile", compiling)
    gc.unfreeze()
    try:
        random_games._deal(pool, SETTINGS, range(20, 22), {})
        assert made and gc.get_freeze_count() > 0       # cards compiled, then frozen
        assert all(ref() is None for ref in made)
    finally:
        gc.unfreeze()


def test_a_deal_that_compiles_nothing_freezes_nothing(pool):
    gc.unfreeze()
    try:
        random_games._deal(pool, SETTINGS, range(20, 22), {})
        frozen = gc.get_freeze_count()
        random_games._deal(pool, SETTINGS, range(20, 22), {})     # the same cards: compiled already
        assert gc.get_freeze_count() == frozen
    finally:
        gc.unfreeze()


def test_the_collector_is_as_it_was_after_a_run(pool):
    thresholds = gc.get_threshold()
    play_games(pool, SETTINGS)
    assert gc.isenabled() and gc.get_threshold() == thresholds
    assert gc.get_freeze_count() == 0           # what the run froze is the collector's again


def test_only_the_games_with_a_violation_keep_their_decks(pool, monkeypatch):
    """The summary names the decks of a game with a violation (to reproduce it), no others."""
    from cardtext.compiler.harness import autoplay
    result = play_games(pool, SETTINGS)
    assert result.decks == {}
    monkeypatch.setattr(autoplay, "state_violations", lambda state, life, entries: ["deliberately broken"])
    broken = play_games(pool, SETTINGS)
    assert sorted(broken.decks) == list(range(20, 25))
    assert all(len(decks) == 2 for decks in broken.decks.values())
