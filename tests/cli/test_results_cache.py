"""The results cache (compiler/source/results_cache.py) and `-j N` (compiler/cli/batch.py): a
warm run prints what a cold run prints, byte for byte; `-j 2` prints what `-j 1` prints; an
edited card is compiled again; `--no-cache` neither reads nor writes."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardtext.compiler import collector
from cardtext.compiler.cli import batch
from cardtext.compiler.cli.main import main
from cardtext.compiler.source import results_cache

CARDS = """Name: Test Mana Elf
Cost: {G}
Type: Creature — Elf Druid
P/T: 1/1
---
{T}: Add {G}.
===
Name: Test Shock
Cost: {R}
Type: Instant
---
Test Shock deals 2 damage to any target.
===
Name: Test Riddle
Type: Sorcery
---
Frobnicate the widget.
"""


def invoke(*args: str):
    done = CliRunner().invoke(main, list(args))
    return done.exit_code, done.stdout, done.stderr


@pytest.fixture
def card_file(tmp_path) -> Path:
    path = tmp_path / "cards.card"
    path.write_text(CARDS, encoding="utf-8")
    return path


def shards() -> list[Path]:
    return sorted(results_cache.cache_folder().rglob("*.pickle"))


@pytest.mark.parametrize("command", [["compile", "--format", "json"], ["compile"], ["compile", "--canonical"],
                                     ["lint", "--format", "json"], ["lint"]])
def test_a_warm_run_prints_what_a_cold_run_prints(card_file, command):
    uncached = invoke(*command, "--no-cache", str(card_file))
    assert not shards()                                  # --no-cache wrote nothing
    cold = invoke(*command, str(card_file))
    assert shards()
    warm = invoke(*command, str(card_file))
    assert uncached == cold == warm


def test_a_warm_run_reads_the_cache_instead_of_compiling(card_file, monkeypatch):
    invoke("compile", "--format", "json", str(card_file))
    from cardtext.compiler import api

    def no_compiling(source, keywords=None):
        raise AssertionError("compiled a cached card")
    monkeypatch.setattr(api, "compile_card", no_compiling)
    code, out, _ = invoke("compile", "--format", "json", str(card_file))
    assert code == 1 and [c["name"] for c in json.loads(out)] == ["Test Mana Elf", "Test Shock", "Test Riddle"]


def test_an_edited_card_is_compiled_again(card_file):
    invoke("compile", "--format", "json", str(card_file))
    card_file.write_text(CARDS.replace("Frobnicate the widget.", "Draw a card."), encoding="utf-8")
    code, out, _ = invoke("compile", "--format", "json", str(card_file))
    assert code == 0 and all(c["fully_compiled"] for c in json.loads(out))


def test_coverage_counts_the_same_with_the_cache(card_file):
    def counts():
        code, out, _ = invoke("coverage", "--format", "json", str(card_file))
        summary = json.loads(out)
        return code, {k: v for k, v in summary.items() if "second" not in k}
    assert counts() == counts()
    assert counts()[1]["compiled"] == 2


def test_another_compiler_reads_none_of_the_results(card_file, monkeypatch):
    """The fingerprint hashes the compiler's files: results of an edited compiler are apart."""
    invoke("compile", "--format", "json", str(card_file))
    monkeypatch.setattr(results_cache, "_FINGERPRINT", "0" * 20)
    cache = results_cache.ResultsCache("compile-json")
    assert cache.folder.name == "0" * 20 and not cache.folder.exists()


def test_a_broken_shard_is_read_as_empty(card_file):
    first = invoke("compile", "--format", "json", str(card_file))
    for shard in shards():
        shard.write_bytes(b"not a pickle")
    assert invoke("compile", "--format", "json", str(card_file)) == first


def test_jobs_print_what_one_process_prints(tmp_path, corpus, monkeypatch):
    """Enough cards for worker processes (batch.PARALLEL_MINIMUM); `-j 2` in order."""
    lines = (corpus / "cards.jsonl").read_text(encoding="utf-8").splitlines()[:60]
    sample = tmp_path / "sample.jsonl"
    sample.write_text("\n".join(lines) + "\n", encoding="utf-8")
    monkeypatch.setattr(batch, "PARALLEL_MINIMUM", 10)
    for command in (["compile", "--format", "json"], ["lint", "--format", "json"]):
        one = invoke(*command, "--no-cache", "-j", "1", str(sample))
        two = invoke(*command, "--no-cache", "-j", "2", str(sample))
        assert one == two
    covered = [json.loads(invoke("coverage", "--format", "json", "--no-cache", "-j", j, str(sample))[1])
               for j in ("1", "2")]
    assert [{k: v for k, v in c.items() if "second" not in k} for c in covered][0] == \
        [{k: v for k, v in c.items() if "second" not in k} for c in covered][1]


