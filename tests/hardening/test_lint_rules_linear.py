r"""Every lint rule costs linear time on the longest rules lines the compiler reads (MAX_LINE
characters, MAX_RULES_LINES of them): tests/hardening/test_pathological_input.py sends longer
lines, which are refused (CT204) before any rule reads them, so a rule's regular expression that
backtracks quadratically on a line of up to 4,096 characters is checked here, rule by rule.

The defect this guards: CL208 (lowercase after a cost colon) matched a brace, then scanned the
rest of the line, at each brace in turn: 30 lines of 1,365 mana symbols took 200 ms in that one
rule, a card's lint over half a second; CL301 and CL502 tried every word of a long item as the
end of a keyword name, and CL502 left out a trailing reminder with r"\s*\(" (quadratic on a run of
spaces): over 1.5 s for 30 lines of em dashes. Measured by growth (the lines grow 4-fold, a rule's
time may grow at most 8-fold), the best of three runs, so a busy machine does not fail it."""
from __future__ import annotations

import gc
import time

import pytest

from cardtext.compiler.api import CardSource, compile_card
from cardtext.compiler.lint.runner import RULES, LintCard, header_fields, text_lines   # the rules registered
from cardtext.compiler.source.limits import MAX_LINE, MAX_RULES_LINES

RUNS = {"symbols": "{G}", "generic": "{1}", "closing braces": "}", "colons": ": ", "words": "a ",
        "spaces": " ", "parentheses": "(", "quotes": '"', "dashes": "\u2014 ", "slashes": "/"}
LARGE = MAX_LINE - 96
SLACK = 0.005        # seconds: a quadratic rule costs far more on 30 lines of 4,000 characters


def _card(run: str, size: int) -> LintCard:
    line = "{T}" + run * (size // len(run)) + "x"
    source = CardSource("Probe", "\n".join([line] * MAX_RULES_LINES), "{G}", "Instant")
    card = LintCard(source, text_lines(source), header_fields(source, None, 1), "modern", None, compile_card)
    card.compiled                                       # compiling is not a rule's time
    return card


def _seconds(rule, card: LintCard) -> float:
    best = float("inf")
    for _ in range(3):
        gc.disable()
        try:
            start = time.process_time()
            list(rule.check(card))
            best = min(best, time.process_time() - start)
        finally:
            gc.enable()
    return best


@pytest.mark.parametrize("run", RUNS.values(), ids=RUNS.keys())
def test_each_lint_rule_costs_linear_time_on_the_longest_lines_read(run):
    small, large = _card(run, LARGE // 4), _card(run, LARGE)
    rules = [r for r in RULES.values() if not r.per_file]
    assert len(rules) > 20
    slow = []
    for rule in rules:
        a, b = _seconds(rule, small), _seconds(rule, large)
        if b > 8 * a + SLACK:
            slow.append(f"{rule.code}: {b * 1000:.1f} ms, a quarter of it {a * 1000:.1f} ms")
    assert slow == []
