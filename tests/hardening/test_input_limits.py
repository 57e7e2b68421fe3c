"""Input limits and characters (compiler/source/limits.py, characters.py): going over a limit
is an error with its own code at its place, and the card (or line) is not compiled; text that
looks the same compiles the same; nothing a user can type makes a traceback or unprintable output."""
from __future__ import annotations

import json

from click.testing import CliRunner

from cardtext.compiler.api import CardSource, compile_card
from cardtext.compiler.cli.main import main as cli
from cardtext.compiler.source.cardfile import parse_card_file
from cardtext.compiler.source.limits import MAX_CARDS, MAX_FIELD, MAX_LINE, MAX_NUMBER, MAX_RULES_LINES
from cardtext.compiler.source.loaders import load_bytes, load_jsonl_text


def loaded(text: str, file: str = "t.card"):
    entries = load_bytes(text.encode("utf-8"), file)
    return entries, [d for e in entries for d in e.diagnostics]


def compiled(text: str, name: str = "Probe", **fields) -> object:
    return compile_card(CardSource(name=name, oracle_text=text, **fields))


def codes(card) -> list[str]:
    return [d.code for d in card.diagnostics]


# ---------------------------------------------------------------- header fields
def test_a_header_field_past_the_limit_is_ct109_at_its_place_and_not_used():
    (entry,), diags = loaded(f"Name: Probe\nType: Creature {'x' * (MAX_FIELD + 1)}\nP/T: 1/1\n---\nFlying\n")
    (d,) = diags
    assert (d.code, d.line, d.column) == ("CT109", 2, 7 + MAX_FIELD)
    assert entry.source.type_line == ""              # not used: no second error further on


def test_a_name_past_the_limit_means_no_card():
    (entry,), diags = loaded(f"Name: {'N' * (MAX_FIELD + 1)}\nType: Instant\n---\nDraw a card.\n")
    assert entry.source is None and [d.code for d in diags] == ["CT109"]


def test_a_huge_generic_cost_is_ct110_not_a_list_of_a_hundred_million_slots():
    (entry,), diags = loaded("Name: Probe\nCost: {100000000}\nType: Instant\n---\nDraw a card.\n")
    (d,) = diags
    assert (d.code, d.line, d.column) == ("CT110", 2, 8)
    assert "over the limit of 1,000,000" in d.message
    assert entry.source.mana_cost == ""


def test_gleemax_s_million_is_within_the_limit():
    card = compiled("", mana_cost="{1000000}", type_line="Artifact")
    assert card.fully_compiled and MAX_NUMBER == 1_000_000


def test_an_infinite_or_150_digit_power_is_refused_not_read_as_zero():
    for power in ("\u221e", "9" * 150):
        (entry,), diags = loaded(f"Name: Probe\nType: Creature\nP/T: {power}/1\n---\n")
        assert [d.code for d in diags] == ["CT110"], power[:5]
        assert entry.source.power is None


def test_a_5000_digit_or_infinite_power_in_a_json_line_is_refused_not_read_as_zero():
    """Past Python's 4,300-digit conversion limit: the field is too long (CT109), never 0."""
    for power, code in (("9" * 5000, "CT109"), ("\u221e", "CT110")):
        line = json.dumps({"name": "Probe", "type_line": "Creature", "power": power, "toughness": "1"})
        (entry,) = load_jsonl_text(line + "\n", "t.jsonl")
        assert [d.code for d in entry.diagnostics] == [code], power[:5]
        assert entry.source.power is None


def test_a_bad_header_cost_is_one_error_at_the_cost():
    (entry,), diags = loaded("Name: Probe\nCost: {2}{G\nType: Instant\n---\nDraw a card.\n")
    assert [(d.code, d.line) for d in diags] == [("CT101", 2)]
    card = compile_card(entry.source)
    assert codes(card) == []                      # the rules text still compiles, and says nothing twice


def test_a_name_that_is_not_a_string_says_so():
    (entry,) = list(load_jsonl_text('{"name": 5, "type_line": "Instant"}\n', "t.jsonl"))
    (d,) = entry.diagnostics
    assert (d.code, d.message) == ("CT101", "field 'name' must be a string, not a number")


# ---------------------------------------------------------------- rules text
def test_more_rules_lines_than_the_limit_is_ct108_at_the_first_line_left_out():
    card = compiled("\n".join(["Flying"] * (MAX_RULES_LINES + 5)), type_line="Creature", power="1",
                    toughness="1")
    assert codes(card) == ["CT108"]
    assert card.diagnostics[0].line == MAX_RULES_LINES + 1 and not card.fully_compiled