def test_workers_start_under_spawn(tmp_path, corpus, monkeypatch):
    """Nothing of the parent is inherited under spawn: the work and the parser load afresh."""
    lines = (corpus / "cards.jsonl").read_text(encoding="utf-8").splitlines()[:20]
    sample = tmp_path / "sample.jsonl"
    sample.write_text("\n".join(lines) + "\n", encoding="utf-8")
    monkeypatch.setattr(batch, "PARALLEL_MINIMUM", 10)
    monkeypatch.setattr(batch, "START_METHOD", "spawn")
    assert invoke("compile", "--format", "json", "--no-cache", "-j", "2", str(sample)) == \
        invoke("compile", "--format", "json", "--no-cache", "-j", "1", str(sample))


def test_the_cards_json_joined_is_the_json_of_the_list(monkeypatch):
    """compile prints each card's own JSON, written as it stands in the list (json_text at depth
    1, by workers too), joined into a list: the bytes of serialize.dumps and of json.dumps. A
    value json_text leaves to `json` (the float) is indented alike."""
    import io
    from cardtext.compiler.cli import compile as compile_command
    from cardtext.compiler.serialize import dumps, json_text

    def written(cards):
        out = io.StringIO()
        compile_command._echo_json_list([json_text(c, depth=1) for c in cards], out)
        return out.getvalue()
    cards = [{"name": "Ærathi “Berserker”", "lines": ["a\nb", {"x": []}], "n": 1.5}, {"name": None, "a": {}},
             {"nested": [[1, [2, {"deep": "\u2028", "esc": "\x1b[31m"}]]]}, "plain", []]
    expected = json.dumps(cards, indent=2, ensure_ascii=False) + "\n"
    assert written(cards) == dumps(cards) + "\n" == expected
    assert written([]) == dumps([]) + "\n"
    for together in (1, 2, 5):          # echoed in pieces: the same text
        monkeypatch.setattr(compile_command, "ECHOED_TOGETHER", together)
        assert written(cards) == expected


def test_ascii_cards_and_the_others_are_echoed_in_runs_of_their_own(monkeypatch):
    """Each piece echoed at once holds ASCII cards only or none (a stream encodes ASCII text as a
    copy), at most ECHOED_TOGETHER of them, and the pieces are the list in order."""
    from cardtext.compiler.cli import compile as compile_command
    objects = ["a", "b", "é", "c", "—", "é", "d", "e", "f", "g", "h"]
    monkeypatch.setattr(compile_command, "ECHOED_TOGETHER", 3)
    ends = list(compile_command._piece_ends(objects))
    pieces = [objects[start:stop] for start, stop in zip([0] + ends, ends)]
    assert pieces == [["a", "b"], ["é"], ["c"], ["—", "é"], ["d", "e", "f"], ["g", "h"]]
    assert list(compile_command._piece_ends(["x"])) == [1]


def test_compile_loads_its_cards_with_the_collector_paused_and_leaves_it_as_it_was(card_file, monkeypatch):
    """The collector rests from loading the cards until the batch freezes them (collector.paused);
    the command leaves it on, with its thresholds, as it found it."""
    import gc
    from cardtext.compiler.source import loaders
    seen = []
    load_paths = loaders.load_paths
    monkeypatch.setattr(loaders, "load_paths", lambda paths: (seen.append(gc.isenabled()), load_paths(paths))[1])
    before = gc.get_threshold()
    assert invoke("compile", "--format", "json", "--no-cache", "-j", "1", str(card_file))[0] in (0, 1)
    assert seen == [False]
    assert gc.isenabled() and gc.get_threshold() == before
    gc.unfreeze()


def test_the_executability_check_runs_on_cached_cards(card_file):
    """coverage --exercise keeps each compiled card's ability objects in its cached report: a
    warm run exercises the same cards, with the same verdicts."""
    def exercised():
        code, out, _ = invoke("coverage", "--format", "json", "--exercise", "2", "--seed", "1", str(card_file))
        return code, {k: v for k, v in json.loads(out).items() if "second" not in k}
    cold, warm = exercised(), exercised()
    assert cold == warm and cold[1]["exercised"] == 2


def test_a_batch_collects_its_youngest_generation_less_often_and_restores_the_collector_after():
    """While a batch of cards compiles in this process (its parser loading included) the youngest
    generation is collected every collector.YOUNG_THRESHOLD objects, and what was loaded before is frozen; afterwards the
    thresholds are what they were, even when a card's work raised."""
    import gc
    before = gc.get_threshold()
    seen = []

    def work(entry):
        seen.append(gc.get_threshold())
        if entry == "raise":
            raise ValueError(entry)
        return entry

    assert batch.run_batch(["a", "b"], work, key=None, jobs=1, warm=lambda: seen.append(gc.get_threshold())) \
        == ["a", "b"]
    assert seen == [(collector.YOUNG_THRESHOLD, *before[1:])] * 3      # loading the parser, then each card
    assert gc.get_freeze_count() > 0
    assert gc.get_threshold() == before
    with pytest.raises(ValueError):
        batch.run_batch(["raise"], work, key=None, jobs=1)
    assert gc.get_threshold() == before
    gc.unfreeze()
