"""Properties of compile and lint on any input, checked with hypothesis on mutated
real cards (compiler/harness/card_mutations.py: deletions, duplications, swaps, random Unicode,
long runs, numbers, nesting):

- nothing raises out of loading, compiling or linting (in both eras): a problem is a diagnostic;
- every card's JSON output validates against compiler/schema.json and can be printed as UTF-8;
- compiling is deterministic: the same card gives the same output, however often and in
  whatever order among other cards it is compiled.

The examples are few and each is bounded (docs/limits.md), so the file runs in seconds;
bench/fuzz.py runs the same mutations by the hundred thousand. The deadline is generous: the
machine running the suite is shared, and the first line that reaches a parser state pays for
building that state's lexer.
"""
from __future__ import annotations

import json
import random
from datetime import timedelta
from importlib import resources
from pathlib import Path

import jsonschema
from hypothesis import HealthCheck, given, settings, strategies as st

from cardtext.compiler.api import compile_card
from cardtext.compiler.harness.card_mutations import mutate, mutated_line
from cardtext.compiler.lint.runner import Selection, lint_entries
from cardtext.compiler.serialize import card_data
from cardtext.compiler.source.loaders import load_jsonl_text

CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "corpus" / "cards.jsonl"
FILE = "mutated.jsonl"
BOUNDED = settings(max_examples=40, deadline=timedelta(seconds=10),
                   suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def _sample() -> list[dict]:
    """Every 25th corpus card (600 of them), or, without the corpus, cards written here."""
    if CORPUS.is_file():
        return [json.loads(line) for line in CORPUS.read_text(encoding="utf-8").splitlines()[::25] if line]
    return [{"name": "Shock", "mana_cost": "{R}", "type_line": "Instant",
             "oracle_text": "Shock deals 2 damage to any target."},
            {"name": "Llanowar Elves", "mana_cost": "{G}", "type_line": "Creature — Elf Druid",
             "oracle_text": "{T}: Add {G}.", "power": "1", "toughness": "1"}]


CARDS = _sample()
SCHEMA = jsonschema.Draft202012Validator(
    json.loads(resources.files("cardtext.compiler").joinpath("schema.json").read_text()))
mutated_lines = st.builds(lambda card, rng: mutated_line(card, rng), st.sampled_from(CARDS), st.randoms(use_true_random=False))


def _outputs(line: str) -> list[dict]:
    """Each card of LINE as `cardtext compile --format json` writes it (compile_card called
    directly: an exception would raise here, not become CT901)."""
    return [card_data(e, compile_card(e.source) if e.source is not None else None)
            for e in load_jsonl_text(line, FILE)]


@BOUNDED
@given(mutated_lines)
def test_compiling_a_mutated_card_never_raises_and_its_output_fits_the_schema(line):
    for data in _outputs(line):
        SCHEMA.validate([data])
        json.dumps(data, ensure_ascii=False).encode("utf-8")
        assert not [d for d in data["diagnostics"] if d["code"] == "CT901"], data["diagnostics"]


@BOUNDED
@given(mutated_lines, st.sampled_from(["modern", "legacy"]))
def test_linting_a_mutated_card_never_raises(line, era):
    entries = list(load_jsonl_text(line, FILE))
    findings = lint_entries(entries, Selection(era=era), texts={FILE: line})
    assert all(f.code.startswith(("CL", "CT")) for f in findings)


@BOUNDED
@given(mutated_lines)
def test_compiling_the_same_card_twice_gives_the_same_output(line):
    assert json.dumps(_outputs(line)) == json.dumps(_outputs(line))


@settings(max_examples=15, deadline=timedelta(seconds=20), suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(CARDS), min_size=2, max_size=6), st.randoms(use_true_random=False))
def test_a_card_compiles_the_same_whatever_is_compiled_before_it(cards, rng):
    """No state leaks from one card into the next: the cards (some mutated) compiled in one
    order and in another give each card the same output."""
    lines = [json.dumps(mutate(c, rng) if rng.random() < 0.5 else c) for c in cards]
    order = list(range(len(lines)))
    rng.shuffle(order)
    first = [json.dumps(_outputs(line)) for line in lines]
    shuffled = {i: json.dumps(_outputs(lines[i])) for i in order}
    assert [shuffled[i] for i in range(len(lines))] == first


def test_the_mutations_are_the_same_for_the_same_seed():
    """bench/fuzz.py names a finding by its seed: the seed must make the same input again."""
    card = CARDS[0]
    assert mutated_line(card, random.Random(7)) == mutated_line(card, random.Random(7))


def test_cardtext_compile_gives_each_card_the_same_output_in_any_order(tmp_path, monkeypatch):
    """The command line too (its results cache off, one worker and two): the cards of a file
    compiled in reverse order come out in reverse order, each object the same."""
    from click.testing import CliRunner

    from cardtext.compiler.cli.main import main
    monkeypatch.setenv("CARDTEXT_NO_CACHE", "1")
    rng = random.Random(13)
    lines = [mutated_line(rng.choice(CARDS), rng) if i % 2 else json.dumps(rng.choice(CARDS)) for i in range(12)]
    outputs = []
    for name, order, jobs in (("forward", lines, "1"), ("backward", lines[::-1], "2")):
        path = tmp_path / f"{name}.jsonl"
        path.write_text("\n".join(order) + "\n", encoding="utf-8")
        result = CliRunner().invoke(main, ["compile", "--format", "json", "-j", jobs, str(path)])
        assert result.exit_code in (0, 1), result.output
        cards = json.loads(result.stdout)
        outputs.append([{k: v for k, v in c.items() if k != "file"} for c in cards])
        for card in outputs[-1]:
            for d in card["diagnostics"]:
                d.pop("file", None)
                d.pop("line", None)           # the card's line in its file differs with the order
    assert outputs[0] == outputs[1][::-1]
