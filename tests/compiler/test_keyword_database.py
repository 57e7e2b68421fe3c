"""The keyword database (grammar/keywords.toml, compiler/keywords/): each entry means something
the engine plays, the grammar is generated from it, and a card author's keyword file is checked
with positioned errors (CR 702.1: a keyword ability abbreviates its rules)."""
from __future__ import annotations

import json
from pathlib import Path
import re
import textwrap

import pytest
from click.testing import CliRunner

from cardtext.compiler.api import compile_card
from cardtext.compiler.cli.main import main
from cardtext.compiler.keywords.custom import load as load_custom
from cardtext.compiler.keywords.database import (KeywordFileError, KeywordKind, Parameter, builtin,
                                                 load_file, load_text)
from cardtext.compiler.keywords.definitions import definition_lines
from cardtext.compiler.keywords.templates import fill
from cardtext.compiler.source.card import CardSource
from cardtext.compiler.syntax.parser import rules_parser
from cardtext.runtime import costs, effects
from cardtext.runtime import families  # noqa: F401  (fills the instruction table)
from cardtext.runtime.engine.payment import Payer
from cardtext.runtime.engine.registry import INSTRUCTIONS
from cardtext.runtime.keyword_support import implemented

ENTRIES = builtin().entries
SAMPLE = {Parameter.NONE: (None, None), Parameter.NUMBER: (2, None), Parameter.COST: (None, "{1}"),
          Parameter.NUMBER_AND_COST: (2, "{1}")}


def _creature(text: str, keywords=None):
    return compile_card(CardSource("Keyword Holder", text, "{2}", "Creature — Test", "2", "2"), keywords)


def _custom(text: str):
    return load_text(textwrap.dedent(text), "custom.toml")


# ---------------------------------------------------------------- the built-in database
def test_the_database_holds_the_keywords_and_ability_words():
    names = {e.name for e in ENTRIES}
    assert {"flying", "saddle", "ward", "suspend", "protection", "landfall"} <= names
    assert len(builtin().of_kind(KeywordKind.ABILITY)) > 150
    assert len(builtin().of_kind(KeywordKind.ABILITY_WORD)) > 40


@pytest.mark.parametrize("entry", [e for e in ENTRIES if e.mechanic], ids=lambda e: e.name)
def test_a_mechanic_entry_names_an_implemented_engine_mechanic(entry):
    """A keyword ability names a keyword the engine plays (runtime/keyword_support.py); a keyword
    action (CR 701) names the VM instruction that performs it (runtime/effects, registered), or,
    for an action the rules make a cost ("waterbend {3}", CR 701.67a), the cost the engine pays."""
    if entry.kind is KeywordKind.ACTION:
        instruction = getattr(effects, entry.mechanic, None)
        cost = getattr(costs, entry.mechanic, None)
        assert (instruction is not None and instruction in INSTRUCTIONS) or \
            (cost is not None and hasattr(Payer, "_pay_" + entry.mechanic)), entry.mechanic
    else:
        assert implemented(entry.mechanic)


@pytest.mark.parametrize("entry", [e for e in ENTRIES if e.definition], ids=lambda e: e.name)
def test_a_defined_entry_compiles_its_definition(entry):
    number, cost = SAMPLE[entry.parameter]
    assert definition_lines(entry, number, cost)


@pytest.mark.parametrize("entry", builtin().of_kind(KeywordKind.ABILITY), ids=lambda e: e.name)
def test_every_keyword_ability_has_a_rule_and_card_types(entry):
    assert entry.rule.startswith("702.") and entry.types


@pytest.mark.parametrize("entry", builtin().of_kind(KeywordKind.ABILITY_WORD), ids=lambda e: e.name)
def test_every_ability_word_has_its_rule_and_card_types(entry):
    assert entry.rule == "207.2c" and entry.types


@pytest.mark.parametrize("entry", builtin().of_kind(KeywordKind.ACTION), ids=lambda e: e.name)
def test_every_keyword_action_has_its_rule(entry):
    """Current numbering: 701.4 is behold (2025), so scry is 701.22, mill 701.17."""
    assert re.fullmatch(r"701\.\d+", entry.rule)


def test_the_grammar_terminals_come_from_the_database():
    terminals = {t.name: t.pattern.value for t in rules_parser().terminals}
    assert "saddle" in terminals["NUMBER_KEYWORD"] and "flying" in terminals["KEYWORD_NAME"]
    assert "landfall" in terminals["ABILITY_WORD"]


UNPLAYED = Path(__file__).resolve().parents[1] / "data" / "unplayed_keyword.toml"


def test_an_unsupported_entry_is_reported_at_the_keyword():
    db = builtin().with_custom(load_file(UNPLAYED))
    assert db.get("moonwarding").unsupported
    card = _creature("Flying, moonwarding", db)
    (d,) = card.diagnostics
    assert d.code == "CT301" and d.column == 9 and "the keyword 'moonwarding'" in d.message
    assert not [e.name for e in builtin().of_kind(KeywordKind.ABILITY) if e.unsupported]


