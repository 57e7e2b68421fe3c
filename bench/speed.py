"""The speed of cardtext in one run: compile in process and in the CLI, lint, -j scaling, start-up, games.

    python bench/speed.py [CORPUS.jsonl] [--limit N] [--jobs 1,2] [--rounds K] [--runs R] [--games N]

Printed, in order:

- compile in one process: every card of the corpus compiled in a fresh process by the compiler's
  API, with the parser tables loaded first (their load time printed beside), as
  bench/bench_compile.py does (the compiler's own speed, without the command line's work);

then `cardtext compile --format json` on the corpus in a fresh process each, as a user would run
it (output to /dev/null), which also loads the corpus, writes every card's JSON and, when cold,
its results-cache entry:

- cold: an empty results cache (a fresh $CARDTEXT_CACHE_DIR; the parser tables come from their
  own warm cache), one process (-j 1): every card compiled, and its result written to the cache;
- warm: the same command again: every result read from the cache;
- lint: `cardtext lint --format json --no-cache -j 1`: every card compiled and every lint rule
  run on it, in one process;
- -j N: --no-cache with N worker processes, the -j values run in turn (in reverse order every
  other round), `--rounds` times: the least wall time of each, and the ratios of the runs of one
  round (their median first);

then start-up times, and random games per CPU second (bench/games.py: `--games N` games of
10 turns with decks of the corpus's cards, seed 0, the engine alone; `--games 0` skips them).

CPU seconds (user + system of the process and its workers) are the measure on a shared machine;
-j scaling is the one figure that needs wall time (more CPU, less waiting), so it is printed
with both. The regex pass (a plain tokenisation of the same rules text, in this process) is the
yardstick the ratios are quoted against, timed again right before and right after each compile
it is compared with (the mean of the two: a yardstick timed a minute earlier measured this
machine's drift as much as the compiler); start-up times come from bench/cli_startup.py. Timings
are printed, never asserted.
"""
from __future__ import annotations

import argparse
import json
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from cli_startup import child_env, startup_lines  # noqa: E402  (the bench folder is no package)

IN_PROCESS = """
import json, sys
from bench_compile import compiled_in_process, parser_load_seconds
from cardtext.compiler.source.loaders import load_path
sources = [e.source for e in load_path(sys.argv[1]) if e.source is not None]
load = parser_load_seconds()
seconds, results = compiled_in_process(sources)
print(json.dumps([load, seconds, len(sources), sum(r.fully_compiled for r in results)]))
"""

REPO = Path(__file__).resolve().parents[1]
DEFAULT = REPO.parent / "shared" / "corpus" / "cards.jsonl"
TOKEN = re.compile(r"\{[^}]*\}|\w+|[^\w\s]")
ENTRY = "from cardtext.compiler.cli.main import main; main()"


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def compile_run(corpus: str, *options: str, cache: str | None = None) -> tuple[float, float]:
    """(CPU seconds, wall seconds) of one `cardtext compile --format json` over the corpus."""
    return command_run("compile", corpus, *options, cache=cache)


def command_run(command: str, corpus: str, *options: str, cache: str | None = None) -> tuple[float, float]:
    """(CPU seconds, wall seconds) of one `cardtext COMMAND --format json` over the corpus."""
    env = dict(child_env(), **({"CARDTEXT_CACHE_DIR": cache} if cache else {}))
    cpu, wall = _children_cpu(), time.perf_counter()
    subprocess.run([sys.executable, "-c", ENTRY, command, "--format", "json", *options, corpus],
                   stdout=subprocess.DEVNULL, env=env, check=False)
    return _children_cpu() - cpu, time.perf_counter() - wall


def in_process(corpus: str) -> tuple[float, float, int, int]:
    """(parser load CPU seconds, compile CPU seconds, cards, fully compiled) of the corpus compiled
    in a fresh process through the API (bench_compile.compiled_in_process)."""
    done = subprocess.run([sys.executable, "-c", IN_PROCESS, corpus], capture_output=True, text=True,
                          env=dict(child_env(), PYTHONPATH=str(Path(__file__).resolve().parent)), check=True)
    load, seconds, cards, full = json.loads(done.stdout.splitlines()[-1])
    return load, seconds, cards, full


