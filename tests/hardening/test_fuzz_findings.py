"""What bench/fuzz.py found (mutated corpus cards through compile and lint), each kept as the
input that showed it: the command reports a diagnostic where it raised before."""
from __future__ import annotations

import json

import pytest

from cardtext.compiler.api import compile_card
from cardtext.compiler.lint.runner import Selection, lint_entries
from cardtext.compiler.source.loaders import load_jsonl_text

FILE = "found.jsonl"


def _compile_and_lint(card: dict) -> tuple[list[str], list[str]]:
    """The compile diagnostics' and the lint findings' codes (both eras) of one JSON line."""
    line = json.dumps(card)
    entries = list(load_jsonl_text(line, FILE))
    codes = [d.code for e in entries for d in e.diagnostics]
    codes += [d.code for e in entries if e.source is not None for d in compile_card(e.source).diagnostics]
    findings = [f.code for era in ("modern", "legacy")
                for f in lint_entries(entries, Selection(era=era), texts={FILE: line})]
    return codes, findings


@pytest.mark.parametrize("cost", ["{²}", "{1}{²}", "{³}{G}"])
def test_a_superscript_digit_in_an_activation_cost_is_refused_not_raised(cost):
    """Fuzz seed 975: "{²}: Target creature gains trample until end of turn." made the lint
    rule CL108 (generic mana split over symbols) call int("²"): `str.isdigit` accepts
    superscripts, `int` does not. Numbers are now read where `str.isdecimal` holds."""
    card = {"name": "Might Weaver", "mana_cost": "{1}{G}", "type_line": "Creature — Human Wizard",
            "oracle_text": f"{cost}: Target red or white creature gains trample until end of turn.",
            "power": "2", "toughness": "1"}
    codes, findings = _compile_and_lint(card)         # raised ValueError before
    assert "CT208" in codes                       # the superscript, at its place
    assert "CL108" not in findings                # no sum is offered for a symbol that is no number


def test_a_superscript_digit_in_a_mana_cost_is_refused_not_raised():
    card = {"name": "Might Weaver", "mana_cost": "{²}{G}", "type_line": "Creature — Human Wizard",
            "oracle_text": "Trample", "power": "2", "toughness": "1"}
    codes, _ = _compile_and_lint(card)
    assert codes and all(c.startswith("CT") for c in codes)


def test_a_malformed_json_line_holding_a_lone_surrogate_is_quoted_printably():
    """Fuzz seeds 3807 and 51091: a JSON line cut in the middle and holding a lone surrogate
    (a string the language server or a Python caller can hand over) got a CT103 whose excerpt
    quoted the surrogate, and the output could not be written as UTF-8. The excerpt now shows
    U+FFFD in its place, as everywhere else (docs/limits.md, Characters)."""
    line = '{"name": "Yavimaya Wurm", "oracle_text", "Tra\udfffple"}'
    entries = list(load_jsonl_text(line, FILE))
    [diagnostic] = [d for e in entries for d in e.diagnostics]
    assert diagnostic.code == "CT103"
    assert "\ufffd" in diagnostic.excerpt
    diagnostic.render().encode("utf-8")


def test_the_lint_rules_read_only_the_rules_lines_the_compiler_reads():
    """Fuzz seed 3437: Leyline of Lightning's text written 2,088 times took the text rules half
    a second (the compiler stops at the line limit with CT108; the lint rules went on). They now
    read the same first MAX_RULES_LINES lines."""
    from cardtext.compiler.lint.card import text_lines
    from cardtext.compiler.source.card import CardSource
    from cardtext.compiler.source.limits import MAX_RULES_LINES
    text = "\n".join(["If Leyline of Lightning is in your opening hand, you may begin the game with it "
                      "on the battlefield."] * 2088)
    lines = text_lines(CardSource(name="Leyline of Lightning", oracle_text=text, type_line="Enchantment"))
    assert len(lines) == MAX_RULES_LINES
    codes, _ = _compile_and_lint({"name": "Leyline of Lightning", "type_line": "Enchantment", "oracle_text": text})
    assert codes[-1] == "CT108" and len(codes) <= MAX_RULES_LINES + 1   # one per line read, at most
