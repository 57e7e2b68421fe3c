"""The loader's quick ways through a corpus line (source/loaders.py, header_checks.py,
characters.py) give what the slow ways give: the same values, the same diagnostics at the same
places, the same errors."""
from __future__ import annotations

import json
import sys

import pytest
from hypothesis import given, settings, strategies as st

from cardtext.compiler.source import characters
from cardtext.compiler.source.header_checks import NUMERIC_FIELDS, all_fine, field_problem
from cardtext.compiler.source.limits import MAX_FIELD, MAX_LINE
from cardtext.compiler.source.loaders import card_from_json, json_value, load_bytes


def test_no_character_the_plain_class_lets_through_is_one_card_text_refuses():
    """CT208: the quick check lets a field through only if the character-by-character reasons
    (control characters, U+FFFD, surrogates, cardtext's own marks, superscript digits) find
    nothing in it, for every character there is."""
    let_through = [chr(code) for code in range(sys.maxunicode + 1) if characters.plain(chr(code))]
    assert [ch for ch in let_through if characters._why_refused(ch)] == []
    assert "\u2014" in let_through and "\u00e9" in let_through          # a type line's dash, "Séance"
    assert not characters.plain("\u00b2") and not characters.plain("\u221e")


@pytest.mark.parametrize("values", [
    ["Grizzly Bears", "{1}{G}", "Creature \u2014 Bear", "2", "2"],
    ["S\u00e9ance", "{2}{W}{W}", "Enchantment", "", "999999"],
])
def test_fields_no_check_finds_fault_with_are_all_fine(values):
    assert all_fine(values)
    assert all(field_problem(kind, "'x'", v) is None for v in values for kind in ("name", *NUMERIC_FIELDS))


@pytest.mark.parametrize("values", [
    ["Bear", "{1}{G}", "Creature \u2014 Bear", "2\u00b2"],            # a superscript digit (CT208)
    ["Bear", "{1000001}"],                                               # over MAX_NUMBER (CR 107.1, CT110)
    ["Bear", "{1000000}"],          # as many digits as MAX_NUMBER: field_problem reads the number
    ["Bear", "\u221e"],                                                  # infinity (CT110)
    ["Bear", "x" * (MAX_FIELD + 1)],                                     # too long (CT109)
    ["Bear\x07"],                                                        # a control character (CT208)
])
def test_a_field_with_a_fault_sends_the_card_to_the_field_by_field_checks(values):
    assert not all_fine(values)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.text(alphabet=st.sampled_from(list("09 {}/*+-\u221e\u00b2\u2014\x07\ufffdaé")), max_size=12),
                max_size=5))
def test_all_fine_is_said_only_of_fields_the_checks_pass(values):
    if all_fine(values):
        assert all(field_problem(kind, "'x'", v) is None for v in values for kind in ("name", *NUMERIC_FIELDS))


def _loaded(line: str):
    try:
        return "value", json.loads(line)
    except Exception as exc:            # noqa: BLE001 - what json.loads raises is the expectation
        return type(exc), str(exc)


def _scanned(line: str):
    try:
        return "value", json_value(line)
    except Exception as exc:            # noqa: BLE001
        return type(exc), str(exc)


@pytest.mark.parametrize("line", [
    '{"name": "Bear"}', ' {"name": "Bear"}', '{"name": "Bear"}\r', '{"name": "Bear"} x', '{"a": 1}{"b": 2}',
    '\ufeff{"name": "Bear"}', '{"name": "Be', '{"name": NaN}', '[1, 2]', '"text"', '12 ', '', ' ',
    '[' * 100_000, '{"name": "\\ud800"}',
])
def test_a_line_reads_as_json_loads_reads_it(line):
    """A value, or the same error with the same message (CT103 quotes its message and column)."""
    assert _scanned(line) == _loaded(line)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from(list('{}[]":, \r\t0a1e.-\\u\ufeff')), max_size=40))
def test_any_line_reads_as_json_loads_reads_it(line):
    assert _scanned(line) == _loaded(line)


def test_a_rules_text_longer_than_a_line_may_be_with_no_line_too_long_is_kept_whole():
    """CT204 is about one rules line: a card's text over MAX_LINE in all, in short lines, is fine."""
    text = "\n".join(["Flying"] * (MAX_LINE // 4))
    entry = card_from_json({"name": "Bear", "oracle_text": text}, "c.jsonl", 3)
    assert entry.diagnostics == [] and entry.source.oracle_text == text


def test_each_rules_line_too_long_is_reported_and_emptied_the_others_kept():
    text = "Flying\n" + "x" * (MAX_LINE + 1) + "\nTrample\n" + "y" * (MAX_LINE + 2)
    entry = card_from_json({"name": "Bear", "oracle_text": text}, "c.jsonl", 3)
    assert [(d.code, d.line, d.column) for d in entry.diagnostics] == [("CT204", 3, 1), ("CT204", 3, 1)]
    assert entry.source.oracle_text == "Flying\n\nTrample\n"


def test_a_field_of_another_type_still_reads_as_before():
    """A number given for a P/T is its digits; true/false is no string (CT101)."""
    entry = card_from_json({"name": "Bear", "power": 2, "toughness": "2"}, "c.jsonl", 1)
    assert (entry.source.power, entry.source.toughness) == ("2", "2")
    assert [d.code for d in card_from_json({"name": "Bear", "power": True}, "c.jsonl", 1).diagnostics] == ["CT101"]


def test_a_faulty_field_in_a_corpus_line_is_reported_at_its_line():
    """The field-by-field checks still run when the quick one says they must (CT110, CR 107.1)."""
    line = json.dumps({"name": "Bear", "mana_cost": "{1000001}", "type_line": "Creature \u2014 Bear"})
    (entry,) = load_bytes(("\n\n" + line + "\n").encode(), "c.jsonl")
    assert [(d.code, d.line) for d in entry.diagnostics] == [("CT110", 3)]
    assert entry.source.mana_cost == ""