def test_a_long_line_is_ct204_and_its_caret_stays_inside_the_excerpt():
    (entry,), diags = loaded(f"Name: Probe\nType: Instant\n---\n{'a' * (MAX_LINE * 20)}\n")
    (d,) = diags
    assert d.code == "CT204" and d.column == MAX_LINE + 1
    assert len(d.caret) <= len(d.excerpt) + 1


def test_a_windowed_excerpt_points_at_the_word_in_text_and_json_output(tmp_path):
    line = "Draw a card. " * 30 + "Frobnicate a gizmo."
    path = tmp_path / "long.jsonl"
    path.write_text(json.dumps({"name": "Probe", "type_line": "Instant", "oracle_text": line}) + "\n")
    result = CliRunner().invoke(cli, ["compile", str(path)])
    excerpt, caret = result.stderr.splitlines()[1:3]
    assert excerpt[caret.index("^"):].startswith("Frobnicate")
    data = json.loads(CliRunner().invoke(cli, ["compile", "--format", "json", str(path)]).stdout)
    (d,) = data[0]["diagnostics"]
    assert d["excerpt"][d["excerpt_column"] - 1:].startswith("Frobnicate")


def test_a_number_of_thousands_of_digits_is_ct206_not_an_internal_error():
    card = compiled(f"Draw {'1' * 4000} cards.", type_line="Sorcery")
    (d,) = card.diagnostics
    assert (d.code, d.column) == ("CT206", 6)
    assert "4000 digits" in d.message


def test_a_billion_cards_is_over_the_limit():
    assert codes(compiled("Draw 1000000000 cards.", type_line="Sorcery")) == ["CT206"]


def test_too_many_cards_in_one_input_is_ct107_where_the_next_card_starts(monkeypatch):
    from cardtext.compiler.source import loaders
    monkeypatch.setattr(loaders, "MAX_CARDS", 2)
    entries, _ = loaded("".join(f"Name: C{i}\nType: Instant\n---\nDraw a card.\n===\n" for i in range(4)))
    assert [e.source is not None for e in entries] == [True, True, False]
    (d,) = entries[-1].diagnostics
    assert (d.code, d.line) == ("CT107", 11)
    assert MAX_CARDS == 100_000


# ---------------------------------------------------------------- characters
def test_invisible_characters_are_not_text():
    for flying in ("Fly\u00ading", "Fly\u200bing", "\ufeffFlying"):
        card = compiled(flying, type_line="Creature", power="1", toughness="1")
        assert card.fully_compiled, flying


def test_a_decomposed_accent_is_the_same_name():
    name = "Se\u0301ance Keeper"                      # "e" and a combining acute accent
    card = compiled("When S\u00e9ance Keeper enters, draw a card.", name=name,
                    type_line="Creature", power="1", toughness="1")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]


def test_a_superscript_digit_is_ct208_at_its_place():
    card = compiled("{\u00b2}: Draw a card.", type_line="Artifact")
    (d,) = card.diagnostics
    assert (d.code, d.column) == ("CT208", 2)
    assert "write 0-9" in d.message


def test_a_lone_surrogate_in_json_is_reported_and_the_other_cards_still_print(tmp_path):
    path = tmp_path / "s.jsonl"
    path.write_text('{"name": "Sur\\ud800", "type_line": "Instant"}\n'
                    '{"name": "Odd", "type_line": "Instant", "oracle_text": "Draw a card\\ud800."}\n'
                    '{"name": "Fine", "type_line": "Instant", "oracle_text": "Draw a card."}\n')
    for fmt in ("text", "json"):
        result = CliRunner().invoke(cli, ["compile", "--format", fmt, str(path)])
        assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
        assert result.exit_code == 1 and "Fine" in result.stdout
    assert result.stderr.count("CT208") == 0                 # json: diagnostics are in the data
    data = json.loads(result.stdout)
    assert [d["code"] for c in data for d in c["diagnostics"]] == ["CT208", "CT208"]


def test_control_characters_in_a_card_file_are_refused():
    (entry,), _ = loaded("Name: Probe\nType: Instant\n---\nDraw a\x07 card.\n")
    assert codes(compile_card(entry.source)) == ["CT208"]


def test_parse_card_file_keeps_field_positions():
    (entry,) = parse_card_file("Name: Probe\nType: Instant\n---\nDraw a card.\n")
    assert entry.source.text_line == 4
