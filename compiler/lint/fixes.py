"""Apply lint fixes to .card files: non-overlapping replacements, last first, repeated until
nothing more changes (each pass re-lints), so a fix that reveals another is applied too."""
from __future__ import annotations

import difflib
from pathlib import Path

from .findings import Finding

MAX_PASSES = 8


def apply(text: str, findings: list[Finding]) -> tuple[str, int]:
    """`text` with the fixes of `findings` (for this one file) applied; how many were."""
    lines = text.split("\n")
    taken: dict[int, list[tuple[int, int]]] = {}
    fixes = sorted((f.fix for f in findings if f.fix and f.fix.span.line == f.fix.span.end_line),
                   key=lambda x: (x.span.line, x.span.column), reverse=True)
    count = 0
    for fix in fixes:
        n, start, end = fix.span.line - 1, fix.span.column - 1, fix.span.end_column - 1
        if n >= len(lines) or any(start < e and s < max(end, start + 1) for s, e in taken.get(n, [])):
            continue                               # overlaps a fix already applied
        lines[n] = lines[n][:start] + fix.replacement + lines[n][end:]
        taken.setdefault(n, []).append((start, max(end, start + 1)))
        count += 1
    return "\n".join(lines), count


def diff(path: str, before: str, after: str) -> str:
    return "".join(difflib.unified_diff(before.splitlines(True), after.splitlines(True),
                                        fromfile=path, tofile=path))


def fixable_file(path: str) -> bool:
    return path.endswith(".card") and Path(path).is_file()
