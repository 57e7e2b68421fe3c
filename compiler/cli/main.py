"""The `cardtext` command line.

    cardtext compile                      # the bundled cards
    cardtext compile cards/ corpus.jsonl  # files, folders, '-' for stdin
    cardtext compile --text 'Saddle 1' --type 'Creature — Horse Mount'
    cardtext compile --name NAME --format json   # one bundled or corpus card
    cardtext coverage corpus.jsonl --out report/   # how much compiles, what to add next

Exit status: 0 every card compiled fully, 1 some card has an error
diagnostic, 2 usage error (bad option, unknown path, unknown card name).
"""
from __future__ import annotations

import sys
import traceback

import click

from ..source.cardfile import ParsedCard
from ..diagnostics import Diagnostic, Severity
from ..source.loaders import InputError, bundled_cards, find_card, load_paths
from ..source.card import CardSource
from .run import run


@click.group()
@click.version_option(package_name="cardtext")
def main() -> None:
    """cardtext: compile Magic: The Gathering rules text into abilities the engine runs."""


@main.command()
@click.argument("paths", nargs=-1, metavar="[PATH]...")
@click.option("--text", "text", help="Compile this rules text as one card (newlines or \\n separate lines).")
@click.option("--name", "name", help="With --text: the card's name. Otherwise: compile only the card of this name.")
@click.option("--type", "type_line", default="", help="With --text: the type line, e.g. 'Creature — Bear'.")
@click.option("--cost", "mana_cost", default="", help="With --text: the mana cost, e.g. '{1}{G}'.")
@click.option("--pt", "pt", default=None, help="With --text: power/toughness, e.g. '2/2'.")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
@click.option("--canonical", is_flag=True,
              help="Print each card's rules text rendered back from the compiled AST (the round trip).")
def compile(paths, text, name, type_line, mana_cost, pt, fmt, canonical) -> None:  # noqa: A001
    """Compile cards and print their abilities and diagnostics.

    PATH is a .card file, a folder of .card files, a .jsonl file of card
    objects, or '-' for standard input. With no PATH and no --text, compile
    the cards bundled with cardtext.
    """
    entries = _select(paths, text, name, type_line, mana_cost, pt)
    results = [compile_entry(e, canonical) for e in entries]
    if fmt == "json":
        from ..serialize import dumps
        click.echo(dumps([r[0] for r in results]))
    else:
        _print_text(results)
    sys.exit(0 if all(r[0]["fully_compiled"] for r in results) else 1)


@main.command()
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
def coverage(paths, fmt, out, n_exercise, n_sample, seed, top) -> None:
    """Measure how much of a corpus compiles, and what would unlock the most cards.

    PATH is a .jsonl file of card objects, a .card file, a folder of .card
    files, or '-' for standard input. Exit status 0 whatever the coverage,
    2 on usage errors.
    """
    from . import coverage as cov
    if seed is not None and n_exercise is None and n_sample is None:
        raise click.UsageError("--seed goes with --exercise or --sample")
    check = None
    if n_exercise is not None:
        try:
            check = cov.load_exercise()
        except cov.ExerciseUnavailable as exc:
            raise click.UsageError(f"--exercise: cardtext.compiler.harness.exercise does not load: {exc}") from None
        if check is None:
            raise click.UsageError("--exercise needs cardtext.compiler.harness.exercise, which is not installed")
    import time
    started = time.perf_counter()
    try:
        entries = load_paths(paths)
    except InputError as exc:
        raise click.BadParameter(str(exc), param_hint="PATH") from None
    loaded = time.perf_counter() - started
    total = len(entries)
    if n_sample is not None:
        entries = cov.sample(entries, n_sample, 0 if seed is None else seed)
    try:
        result = cov.run(entries, _progress("compiling"), keep_definitions=check is not None)
        result.load_seconds = loaded
        if check is not None:
            cov.exercise(result, n_exercise, seed, check, _progress("exercising"))
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
        click.echo(cov.render_text(summary))


def _progress(label: str):
    """A progress bar on standard error when it is a terminal; None (no output) otherwise."""
    stream = sys.stderr
    if not (hasattr(stream, "isatty") and stream.isatty()):
        return None

    def wrap(items):
        steps = max(1, len(items) // 200)
        with click.progressbar(items, label=label, file=stream, show_pos=True, update_min_steps=steps) as bar:
            yield from bar
    return wrap


def _write_coverage(result, out: str, source: str, top: int) -> None:
    import json
    from pathlib import Path

    from . import coverage as cov
    folder = Path(out)
    full = result.summary()
    data = {**full, "per_card": [r.data() for r in result.reports]}
    try:
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "coverage.json").write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n",
                                              encoding="utf-8")
        (folder / "coverage.md").write_text(cov.render_markdown(result.summary(max(top, 50)), source),
                                            encoding="utf-8")
    except OSError as exc:
        raise click.BadParameter(f"cannot write to '{out}': {exc.strerror or exc}", param_hint="--out") from None


