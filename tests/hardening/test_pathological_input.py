"""Bounded work on any input: every stage that reads a user's text (loading JSON lines and
.card files, compiling, linting in both eras, formatting) costs linear time on the inputs that
make a careless regular expression backtrack: long runs of spaces, tabs, dashes, braces, ...
placed in each field of a card.

Measured by growth, not by a clock limit: the input grows 4-fold and the CPU time may grow at
most 8-fold (linear work grows 4-fold, quadratic 16-fold), so the check holds on a slow or busy
machine alike."""
from __future__ import annotations

import gc
import json
import time

import pytest

from cardtext.compiler.api import compile_card
from cardtext.compiler.fmt import format_text
from cardtext.compiler.harness.scenario_syntax import ScenarioSyntaxError, parse_scenario
from cardtext.compiler.lint.runner import Selection, lint_entries
from cardtext.compiler.source.cardfile import parse_card_file
from cardtext.compiler.source.loaders import load_jsonl_text

RUNS = {"spaces": " ", "tabs": " \t", "em dashes": "\u2014 ", "hyphens": "- ", "bullets": "\u2022 ",
        "braces": "{", "symbols": "{1}", "parentheses": "(", "quotes": '"', "words": "a ",
        "commas": ", ", "periods": ". ", "colons": ": ", "digits": "1", "slashes": "/"}
FIELDS = ("name", "mana_cost", "type_line", "power", "oracle_text")
CARD = {"name": "Probe", "mana_cost": "{1}", "type_line": "Creature", "oracle_text": "Flying",
        "power": "1", "toughness": "1"}
SIZE = 10_000
SLACK = 0.5          # seconds: quadratic work on 40,000 characters costs far more


def card(field: str, run: str, size: int) -> dict:
    """The probe card with `field` made of a long run (and no dash, colon or parenthesis after
    it, which is what makes a backtracking pattern try every split)."""
    return {**CARD, field: "A" + run * (size // len(run)) + "z"}


def card_file(c: dict) -> str:
    return (f"Name: {c['name']}\nCost: {c['mana_cost']}\nType: {c['type_line']}\n"
            f"P/T: {c['power']}/{c['toughness']}\n---\n{c['oracle_text']}\n")


def every_stage(c: dict) -> None:
    for entry in load_jsonl_text(json.dumps(c) + "\n", "probe.jsonl"):
        if entry.source is not None:
            compile_card(entry.source)
    text = card_file(c)
    entries = parse_card_file(text, "probe.card")
    for entry in entries:
        if entry.source is not None:
            compile_card(entry.source)
    for era in ("modern", "pre2024"):
        lint_entries(entries, Selection(era=era), None, {"probe.card": text})
    format_text(text)


def cpu_seconds(work, *args) -> float:
    """CPU time of work(*args), with the garbage collector held off: a full collection of the
    test session's objects would land in one run or the other and mean nothing here."""
    gc.collect()
    gc.disable()
    try:
        start = time.process_time()
        work(*args)
        return time.process_time() - start
    finally:
        gc.enable()


@pytest.mark.parametrize("field", FIELDS)
@pytest.mark.parametrize("run", RUNS.values(), ids=RUNS.keys())
def test_a_long_run_in_any_field_costs_linear_time(field, run):
    every_stage(card(field, run, 200))                    # warm the parsers and caches
    small = cpu_seconds(every_stage, card(field, run, SIZE))
    large = cpu_seconds(every_stage, card(field, run, 4 * SIZE))
    assert large <= 8 * small + SLACK, f"{4 * SIZE} characters took {large:.2f} s, {SIZE} took {small:.2f} s"


def parse_scenario_quietly(text: str) -> None:
    try:
        parse_scenario(text, "probe.scenario")
    except ScenarioSyntaxError:
        pass


@pytest.mark.parametrize("template", ["battlefield Alice: {}", "battlefield Alice: Forest ({})",
                                      "do: cast Alice {}", "expect: life Alice {}", "answer: {}"],
                         ids=["card item", "attributes", "action", "expectation", "answer"])
@pytest.mark.parametrize("run", RUNS.values(), ids=RUNS.keys())
def test_a_long_run_in_a_scenario_line_costs_linear_time(template, run):
    def text(size: int) -> str:
        return "scenario: probe\nturn: Alice main1\n" + template.format("A" + run * (size // len(run)) + "z") + "\n"
    small = cpu_seconds(parse_scenario_quietly, text(SIZE))
    large = cpu_seconds(parse_scenario_quietly, text(4 * SIZE))
    assert large <= 8 * small + SLACK, f"{4 * SIZE} characters took {large:.2f} s, {SIZE} took {small:.2f} s"
