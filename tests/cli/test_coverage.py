"""`cardtext coverage`: counts, the unlock ranking, --out, --exercise, exit codes.

The fixtures lean on text the grammar will not learn soon ("Frobnicate",
"Wibble") for failures, and on `{T}: Add {G}.` / Flying for successes.
"""
from __future__ import annotations

import io
import json
from types import SimpleNamespace

import pytest
from click.testing import CliRunner

from cardtext.compiler.cli import common as cli
from cardtext.compiler.cli import coverage_report as cov
from cardtext.compiler.cli.main import main

ELVES = {"name": "Llanowar Elves", "mana_cost": "{G}", "type_line": "Creature — Elf Druid",
         "oracle_text": "{T}: Add {G}.", "power": "1", "toughness": "1"}
BEAR = {"name": "Grizzly Bears", "mana_cost": "{1}{G}", "type_line": "Creature — Bear",
        "oracle_text": "", "power": "2", "toughness": "2"}
PARTIAL = {"name": "Half Drake", "mana_cost": "{1}{U}", "type_line": "Creature — Drake",
           "oracle_text": "Flying\nFrobnicate target gizmo.", "power": "1", "toughness": "1"}
FAILS = {"name": "Gizmo Smash", "mana_cost": "{R}", "type_line": "Sorcery",
         "oracle_text": "Frobnicate target gizmo."}
FAILS_2 = {"name": "Gizmo Crush", "mana_cost": "{2}{R}", "type_line": "Sorcery",
           "oracle_text": "Frobnicate target gizmo 3 times."}
BOTH = {"name": "Gizmo Wobble", "mana_cost": "{R}", "type_line": "Sorcery",
        "oracle_text": "Frobnicate target gizmo.\nWibble the wobble."}
GROUP_A = "CT201 at 'frobnicate target'"
GROUP_B = "CT201 at 'wibble the'"


def write_jsonl(tmp_path, *cards, extra_lines=(), name="cards.jsonl"):
    path = tmp_path / name
    lines = [json.dumps(c, ensure_ascii=False) for c in cards] + list(extra_lines)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return str(path)


def run(*args):
    result = CliRunner().invoke(main, ["coverage", *args])
    assert "Traceback" not in result.output and "Traceback" not in result.stderr
    return result


def run_json(*args):
    result = run(*args, "--format", "json")
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


@pytest.fixture
def mixed(tmp_path):
    return write_jsonl(tmp_path, ELVES, PARTIAL, FAILS, extra_lines=['{"name": "Broken", '])


# ------------------------------------------------------------------ counts and statuses
def test_counts_for_compiled_partial_failed_and_malformed(mixed):
    data = run_json(mixed)
    assert (data["cards"], data["compiled"], data["partial"], data["failed"]) == (4, 1, 1, 2)
    assert data["input_errors"] == 1          # the malformed JSON line
    assert data["seconds"] >= 0
    assert data["cards_per_second"] is None or data["cards_per_second"] > 0


def test_json_has_the_documented_keys(mixed):
    data = run_json(mixed)
    for key in ("cards", "compiled", "partial", "failed", "seconds", "cards_per_second",
                "top_unsupported"):
        assert key in data
    (group,) = [g for g in data["top_unsupported"] if g["group"] == GROUP_A]
    assert set(group) >= {"group", "unlocks", "cards", "examples"}
    assert {e["name"] for e in group["examples"]} == {"Half Drake", "Gizmo Smash"}
    assert group["examples"][0]["line"] == "Frobnicate target gizmo."


def test_figures_by_card_type_count_a_card_under_each_of_its_types(tmp_path):
    golem = {"name": "Frob Golem", "mana_cost": "{3}", "type_line": "Artifact Creature — Golem",
             "oracle_text": "Frobnicate target gizmo.", "power": "3", "toughness": "3"}
    data = run_json(write_jsonl(tmp_path, ELVES, BEAR, golem, FAILS))
    rows = {r["type"]: r for r in data["by_type"]}
    assert (rows["creature"]["cards"], rows["creature"]["compiled"]) == (3, 2)
    assert (rows["artifact"]["cards"], rows["artifact"]["compiled"]) == (1, 0)
    assert (rows["sorcery"]["cards"], rows["sorcery"]["compiled_rate"]) == (1, 0.0)
    assert [r["type"] for r in data["by_type"]][0] == "creature"      # most cards first


