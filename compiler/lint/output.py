"""Lint output formats: text (path:line:col: CODE message, excerpt, caret, footer), json,
github (workflow commands) and sarif (2.1.0)."""
from __future__ import annotations

import json
from collections import Counter
from json.encoder import encode_basestring as _json_string     # C, non-ASCII kept (ensure_ascii=False)

from .findings import Finding, Level
from .registry import RULES


def text(findings: list[Finding], statistics: bool = False) -> str:
    if statistics:
        counts = Counter(f.code for f in findings)
        fixable = Counter(f.code for f in findings if f.fix)
        rows = [f"{n:6d}  {code:6s} {RULES[code].name if code in RULES else '':24s}"
                f"{' [*]' if fixable[code] else ''}" for code, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))]
        return "\n".join(rows + [footer(findings)])
    out = []
    for f in findings:
        out.append(f"{f.path}:{f.span.line}:{f.span.column}: {f.code} [{f.level.value}] {f.message}")
        if f.excerpt and len(f.excerpt) <= 200:
            col = f.span.column - 1          # the excerpt is the whole file line
            width = max(1, min(f.span.end_column - f.span.column, len(f.excerpt) - col)) if f.span.end_line == f.span.line else 1
            out += ["    " + f.excerpt, "    " + " " * max(col, 0) + "^" * width]
    out.append(footer(findings))
    return "\n".join(out)


def footer(findings: list[Finding]) -> str:
    if not findings:
        return "All checks passed."
    counts = Counter(f.level for f in findings)
    parts = [f"{counts[l]} {l.value}{'s' if counts[l] != 1 and l is not Level.INFO else ''}"
             for l in Level if counts[l]]
    fixable = sum(1 for f in findings if f.fix)
    tail = f"; {fixable} fixable with --fix" if fixable else ""
    return f"Found {len(findings)} finding{'s' if len(findings) != 1 else ''} ({', '.join(parts)}){tail}."


def as_data(f: Finding) -> dict:
    fix = None
    if f.fix:
        s = f.fix.span
        fix = {"replacement": f.fix.replacement, "line": s.line, "column": s.column,
               "end_line": s.end_line, "end_column": s.end_column}
    rule = RULES.get(f.code)
    return {"path": f.path, "card": f.card, "line": f.span.line, "column": f.span.column,
            "end_line": f.span.end_line, "end_column": f.span.end_column, "code": f.code,
            "severity": f.level.value, "message": f.message, "fix": fix,
            "url": rule.url if rule else None}


def as_json(findings: list[Finding]) -> str:
    """The findings as `json.dumps([as_data(f) ...], indent=2, ensure_ascii=False)` writes them,
    byte for byte. With an indent the json module encodes in Python, one generator step per
    value, which cost most of linting a card with thousands of findings (bench/fuzz.py's
    slowest input, a mutated card with 7,530): here each finding is one format of its values,
    the strings escaped by the json module's C encoder."""
    if not findings:
        return "[]"
    urls = {code: json.dumps(r.url) for code, r in RULES.items()}
    return "[\n  " + ",\n  ".join(_finding_json(f, urls) for f in findings) + "\n]"


_FINDING = ('{\n    "path": %s,\n    "card": %s,\n    "line": %s,\n    "column": %s,\n    "end_line": %s,'
            '\n    "end_column": %s,\n    "code": %s,\n    "severity": %s,\n    "message": %s,'
            '\n    "fix": %s,\n    "url": %s\n  }')
_FIX = ('{\n      "replacement": %s,\n      "line": %s,\n      "column": %s,\n      "end_line": %s,'
        '\n      "end_column": %s\n    }')


def _finding_json(f: Finding, urls: dict[str, str]) -> str:
    """One finding as indent=2 writes as_data(f) as an item of a list (the keys in as_data's order)."""
    s = f.span
    fix = "null"
    if f.fix:
        x = f.fix.span
        fix = _FIX % (_string(f.fix.replacement), _number(x.line), _number(x.column), _number(x.end_line),
                      _number(x.end_column))
    return _FINDING % (_string(f.path), _string(f.card), _number(s.line), _number(s.column),
                       _number(s.end_line), _number(s.end_column), _string(f.code), _string(f.level.value),
                       _string(f.message), fix, urls.get(f.code, "null"))


def _string(value) -> str:
    return _json_string(value) if type(value) is str else json.dumps(value, ensure_ascii=False)


def _number(value) -> str:
    return int.__repr__(value) if type(value) is int else json.dumps(value)


def github(findings: list[Finding]) -> str:
    kinds = {Level.ERROR: "error", Level.WARNING: "warning", Level.INFO: "notice"}
    return "\n".join(f"::{kinds[f.level]} title=cardtext {f.code},file={f.path},line={f.span.line},"
                     f"col={f.span.column},endLine={f.span.end_line},endColumn={f.span.end_column}::"
                     f"{f.code} {_escape(f.message)}" for f in findings)


def _escape(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def sarif(findings: list[Finding], version: str) -> str:
    levels = {Level.ERROR: "error", Level.WARNING: "warning", Level.INFO: "note"}
    used = sorted({f.code for f in findings if f.code in RULES})
    run = {"tool": {"driver": {"name": "cardtext", "version": version, "informationUri": "https://cardtext.invalid",
                               "rules": [{"id": c, "name": RULES[c].name,
                                          "shortDescription": {"text": RULES[c].summary},
                                          "helpUri": RULES[c].url} for c in used]}},
           "results": [{"ruleId": f.code, "level": levels[f.level], "message": {"text": f.message},
                        "locations": [{"physicalLocation": {
                            "artifactLocation": {"uri": f.path},
                            "region": {"startLine": f.span.line, "startColumn": f.span.column,
                                       "endLine": f.span.end_line, "endColumn": f.span.end_column}}}]}
                       for f in findings]}
    return json.dumps({"$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0",
                       "runs": [run]}, indent=2, ensure_ascii=False)
