"""Contract between the grammar, the compiler and the engine on keyword abilities (CR 702).

- Every keyword word the grammar accepts (read from the built parser's `keyword` rule and its
  terminals) is either implemented by the engine (runtime/keyword_support.py) or reported CT301
  by the compiler, at the keyword: adding a keyword to grammar/keywords.lark without engine
  support makes its cards fail, never count as compiled.
- Every keyword declared implemented is really handled: the engine's registrations answer for it
  (an activated ability, triggered abilities, or the executability check's own play of it).
- Every keyword ability of the keyword database (grammar/keywords.toml) whose meaning is an
  engine `mechanic` is played: by a named engine test in tests/runtime/ (a test whose code, or a
  card it uses, has the keyword), by a scenario (tests/scenarios/*.scenario) that names it, or,
  for a keyword the executability check observes, by that check on a real corpus card; and every
  keyword the engine declares implemented is the mechanic of a database entry.
"""
from __future__ import annotations

import ast
import json
import re
from functools import cache
from pathlib import Path

import pytest

from cardtext.compiler.api import compile_card
from cardtext.compiler.harness.exercise import exercise_card
from cardtext.compiler.harness.exercise_keyword_setups import KEYWORDS as SETUP_KEYWORDS
from cardtext.compiler.harness.exercise_later_casting import LATER_CASTING
from cardtext.compiler.source.card import CardSource
from cardtext.compiler.syntax.parser import rules_parser
from cardtext.runtime.abilities import KeywordAbility
from cardtext.compiler.keywords.database import KeywordKind, builtin
from cardtext.runtime.keyword_support import (GRANT_KEYWORDS, IMPLEMENTED_KEYWORDS,
                                              MECHANIC_KEYWORDS, RULE_KEYWORDS, implemented)
from cardtext.runtime.mechanics import keywords as engine_keywords
from cardtext.runtime.mechanics.gifts import GIFTS_IN_WORDS
from cardtext.runtime.mechanics.keyword_triggers import keyword_triggers

RUNTIME_TESTS = Path(__file__).resolve().parent
SCENARIOS = RUNTIME_TESTS.parent / "scenarios"
CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus"

# How each alternative of the grammar's `keyword` rule is written with its parameter.
SHAPES = {"plain_keyword": "{}", "number_keyword": "{} 2", "cost_keyword": "{} {{2}}",
          "cost_keyword_either": "{}—pay {{2}} or discard a card",
          "cost_keyword_mana_either": "{} {{g}} or {{w}}",
          "cost_size_keyword": "{} {{2}} — 2/2",
          "unnumbered_keyword": "{} 2",     # the same terminal as number_keyword: written with its number
          "number_cost_keyword": "{} 2—{{1}}", "x_cost_keyword": "{} x—{{x}}{{1}}",
          "protection": "{} from red", "enchant": "{} creature", "affinity": "{} for artifacts",
          "champion": "{} a creature", "bands_with_other": "{} legendary creatures",
          "card_name_keyword": "{} Lore Weaver", "craft": "{} with artifact {{2}}"}


@cache
def grammar_keywords() -> dict[str, str]:
    """Every keyword the grammar accepts -> a line of rules text with it."""
    parser = rules_parser()
    patterns = {t.name: t.pattern for t in parser.terminals}
    out: dict[str, str] = {}
    for rule in parser.rules:
        if rule.origin.name != "keyword":
            continue
        pattern = patterns[rule.expansion[0].name]
        for name in _words(pattern.value, pattern.type):
            out.setdefault(name, SHAPES[rule.alias].format(name))
    return out


def _words(value: str, kind: str) -> list[str]:
    if kind == "str":
        return [value]
    # "(?!(?<=partner) with(?![\w-]))": a name that doesn't match where a longer keyword starts with it
    value = re.sub(r"\(\?!\(\?<=[^()]*\) [^()]*\(\?!\[\\w-\]\)\)", "", value)
    m = re.fullmatch(r"\(([^()]*)\)(\w*)\(\?!\[\\w-\]\)", value)      # (a|b|c)suffix(?![\w-])
    assert m, f"a keyword terminal this test can't read: {value}"
    return [word + m.group(2) for word in m.group(1).split("|")]


def compile_line(text: str):
    return compile_card(CardSource(name="Keyword Holder", oracle_text=text, type_line="Creature — Test",
                                   mana_cost="{2}", power="2", toughness="2"))