def test_a_quoted_ability_not_understood_groups_at_its_words(tmp_path):
    card = {"name": "Gizmo Lord", "mana_cost": "{2}", "type_line": "Artifact",
            "oracle_text": 'Creatures you control have "{T}: Frobnicate target gizmo."'}
    data = run_json(write_jsonl(tmp_path, card))
    assert [g["group"] for g in data["top_unsupported"]] == [GROUP_A]


def test_vanilla_creature_is_fully_compiled(tmp_path):
    data = run_json(write_jsonl(tmp_path, BEAR))
    assert (data["compiled"], data["failed"], data["top_unsupported"]) == (1, 0, [])


def test_text_report(mixed):
    result = run(mixed)
    assert result.exit_code == 0
    out = result.stdout
    assert "cards" in out and "fully compiled" in out and "partly compiled" in out
    assert "cards/s" in out and GROUP_A in out and "Gizmo Smash" in out


def test_card_files_and_folders_are_accepted(tmp_path):
    folder = tmp_path / "cards"
    folder.mkdir()
    (folder / "a.card").write_text("Name: Llanowar Elves\nCost: {G}\nType: Creature — Elf Druid\n"
                                   "P/T: 1/1\n---\n{T}: Add {G}.\n===\nName: Gizmo Smash\n"
                                   "Type: Sorcery\n---\nFrobnicate target gizmo.\n", encoding="utf-8")
    data = run_json(str(folder))
    assert (data["cards"], data["compiled"], data["failed"]) == (2, 1, 1)
    assert data["top_unsupported"][0]["group"] == GROUP_A
    assert run_json(str(folder / "a.card"))["cards"] == 2


# ------------------------------------------------------------------ the unlock ranking
def test_a_group_unlocks_only_cards_that_fail_on_it_alone(tmp_path):
    data = run_json(write_jsonl(tmp_path, FAILS, FAILS_2, BOTH))
    groups = {g["group"]: g for g in data["top_unsupported"]}
    assert (groups[GROUP_A]["unlocks"], groups[GROUP_A]["cards"]) == (2, 3)
    assert (groups[GROUP_B]["unlocks"], groups[GROUP_B]["cards"]) == (0, 1)
    assert [g["group"] for g in data["top_unsupported"]][:2] == [GROUP_A, GROUP_B]
    # examples prefer the cards the group unlocks
    assert [e["name"] for e in groups[GROUP_A]["examples"]] == ["Gizmo Smash", "Gizmo Crush", "Gizmo Wobble"]


def report(name, *groups, input_error=False):
    return cov.CardReport(name, "f", 1, cov.FAILED, [], [], list(groups),
                          {g: (f"{name} line", None) for g in groups}, input_error=input_error)


def test_rank_orders_by_unlocks_then_cards():
    ranking = cov.rank([report("a", "A"), report("b", "A"), report("c", "A", "B"),
                        report("d", "B", "C"), report("e", "C"), report("f", "C", "D"),
                        report("g", "D"), report("h", "D", input_error=True)])
    assert [(g["group"], g["unlocks"], g["cards"]) for g in ranking] == [
        ("A", 2, 3), ("C", 1, 3), ("D", 1, 3), ("B", 0, 2)]


def test_phrase_shapes_abstract_numbers_and_mana():
    assert cov.abstract_words(["gets", "+1/+1"]) == "gets +N/+N"
    assert cov.abstract_words(["create", "two", "x/x"]) == "create N N/N"
    assert cov.abstract_words(["{2}{g},", "{t}:", "add"]) == "{M}"
    assert cov.abstract_words(["{t}:", "add"]) == "{t}"
    assert cov.abstract_words(["enchanted", "creature", "gets"], 2) == "enchanted creature"
    assert cov.abstract_message("not supported yet: draw 3") == "not supported yet: draw N"
    assert cov.phrase_at("Frobnicate target gizmo.", 0, "X", None) == "at 'frobnicate target'"
    assert cov.phrase_at("When Bob enters, frob.", 4, "Bob", None) == "at '~ enters'"
    assert cov.phrase_at("Draw a card, frob.", 11, "X", None) == "at ',' after 'a card'"
    assert cov.phrase_at("Target creature gets", 20, "X", None) == "at end after 'creature gets'"


