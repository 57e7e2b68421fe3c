"""Mutated corpus cards through compile and lint: crashes, schema-invalid output and
the slowest inputs.

    python bench/fuzz.py [-n N] [--seed S] [--corpus CORPUS.jsonl] [--slowest K] [--json OUT]

Input i is the corpus card chosen by random.Random(S + i), mutated by
compiler/harness/card_mutations.py (deletions, duplications, swaps, random Unicode, long runs,
numbers, nesting) and written as one JSON line. Each line goes the way `cardtext compile` and
`cardtext lint` take it: loaded (the JSON-lines loader), each card compiled (`compile_card`,
called directly so that an exception is seen, not turned into CT901), its JSON object built,
encoded as UTF-8 and validated against compiler/schema.json, then linted (both eras) and the
findings written as JSON.

Reported: uncaught exceptions (where, the exception, the seed that reproduces the input), any
CT901 diagnostic (an internal error the compiler caught), schema-invalid output, and the
slowest inputs by CPU time of compile and of lint, each timed again (best of three) so a
moment of load on a shared machine is not taken for a slow card. `--repro SEED` prints the
input of one seed. Exit status 1 when anything but timings was found.
"""
from __future__ import annotations

import argparse
import heapq
import json
import random
import sys
import time
import traceback
from importlib import resources
from pathlib import Path

import jsonschema

from cardtext.compiler.api import compile_card
from cardtext.compiler.harness.card_mutations import mutated_line
from cardtext.compiler.lint.output import as_json
from cardtext.compiler.lint.runner import Selection, lint_entries
from cardtext.compiler.serialize import card_data
from cardtext.compiler.source.loaders import load_jsonl_text

REPO = Path(__file__).resolve().parents[1]
DEFAULT = REPO.parent / "shared" / "corpus" / "cards.jsonl"
FILE = "fuzz.jsonl"
LIMIT_MS = 100.0
STAGES = ("compile", "lint", "lint --era legacy")