def scaling_lines(corpus: str, n: int, jobs: list[int], rounds: int) -> list[str]:
    """One line per -j value: the wall time of `compile --no-cache -j N`, the least of `rounds`
    rounds, and each round's ratio to the first -j value's run of the same round. The -j values
    are run one after another in each round, so a ratio compares runs a few seconds apart (this
    machine's speed drifts by tens of percent from one minute to the next), in the given order
    in the first round and the reverse order in the next, and so on, so that a drift the same
    way over a round favours no -j value."""
    walls: dict[int, list[float]] = {j: [] for j in jobs}
    cpus: dict[int, list[float]] = {j: [] for j in jobs}
    for round_ in range(rounds):
        for j in (jobs if round_ % 2 == 0 else jobs[::-1]):
            cpu, wall = compile_run(corpus, "--no-cache", "-j", str(j))
            walls[j].append(wall)
            cpus[j].append(cpu)
    first = jobs[0]
    lines = []
    for j in jobs:
        line = f"compile -j {j:<3} wall {min(walls[j]):7.2f} s, {n / min(walls[j]):6.0f} cards/s"
        if j != first:
            ratios = sorted(a / b for a, b in zip(walls[first], walls[j]))
            line += (f", {statistics.median(ratios):.2f}x -j {first} (median of {rounds} rounds: "
                     + ", ".join(f"{r:.2f}" for r in ratios) + ")")
        lines.append(line + f"  (CPU min {min(cpus[j]):.2f} s)")
    return lines


def regex_pass(texts: list[str], repeat: int = 3) -> float:
    """CPU seconds of the best of `repeat` regex tokenisations of every card's rules text."""
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        sum(len(TOKEN.findall(t)) for t in texts)
        best = min(best, time.process_time() - start)
    return best


def beside_regex(texts: list[str], run):
    """(run(), the mean of regex_pass timed right before and right after it)."""
    before = regex_pass(texts)
    done = run()
    return done, (before + regex_pass(texts)) / 2


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
    ap.add_argument("--rounds", type=int, default=3, help="rounds of the -j runs")
    ap.add_argument("--games", type=int, default=40, help="random games to play (0: none)")
    args = ap.parse_args(argv)
    if not Path(args.corpus).is_file():
        print(f"corpus not found: {args.corpus}", file=sys.stderr)
        return 2
    corpus, texts = corpus_texts(Path(args.corpus), args.limit)
    n = len(texts)
    regex = regex_pass(texts)
    print(f"corpus        {n} cards; regex pass {regex:.3f} s CPU ({n / regex:.0f} cards/s)")
    (load, seconds, cards, full), beside = beside_regex(texts, lambda: in_process(corpus))
    print(f"compile in one process {seconds:.2f} s CPU, {cards / seconds:.0f} cards/s, {seconds / beside:.0f}x "
          f"the regex pass of {beside:.3f} s beside it  ({full} of {cards} fully compiled; parser loaded "
          f"before in {load:.2f} s)")
    with tempfile.TemporaryDirectory(prefix="cardtext-results-") as cache:
        for label in ("cold", "warm"):
            (cpu, wall), beside = beside_regex(texts, lambda: compile_run(corpus, "-j", "1", cache=cache))
            print(f"compile {label:5} {cpu:7.2f} s CPU, {n / cpu:7.0f} cards/s, {cpu / beside:6.0f}x the regex pass"
                  f" of {beside:.3f} s beside it  (wall {wall:.2f} s)")
    (cpu, wall), beside = beside_regex(texts, lambda: command_run("lint", corpus, "--no-cache", "-j", "1"))
    print(f"lint          {cpu:7.2f} s CPU, {n / cpu:7.0f} cards/s, {cpu / beside:6.0f}x the regex pass"
          f" of {beside:.3f} s beside it  (wall {wall:.2f} s)")
    for line in scaling_lines(corpus, n, [int(j) for j in args.jobs.split(",")], args.rounds):
        print(line)
    for line in startup_lines(args.runs):
        print(line)
    if args.games:
        from games import play_games
        timing = play_games(corpus, args.games, seed=0)
        print(f"random games  {args.games} of 10 turns, {timing.actions} actions in {timing.playing:.2f} s CPU: "
              f"{args.games / timing.playing:.2f} games/s (decks dealt before in {timing.dealing:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
