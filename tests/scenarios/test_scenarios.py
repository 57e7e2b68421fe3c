"""Every tests/scenarios/*.scenario file runs through the scenario runner and passes;
the `cardtext run` command's exit codes (0, 1, 2) and its JSON log."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardtext.compiler.cli.run import run
from cardtext.compiler.harness.scenario import CardRefused, run_scenario
from cardtext.compiler.harness.scenario_report import report_text
from cardtext.compiler.harness.scenario_syntax import ScenarioSyntaxError, load_scenario, parse_scenario

HERE = Path(__file__).parent
FILES = sorted(HERE.glob("*.scenario"))
RULINGS = Path(__file__).resolve().parents[2].parent / "shared" / "spec" / "rulings.md"


def _param(path: Path):
    sc = load_scenario(str(path))
    marks = [pytest.mark.xfail(strict=True, reason=sc.xfail)] if sc.xfail else []
    return pytest.param(path, id=path.stem, marks=marks)


@pytest.mark.parametrize("path", [_param(p) for p in FILES])
def test_scenario_passes(path):
    result = run_scenario(load_scenario(str(path)))
    assert result.passed, "\n".join(report_text(result))
    assert result.checks, "a scenario must check something"


def test_every_ruling_has_a_passing_scenario():
    ids = set()
    for path in FILES:
        sc = load_scenario(str(path))
        if not sc.xfail:
            ids.update(sc.rulings)
    if RULINGS.is_file():
        wanted = set(re.findall(r"^- \*\*([A-Z]\d+)", RULINGS.read_text(encoding="utf-8"), re.M))
    else:
        wanted = {"M1", "M2", "M3", "M4", "M5", "M6", "X1", "T1", "T2", "Q1", "Q2",
                  *(f"S{i}" for i in range(1, 12)), "C1"}
    assert wanted and wanted <= ids, f"rulings without a passing scenario: {sorted(wanted - ids)}"


def test_each_file_name_starts_with_a_ruling_it_proves():
    for path in FILES:
        sc = load_scenario(str(path))
        assert path.name.split("_")[0] in sc.rulings, path.name


# ---------------------------------------------------------------- the CLI
def _invoke(*args):
    return CliRunner().invoke(run, list(args))


def test_cli_passing_scenario_exits_0():
    res = _invoke(str(HERE / "C1_hardened_scales_vorel.scenario"))
    assert res.exit_code == 0, res.output
    assert "counters \"Grizzly Bears\" 7   ok" in res.output
    assert "Vorel of the Hull Clade" in res.output       # the game log is printed
    assert "PASSED" in res.output


def test_cli_failing_expectation_exits_1_with_a_diff(tmp_path):
    f = tmp_path / "wrong.scenario"
    f.write_text("scenario: wrong count\nturn: Alice main1\n"
                 "battlefield Alice: Grizzly Bears (+1/+1=3)\nexpect: counters \"Grizzly Bears\" 4\n"
                 "expect: life Alice 20\n", encoding="utf-8")
    res = _invoke(str(f))
    assert res.exit_code == 1
    assert "FAILED" in res.output
    assert "expected: 4 +1/+1" in res.output and "actual:   3 +1/+1" in res.output
    assert "1 of 2 expectations hold" in res.output


def test_cli_unexpected_illegal_action_exits_1(tmp_path):
    f = tmp_path / "illegal.scenario"
    f.write_text("scenario: tap twice\nturn: Alice main1\nbattlefield Alice: Forest (tapped)\n"
                 "do: tap Alice Forest\nexpect: pool Alice {G}\n", encoding="utf-8")
    res = _invoke(str(f))
    assert res.exit_code == 1
    assert "ERROR: illegal action: CR 107.5" in res.output
    assert "stopped at line 4" in res.output


def test_cli_refuses_a_card_that_does_not_compile(tmp_path, monkeypatch):
    corpus = tmp_path / "corpus.jsonl"
    corpus.write_text(json.dumps({"name": "Gizmo Frobber", "type_line": "Artifact",
                                  "oracle_text": "Frobnicate target gizmo."}) + "\n", encoding="utf-8")
    monkeypatch.setenv("CARDTEXT_CORPUS", str(corpus))
    f = tmp_path / "refused.scenario"
    f.write_text("scenario: refused\nturn: Alice main1\nbattlefield Alice: Forest; Gizmo Frobber\n"
                 "expect: life Alice 20\n", encoding="utf-8")
    with pytest.raises(CardRefused):
        run_scenario(load_scenario(str(f)))
    res = _invoke(str(f))
    assert res.exit_code == 1
    assert "card 'Gizmo Frobber' does not compile fully" in res.output
    assert f"{f}:3:28" in res.output
    assert "CT201" in res.output


@pytest.mark.parametrize("text, where, message", [
    ("scenario: x\nturn: Alice main9\n", "2:13", "unknown step 'main9'"),
    ("scenario: x\nfrobnicate: 3\n", "2:1", "unknown keyword 'frobnicate'"),
    ("scenario: x\ndo: cast Alice \"Grizzly Bears\n", "2:16", "unterminated quoted string"),
    ("scenario: x\ndo: fly Alice\n", "2:5", "unknown action 'fly'"),
    ("scenario: x\nexpect: life Bob\n", "2:9", "expected 'expect: life PLAYER N'"),
    ("scenario: x\nbattlefield Alice: Forest (shiny)\n", "2:28", "unknown attribute 'shiny'"),
    ("scenario: x\nanswer: guess Forest\n", "2:9", "unknown choice kind 'guess'"),
    ("scenario: x\nexpect: pool Alice GG\n", "2:20", "expected mana symbols"),
    ("turn: Alice main1\n", "1:1", "missing 'scenario: TITLE'"),
    ("scenario: x\nthis line has no colon\n", "2:1", "expected 'keyword: value'"),
    # bounded work on any input: numbers past the limits are refused where they stand
    ("scenario: x\nbattlefield Alice: Forest *100000000\n", "2:20", "a number of copies 100000000 is over the limit of 1,000"),
    ("scenario: x\nexpect: life Alice " + "9" * 5000 + "\n", "2:20", "a number 999999... (5000 digits) is over the limit"),
    ("scenario: x\nbattlefield Alice: Forest (+1/+1=10000000)\n", "2:28", "a number of counters 10000000 is over the limit"),
])
def test_cli_syntax_errors_exit_2_with_position(tmp_path, text, where, message):
    f = tmp_path / "bad.scenario"
    f.write_text(text, encoding="utf-8")
    with pytest.raises(ScenarioSyntaxError) as info:
        parse_scenario(text, str(f))
    assert f"{info.value.line}:{info.value.column}" == where
    res = _invoke(str(f))
    assert res.exit_code == 2
    assert f"{f}:{where}: error: {message}" in res.output
    assert "Traceback" not in res.output


def test_cli_unknown_card_exits_2(tmp_path):
    f = tmp_path / "unknown.scenario"
    f.write_text("scenario: x\nbattlefield Alice: Forest; Nonexistent Card Name\n", encoding="utf-8")
    res = _invoke(str(f))
    assert res.exit_code == 2
    assert f"{f}:2:28: error: no card named 'Nonexistent Card Name'" in res.output


def test_cli_missing_file_exits_2(tmp_path):
    res = _invoke(str(tmp_path / "nope.scenario"))
    assert res.exit_code == 2


def test_cli_json_log():
    res = _invoke("--log", "json", str(HERE / "M6_contamination.scenario"))
    assert res.exit_code == 0, res.output
    doc = json.loads(res.output)
    assert doc["passed"] is True and doc["rulings"] == ["M6"]
    assert all(e["ok"] for e in doc["expectations"])
    kinds = [e["kind"] for e in doc["log"]]
    assert "replace" in kinds and "mana" in kinds
    mana = [e for e in doc["log"] if e["kind"] == "mana"]
    assert mana[-1]["data"]["mana"] == ["B"]
    assert {"turn", "step", "kind", "text", "data"} <= set(doc["log"][0])


def test_cli_folder_runs_every_scenario_deterministically():
    first = _invoke(str(HERE))
    second = _invoke(str(HERE))
    assert first.output == second.output
    expected_fail = sum(1 for p in FILES if load_scenario(str(p)).xfail)
    assert first.exit_code == (1 if expected_fail else 0), first.output[-2000:]
    assert f"{len(FILES)} scenarios, {len(FILES) - expected_fail} passed" in first.output