# ------------------------------------------------------------------ --out
def test_out_writes_per_card_json_and_markdown(tmp_path, mixed):
    out = tmp_path / "report" / "nested"
    result = run(mixed, "--out", str(out))
    assert result.exit_code == 0
    data = json.loads((out / "coverage.json").read_text(encoding="utf-8"))
    assert data["cards"] == 4 and len(data["per_card"]) == 4
    by_name = {c["name"]: c for c in data["per_card"]}
    assert by_name["Llanowar Elves"]["status"] == "compiled"
    assert by_name["Llanowar Elves"]["abilities"] == ["mana"]
    assert by_name["Half Drake"]["status"] == "partial"
    assert by_name["Half Drake"]["abilities"] == ["keyword"]
    assert by_name["Half Drake"]["diagnostics"][0]["code"] == "CT201"
    assert by_name["Gizmo Smash"]["status"] == "failed"
    assert by_name["Gizmo Smash"]["groups"] == [GROUP_A]
    assert by_name[None]["status"] == "failed" and by_name[None]["diagnostics"][0]["code"] == "CT103"
    md = (out / "coverage.md").read_text(encoding="utf-8")
    assert md.startswith("# cardtext coverage")
    assert "| fully compiled | 1 |" in md and GROUP_A in md and "Gizmo Smash" in md
    assert "## By card type" in md and "| creature | 2 | 1 | 50.0% |" in md


def test_out_on_a_file_is_a_usage_error(tmp_path, mixed):
    blocker = tmp_path / "file.txt"
    blocker.write_text("x")
    result = run(mixed, "--out", str(blocker))
    assert result.exit_code == 2


# ------------------------------------------------------------------ exit codes and noise
@pytest.mark.parametrize("args", [
    [],                                     # no PATH
    ["/no/such/file.jsonl"],
    ["{mixed}", "--format", "xml"],
    ["{mixed}", "--exercise", "0"],
    ["{mixed}", "--seed", "3"],             # --seed without --exercise
])
def test_usage_errors_exit_2(args, mixed):
    result = run(*[a.format(mixed=mixed) for a in args])
    assert result.exit_code == 2


def test_exit_0_even_when_nothing_compiles(tmp_path):
    result = run(write_jsonl(tmp_path, FAILS, extra_lines=["not json"]))
    assert result.exit_code == 0


def test_no_noise_off_a_terminal(mixed):
    result = run(mixed, "--format", "json")
    assert result.stderr == ""
    json.loads(result.stdout)                # exactly one JSON object, nothing else


def test_progress_bar_only_on_a_terminal(monkeypatch):
    class Tty(io.StringIO):
        def isatty(self):
            return True
    tty = Tty()
    monkeypatch.setattr(cli.sys, "stderr", tty)
    wrap = cli.progress("compiling")
    assert list(wrap(range(60))) == list(range(60))
    assert "compiling" in tty.getvalue()
    monkeypatch.setattr(cli.sys, "stderr", io.StringIO())
    assert cli.progress("compiling") is None


# ------------------------------------------------------------------ --exercise
def fake_check(calls):
    def exercise_card(definition, seed=0, library=None):
        calls.append((definition.name, seed))
        if definition.name == "Grizzly Bears":
            return SimpleNamespace(ok=False, executed=0, reasons=("no ability to run 2 times",))
        if definition.name == "Crashing Elves":
            raise KeyError("boom")
        if definition.name == "Llanowar Elves":      # ran, but its effect was not seen
            return SimpleNamespace(ok=True, executed=1, reasons=(), verified=False,
                                   unverified=("ability #0 ManaAbility: AddMana: no mana was added",))
        return SimpleNamespace(ok=True, executed=1, reasons=(), verified=True, unverified=())
    return exercise_card


