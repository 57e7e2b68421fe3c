"""The `cardtext` command line.

    cardtext compile                      # the bundled cards
    cardtext compile cards/ corpus.jsonl  # files, folders, '-' for stdin
    cardtext compile --text 'Saddle 1' --type 'Creature — Horse Mount'
    cardtext compile --name 'Walking Ballista' --format json

Exit status: 0 every card compiled fully, 1 some card has an error
diagnostic, 2 usage error (bad option, unknown path, unknown card name).
"""
from __future__ import annotations

import sys
import traceback

import click

from .cardfile import ParsedCard
from .diagnostics import Diagnostic, Severity
from .loaders import InputError, bundled_cards, find_card, load_paths
from .source import CardSource


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
def compile(paths, text, name, type_line, mana_cost, pt, fmt) -> None:  # noqa: A001 - the command's name
    """Compile cards and print their abilities and diagnostics.

    PATH is a .card file, a folder of .card files, a .jsonl file of card
    objects, or '-' for standard input. With no PATH and no --text, compile
    the cards bundled with cardtext.
    """
    entries = _select(paths, text, name, type_line, mana_cost, pt)
    results = [compile_entry(e) for e in entries]
    if fmt == "json":
        from .serialize import dumps
        click.echo(dumps([r[0] for r in results]))
    else:
        _print_text(results)
    sys.exit(0 if all(r[0]["fully_compiled"] for r in results) else 1)


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


def compile_entry(entry: ParsedCard):
    """(JSON data, text summary lines, diagnostics) for one card; never raises."""
    from .serialize import card_data
    compiled = None
    extra: tuple[Diagnostic, ...] = ()
    if entry.source is not None:
        try:
            from .api import compile_card
            compiled = compile_card(entry.source)
        except Exception as exc:  # the compiler's bug must not stop the other cards
            extra = (internal_error(entry, exc),)
    try:
        data = card_data(entry, compiled, extra)
    except Exception as exc:
        data = card_data(entry, None, extra + (internal_error(entry, exc),))
    return data, _summaries(compiled)


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
    from .render_text import ability, generic
    from .serialize import abilities_with_lines, kind_of
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


if __name__ == "__main__":
    main()
