"""The speed of cardtext in one run (issue #14): cold and warm corpus compile, -j scaling, start-up.

    python bench/speed.py [CORPUS.jsonl] [--limit N] [--jobs 1,2] [--runs R]

Each measurement runs `cardtext compile --format json` on the corpus in a fresh process, as a
user would (output to /dev/null):

- cold: an empty results cache (a fresh $CARDTEXT_CACHE_DIR; the parser tables come from their
  own warm cache), one process (-j 1): every card compiled, and its result written to the cache;
- warm: the same command again: every result read from the cache;
- -j N: --no-cache with N worker processes.

CPU seconds (user + system of the process and its workers) are the measure on a shared machine;
-j scaling is the one figure that needs wall time (more CPU, less waiting), so it is printed
with both. The regex pass (a plain tokenisation of the same rules text, in this process) is the
yardstick the ratios are quoted against; start-up times come from bench/cli_startup.py. Timings
are printed, never asserted.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from cli_startup import child_env, startup_lines  # noqa: E402  (the bench folder is no package)

REPO = Path(__file__).resolve().parents[1]
DEFAULT = REPO.parent / "shared" / "corpus" / "cards.jsonl"
TOKEN = re.compile(r"\{[^}]*\}|\w+|[^\w\s]")
ENTRY = "from cardtext.compiler.cli.main import main; main()"


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def compile_run(corpus: str, *options: str, cache: str | None = None) -> tuple[float, float]:
    """(CPU seconds, wall seconds) of one `cardtext compile --format json` over the corpus."""
    env = dict(child_env(), **({"CARDTEXT_CACHE_DIR": cache} if cache else {}))
    cpu, wall = _children_cpu(), time.perf_counter()
    subprocess.run([sys.executable, "-c", ENTRY, "compile", "--format", "json", *options, corpus],
                   stdout=subprocess.DEVNULL, env=env, check=False)
    return _children_cpu() - cpu, time.perf_counter() - wall


def regex_pass(texts: list[str], repeat: int = 3) -> float:
    """CPU seconds of the best of `repeat` regex tokenisations of every card's rules text."""
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        sum(len(TOKEN.findall(t)) for t in texts)
        best = min(best, time.process_time() - start)
    return best


def corpus_texts(corpus: Path, limit: int) -> tuple[str, list[str]]:
    """(the corpus file to compile, each card's rules text); with `limit`, its first N lines."""
    lines = corpus.read_text(encoding="utf-8").splitlines()
    if limit:
        lines = lines[:limit]
        sample = Path(tempfile.mkdtemp(prefix="cardtext-speed-")) / "sample.jsonl"
        sample.write_text("\n".join(lines) + "\n", encoding="utf-8")
        corpus = sample
    texts = []
    for line in lines:
        try:
            texts.append(json.loads(line).get("oracle_text") or "")
        except (ValueError, AttributeError):
            continue
    return str(corpus), texts


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("corpus", nargs="?", default=str(DEFAULT))
    ap.add_argument("--limit", type=int, default=0, help="only the first N cards")
    ap.add_argument("--jobs", default="1,2", help="the -j values to compare (default 1,2)")
    ap.add_argument("--runs", type=int, default=5, help="runs of each start-up command")
    args = ap.parse_args(argv)
    if not Path(args.corpus).is_file():
        print(f"corpus not found: {args.corpus}", file=sys.stderr)
        return 2
    corpus, texts = corpus_texts(Path(args.corpus), args.limit)
    n = len(texts)
    regex = regex_pass(texts)
    print(f"corpus        {n} cards; regex pass {regex:.3f} s CPU ({n / regex:.0f} cards/s)")
    with tempfile.TemporaryDirectory(prefix="cardtext-results-") as cache:
        for label in ("cold", "warm"):
            cpu, wall = compile_run(corpus, "-j", "1", cache=cache)
            print(f"compile {label:5} {cpu:7.2f} s CPU, {n / cpu:7.0f} cards/s, {cpu / regex:6.0f}x the regex pass"
                  f"  (wall {wall:.2f} s)")
    walls = {}
    for jobs in (int(j) for j in args.jobs.split(",")):
        cpu, walls[jobs] = compile_run(corpus, "--no-cache", "-j", str(jobs))
        ratio = f", {walls[min(walls)] / walls[jobs]:.2f}x -j {min(walls)}" if jobs != min(walls) else ""
        print(f"compile -j {jobs:<3} wall {walls[jobs]:7.2f} s, {n / walls[jobs]:6.0f} cards/s{ratio}"
              f"  (CPU {cpu:.2f} s)")
    for line in startup_lines(args.runs):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