def test_exercise_counts_and_reasons(tmp_path, monkeypatch):
    calls = []
    monkeypatch.setattr(cov, "load_exercise", lambda: fake_check(calls))
    crashing = {**ELVES, "name": "Crashing Elves"}
    path = write_jsonl(tmp_path, ELVES, FAILS, BEAR, crashing, {**ELVES, "name": "Elves Two"})
    data = run_json(path, "--exercise", "3", "--out", str(tmp_path / "o"))
    assert [c[0] for c in calls] == ["Llanowar Elves", "Grizzly Bears", "Crashing Elves"]
    assert (data["exercised"], data["exercise_ok"], data["exercise_rate"]) == (3, 1, 0.3333)
    assert data["compiled"] == 4 and data["compiled_exercised"] == round(4 / 3)
    reasons = {r["reason"]: r for r in data["top_exercise_failures"]}
    assert reasons["no ability to run N times"]["examples"] == ["Grizzly Bears"]
    assert any(r.startswith("crash: KeyError") for r in reasons)
    per_card = {c["name"]: c for c in json.loads((tmp_path / "o" / "coverage.json").read_text())["per_card"]}
    assert per_card["Grizzly Bears"]["exercise"] == {"ok": False, "executed": 0,
                                                     "reasons": ["no ability to run 2 times"],
                                                     "verified": False, "unverified": []}
    # the stricter figure: exercise ok and every effect observed; why the others are not
    assert (data["exercise_verified"], data["verified_rate"], data["compiled_verified"]) == (0, 0.0, 0)
    assert data["top_unverified"] == [{"reason": "ability #N ManaAbility: AddMana: no mana was added",
                                       "cards": 1, "examples": ["Llanowar Elves"]}]
    assert "exercise" not in per_card["Elves Two"]
    text = run(path, "--exercise", "3").stdout
    assert "exercise ok" in text and "compiled & verified" in text and "top reasons not verified" in text


def test_exercise_all_compiled_is_exact_and_seed_samples(tmp_path, monkeypatch):
    calls = []
    monkeypatch.setattr(cov, "load_exercise", lambda: fake_check(calls))
    path = write_jsonl(tmp_path, *[{**ELVES, "name": f"Elf {i}"} for i in range(10)], BEAR)
    data = run_json(path, "--exercise", "50")
    assert (data["exercised"], data["exercise_ok"], data["compiled_exercised"]) == (11, 10, 10)
    calls.clear()
    first = run_json(path, "--exercise", "4", "--seed", "7")
    picked = list(calls)
    calls.clear()
    run_json(path, "--exercise", "4", "--seed", "7")
    assert calls == picked and len(picked) == 4 and all(seed == 7 for _, seed in picked)
    assert first["exercise_seed"] == 7


def test_exercise_without_the_runtime_check_is_a_usage_error(mixed, monkeypatch):
    monkeypatch.setattr(cov, "load_exercise", lambda: None)
    result = run(mixed, "--exercise", "2")
    assert result.exit_code == 2 and "exercise" in result.stderr


def test_exercise_timeout_fails_the_card(monkeypatch):
    import time

    def slow(definition, seed=0, library=None):
        time.sleep(2)
    ok, executed, reasons, verified, _ = cov._exercise_one(slow, None, 0, 0.05)
    assert not ok and not verified and reasons[0].startswith("timeout")


def test_exercise_module_that_does_not_import_is_reported_not_raised(mixed, monkeypatch):
    def broken():
        raise cov.ExerciseUnavailable("SyntaxError: invalid syntax")
    monkeypatch.setattr(cov, "load_exercise", broken)
    result = run(mixed, "--exercise", "2")
    assert result.exit_code == 2 and "SyntaxError" in result.stderr


# ------------------------------------------------------------------ --sample
def test_sample_measures_a_seeded_subset_of_the_input(tmp_path):
    path = write_jsonl(tmp_path, *[{**ELVES, "name": f"Elf {i}"} for i in range(8)],
                       *[{**FAILS, "name": f"Smash {i}"} for i in range(8)])
    first = run_json(path, "--sample", "5", "--seed", "3", "--out", str(tmp_path / "a"))
    again = run_json(path, "--sample", "5", "--seed", "3", "--out", str(tmp_path / "b"))
    names = [c["name"] for c in json.loads((tmp_path / "a" / "coverage.json").read_text())["per_card"]]
    assert len(names) == 5 and first["cards"] == 5 and first["compiled"] + first["failed"] == 5
    assert (first["sample_of"], first["sample_seed"]) == (16, 3)
    assert names == [c["name"] for c in json.loads((tmp_path / "b" / "coverage.json").read_text())["per_card"]]
    assert again["compiled"] == first["compiled"]
    assert "seeded sample, seed 3, of 16" in run(path, "--sample", "5", "--seed", "3").stdout


def test_a_sample_larger_than_the_input_is_all_of_it(tmp_path):
    path = write_jsonl(tmp_path, ELVES, FAILS)
    data = run_json(path, "--sample", "50")
    assert data["cards"] == 2 and data["sample_seed"] == 0
