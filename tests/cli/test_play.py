"""`cardtext play`: seeded random games of compiled cards with the invariants checked after every
action. Exit status 0 when every game kept them, 1 with a violation (reported with the game's
seed, action, cards and the command line that replays it), 2 for a usage error; the same seed
plays the same games."""
from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardtext.compiler import api
from cardtext.compiler.cli.batch import open_cache
from cardtext.compiler.cli.main import main
from cardtext.compiler.harness import scenario_cards
from cardtext.compiler.harness.decks import CardPool
from cardtext.compiler.source import results_cache
from cardtext.compiler.source.loaders import load_path
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


BASICS = {"Plains", "Island", "Swamp", "Mountain", "Forest"}
REPO = Path(__file__).resolve().parents[2]


def write(path, cards) -> str:
    path.write_text("\n".join(json.dumps(c) for c in cards) + "\n", encoding="utf-8")
    return str(path)


# `play` keeps the cards it compiled in the results cache (compiler/harness/decks.py): a later
# run reads them instead of compiling them again and deals the same decks; a card whose text or
# keywords changed is compiled afresh; `--no-cache` neither reads nor writes it.


@pytest.fixture
def compiles(monkeypatch) -> list[str]:
    """The names of the cards compile_card is asked to compile (the basic lands, compiled from the
    bundled cards for every pool, aside)."""
    asked: list[str] = []
    compile_card = api.compile_card

    def counted(source, *rest, **named):
        if source.name not in BASICS:
            asked.append(source.name)
        return compile_card(source, *rest, **named)
    monkeypatch.setattr(api, "compile_card", counted)
    return asked


def dealt(path: str, seeds=range(4)) -> list[tuple]:
    """Each seed's two decks (their cards) dealt from a pool reading and then writing the cache."""
    pool = CardPool(load_path(path), None, open_cache("play-cards", False))
    decks = [pool.deck(random.Random(seed), 20) for seed in seeds for _ in range(2)]
    pool.save()
    return [d.cards for d in decks]


def test_a_second_run_reads_the_cards_and_deals_the_same_decks(tmp_path, compiles, monkeypatch):
    path = write(tmp_path / "cards.jsonl", [BEAR, ELVES, SHOCK, GIZMO])
    first = dealt(path)
    assert sorted(set(compiles)) == ["Gizmo Smash", "Grizzly Bears", "Llanowar Elves", "Shock"]
    compiles.clear()

    def not_again(name, *rest, **named):
        raise AssertionError(f"{name} compiled again")
    monkeypatch.setattr(scenario_cards, "card_definition", not_again)   # the basic lands are kept too
    again = dealt(path)
    assert compiles == []                        # every answer read, Gizmo Smash's "not dealt" too
    assert again == first


def test_a_card_whose_text_changed_is_compiled_again(tmp_path, compiles):
    path = tmp_path / "cards.jsonl"
    dealt(write(path, [BEAR, SHOCK]))
    compiles.clear()
    bolt = dict(SHOCK, oracle_text="Shock deals 3 damage to any target.")
    decks = dealt(write(path, [BEAR, bolt]))
    assert compiles == ["Shock"]
    shocks = [c for deck in decks for c in deck if c.name == "Shock"]
    assert shocks and all("3" in repr(c.abilities) and "amount=2" not in repr(c.abilities) for c in shocks)


def test_a_keyword_file_beside_the_cards_is_not_answered_by_a_run_without_it(tmp_path, compiles):
    """Banner Herald's "Rally cry 1" is a custom keyword: without the keywords.toml beside it
    the card does not compile (not dealt); once the file is there, it is compiled again and dealt."""
    from cardtext.compiler.keywords import custom
    from cardtext.compiler.source.loaders import load_paths
    (tmp_path / "herald.card").write_text((REPO / "cards" / "custom.card").read_text(encoding="utf-8"),
                                          encoding="utf-8")
    (tmp_path / "bears.card").write_text("Name: Grizzly Bears\nCost: {1}{G}\nType: Creature — Bear\n"
                                         "P/T: 2/2\n---\n", encoding="utf-8")

    def names() -> set[str]:
        custom._for_folder.cache_clear()        # the keyword files of a folder are read once per process
        pool = CardPool(load_paths([str(tmp_path)]), None, open_cache("play-cards", False))
        dealt = {c.name for seed in range(4) for c in pool.deck(random.Random(seed), 20).cards}
        pool.save()
        return dealt
    assert "Banner Herald" not in names()
    shutil.copy(REPO / "cards" / "keywords.toml", tmp_path / "keywords.toml")
    compiles.clear()
    assert "Banner Herald" in names()
    assert "Banner Herald" in compiles


def test_no_cache_writes_nothing(tmp_path):
    path = write(tmp_path / "cards.jsonl", [BEAR, ELVES, SHOCK])
    args = ["play", "--cards", path, "--games", "2", "--turns", "2", "--deck-size", "20", "--format", "json"]
    result = CliRunner().invoke(main, [*args, "--no-cache"])
    assert result.exit_code == 0, result.output
    assert results_cache.usage() == (0, 0, 0)
    cached = CliRunner().invoke(main, args)
    assert cached.exit_code == 0 and cached.stdout == result.stdout
    assert results_cache.usage()[1] == 2         # the cards of cards.jsonl; the bundled basic lands
