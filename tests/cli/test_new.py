"""`cardtext new NAME`: a card file with the header fields its type needs (P/T for creatures and
Vehicles, CR 208.1 and 301.7; loyalty for planeswalkers, CR 306.5b) that compiles and lints
clean; the card-file parser's checks on the given fields (the same CT codes); never an existing
file overwritten without --force."""
from __future__ import annotations

import pytest
from click.testing import CliRunner

from cardtext.compiler.api import compile_card
from cardtext.compiler.cli.main import main
from cardtext.compiler.lint.runner import Selection, lint_entries
from cardtext.compiler.source.card_writer import file_stem, unique_stems
from cardtext.compiler.source.cardfile import parse_card_file
from cardtext.compiler.source.scaffold import EXAMPLES


def new(*args, cwd=None):
    runner = CliRunner()
    result = runner.invoke(main, ["new", *args])
    assert "Traceback" not in result.output, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result


def read(path):
    text = path.read_text(encoding="utf-8")
    (card,) = parse_card_file(text, str(path))
    return text, card


def assert_clean(path):
    text, card = read(path)
    assert card.diagnostics == []
    assert compile_card(card.source).fully_compiled
    assert lint_entries([card], Selection(), None, {str(path): text}) == []


def test_a_creature_by_default_with_cost_and_pt(tmp_path):
    out = tmp_path / "herald.card"
    result = new("Storm Herald", "-o", str(out))
    assert result.exit_code == 0, result.output
    text, card = read(out)
    s = card.source
    assert (s.name, s.mana_cost, s.type_line, s.power, s.toughness) == ("Storm Herald", "{1}", "Creature", "1", "1")
    assert "# For example: When this creature enters, draw a card." in text
    assert s.oracle_text == ""                       # the example is a comment
    assert_clean(out)


@pytest.mark.parametrize("type_line, fields", [
    ("Legendary Planeswalker — Ajani", {"loyalty": "3", "power": None}),
    ("Artifact — Vehicle", {"power": "1", "toughness": "1"}),
    ("Artifact Creature — Golem", {"power": "1", "toughness": "1"}),
    ("Basic Land — Forest", {"mana_cost": "", "power": None}),
    ("Instant", {"mana_cost": "{1}", "power": None, "loyalty": None}),
    ("Enchantment — Aura", {"power": None, "oracle_text": "Enchant creature"}),   # CR 303.4a
])
def test_the_fields_the_type_needs(tmp_path, type_line, fields):
    out = tmp_path / "card.card"
    assert new("Test Card", "--type", type_line, "-o", str(out)).exit_code == 0
    _, card = read(out)
    for key, value in fields.items():
        assert getattr(card.source, key) == value, key
    assert_clean(out)


def test_given_fields_are_written(tmp_path):
    out = tmp_path / "c.card"
    result = new("Ajani's Pupil", "--type", "Legendary Planeswalker — Ajani", "--cost", "{2}{W}{W}",
                 "--loyalty", "4", "-o", str(out))
    assert result.exit_code == 0
    _, card = read(out)
    assert (card.source.mana_cost, card.source.loyalty) == ("{2}{W}{W}", "4")
    assert_clean(out)


@pytest.mark.parametrize("word, rule", EXAMPLES)
def test_each_example_rule_compiles_when_written_in(word, rule):
    """The commented example is a rule cardtext compiles, on a card of its type."""
    type_line = {"vehicle": "Artifact — Vehicle", "planeswalker": "Planeswalker — Ajani",
                 "aura": "Enchantment — Aura"}.get(word, word.title())
    text = new("Example Card", "--type", type_line, "-o", "-").stdout
    text = text.replace(f"# For example: {rule}", rule)
    (card,) = parse_card_file(text, "x.card")
    compiled = compile_card(card.source)
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]


