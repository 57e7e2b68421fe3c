"""`cardtext fmt PATH... [--check] [--diff]`: rewrites .card files in place (atomically),
reports what would change, and refuses what it does not format with a usage error (exit 2)."""
from __future__ import annotations

import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from cardtext.compiler.cli.main import main
from cardtext.compiler.source.loaders import bundled_cards_dir

UNFORMATTED = ("Name: Thornwood Sentry\nType: Creature - Elf Warrior\nCost: {G}{1}\nP/T: 2/2\n---\n\n"
               "When Thornwood Sentry enters the battlefield, you gain 2 life.\n"
               "{t}: Add {G} to your mana pool.\n")
FORMATTED = ("Name: Thornwood Sentry\nCost: {1}{G}\nType: Creature \u2014 Elf Warrior\nP/T: 2/2\n---\n"
             "When Thornwood Sentry enters, you gain 2 life.\n{T}: Add {G}.\n")


def fmt(*args, input=None):
    result = CliRunner().invoke(main, ["fmt", *map(str, args)], input=input)
    assert "Traceback" not in result.output, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result


@pytest.fixture
def unformatted(tmp_path) -> Path:
    path = tmp_path / "sentry.card"
    path.write_text(UNFORMATTED, encoding="utf-8")
    return path


def test_a_file_is_rewritten_in_canonical_form_and_a_second_run_changes_nothing(unformatted):
    first = fmt(unformatted)
    assert first.exit_code == 0 and unformatted.read_text(encoding="utf-8") == FORMATTED
    assert f"reformatted {unformatted}" in first.stdout
    second = fmt(unformatted)
    assert second.exit_code == 0 and "0 files reformatted, 1 file already formatted" in second.stdout


def test_check_lists_the_file_that_would_change_exits_1_and_writes_nothing(unformatted):
    result = fmt("--check", unformatted)
    assert result.exit_code == 1 and f"would reformat {unformatted}" in result.stdout
    assert unformatted.read_text(encoding="utf-8") == UNFORMATTED
    unformatted.write_text(FORMATTED, encoding="utf-8")
    assert fmt("--check", unformatted).exit_code == 0


def test_diff_prints_a_unified_diff_and_writes_nothing(unformatted):
    result = fmt("--diff", unformatted)
    assert result.exit_code == 1
    assert f"--- {unformatted}" in result.stdout and "+Cost: {1}{G}" in result.stdout
    assert "-{t}: Add {G} to your mana pool." in result.stdout
    assert unformatted.read_text(encoding="utf-8") == UNFORMATTED


def test_a_folder_is_formatted_recursively_and_its_keyword_file_left_alone(tmp_path):
    (tmp_path / "set" / "a").mkdir(parents=True)
    keywords = (bundled_cards_dir() / "keywords.toml").read_bytes()
    (tmp_path / "set" / "keywords.toml").write_bytes(keywords)
    (tmp_path / "set" / "a" / "one.card").write_text(UNFORMATTED, encoding="utf-8")
    (tmp_path / "set" / "two.card").write_text(FORMATTED, encoding="utf-8")
    result = fmt(tmp_path / "set")
    assert result.exit_code == 0 and "1 file reformatted, 1 file already formatted" in result.stdout
    assert (tmp_path / "set" / "a" / "one.card").read_text(encoding="utf-8") == FORMATTED
    assert (tmp_path / "set" / "keywords.toml").read_bytes() == keywords


def test_standard_input_is_printed_formatted():
    result = fmt("-", input=UNFORMATTED)
    assert result.exit_code == 0 and result.stdout == FORMATTED
    assert "1 file reformatted" in result.stderr
    check = fmt("--check", "-", input=UNFORMATTED)
    assert check.exit_code == 1 and check.stdout == "" and "would reformat <stdin>" in check.stderr


def test_the_write_is_atomic_and_keeps_the_file_mode(unformatted):
    unformatted.chmod(0o640)
    assert fmt(unformatted).exit_code == 0
    assert unformatted.stat().st_mode & 0o777 == 0o640
    assert sorted(p.name for p in unformatted.parent.iterdir()) == ["sentry.card"]


