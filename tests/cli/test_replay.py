"""`cardtext play --save DIR` writes each game as a replay file; `cardtext replay FILE` loads
its start, makes its recorded actions again and checks that each ends the same way and the log
and final state are the same (exit 0), reports the first difference (exit 1), and refuses a
file that is no replay (exit 2)."""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from cardtext.compiler.cli.main import main

CARDS = [
    {"name": "Grizzly Bears", "mana_cost": "{1}{G}", "type_line": "Creature — Bear", "oracle_text": "",
     "power": "2", "toughness": "2"},
    {"name": "Llanowar Elves", "mana_cost": "{G}", "type_line": "Creature — Elf Druid",
     "oracle_text": "{T}: Add {G}.", "power": "1", "toughness": "1"},
    {"name": "Shock", "mana_cost": "{R}", "type_line": "Instant", "oracle_text": "Shock deals 2 damage to any target."},
    {"name": "Prodigal Pyromancer", "mana_cost": "{2}{R}", "type_line": "Creature — Human Wizard",
     "oracle_text": "{T}: Prodigal Pyromancer deals 1 damage to any target.", "power": "1", "toughness": "1"},
]


@pytest.fixture(scope="module")
def saved(tmp_path_factory):
    folder = tmp_path_factory.mktemp("replays")
    cards = folder / "cards.jsonl"
    cards.write_text("\n".join(json.dumps(c) for c in CARDS) + "\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["play", "--cards", str(cards), "--games", "2", "--turns", "4",
                                       "--deck-size", "20", "--seed", "3", "--save", str(folder / "out")])
    assert result.exit_code == 0, result.output
    return folder / "out"


def replay(*paths):
    result = CliRunner().invoke(main, ["replay", *map(str, paths)])
    return result.exit_code, result.stdout + result.stderr


def test_play_save_writes_one_replay_file_per_game(saved):
    assert sorted(p.name for p in saved.iterdir()) == ["game-3.json", "game-4.json"]
    document = json.loads((saved / "game-3.json").read_text())
    assert document["format"] == "cardtext replay 1" and document["seed"] == 3
    assert document["calls"] and document["log"] and len(document["decks"]) == 2
    assert "--seed 3" in document["command"]


def test_the_saved_start_and_actions_give_the_same_log(saved):
    status, out = replay(saved / "game-3.json", saved / "game-4.json")
    assert status == 0, out
    assert out.count("same game") == 2


def test_a_changed_log_line_is_reported_with_its_place(saved, tmp_path):
    document = json.loads((saved / "game-3.json").read_text())
    document["log"][4] = "Turn 1, upkeep: something else happened"
    changed = tmp_path / "changed.json"
    changed.write_text(json.dumps(document))
    status, out = replay(changed)
    assert status == 1
    assert "DIFFERENT: log line 5:" in out and "something else happened" in out


def test_an_action_ending_otherwise_than_recorded_is_reported(saved, tmp_path):
    document = json.loads((saved / "game-4.json").read_text())
    first = next(i for i, c in enumerate(document["calls"]) if c["outcome"] == "done")
    document["calls"][first]["outcome"] = "refused"
    changed = tmp_path / "changed.json"
    changed.write_text(json.dumps(document))
    status, out = replay(changed)
    assert status == 1 and f"call {first + 1} " in out and "recorded refused" in out


def test_a_file_that_is_no_replay_exits_2(tmp_path):
    other = tmp_path / "other.json"
    other.write_text('{"format": "cardtext game 1"}')
    status, out = replay(other)
    assert status == 2 and "not a replay file" in out