def test_a_bad_cost_gets_the_card_file_parsers_code_and_nothing_is_written(tmp_path):
    out = tmp_path / "x.card"
    result = new("Storm Herald", "--cost", "{G", "-o", str(out))
    assert result.exit_code == 2 and not out.exists()
    (parsed,) = parse_card_file("Name: Storm Herald\nCost: {G\nType: Creature\nP/T: 1/1\n---\n")
    assert parsed.diagnostics[0].code == "CT101"
    assert f"{out}:4:7: CT101 error: malformed Cost '{{G'" in result.stderr
    assert "hint: write mana symbols in braces" in result.stderr and "nothing was written" in result.stderr


def test_a_bad_pt_and_an_empty_name(tmp_path):
    result = new("Storm Herald", "--pt", "2", "-o", str(tmp_path / "x.card"))
    assert result.exit_code == 2 and "CT101 error: malformed P/T '2'" in result.stderr
    result = new("", "-o", str(tmp_path / "y.card"))
    assert result.exit_code == 2 and "CT102 error: card has no Name" in result.stderr
    assert list(tmp_path.iterdir()) == []


def test_a_lint_error_in_the_fields_is_refused(tmp_path):
    """'{1R}' reads as one symbol to the card-file parser; lint knows it is two (CL102)."""
    out = tmp_path / "x.card"
    result = new("Storm Herald", "--cost", "{1R}", "-o", str(out))
    assert result.exit_code == 2 and "CL102" in result.stderr and not out.exists()


def test_a_field_of_two_lines_is_refused(tmp_path):
    result = new("Storm\nType: Land", "-o", str(tmp_path / "x.card"))
    assert result.exit_code == 2 and "must be one line" in result.output


def test_an_existing_file_is_kept_unless_force(tmp_path):
    out = tmp_path / "x.card"
    out.write_text("mine\n")
    result = new("Storm Herald", "-o", str(out))
    assert result.exit_code == 2 and "exists; nothing was written" in result.output
    assert "--force" in result.output and out.read_text() == "mine\n"
    assert new("Storm Herald", "-o", str(out), "--force").exit_code == 0
    assert read(out)[1].source.name == "Storm Herald"
    assert [p.name for p in tmp_path.iterdir()] == ["x.card"]      # no temporary file left


def test_the_default_file_name_comes_from_the_card_name(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert new("Lim-Dûl's Vault", "--type", "Instant").exit_code == 0
    assert (tmp_path / "lim-duls-vault.card").is_file()


def test_output_to_a_missing_folder_or_a_folder_is_a_usage_error(tmp_path):
    assert new("X", "-o", str(tmp_path / "no" / "x.card")).exit_code == 2
    assert new("X", "-o", str(tmp_path)).exit_code == 2


@pytest.mark.parametrize("name, stem", [
    ("Fortune, Loyal Steed", "fortune-loyal-steed"),
    ("Æther Vial", "aether-vial"),
    ("Con", "con-card"),                  # a device name on Windows
    ("LPT1", "lpt1-card"),
    ("_____", "card"),
    ("Who/What/When/Where/Why", "who-what-when-where-why"),
    ("A" * 200, "a" * 80),
])
def test_file_names_are_safe_on_every_os(name, stem):
    assert file_stem(name) == stem


def test_file_names_never_collide_even_ignoring_case():
    assert unique_stems(["Fire", "FIRE", "fire", "Fire 2"]) == ["fire", "fire-2", "fire-3", "fire-2-2"]


def test_a_file_system_error_is_reported_not_a_traceback(tmp_path, monkeypatch):
    import cardtext.compiler.source.card_writer as writer

    def refuse(path, text):
        raise PermissionError(13, "Permission denied", str(path))
    monkeypatch.setattr(writer, "write_atomically", refuse)
    result = new("X", "-o", str(tmp_path / "x.card"))
    assert result.exit_code == 1
    assert f"{tmp_path / 'x.card'}: error: cannot write: Permission denied; nothing was written" in result.stderr
