"""`cardtext coverage`: measure how much of a corpus compiles (coverage_report.py does the
measuring) and write the summary, optionally with the executability check of compiled cards.

The compiler, and with --exercise the rules engine, load when the command runs.
"""
from __future__ import annotations

import sys

import click

from .batch import batch_options, open_cache
from .common import keywords_option, load_keywords, progress, write_atomically


@click.command()
@click.argument("paths", nargs=-1, required=True, metavar="PATH...")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
@click.option("--out", "out", type=click.Path(file_okay=False, writable=True),
              help="Write DIR/coverage.json (every card) and DIR/coverage.md (a summary).")
@click.option("--exercise", "n_exercise", type=click.IntRange(min=1), default=None, metavar="N",
              help="Run N fully compiled cards through the executability check.")
@click.option("--sample", "n_sample", type=click.IntRange(min=1), default=None, metavar="N",
              help="Measure a seeded random sample of N input cards instead of all of them.")
@click.option("--seed", "seed", type=int, default=None,
              help="With --exercise or --sample: the seed of the random sample (default 0 for --sample).")
@click.option("--top", "top", type=click.IntRange(min=0), default=20, show_default=True,
              help="How many unsupported constructs to list.")
@keywords_option
@batch_options
def coverage(paths, fmt, out, n_exercise, n_sample, seed, top, keyword_files, jobs, no_cache) -> None:
    """Measure how much of a corpus compiles, and what would unlock the most cards.

    PATH is a .jsonl file of card objects, a .card file, a folder of .card
    files, or '-' for standard input.

    \b
    Exit status:
      0  measured, whatever the coverage
      1  the measurement itself failed (an internal error), or a keyword file is malformed
      2  usage error: bad option, unknown path, --out not writable
    """
    from ..source.loaders import InputError, load_paths
    from .coverage_report import ExerciseUnavailable, exercise, load_exercise, render_text, run, sample
    if seed is not None and n_exercise is None and n_sample is None:
        raise click.UsageError("--seed goes with --exercise or --sample")
    check = None
    if n_exercise is not None:
        try:
            check = load_exercise()
        except ExerciseUnavailable as exc:
            raise click.UsageError(f"--exercise: cardtext.compiler.harness.exercise does not load: {exc}") from None
        if check is None:
            raise click.UsageError("--exercise needs cardtext.compiler.harness.exercise, which is not installed")
    import time
    started = time.perf_counter()
    try:
        entries = load_paths(paths)
    except InputError as exc:
        raise click.BadParameter(str(exc), param_hint="PATH") from None
    keywords = load_keywords(paths, keyword_files)
    loaded = time.perf_counter() - started
    total = len(entries)
    if n_sample is not None:
        entries = sample(entries, n_sample, 0 if seed is None else seed)
    bar = fmt == "text"                    # never a bar around machine output
    try:
        # with --exercise the reports keep the cards' ability objects: another kind of result
        cache = open_cache("coverage-definitions" if check is not None else "coverage", no_cache, keywords)
        result = run(entries, progress("compiling", bar), keep_definitions=check is not None, keywords=keywords,
                     cache=cache, jobs=jobs)
        result.load_seconds = loaded
        if check is not None:
            exercise(result, n_exercise, seed, check, progress("exercising", bar))
        summary = result.summary(top)
        if n_sample is not None:
            summary.update(sample_of=total, sample_seed=0 if seed is None else seed)
    except Exception as exc:  # the measurement's own bug: a message, not a traceback
        click.echo(f"cardtext coverage: internal error: {type(exc).__name__}: {str(exc)[:300]}", err=True)
        sys.exit(1)
    if out is not None:
        _write_coverage(result, out, " ".join(paths), top)
    if fmt == "json":
        import json
        click.echo(json.dumps(summary, indent=2, ensure_ascii=False))
    else:
        click.echo(render_text(summary))


def _write_coverage(result, out: str, source: str, top: int) -> None:
    import json
    from pathlib import Path

    from .coverage_report import render_markdown
    folder = Path(out)
    full = result.summary()
    data = {**full, "per_card": [r.data() for r in result.reports]}
    try:
        folder.mkdir(parents=True, exist_ok=True)
        write_atomically(folder / "coverage.json", json.dumps(data, indent=1, ensure_ascii=False) + "\n")
        write_atomically(folder / "coverage.md", render_markdown(result.summary(max(top, 50)), source))
    except OSError as exc:
        raise click.BadParameter(f"cannot write to '{out}': {exc.strerror or exc}", param_hint="--out") from None
