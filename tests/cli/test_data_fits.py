"""serialize.data_fits vouches that to_data returns, without making the data: where it says
True, to_data must not raise (the text output then leaves the abilities' data unmade); where
to_data raises it must say False, so `cardtext compile` makes the data and reports what it
raises as it always did."""
from __future__ import annotations

from pathlib import Path

import pytest

from cardtext.compiler.api import compile_card
from cardtext.compiler.cli.compile import card_output, compile_entry
from cardtext.compiler.serialize import MAX_DEPTH, abilities_with_lines, data_fits, to_data
from cardtext.compiler.source.loaders import load_path
from tests.cli.test_card_json import PLAIN, Ability, Colour, Kinded, Number, Pair, Part, _card, _nested

BUNDLED = Path(__file__).resolve().parents[2] / "cards"


@pytest.mark.parametrize("ability", PLAIN, ids=range(len(PLAIN)))
def test_plain_abilities_fit(ability):
    assert data_fits(ability)
    to_data(ability)


# values to_data writes its own way: data_fits does not look into what it would do
NOT_VOUCHED = [Ability(Pair(1, 2)), Ability(frozenset({"b", "a"})), Ability({"a": 1}), Ability(object()),
               Ability(type("Text", (str,), {})("s")), Ability((1, {2}))]


@pytest.mark.parametrize("ability", NOT_VOUCHED, ids=range(len(NOT_VOUCHED)))
def test_values_other_than_plain_ones_enums_dataclasses_tuples_and_lists_are_not_vouched_for(ability):
    assert not data_fits(ability)


@pytest.mark.parametrize("ability", [Ability(1.5), Ability(Number.ONE), Kinded("mine", 0)], ids=range(3))
def test_floats_any_enum_and_any_field_names_fit_as_to_data_writes_them(ability):
    assert data_fits(ability)
    to_data(ability)


@pytest.mark.parametrize("depth", range(MAX_DEPTH - 3, MAX_DEPTH + 3))
@pytest.mark.parametrize("bottom", ["text", None, (), ("a",), Colour.WHITE, [1]])
def test_at_the_nesting_limit_data_fits_where_to_data_returns(depth, bottom):
    value = bottom
    for _ in range(depth):
        value = Part(value)
    try:
        to_data(Ability(value))
    except ValueError:
        assert not data_fits(Ability(value))
    else:
        assert data_fits(Ability(value))


def test_every_bundled_ability_fits():
    for entry in load_path(str(BUNDLED)):
        for ability, _ in abilities_with_lines(compile_card(entry.source)):
            assert data_fits(ability), entry.name


def test_the_text_output_reports_a_too_deep_ability_as_the_data_path_does(monkeypatch):
    """An ability to_data refuses: the text output's card carries the same internal error as the
    data's (made, as before, to say what it raises)."""
    entry, compiled = _card(Ability(_nested(MAX_DEPTH + 2)))
    entry.source.text_line, entry.line = 1, 1
    from cardtext.compiler.cli import compile as command
    monkeypatch.setattr(command, "_compiled", lambda entry, keywords=None: (compiled, ()))
    with_data, _ = compile_entry(entry, summaries=False)
    without, _ = compile_entry(entry, summaries=False, ability_data=False)
    assert without == with_data and not without["fully_compiled"]
    assert "nested too deeply" in without["diagnostics"][-1]["message"]


def test_the_text_output_of_the_bundled_cards_is_what_the_data_path_gives():
    for entry in load_path(str(BUNDLED)):
        data, summaries = compile_entry(entry)
        output = card_output(entry, "text", False)
        mark = "ok" if data["fully_compiled"] else "FAILED"
        assert output.lines == (f"{data['name']}  [{mark}]", *summaries)
        assert output.fully_compiled == data["fully_compiled"]
