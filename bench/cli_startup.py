"""Start-up time of the `cardtext` command line, each run in a fresh process.

    python bench/cli_startup.py [--runs N] [--imports]

Times `cardtext --help` and each command's `--help` (only the command line loads) and
`cardtext compile --text "{T}: Add {G}."` (the compiler loads, the parser tables come from the
warm cache; with --no-cache, so the card is compiled, and again read from the results cache) N times each
and prints the minimum and the median CPU time (user + system of the child process: on a
shared machine wall time measures the other users). With --imports, also lists what `cardtext --help` imports
(`python -X importtime`), slowest first. Timings are printed, never asserted.
"""
from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys

ENTRY = "from cardtext.compiler.cli.main import main; main()"
COMPILE_TEXT = 'cardtext compile --text "{T}: Add {G}."'
COMMANDS = {
    "cardtext --help": ["--help"],
    **{f"cardtext {c} --help": [c, "--help"]
       for c in ("cache", "compile", "coverage", "fmt", "import", "lint", "lsp", "new", "run")},
    COMPILE_TEXT: ["compile", "--no-cache", "--text", "{T}: Add {G}."],
    COMPILE_TEXT + " (results cache)": ["compile", "--text", "{T}: Add {G}."],
}


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def child_env() -> dict:
    """The environment of a timed child: as a user's, byte-compiled modules read from their
    cache (an installed wheel ships them; an editable install writes them on first use), even
    where this shell sets PYTHONDONTWRITEBYTECODE, which would make every start compile all of
    cardtext's modules from source again."""
    return {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def run_once(args: list[str], *flags: str) -> tuple[float, subprocess.CompletedProcess]:
    """(CPU seconds of the child, its result)."""
    start = _children_cpu()
    done = subprocess.run([sys.executable, *flags, "-c", ENTRY, *args], capture_output=True, text=True,
                          check=False, env=child_env())
    return _children_cpu() - start, done


def timings(args: list[str], runs: int) -> list[float]:
    return [run_once(args)[0] for _ in range(runs)]


def import_listing(limit: int = 25) -> list[str]:
    """The modules `cardtext --help` imports, by cumulative import time (microseconds)."""
    _, done = run_once(["--help"], "-X", "importtime")
    rows = []
    for line in done.stderr.splitlines():
        if not line.startswith("import time:") or "cumulative" in line:
            continue
        _, cumulative, name = (part.strip() for part in line[len("import time:"):].split("|"))
        rows.append((int(cumulative), name))
    names = [name.strip() for _, name in rows]
    top = sorted(rows, reverse=True)[:limit]
    out = [f"{len(names)} modules imported; cardtext modules: "
           + ", ".join(sorted(n for n in names if n.startswith("cardtext")))]
    out += [f"{us / 1000:8.1f} ms  {name}" for us, name in top]
    return out


def startup_lines(runs: int) -> list[str]:
    """One line per command: min and median CPU seconds over `runs` fresh processes."""
    run_once(COMMANDS[COMPILE_TEXT + " (results cache)"])     # warm the parser and results caches
    out = []
    for label, args in COMMANDS.items():
        times = timings(args, runs)
        out.append(f"{label:45} CPU min {min(times):.3f} s  median {statistics.median(times):.3f} s"
                   f"  ({runs} runs)")
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--imports", action="store_true", help="list what `cardtext --help` imports")
    options = parser.parse_args()
    for line in startup_lines(options.runs):
        print(line)
    if options.imports:
        print("\n".join(import_listing()))


if __name__ == "__main__":
    main()