def test_the_grammar_keywords_are_read_from_the_parser():
    words = grammar_keywords()
    assert {"flying", "epic", "ward", "suspend", "protection", "islandwalk", "nonbasic landwalk"} <= set(words)
    assert len(words) > 120


@pytest.mark.parametrize("name", sorted(grammar_keywords()))
def test_a_grammar_keyword_is_implemented_or_reported_ct301_at_the_keyword(name):
    text = "Flying, " + grammar_keywords()[name]
    card = compile_line(text)
    unsupported = [d for d in card.diagnostics if f"the keyword '{name}'" in d.message]
    if implemented(name) or builtin().get(name).definition:      # played by its definition too
        assert not unsupported, unsupported[0].render()
    else:
        assert not card.fully_compiled
        assert [d.code for d in unsupported] == ["CT301"], [d.render() for d in card.diagnostics]
        assert f"({builtin().get(name).cr})" in unsupported[0].message
        assert unsupported[0].column == len("Flying, ") + 1               # at the keyword


# The grammar's keywords the engine doesn't play yet (each reported CT301 above) are exactly the
# database's entries marked `unsupported`: a keyword added without engine support or a definition
# fails the next test until it is implemented, defined, or declared unsupported.
def test_the_grammar_keywords_without_engine_support_are_the_declared_ones():
    abilities = builtin().of_kind(KeywordKind.ABILITY)       # keyword actions are effect clauses
    declared = {e.name for e in abilities if e.unsupported}
    defined = {e.name for e in abilities if e.definition}
    assert set(grammar_keywords()) - IMPLEMENTED_KEYWORDS - defined == declared
    assert not declared & IMPLEMENTED_KEYWORDS


def test_every_grammar_keyword_has_its_rule_number():
    assert all(builtin().get(name) is not None and builtin().get(name).rule for name in grammar_keywords())


UNPLAYED = Path(__file__).resolve().parents[1] / "data" / "unplayed_keyword.toml"


def test_a_keyword_the_engine_lacks_fails_when_granted_too():
    # every keyword ability of the built-in database is played now: a custom one declared
    # unsupported stands for a keyword the engine lacks
    from cardtext.compiler.keywords.database import load_file
    db = builtin().with_custom(load_file(UNPLAYED))
    card = compile_card(CardSource(name="Keyword Holder", oracle_text="Creatures you control have moonwarding.",
                                   type_line="Creature — Test", mana_cost="{2}", power="2", toughness="2"), db)
    assert not card.fully_compiled and card.diagnostics[0].code == "CT301"
    assert "the keyword 'moonwarding'" in card.diagnostics[0].message
    token = compile_line("When ~ enters, create a 2/2 black Zombie creature token with decayed.")
    assert not token.fully_compiled and "the keyword 'decayed'" in token.diagnostics[0].message


def test_the_engine_reads_the_one_declaration():
    assert engine_keywords.RULE_KEYWORDS is RULE_KEYWORDS
    assert engine_keywords.MECHANIC_KEYWORDS is MECHANIC_KEYWORDS
    assert engine_keywords.implemented is implemented
    assert not implemented("frobnicate") and implemented("Ward") and implemented("Mutate")


# ---------------------------------------------------------------- declared implemented = handled
def _keyword(name: str) -> KeywordAbility:
    from rt_cards import cost
    if name in GIFTS_IN_WORDS:        # its gift is the rules' words, compiled (CR 702.174d)
        (k,) = compile_line(name.capitalize()).definition.abilities
        return k
    if name == "partner with":        # its parameter is another card's name (CR 702.124j)
        return KeywordAbility(name, card_name="Lore Weaver")
    return KeywordAbility(name, number=2, cost=cost("1"))


@pytest.mark.parametrize("name", sorted(MECHANIC_KEYWORDS | GRANT_KEYWORDS))
def test_a_mechanic_keyword_is_registered_with_the_engine(name):
    """Its activated ability, its triggered abilities, or the check's own set-up play it."""
    k = _keyword(name)
    assert (engine_keywords.keyword_ability(k) is not None or keyword_triggers(k)
            or name in SETUP_KEYWORDS or name in PLAYED_BY_EXERCISE_KEYWORD or name in LATER_CASTING), name


# exercise_keywords.exercise_keyword's own branches (ways to cast, optional costs, bestow ...)
PLAYED_BY_EXERCISE_KEYWORD = frozenset({
    "dredge", "rebound", "entwine", "emerge", "surge", "flashback", "madness", "dash", "evoke", "morph",
    "megamorph", "disguise", "kicker", "buyback", "convoke", "delve", "improvise", "split second", "bloodthirst",
    "unleash", "riot", "bestow", "totem armor", "umbra armor", "infect", "skulk", "bargain", "toxic",
    "spectacle", "blitz", "escape", "mayhem", "disturb", "daybound", "nightbound", "epic", "cleave", "assist",
    "more than meets the eye", "prototype", "mutate"})


