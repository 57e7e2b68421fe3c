"""A played scenario reported: the readable game log with each expectation's result (text) or
one JSON document with the structured log and the results."""
from __future__ import annotations

import json
from typing import Any

from .scenario import ScenarioResult


def report_text(result: ScenarioResult, log: bool = True) -> list[str]:
    sc = result.scenario
    out = [f"scenario: {sc.title}  ({sc.file})"]
    if sc.rulings:
        out.append(f"rulings: {' '.join(sc.rulings)}")
    checks = {c.line: c for c in result.checks}
    for d, lines in result.transcript:
        if d.kind in ("expect", "expect_illegal"):
            c = checks.get(d.line)
            if c is None:
                out.append(f"  {d.line:>3} {d.source}")
            elif c.ok:
                out.append(f"  {d.line:>3} {d.source}   ok")
            else:
                out.append(f"  {d.line:>3} {d.source}   FAILED")
                out.append(f"        expected: {c.expected}")
                out.append(f"        actual:   {c.actual}")
        else:
            out.append(f"  {d.line:>3} {d.source}")
        if log:
            out.extend(f"        | {line}" for line in lines)
        if result.error is not None and d.line == result.error_line:
            out.append(f"        ERROR: {result.error}")
    held = sum(c.ok for c in result.checks)
    verdict = "PASSED" if result.passed else "FAILED"
    tail = "" if result.error is None else f"; stopped at line {result.error_line}"
    out.append(f"result: {held} of {len(result.checks)} expectations hold{tail} -- {verdict}")
    return out


def report_json(result: ScenarioResult) -> dict:
    sc = result.scenario
    return {
        "file": sc.file, "scenario": sc.title, "rulings": sc.rulings, "passed": result.passed,
        "error": None if result.error is None else {"line": result.error_line, "message": result.error},
        "expectations": [{"line": c.line, "text": c.source, "ok": c.ok, "expected": c.expected,
                          "actual": c.actual} for c in result.checks],
        "log": json.loads(json.dumps(result.log, default=_json_default)),
    }


def _json_default(value: Any) -> Any:
    if hasattr(value, "value"):
        return value.value
    if isinstance(value, (set, frozenset, tuple)):
        return list(value)
    return str(value)