def test_a_failed_write_leaves_the_file_as_it_was(unformatted, monkeypatch):
    def refuse(src, dst):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(os, "replace", refuse)
    result = fmt(unformatted)
    assert result.exit_code == 1
    assert f"{unformatted}:1:1: CT103 error: cannot write: No space left on device" in result.stderr
    assert unformatted.read_text(encoding="utf-8") == UNFORMATTED
    assert sorted(p.name for p in unformatted.parent.iterdir()) == ["sentry.card"]


@pytest.mark.parametrize("data, message", [
    (b"Name: X\x00\n", "1:8: CT103 error: binary data (NUL byte), not card text"),
    (b"Name: X\nType: \xff\n", "2:7: CT103 error: not UTF-8 text (byte 0xff)"),
])
def test_unreadable_card_files_are_reported_at_their_place_and_the_others_formatted(tmp_path, unformatted,
                                                                                   data, message):
    bad = tmp_path / "bad.card"
    bad.write_bytes(data)
    result = fmt(bad, unformatted)
    assert result.exit_code == 1 and f"{bad}:{message}" in result.stderr and "hint:" in result.stderr
    assert bad.read_bytes() == data
    assert unformatted.read_text(encoding="utf-8") == FORMATTED


@pytest.mark.parametrize("name, content, message", [
    ("cards.jsonl", '{"name": "X"}\n', "holds JSON card objects"),
    ("cards.card", '[{"name": "X"}]\n', "holds JSON card objects"),
    ("keywords.toml", "[[keyword]]\n", "is not a .card file"),
    (None, None, "no such file or folder"),
])
def test_what_fmt_does_not_format_is_a_usage_error(tmp_path, unformatted, name, content, message):
    path = tmp_path / (name or "missing.card")
    if content is not None:
        path.write_text(content, encoding="utf-8")
    result = fmt(unformatted, path)
    assert result.exit_code == 2 and message in result.stderr
    assert unformatted.read_text(encoding="utf-8") == UNFORMATTED      # nothing half-done


def test_json_on_standard_input_and_no_path_at_all_are_usage_errors(tmp_path):
    assert fmt("-", input='{"name": "X"}\n').exit_code == 2
    assert "give the .card files" in fmt().stderr and fmt().exit_code == 2
    (tmp_path / "empty").mkdir()
    assert "no .card files under" in fmt(tmp_path / "empty").stderr


def test_the_oracle_era_comes_from_the_option_or_the_settings(tmp_path, unformatted):
    assert fmt("--oracle-era", "pre2024", "--check", unformatted).exit_code == 1     # the header
    unformatted.write_text(FORMATTED.replace("enters,", "enters the battlefield,"), encoding="utf-8")
    assert fmt("--oracle-era", "pre2024", "--check", unformatted).exit_code == 0
    assert fmt("--check", unformatted).exit_code == 1
    (tmp_path / "pyproject.toml").write_text('[tool.cardtext]\noracle-era = "pre2024"\n')
    assert fmt("--check", unformatted).exit_code == 0
    (tmp_path / "pyproject.toml").write_text('[tool.cardtext]\noracle-era = "1994"\n')
    assert fmt("--check", unformatted).exit_code == 2


def test_a_bad_keyword_file_beside_the_cards_stops_the_run(tmp_path, unformatted):
    (tmp_path / "keywords.toml").write_text("[[keyword]]\nname = 3\n")
    result = fmt(unformatted)
    assert result.exit_code == 1 and "keywords.toml:" in result.stderr and "CT105" in result.stderr
    assert unformatted.read_text(encoding="utf-8") == UNFORMATTED


def test_help_lists_the_exit_codes():
    text = fmt("--help").stdout
    assert "Exit status:" in text and "2  usage error" in text


def test_the_summary_counts_changes_left_unmade_on_lines_cardtext_does_not_compile():
    text = "Name: X\nType: Instant\n---\nWhen this spell florps the battlefield,  draw a card.\n"
    result = fmt("-", input=text.replace("Instant", "Instant  "))
    assert result.stdout == text
    assert "1 change left unmade on lines cardtext does not compile" in result.stderr


def test_a_file_the_formatter_would_corrupt_is_reported_and_left_alone(unformatted, monkeypatch):
    from cardtext.compiler import fmt as package
    monkeypatch.setattr(package, "write_blocks", lambda cards: "Name: Other\nType: Land\n")
    result = fmt(unformatted)
    assert result.exit_code == 1 and "CT901" in result.stderr and "left as written" in result.stderr
    assert unformatted.read_text(encoding="utf-8") == UNFORMATTED
