"""The command line as people meet it on a terminal and in a pipe: the progress bar (stderr, a
terminal only, never around JSON, never in a pipe, so piped output is byte identical), the
warning for --type/--cost/--pt given with PATH, "no card named X" saying where it looked, and
files written whole or not at all."""
from __future__ import annotations

import json
import os
import pty
import subprocess
import sys

import pytest
from click.testing import CliRunner

from cardtext.compiler.cli import common
from cardtext.compiler.cli.main import main
from cardtext.compiler.source import loaders

BEAR = {"mana_cost": "{1}{G}", "type_line": "Creature — Bear", "oracle_text": "", "power": "2", "toughness": "2"}
ELVES = {"mana_cost": "{G}", "type_line": "Creature — Elf Druid", "oracle_text": "{T}: Add {G}.",
         "power": "1", "toughness": "1"}


@pytest.fixture
def many_cards(tmp_path):
    """60 cards: more than PROGRESS_MINIMUM, so a terminal run draws a bar."""
    path = tmp_path / "many.jsonl"
    rows = [{**(ELVES if i % 2 else BEAR), "name": f"Card {i}"} for i in range(60)]
    path.write_text("\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    return str(path)


def _invoke(args, terminal: bool = False, monkeypatch=None):
    """Run in process; with `terminal`, standard error counts as a terminal (click's runner
    captures it, so the bar's label is seen in `stderr`; the pty tests below see it drawn)."""
    if terminal:
        monkeypatch.setattr(common, "_is_terminal", lambda stream: True)
    result = CliRunner().invoke(main, args)
    assert "Traceback" not in result.output
    return result


# ------------------------------------------------------------------ progress bar
@pytest.mark.parametrize("args, label", [
    (["compile", "--no-cache"], "compiling"),
    (["lint", "--no-cache"], "linting"),
    (["coverage", "--no-cache"], "compiling"),
])
def test_a_terminal_gets_a_bar_and_the_output_is_unchanged(args, label, many_cards, monkeypatch):
    """(--no-cache: the bar counts the cards compiled; the second run would read them all from
    the results cache, and draw nothing.)"""
    plain = _invoke([*args, many_cards])
    drawn = _invoke([*args, many_cards], True, monkeypatch)
    assert label in drawn.stderr and label not in plain.stderr
    if args[0] != "coverage":            # coverage's text reports its own timings
        assert drawn.stdout == plain.stdout
    assert drawn.exit_code == plain.exit_code


@pytest.mark.parametrize("args", [["compile", "--format", "json"], ["lint", "--format", "json"],
                                  ["coverage", "--format", "json"]])
def test_no_bar_around_machine_output(args, many_cards, monkeypatch):
    result = _invoke([*args, many_cards], True, monkeypatch)
    assert "compiling" not in result.stderr and "linting" not in result.stderr
    json.loads(result.stdout)


def test_few_cards_get_no_bar(tmp_path, monkeypatch):
    path = tmp_path / "two.jsonl"
    path.write_text(json.dumps({**BEAR, "name": "A"}) + "\n" + json.dumps({**BEAR, "name": "B"}) + "\n")
    assert "compiling" not in _invoke(["compile", str(path)], True, monkeypatch).stderr


def _real_run(args, stdout_to_file: bool, tmp_path):
    """The real command in a child process whose standard error is a pseudo-terminal; standard
    output a pipe, or a file. Returns (stdout bytes, what the terminal showed)."""
    try:
        leader, follower = pty.openpty()
    except OSError:                       # no pseudo-terminals here (some containers)
        pytest.skip("no pseudo-terminal available")
    out_path = tmp_path / "out.txt"
    with open(out_path, "wb") as out_file:
        child = subprocess.Popen([sys.executable, "-m", "cardtext.compiler.cli.main", *args],
                                 stdout=out_file if stdout_to_file else subprocess.PIPE,
                                 stderr=follower, stdin=subprocess.DEVNULL)
        os.close(follower)
        shown = b""
        while True:
            try:
                chunk = os.read(leader, 4096)
            except OSError:               # the child closed the terminal
                break
            if not chunk:
                break
            shown += chunk
        piped = child.stdout.read() if not stdout_to_file else b""
        child.wait(timeout=120)
    os.close(leader)
    return (piped if not stdout_to_file else out_path.read_bytes()), shown.decode(errors="replace")


def test_in_a_pipe_the_terminal_stays_silent_and_output_is_byte_identical(many_cards, tmp_path):
    piped, shown = _real_run(["compile", many_cards], stdout_to_file=False, tmp_path=tmp_path)
    assert shown == ""
    expected = CliRunner().invoke(main, ["compile", many_cards]).stdout_bytes
    assert piped == expected


def test_redirected_to_a_file_the_terminal_shows_the_bar(many_cards, tmp_path):
    written, shown = _real_run(["compile", many_cards], stdout_to_file=True, tmp_path=tmp_path)
    assert "compiling" in shown
    assert written == CliRunner().invoke(main, ["compile", many_cards]).stdout_bytes


# ------------------------------------------------------------------ --type / --cost / --pt
def test_type_and_pt_with_a_path_are_ignored_with_a_warning(many_cards):
    result = CliRunner().invoke(main, ["compile", many_cards, "--type", "Creature — Bear", "--pt", "9/9"])
    assert result.exit_code == 0
    assert ("cardtext compile: warning: --type and --pt only apply with --text; ignored for PATH"
            in result.stderr)
    assert result.stdout == CliRunner().invoke(main, ["compile", many_cards]).stdout


def test_cost_without_a_path_warns_for_the_bundled_cards():
    result = CliRunner().invoke(main, ["compile", "--name", "Grizzly Bears", "--cost", "{G}"])
    assert "--cost only applies with --text; ignored for the bundled cards" in result.stderr


def test_with_text_they_are_used_and_nothing_is_said():
    result = CliRunner().invoke(main, ["compile", "--text", "Flying", "--type", "Creature — Bird",
                                       "--pt", "1/1", "--cost", "{W}"])
    assert result.exit_code == 0 and result.stderr == ""


# ------------------------------------------------------------------ no card named X
def test_no_card_in_the_paths_names_them(many_cards):
    result = CliRunner().invoke(main, ["compile", many_cards, "--name", "Nowhere Card"])
    assert result.exit_code == 2
    assert f"no card named 'Nowhere Card': looked in {many_cards} (60 cards)" in result.output


def test_no_card_anywhere_names_the_bundled_folder_and_the_corpus(monkeypatch, tmp_path):
    corpus = tmp_path / "corpus.jsonl"
    corpus.write_text(json.dumps({**BEAR, "name": "Some Bear"}) + "\n")
    monkeypatch.setattr(loaders, "corpus_files", lambda: [corpus])
    result = CliRunner().invoke(main, ["compile", "--name", "Nowhere Card"])
    assert result.exit_code == 2
    assert f"looked in the bundled cards ({loaders.bundled_cards_dir()}) and the corpus ({corpus})" in result.output


def test_no_corpus_found_is_said_with_how_to_name_one(monkeypatch):
    monkeypatch.setattr(loaders, "corpus_files", lambda: [])
    result = CliRunner().invoke(main, ["compile", "--name", "Nowhere Card"])
    assert result.exit_code == 2
    assert "no corpus was found (set CARDTEXT_CORPUS" in result.output


def test_a_scenario_naming_an_unknown_card_says_where_it_looked(tmp_path, monkeypatch):
    monkeypatch.setattr(loaders, "corpus_files", lambda: [])
    scenario = tmp_path / "unknown.scenario"
    scenario.write_text("scenario: x\nbattlefield Alice: Forest; Nowhere Card\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["run", str(scenario)])
    assert result.exit_code == 2
    assert (f"{scenario}:2:28: error: no card named 'Nowhere Card': looked in the bundled cards "
            in result.output)
    assert "no corpus was found" in result.output


# ------------------------------------------------------------------ files written whole
def test_an_interrupted_write_leaves_the_old_file(tmp_path, monkeypatch):
    target = tmp_path / "card.card"
    target.write_text("old\n")

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        common.write_atomically(target, "new\n")
    assert target.read_text() == "old\n"
    assert [p.name for p in tmp_path.iterdir()] == ["card.card"]      # no temporary file left


def test_atomic_write_keeps_the_file_mode(tmp_path):
    target = tmp_path / "card.card"
    target.write_text("old\n")
    target.chmod(0o640)
    common.write_atomically(target, "new\n")
    assert target.read_text() == "new\n" and (target.stat().st_mode & 0o777) == 0o640


def test_coverage_out_in_an_unwritable_place_is_a_usage_error(many_cards, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    result = CliRunner().invoke(main, ["coverage", many_cards, "--out", str(blocker / "report")])
    assert result.exit_code == 2 and "cannot write to" in result.output
