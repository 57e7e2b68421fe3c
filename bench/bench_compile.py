"""Benchmark the compiler on a corpus: parser build time, cards/s, fully compiled.

    python bench/bench_compile.py [CORPUS.jsonl] [--limit N] [--repeat R]

CORPUS defaults to ../shared/corpus/cards.jsonl beside the repository. The
baseline is a plain regex tokenisation of the same rules text; the ratio says
how many times slower than that the full compile is. Times are CPU seconds of
this process. Timings are printed, never asserted.
"""
from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DEFAULT = REPO.parent / "shared" / "corpus" / "cards.jsonl"
TOKEN = re.compile(r"\{[^}]*\}|\w+|[^\w\s]")


def timed(fn):
    """(CPU seconds of this process, value): on a shared machine the wall clock counts the
    other processes' turns too."""
    start = time.process_time()
    value = fn()
    return time.process_time() - start, value


def parser_builds() -> list[tuple[str, float, float]]:
    """(parser, cold seconds, warm seconds) for each Lark parser cardtext builds.

    Cold: an empty cache folder (XDG_CACHE_HOME pointed at a fresh temp dir), so
    Lark analyses the grammar and writes its tables; warm: the same build again,
    loading those tables. The line loop's tables: cold, Lark's parser loaded and the tables
    written; warm, the tables read back (what each `cardtext compile` does).
    """
    from cardtext.compiler.source import cardfile
    builders = [("card file   (grammar/cardfile.lark)", lambda: cardfile.build_parser(cache=True))]
    try:
        from cardtext.compiler.syntax import parser as rules
        uncached = getattr(rules.rules_parser, "cache_clear", lambda: None)

        def build_rules():
            uncached()
            return rules.rules_parser()
        builders.append(("rules text  (grammar/*.lark)", build_rules))

        def build_lines():
            uncached()
            return rules.line_parser()
        builders.append(("line tables (syntax/line_tables.py)", build_lines))
    except (ImportError, AttributeError):
        pass
    rows = []
    old = os.environ.get("XDG_CACHE_HOME")
    with tempfile.TemporaryDirectory() as cache:
        os.environ["XDG_CACHE_HOME"] = cache
        try:
            for name, build in builders:
                cold, _ = timed(build)
                warm, _ = timed(build)
                rows.append((name, cold, warm))
        finally:
            if old is None:
                os.environ.pop("XDG_CACHE_HOME", None)
            else:
                os.environ["XDG_CACHE_HOME"] = old
            getattr(getattr(sys.modules.get("cardtext.compiler.syntax.parser"), "rules_parser", None),
                    "cache_clear", lambda: None)()
    return rows


def compiled_in_process(sources: list) -> tuple[float, list]:
    """(CPU seconds, compiled cards) of every source compiled in this process, the collector
    tuned as `cardtext compile` tunes it for a batch (cli/batch.py). The parser is loaded before
    the clock starts (`parser_load_seconds`)."""
    from cardtext.compiler.api import compile_card
    from cardtext.compiler.cli.batch import collecting_for_a_batch
    with collecting_for_a_batch():
        return timed(lambda: [compile_card(s) for s in sources])


def parser_load_seconds() -> float:
    """CPU seconds of loading the compiler and its parser tables (from their disk cache)."""
    from cardtext.compiler.cli.batch import warm_parser
    return timed(warm_parser)[0]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("corpus", nargs="?", default=str(DEFAULT))
    ap.add_argument("--limit", type=int, default=0, help="only the first N cards")
    ap.add_argument("--repeat", type=int, default=3, help="regex baseline repetitions (best of)")
    args = ap.parse_args(argv)

    from cardtext.compiler.source.loaders import load_path

    if not Path(args.corpus).is_file():
        print(f"corpus not found: {args.corpus}", file=sys.stderr)
        return 2
    for name, cold, warm in parser_builds():
        print(f"parser build  {name}: cold {cold * 1000:.0f} ms, warm {warm * 1000:.0f} ms")

    load_s, entries = timed(lambda: load_path(args.corpus))
    sources = [e.source for e in entries if e.source is not None]
    unreadable = len(entries) - len(sources)
    if args.limit:
        sources = sources[:args.limit]
    print(f"loaded        {len(sources)} cards in {load_s:.2f} s ({unreadable} unreadable)")

    compile_s, results = compiled_in_process(sources)
    full = sum(r.fully_compiled for r in results)
    lines = sum(len([t for t in s.oracle_text.split("\n") if t.strip()]) for s in sources)
    print(f"compile       {compile_s:.2f} s, {len(sources) / compile_s:.0f} cards/s, "
          f"{lines / compile_s:.0f} lines/s")
    print(f"fully compiled {full} / {len(sources)} ({100 * full / max(len(sources), 1):.1f}%)")

    texts = [s.oracle_text for s in sources]
    best = min(timed(lambda: sum(len(TOKEN.findall(t)) for t in texts))[0] for _ in range(args.repeat))
    print(f"regex tokens  {best:.3f} s ({len(sources) / best:.0f} cards/s); "
          f"compile is {compile_s / best:.0f}x the regex pass")
    return 0


if __name__ == "__main__":
    sys.exit(main())
