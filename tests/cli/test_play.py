"""`cardtext play`: seeded random games of compiled cards with the invariants checked after every
action. Exit status 0 when every game kept them, 1 with a violation (reported with the game's
seed, action, cards and the command line that replays it), 2 for a usage error; the same seed
plays the same games."""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from cardtext.compiler.cli.main import main
from cardtext.compiler.harness import autoplay

BEAR = {"name": "Grizzly Bears", "mana_cost": "{1}{G}", "type_line": "Creature — Bear",
        "oracle_text": "", "power": "2", "toughness": "2"}
ELVES = {"name": "Llanowar Elves", "mana_cost": "{G}", "type_line": "Creature — Elf Druid",
         "oracle_text": "{T}: Add {G}.", "power": "1", "toughness": "1"}
SHOCK = {"name": "Shock", "mana_cost": "{R}", "type_line": "Instant",
         "oracle_text": "Shock deals 2 damage to any target."}
GIZMO = {"name": "Gizmo Smash", "mana_cost": "{R}", "type_line": "Sorcery",
         "oracle_text": "Frobnicate target gizmo."}
SMALL = ["--games", "2", "--turns", "3", "--deck-size", "20"]


@pytest.fixture
def cards(tmp_path):
    path = tmp_path / "cards.jsonl"
    path.write_text("\n".join(json.dumps(c) for c in (BEAR, ELVES, SHOCK, GIZMO)) + "\n", encoding="utf-8")
    return str(path)


def play(*args):
    result = CliRunner().invoke(main, ["play", *args])
    return result.exit_code, result.stdout


def test_games_that_keep_every_invariant_exit_0(cards):
    status, out = play("--cards", cards, *SMALL)
    assert status == 0, out
    assert "games: 2, actions: " in out and "violations: 0" in out


def test_the_same_seed_plays_the_same_games(cards):
    first = play("--cards", cards, *SMALL, "--seed", "5", "--format", "json")
    again = play("--cards", cards, *SMALL, "--seed", "5", "--format", "json")
    assert first == again
    summary = json.loads(first[1])
    assert summary["games"] == 2 and summary["actions"] > 0
    assert "seconds" not in first[1]            # timings go to standard error only


def test_decks_hold_only_fully_compiled_cards_and_basic_lands(cards):
    """Gizmo Smash does not compile ("Frobnicate" is no effect): it is never dealt."""
    from cardtext.compiler.harness.decks import CardPool
    from cardtext.compiler.source.loaders import load_path
    import random
    pool = CardPool(load_path(cards))
    deck = pool.deck(random.Random(3), 20)
    assert len(deck.cards) == 20
    assert set(deck.names) <= {"Grizzly Bears", "Llanowar Elves", "Shock", "Forest", "Mountain"}
    assert sum(1 for c in deck.cards if c.name in ("Forest", "Mountain")) == 8      # 2 in 5


def test_a_violation_is_reported_with_its_seed_and_exit_1(cards, monkeypatch):
    """An invariant broken on purpose: every action 'violates' it."""
    monkeypatch.setattr(autoplay, "state_violations", lambda state, life, entries: ["deliberately broken"])
    status, out = play("--cards", cards, *SMALL, "--seed", "40", "--format", "json")
    assert status == 1
    violations = json.loads(out)["violations"]
    assert [v["seed"] for v in violations] == [40, 41]
    first = violations[0]
    assert first["messages"] == ["deliberately broken"]
    assert first["reproduce"] == (f"cardtext play --cards {cards} --games 1 --seed 40 --turns 3 "
                                  f"--deck-size 20")
    assert len(first["decks"]) == 2 and first["action"]


def test_an_engine_exception_is_a_violation(cards, monkeypatch):
    """The game must always progress: any exception but IllegalAction is reported."""
    def broken(game, action):
        raise KeyError("no such object")
    monkeypatch.setattr(autoplay, "take", broken)
    status, out = play("--cards", cards, *SMALL, "--format", "json")
    assert status == 1
    assert "the engine raised KeyError" in json.loads(out)["violations"][0]["messages"][0]


def test_text_output_names_the_command_that_replays_a_violation(cards, monkeypatch):
    monkeypatch.setattr(autoplay, "state_violations", lambda state, life, entries: ["deliberately broken"])
    status, out = play("--cards", cards, *SMALL, "--seed", "7", "--games", "1")
    assert status == 1
    assert "- seed 7, turn 1" in out
    assert "reproduce: cardtext play --cards" in out and "--seed 7" in out


def test_a_loop_limit_ends_the_game_cleanly(cards, monkeypatch):
    from cardtext.runtime.errors import LoopLimit

    def loops(game, action):
        raise LoopLimit("the stack did not empty")
    monkeypatch.setattr(autoplay, "take", loops)
    status, out = play("--cards", cards, *SMALL, "--format", "json")
    assert status == 0, out
    assert json.loads(out)["ended"] == {"loop limit": 2}


def test_no_compiled_card_is_exit_1(tmp_path):
    path = tmp_path / "gizmo.jsonl"
    path.write_text(json.dumps(GIZMO) + "\n", encoding="utf-8")
    status, _ = play("--cards", str(path), *SMALL)
    assert status == 1


def test_an_unknown_path_is_a_usage_error(tmp_path):
    status, _ = play("--cards", str(tmp_path / "nothing.jsonl"))
    assert status == 2