def corpus_cards(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def input_of(cards: list[dict], seed: int) -> str:
    rng = random.Random(seed)
    return mutated_line(rng.choice(cards), rng)


def compile_line(line: str) -> list[dict]:
    """Load and compile one line as `cardtext compile --format json` does: each card's JSON
    object, written out as UTF-8 (an exception raises out)."""
    out = []
    for entry in load_jsonl_text(line, FILE):
        compiled = compile_card(entry.source) if entry.source is not None else None
        data = card_data(entry, compiled)
        json.dumps(data, ensure_ascii=False).encode("utf-8")      # printable: no lone surrogate
        out.append(data)
    return out


def problems_of(cards: list[dict], validator) -> list[str]:
    """What is wrong with compile's output: schema errors, internal errors (CT901)."""
    problems = []
    for data in cards:
        errors = sorted(validator.iter_errors([data]), key=lambda e: list(e.path))
        problems += [f"schema: {'/'.join(map(str, e.path))}: {e.message[:200]}" for e in errors[:3]]
        problems += [f"{d['code']}: {d['message'][:200]}" for d in data["diagnostics"] if d["code"] == "CT901"]
    return problems


def lint_line(line: str, era: str) -> None:
    """Lint one line in one era (`cardtext lint --era`), the findings written as JSON."""
    entries = list(load_jsonl_text(line, FILE))
    as_json(lint_entries(entries, Selection(era=era), texts={FILE: line})).encode("utf-8")


def timed(work, *args) -> tuple[float, object]:
    start = time.process_time()
    result = work(*args)
    return (time.process_time() - start) * 1000, result


def retime(work, line: str, *args) -> float:
    """The best of three CPU times of WORK on LINE, in ms."""
    return min(timed(work, line, *args)[0] for _ in range(3))


def run(cards: list[dict], n: int, seed: int, slowest: int, progress: bool,
        partial: Path | None = None) -> dict:
    """Fuzz N inputs from SEED; with PARTIAL, what was found so far is written there every
    1,000 inputs (a long run stopped early still reports what it did)."""
    validator = jsonschema.Draft202012Validator(
        json.loads(resources.files("cardtext.compiler").joinpath("schema.json").read_text()))
    crashes, invalid = [], []
    slow: dict[str, list[tuple[float, int]]] = {stage: [] for stage in STAGES}
    works = {"compile": (compile_line, ()), "lint": (lint_line, ("modern",)),
             "lint --era legacy": (lint_line, ("legacy",))}
    for stage, (work, args) in works.items():      # parser tables, lazy imports: not a card's time
        work(input_of(cards, seed), *args)
    started = time.perf_counter()
    for i in range(n):
        line = input_of(cards, seed + i)
        for stage, (work, args) in works.items():
            try:
                ms, output = timed(work, line, *args)
            except Exception as exc:  # what the fuzzing looks for
                where = traceback.extract_tb(exc.__traceback__)[-1]
                crashes.append({"seed": seed + i, "stage": stage, "error": f"{type(exc).__name__}: {str(exc)[:200]}",
                                "at": f"{Path(where.filename).name}:{where.lineno}"})
                continue
            problems = problems_of(output, validator) if stage == "compile" else []
            if problems:           # validated outside the time: the schema is the check's, not compile's
                invalid.append({"seed": seed + i, "problems": problems})
            heapq.heappush(slow[stage], (ms, seed + i))
            if len(slow[stage]) > slowest:
                heapq.heappop(slow[stage])
        if partial is not None and (i + 1) % 1000 == 0:
            partial.write_text(json.dumps({"inputs_done": i + 1, "seed": seed, "crashes": crashes,
                                           "invalid": invalid, "slowest_unconfirmed": slow}))
        if progress and (i + 1) % 1000 == 0:
            print(f"{i + 1} inputs, {len(crashes)} crashes, {len(invalid)} invalid, "
                  f"{time.perf_counter() - started:.0f} s", file=sys.stderr, flush=True)
    return {"inputs": n, "seed": seed, "crashes": crashes, "invalid": invalid,
            "slowest": {stage: _confirmed(cards, slow[stage], work, args)
                        for stage, (work, args) in works.items()},
            "seconds": round(time.perf_counter() - started, 1)}


def _confirmed(cards: list[dict], slow: list[tuple[float, int]], work, args) -> list[dict]:
    """The slowest inputs, slowest first, each timed again."""
    out = []
    for ms, s in sorted(slow, reverse=True):
        line = input_of(cards, s)
        out.append({"seed": s, "first_ms": round(ms, 1), "best_of_3_ms": round(retime(work, line, *args), 1),
                    "chars": len(line), "input": line[:120]})
    return out


def report(result: dict) -> list[str]:
    lines = [f"inputs: {result['inputs']} (seeds {result['seed']}..{result['seed'] + result['inputs'] - 1}), "
             f"{result['seconds']} s",
             f"uncaught exceptions: {len(result['crashes'])}",
             *[f"  seed {c['seed']} ({c['stage']}): {c['error']} at {c['at']}" for c in result["crashes"][:50]],
             f"schema-invalid output or CT901: {len(result['invalid'])}",
             *[f"  seed {v['seed']}: {'; '.join(v['problems'])}" for v in result["invalid"][:50]]]
    for stage in STAGES:
        slow = result["slowest"][stage]
        over = [s for s in slow if s["best_of_3_ms"] > LIMIT_MS]
        lines.append(f"slowest {stage} (CPU ms, first / best of 3); over {LIMIT_MS:.0f} ms when timed "
                     f"again: {len(over)}")
        lines += [f"  seed {s['seed']}: {s['first_ms']} / {s['best_of_3_ms']} ms, {s['chars']} chars: "
                  f"{s['input'][:80]!r}" for s in slow]
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-n", type=int, default=1000, help="how many mutated inputs")
    parser.add_argument("--seed", type=int, default=0, help="input i is made with seed SEED+i")
    parser.add_argument("--corpus", type=Path, default=DEFAULT)
    parser.add_argument("--slowest", type=int, default=10, help="how many of the slowest inputs to list")
    parser.add_argument("--json", type=Path, help="also write the result as JSON to this file")
    parser.add_argument("--repro", type=int, metavar="SEED", help="print the input made by SEED and stop")
    args = parser.parse_args()
    sys.stdout.reconfigure(errors="backslashreplace")    # an input may hold a lone surrogate
    cards = corpus_cards(args.corpus)
    if args.repro is not None:
        print(input_of(cards, args.repro))
        return
    partial = args.json.with_suffix(".partial.json") if args.json else None
    result = run(cards, args.n, args.seed, args.slowest, progress=True, partial=partial)
    if args.json:
        args.json.write_text(json.dumps(result, indent=2), encoding="utf-8")
    print("\n".join(report(result)))
    sys.exit(1 if result["crashes"] or result["invalid"] else 0)


if __name__ == "__main__":
    main()
