"""The random games' action budget (`cardtext play`, docs/play.md): a game that has taken 150
actions per turn it may play is stopped there, so one game whose players keep acting (or an
engine that keeps offering actions) cannot hang a run of a thousand."""
from __future__ import annotations

import json

from click.testing import CliRunner

from cardtext.compiler.cli.main import main
from cardtext.compiler.harness import random_games

BEAR = {"name": "Grizzly Bears", "mana_cost": "{1}{G}", "type_line": "Creature \u2014 Bear",
        "oracle_text": "", "power": "2", "toughness": "2"}
ELVES = {"name": "Llanowar Elves", "mana_cost": "{G}", "type_line": "Creature \u2014 Elf Druid",
         "oracle_text": "{T}: Add {G}.", "power": "1", "toughness": "1"}


def _summary(tmp_path, *args) -> dict:
    path = tmp_path / "cards.jsonl"
    path.write_text("\n".join(json.dumps(c) for c in (BEAR, ELVES)) + "\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["play", "--cards", str(path), "--deck-size", "20", "--format", "json",
                                       *args])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_the_budget_is_150_actions_per_turn():
    settings = random_games.PlaySettings(games=1, turns=10, seed=0, deck_size=40, card_paths=())
    assert random_games.ACTIONS_PER_TURN == 150 and settings.budget == 1500


def test_a_game_over_its_budget_is_stopped_and_counted_as_such(tmp_path, monkeypatch):
    monkeypatch.setattr(random_games, "ACTIONS_PER_TURN", 2)
    summary = _summary(tmp_path, "--games", "3", "--turns", "5")
    assert summary["games"] == 3 and summary["actions"] == 3 * 2 * 5
    assert summary["ended"] == {"action budget": 3}
