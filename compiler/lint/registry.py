"""The lint rules' table: each rule module registers its rules here with `rule(...)`; the
runner and `--explain` read RULES. Codes: CL1xx symbols, CL2xx templating, CL3xx keywords and
reminder text, CL4xx rules-level (found by compiling), CL5xx style."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable

from .findings import Level


@dataclass(frozen=True)
class Rule:
    code: str
    name: str                      # kebab-case, as ruff names rules
    level: Level
    summary: str                   # what it checks, one line
    why: str                       # why it matters, with the CR rule where there is one
    bad: str
    good: str
    check: Callable                # check(card: LintCard) -> Iterable[Hit]
    fixable: bool = False
    era: str | None = None         # "modern" | "pre2024": only in that --oracle-era
    per_file: bool = False         # check(cards: list[LintCard]) once per file, not per card

    @property
    def url(self) -> str:
        return f"https://cardtext.invalid/lint/{self.code}"


RULES: dict[str, Rule] = {}


def rule(code: str, name: str, level: Level, summary: str, why: str, bad: str, good: str,
         fixable: bool = False, era: str | None = None, per_file: bool = False):
    """Register the decorated check function as rule `code`."""
    def register(check: Callable[..., Iterable]) -> Callable:
        if code in RULES:
            raise ValueError(f"lint rule {code} registered twice")
        RULES[code] = Rule(code, name, level, summary, why, bad, good, check, fixable, era, per_file)
        return check
    return register