@cache
def engine_test_sources() -> dict[str, str]:
    """tests/runtime test functions -> their code, with the module-level cards they use."""
    shared = _module_names(RUNTIME_TESTS / "rt_cards.py")[1]
    out = {}
    for path in sorted(RUNTIME_TESTS.glob("test_rt_*.py")):
        if path.name == Path(__file__).name:
            continue
        tree, names, src = _module_names(path)
        for node in tree.body:
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                start = min([d.lineno for d in node.decorator_list] + [node.lineno])
                code = "\n".join(src.splitlines()[start - 1:node.end_lineno])
                used = {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}
                used |= {n.id for d in node.decorator_list for n in ast.walk(d) if isinstance(n, ast.Name)}
                code += "\n".join(names.get(u) or shared.get(u, "") for u in sorted(used))
                out[f"{path.name}::{node.name}"] = code
    return out


def _module_names(path: Path):
    src = path.read_text(encoding="utf-8")
    tree = ast.parse(src)
    names = {}
    for node in tree.body:
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    names[target.id] = ast.get_source_segment(src, node)
    return tree, names, src


def named_engine_tests(name: str) -> list[str]:
    word = re.compile(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])", re.I)
    return [test for test, code in engine_test_sources().items() if word.search(code)]


@cache
def corpus_card_with(name: str):
    """A corpus card whose keyword line has `name`, compiled fully, or None."""
    word = re.compile(r"(^|\n|, )" + re.escape(name) + r"(?![\w-])", re.I)
    for file in ("cards.jsonl", "modern.jsonl"):
        path = CORPUS / file
        if not path.exists():
            continue
        for row in path.read_text(encoding="utf-8").splitlines():
            card = json.loads(row)
            if not word.search(card.get("oracle_text", "")):
                continue
            compiled = compile_card(CardSource(
                name=card["name"], oracle_text=card["oracle_text"], mana_cost=card.get("mana_cost", ""),
                type_line=card["type_line"], power=card.get("power"), toughness=card.get("toughness")))
            if compiled.fully_compiled and any(isinstance(a, KeywordAbility) and a.name == name
                                               for a in compiled.definition.abilities):
                return compiled
    return None


def named_scenarios(name: str) -> list[str]:
    """Scenario files whose text (title, comments, cards' lines) names the keyword."""
    word = re.compile(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])", re.I)
    return [p.name for p in sorted(SCENARIOS.glob("*.scenario"))
            if word.search(p.read_text(encoding="utf-8"))]


MECHANIC_ENTRIES = tuple(e for e in builtin().of_kind(KeywordKind.ABILITY) if e.mechanic)


def test_every_keyword_the_engine_plays_is_the_mechanic_of_a_database_entry():
    assert IMPLEMENTED_KEYWORDS <= {e.mechanic for e in MECHANIC_ENTRIES}


@pytest.mark.parametrize("entry", MECHANIC_ENTRIES, ids=lambda e: e.name)
def test_a_keyword_with_an_engine_mechanic_is_played_by_a_named_test_a_scenario_or_the_executability_check(entry):
    name = entry.mechanic
    assert implemented(name), f"{entry.name}: the mechanic '{name}' is not declared implemented"
    if named_engine_tests(name) or named_scenarios(name):
        return
    assert name not in RULE_KEYWORDS, (f"{name}: a rules-flag keyword needs a named engine test "
                                       f"or scenario (the executability check only counts it)")
    card = corpus_card_with(name)
    assert card is not None, f"{name}: no named engine test, no scenario and no corpus card to exercise"
    result = exercise_card(card.definition, seed=1)
    assert result.ok, f"{name} on {card.definition.name}: {result.reasons}"


@pytest.mark.parametrize("entry", [e for e in builtin().of_kind(KeywordKind.ACTION) if e.mechanic],
                         ids=lambda e: e.name)
def test_a_keyword_action_is_played_by_a_named_engine_test_or_scenario(entry):
    """A keyword action (CR 701) the database says the VM performs is played by an engine test or
    scenario that names it or its instruction."""
    assert (named_engine_tests(entry.name) or named_engine_tests(entry.mechanic)
            or named_scenarios(entry.name)), f"{entry.name}: no engine test or scenario plays it"