def _select(paths, text, name, type_line, mana_cost, pt) -> list[ParsedCard]:
    if text is not None:
        if paths:
            raise click.UsageError("give either PATH or --text, not both")
        power, toughness = (pt.split("/", 1) + [None])[:2] if pt else (None, None)
        source = CardSource(name=name or "Card", oracle_text=text.replace("\\n", "\n"),
                            mana_cost=mana_cost, type_line=type_line, power=power,
                            toughness=toughness, file="<text>")
        return [ParsedCard(source, [], 1, source.name)]
    try:
        entries = load_paths(paths) if paths else bundled_cards()
    except InputError as exc:
        raise click.BadParameter(str(exc), param_hint="PATH") from None
    if name is None:
        return entries
    wanted = name.strip().casefold()
    chosen = [e for e in entries if (e.name or "").casefold() == wanted]
    if not chosen and not paths:
        found = find_card(name)
        chosen = [ParsedCard(found, [], 1, found.name)] if found else []
    if not chosen:
        raise click.BadParameter(f"no card named '{name}'", param_hint="--name")
    return chosen


def compile_entry(entry: ParsedCard, canonical: bool = False):
    """(JSON data, text summary lines) for one card; never raises."""
    from ..serialize import card_data
    compiled = None
    extra: tuple[Diagnostic, ...] = ()
    if entry.source is not None:
        try:
            from ..api import compile_card
            compiled = compile_card(entry.source)
        except Exception as exc:  # the compiler's bug must not stop the other cards
            extra = (internal_error(entry, exc),)
    try:
        data = card_data(entry, compiled, extra)
    except Exception as exc:
        data = card_data(entry, None, extra + (internal_error(entry, exc),))
    if canonical and compiled is not None:
        data["canonical"] = canonical_lines(compiled)
        return data, [("  " if c["round_trip_equal"] else "~ ") + c["text"] for c in data["canonical"]]
    return data, _summaries(compiled)


def canonical_lines(compiled) -> list[dict]:
    """Each compiled line rendered back in printed style, with whether it round-trips."""
    from ..render.canonical import display
    from ..render.roundtrip import check_card
    return [{"line": c.number, "text": display(c.rendered, compiled.source.name) if c.rendered else "",
             "round_trip_equal": c.equal} for c in check_card(compiled)]


def internal_error(entry: ParsedCard, exc: BaseException) -> Diagnostic:
    src = entry.source
    where = traceback.extract_tb(exc.__traceback__)[-1:] if exc.__traceback__ else []
    at = f" at {where[0].filename.rsplit('/', 1)[-1]}:{where[0].lineno}" if where else ""
    detail = str(exc)[:300]
    return Diagnostic("CT901", Severity.ERROR, f"internal compiler error: {type(exc).__name__}: {detail}{at}",
                      src.file if src else "<input>", src.text_line if src else entry.line, 1,
                      hint="this is a bug in cardtext; please report it with this card")


def _summaries(compiled) -> list[str]:
    if compiled is None:
        return []
    from ..render.summary import ability, generic
    from ..serialize import abilities_with_lines, kind_of
    out = []
    for a, line in abilities_with_lines(compiled):
        try:
            text = ability(a)
        except Exception:  # a summary is a courtesy: never fail a card over it
            text = generic(a)
        where = f"  (line {line})" if line is not None else ""
        out.append(f"  [{kind_of(a)}] {text}{where}")
    return out


def _print_text(results) -> None:
    full = 0
    for data, summaries in results:
        full += data["fully_compiled"]
        mark = "ok" if data["fully_compiled"] else "FAILED"
        click.echo(f"{data['name'] or '<unnamed>'}  [{mark}]")
        for line in summaries:
            click.echo(line)
        for d in data["diagnostics"]:
            click.echo(_render(d), err=True)
    n = len(results)
    click.echo(f"{n} card{'s' if n != 1 else ''}, {full} fully compiled")


def _render(d: dict) -> str:
    return Diagnostic(d["code"], Severity(d["severity"]), d["message"], d["file"], d["line"],
                      d["column"], d["excerpt"], d["hint"]).render()


main.add_command(run)


if __name__ == "__main__":
    main()
