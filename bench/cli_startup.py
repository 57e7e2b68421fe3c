"""Start-up time of the `cardtext` command line, each run in a fresh process.

    python bench/cli_startup.py [--runs N] [--imports]

Times `cardtext --help` (only the command line loads) and `cardtext compile --text "{T}: Add {G}."`
(the compiler loads, the parser tables come from the warm cache) N times each and prints the
minimum and the median wall time. With --imports, also lists what `cardtext --help` imports
(`python -X importtime`), slowest first. Timings are printed, never asserted.
"""
from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time

ENTRY = "from cardtext.compiler.cli.main import main; main()"
COMMANDS = {
    "cardtext --help": ["--help"],
    'cardtext compile --text "{T}: Add {G}."': ["compile", "--text", "{T}: Add {G}."],
}


def run_once(args: list[str], *flags: str) -> tuple[float, subprocess.CompletedProcess]:
    start = time.perf_counter()
    done = subprocess.run([sys.executable, *flags, "-c", ENTRY, *args], capture_output=True, text=True,
                          check=False)
    return time.perf_counter() - start, done


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--imports", action="store_true", help="list what `cardtext --help` imports")
    options = parser.parse_args()
    run_once(COMMANDS['cardtext compile --text "{T}: Add {G}."'])      # warm the parser cache
    for label, args in COMMANDS.items():
        times = timings(args, options.runs)
        print(f"{label:45} min {min(times):.3f} s  median {statistics.median(times):.3f} s"
              f"  ({options.runs} runs)")
    if options.imports:
        print("\n".join(import_listing()))


if __name__ == "__main__":
    main()
