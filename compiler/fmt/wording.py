"""A card's rules-text lines in canonical form: the safe fixes of `cardtext lint` that respell
what a line already says, an activated ability's mana cost in printed order, and no space
before punctuation or inside parentheses.

The formatter reuses the linter's fixes (compiler/lint/fixes.py) for the rules listed in
RESPELLINGS: symbol case and form, the loyalty minus sign, today's Oracle wording of the same
rule (per --oracle-era), the ability word's em dash, keyword-line commas, spacing, the final
period, straight quotes, and reminder text that contradicts its keyword (CL302: re-rendered
from the keyword database's template with the keyword's parameter).

Reminder text: a reminder is re-rendered from the template only where it contradicts the
keyword's parameter. Oracle words some reminders for the card they are on: of the 71 reminders
in the corpora on a line of one keyword whose template takes its parameter, 5 differ from the
template, 4 worded for their card (a gift on a permanent, indestructible on an artifact) and 1
with a typo ("shuffe"), so a reminder that agrees with its parameter is kept as printed. A
missing reminder is not added: reminder text has no rules meaning (CR 207.2a) and Oracle
prints it on some cards only, so its absence is canonical.

Not applied, because they guess what the author meant rather than respell it: CL401 (a word
close to a known one: 'Flyng' may be a typo or a new word) and CL206 (a doubled word is
deleted). `cardtext lint --fix` applies those. CL104, CL106 and CL107 are covered by the
formatter's own header and cost order (header.py, costs.py), which goes further (several
colours, summed generic mana).
"""
from __future__ import annotations

import re

from ..lint import fixes
from ..lint.runner import Selection, lint_entries
from ..source.cardfile import parse_card_file
from .costs import canonical_activation_cost

RESPELLINGS = ("CL101", "CL102", "CL103", "CL105", "CL201", "CL202", "CL203", "CL207", "CL208",
               "CL209", "CL211", "CL212", "CL302", "CL304", "CL305", "CL501", "CL502", "CL503")
LAST = ("CL502",)
MAX_PASSES = 6
PATH = "<fmt>"


def card_text(head: list[str], body: list[str]) -> str:
    """A one-card .card text: header lines, '---', rules lines."""
    return "\n".join(head + ["---"] + body) + "\n"


def format_lines(head: list[str], body: list[str], era: str, keywords=None) -> list[str]:
    """The rules lines `body` (of the card whose header lines are `head`) respelled; as many
    lines as given, in the same order. The final period (CL502) is added after the other fixes
    have settled: its check does not know every other respelling (a curly closing quote)."""
    lines = [_own_rules(line) for line in body]
    for codes in (tuple(c for c in RESPELLINGS if c not in LAST), RESPELLINGS):
        lines = _settle(head, lines, Selection(select=codes, era=era), keywords)
    return lines


def _settle(head: list[str], lines: list[str], selection: Selection, keywords) -> list[str]:
    """Apply the selected rules' fixes until none is left (a fix may reveal another)."""
    for _ in range(MAX_PASSES):
        text = card_text(head, lines)
        found = [f for f in lint_entries(parse_card_file(text, PATH), selection, keywords, {PATH: text})
                 if f.span.line > len(head) + 1]
        fixed, applied = fixes.apply(text, found)
        if not applied:
            break
        lines = [_own_rules(line) for line in fixed.split("\n")[len(head) + 1:len(head) + 1 + len(lines)]]
    return lines


def _own_rules(line: str) -> str:
    """What the linter has no rule for: no space at the line's ends, before a comma, period,
    colon or semicolon, or inside parentheses; an activated ability's cost in printed order."""
    # (?<!\s): a match starts only where a run of spaces starts, so a long run costs linear time
    line = re.sub(r"(?<!\s)\s+([.,:;])", r"\1", line.strip())
    line = re.sub(r"\(\s+", "(", re.sub(r"(?<!\s)\s+\)", ")", line))
    return canonical_activation_cost(line)