# ---------------------------------------------------------------- slots
def test_slots_follow_the_number():
    template = "create {a N} 1/1 creature {N:token|tokens}. sacrifice {N:it|them}. +{N}/+0, {N} times"
    assert fill(template, 1) == "create a 1/1 creature token. sacrifice it. +1/+0, one times"
    assert fill(template, 3) == "create three 1/1 creature tokens. sacrifice them. +3/+0, three times"
    assert fill("pay {cost}.", cost="{1}{G}") == "pay {1}{G}."
    assert fill("total power {N digits} or more", 3) == "total power 3 or more"
    assert fill("the top {N:card|{N} cards}", 1) == "the top card"
    assert fill("the top {N:card|{N} cards}", 3) == "the top three cards"


# ---------------------------------------------------------------- custom keywords
RALLY = """
    [[keyword]]
    name = "rally cry"
    parameter = "number"
    types = ["creature"]
    rule = "702.1"
    definition = "Whenever this creature attacks, other creatures you control get +{N}/+0 until end of turn."
    """


def test_a_custom_keyword_compiles_to_its_definition_named_for_it():
    db = builtin().with_custom(_custom(RALLY))
    card = _creature("Rally cry 2", db)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (ability,) = card.definition.abilities
    assert type(ability).__name__ == "TriggeredAbility" and ability.keyword == "rally cry"
    assert ability.effects[0].power == 2
    assert not _creature("Rally cry 2").fully_compiled          # unknown without the file


@pytest.mark.parametrize("text, line, message", [
    ('[[keyword]]\nname = "x"\nfoo = "y"\n', 3, "unknown field 'foo'"),
    ('[[keyword]]\nname = "glide"\nkind = "spell"\nmechanic = "flying"\n', 3, "unknown kind 'spell'"),
    ('[[keyword]]\nname = "glide"\n', 1, "needs exactly one of definition, mechanic or unsupported"),
    ('[[keyword]]\nname = "a b"\nmechanic = "flying"\n[[keyword]]\nname = "a b"\nmechanic = "flying"\n',
     4, "defined twice (first at line 1)"),
    ('[[keyword]]\nname = "glide"\ndefinition = "gain {cost} life"\n', 3, "slot {cost} needs a cost parameter"),
    ('[[keyword]\nname = "x"\n', 1, "not valid TOML"),
    ('[[keyword]]\nname = "Glide"\nmechanic = "flying"\n', 2, "must be lower-case words"),
])
def test_a_bad_keyword_file_is_reported_at_its_line(text, line, message):
    with pytest.raises(KeywordFileError) as exc:
        load_text(text, "custom.toml")
    assert exc.value.line == line and message in exc.value.message, str(exc.value)


def test_a_custom_keyword_may_not_redefine_a_builtin_one():
    with pytest.raises(KeywordFileError, match="already defined by cardtext"):
        builtin().with_custom(_custom('[[keyword]]\nname = "flying"\nmechanic = "flying"\n'))


def test_a_definition_that_does_not_compile_is_reported_inside_it(tmp_path):
    path = tmp_path / "keywords.toml"
    path.write_text('[[keyword]]\nname = "glide"\ndefinition = """\nWhenever this creature attacks, '
                    'frobnicate a card.\n"""\n', encoding="utf-8")
    with pytest.raises(KeywordFileError) as exc:
        load_custom([path])
    assert (exc.value.line, exc.value.column) == (4, len("Whenever this creature attacks, ") + 1)
    assert "frobnicate" in exc.value.message


def test_the_cli_reads_keywords_beside_the_cards_and_with_the_option(tmp_path):
    (tmp_path / "keywords.toml").write_text(textwrap.dedent(RALLY), encoding="utf-8")
    (tmp_path / "herald.card").write_text("Name: Herald\nType: Creature — Goblin\nP/T: 2/1\n---\n"
                                          "Rally cry 1\n", encoding="utf-8")
    runner = CliRunner()
    beside = runner.invoke(main, ["compile", str(tmp_path / "herald.card"), "--format", "json"])
    assert beside.exit_code == 0, beside.output
    assert json.loads(beside.stdout)[0]["abilities"][0]["keyword"] == "rally cry"
    given = runner.invoke(main, ["compile", "--text", "Rally cry 1", "--type", "Creature — Goblin",
                                 "--keywords", str(tmp_path / "keywords.toml")])
    assert given.exit_code == 0, given.output


def test_the_cli_stops_at_a_bad_keyword_file_before_compiling(tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text('[[keyword]]\nname = "glide"\nkind = "spell"\nmechanic = "flying"\n', encoding="utf-8")
    result = CliRunner().invoke(main, ["compile", "--text", "Flying.", "--keywords", str(bad)])
    assert result.exit_code == 1 and result.stdout == ""
    assert f"{bad}:3:1: CT105 error: unknown kind 'spell'" in result.stderr
    assert 'kind = "spell"' in result.stderr                           # the excerpt
