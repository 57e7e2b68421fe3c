"""`cardtext compile`: compile cards and print their abilities and diagnostics (text or JSON),
or with --canonical their rules text rendered back from the compiled AST.

The compiler loads when the command runs, not when the command line starts.
"""
from __future__ import annotations

import functools
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

import click

from ..collector import paused
from ..diagnostics import Diagnostic, Severity
from .batch import batch_options, open_cache, run_batch, warm_parser
from .staged_work import InRuns
from .common import internal_error, keywords_option, load_keywords, progress

# The name of a card given with --text and no --name: no word of the rules language, so the
# text never names the card by accident ("Card" made "Draw a card." read "Draw a ~.").
DEFAULT_NAME = "Nameless Example"

if TYPE_CHECKING:
    from ..source.cardfile import ParsedCard


@click.command()
@click.argument("paths", nargs=-1, metavar="[PATH]...")
@click.option("--text", "text", help="Compile this rules text as one card (newlines or \\n separate lines).")
@click.option("--name", "name", help=f"With --text: the card's name (default: {DEFAULT_NAME!r}). Otherwise: compile only the card of this name.")
@click.option("--type", "type_line", default=None, help="With --text: the type line, e.g. 'Creature — Bear'.")
@click.option("--cost", "mana_cost", default=None, help="With --text: the mana cost, e.g. '{1}{G}'.")
@click.option("--pt", "pt", default=None, help="With --text: power/toughness, e.g. '2/2'.")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
@click.option("--canonical", is_flag=True,
              help="Print each card's rules text rendered back from the compiled AST (the round trip).")
@keywords_option
@batch_options
def compile(paths, text, name, type_line, mana_cost, pt, fmt, canonical, keyword_files, jobs,  # noqa: A001
            no_cache) -> None:
    """Compile cards and print their abilities and diagnostics.

    PATH is a .card file, a folder of .card files, a .jsonl file of card
    objects, or '-' for standard input. With no PATH and no --text, compile
    the cards bundled with cardtext.

    \b
    Exit status:
      0  every card compiled fully
      1  some card has an error diagnostic, or a keyword file is malformed
      2  usage error: bad option, unknown path, no card of the --name given
    """
    with paused():      # until the batch freezes what was loaded (batch.collecting_for_a_batch)
        entries = _select(paths, text, name, type_line, mana_cost, pt)
        keywords = load_keywords(_card_folders(paths, text), keyword_files)
        cache = open_cache(f"compile-{fmt}{'-canonical' if canonical else ''}", no_cache, keywords)
        # a run of cards compiled, then their output written (cli/staged_work.py)
        work = InRuns(functools.partial(compiled_entry, keywords=keywords),
                      functools.partial(entry_output, fmt=fmt, canonical=canonical))
        results = run_batch(entries, work, _key, cache, jobs, progress("compiling", fmt == "text"),
                            warm=functools.partial(warm_parser, keywords))
    if fmt == "json":
        _echo_json_list([r.json for r in results])
    else:
        _print_text(results)
    sys.exit(0 if all(r.fully_compiled for r in results) else 1)


@dataclass(frozen=True)
class CardOutput:
    """What `cardtext compile` prints for one card: its JSON object (--format json) as it stands
    in the printed list, or its text lines and the diagnostics for standard error; cached and
    sent back by workers as is."""

    fully_compiled: bool
    json: str = ""
    lines: tuple[str, ...] = ()
    errors: tuple[str, ...] = ()


def _key(entry: ParsedCard) -> tuple:
    """What a card's output depends on, besides the compiler and the options in the namespace."""
    return (entry.source, tuple(entry.diagnostics), entry.line, entry.name)


def card_output(entry: ParsedCard, fmt: str, canonical: bool, keywords=None) -> CardOutput:
    """What `cardtext compile` prints for the card (the command's work, in two stages)."""
    return entry_output(compiled_entry(entry, keywords), fmt, canonical)


def compiled_entry(entry: ParsedCard, keywords=None) -> tuple:
    """(the entry, the compiled card or None, the internal error diagnostics); never raises."""
    return (entry, *_compiled(entry, keywords))


def entry_output(compiled: tuple, fmt: str, canonical: bool) -> CardOutput:
    """card_output of a compiled_entry."""
    entry, compiled, extra = compiled
    if fmt == "json" and not canonical:
        from ..serialize import card_json
        written = card_json(entry, compiled, extra, depth=1)
        if written is not None:
            return CardOutput(written[0], json=written[1])
        data = _card_data(entry, compiled, extra)
    else:
        data, summaries = _entry_data(entry, compiled, extra, canonical, summaries=fmt != "json",
                                      ability_data=fmt == "json")
    if fmt == "json":
        from ..serialize import json_text
        return CardOutput(data["fully_compiled"], json=json_text(data, depth=1))
    mark = "ok" if data["fully_compiled"] else "FAILED"
    return CardOutput(data["fully_compiled"], lines=(f"{data['name'] or '<unnamed>'}  [{mark}]", *summaries),
                      errors=tuple(_render(d) for d in data["diagnostics"]))


def _echo_json_list(objects: list[str], file=None) -> None:
    """click.echo of serialize.dumps of the cards, from each card's own JSON as it stands in the
    list (`json_text(card, depth=1)`), a few hundred cards at a time: no copy of the whole
    output is made (a corpus's is 50 MB: its copies took more time than writing it). With
    color=True, click writes the text as is, not looking through it for terminal colour codes
    to strip: JSON has none (it escapes every control character)."""
    if not objects:
        click.echo("[]", file=file)
        return
    start = 0
    for stop in _piece_ends(objects):
        click.echo(("[\n  " if start == 0 else ",\n  ") + ",\n  ".join(objects[start:stop]),
                   file=file, nl=False, color=True)
        start = stop
    click.echo("\n]", file=file, color=True)


ECHOED_TOGETHER = 256       # cards' JSON echoed in one call at most (about 1 MB)


def _piece_ends(objects: list[str]) -> Iterator[int]:
    """Where each run of cards echoed together ends: ECHOED_TOGETHER cards at most, all of them
    ASCII text or none. The stream encodes ASCII text as a copy, other text a character at a time:
    joined with one card's "—" or "é", a megabyte of ASCII cards took as long again to write, and
    the corpus's 200 such cards made writing its output five times slower."""
    start = 0
    for i in range(1, len(objects)):
        if i - start == ECHOED_TOGETHER or objects[i].isascii() != objects[start].isascii():
            yield i
            start = i
    yield len(objects)


def _select(paths, text, name, type_line, mana_cost, pt) -> list[ParsedCard]:
    from ..source.card import CardSource
    from ..source.cardfile import ParsedCard
    from ..source.characters import clean, readable
    from ..source.loaders import InputError, bundled_cards, find_card, load_paths
    if text is not None:
        if paths:
            raise click.UsageError("give either PATH or --text, not both")
        power, toughness = (pt.split("/", 1) + [None])[:2] if pt else (None, None)
        # a command line's undecodable bytes arrive as lone surrogates (PEP 383): readable()
        source = CardSource(name=clean(name or DEFAULT_NAME), oracle_text=readable(text.replace("\\n", "\n")),
                            mana_cost=clean(mana_cost or ""), type_line=clean(type_line or ""),
                            power=power and clean(power), toughness=toughness and clean(toughness),
                            file="<text>")
        return [ParsedCard(source, [], 1, source.name)]
    _warn_ignored(paths, type=type_line, cost=mana_cost, pt=pt)
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
        raise click.BadParameter(f"no card named '{name}': {_where_looked(paths, entries)}",
                                 param_hint="--name")
    return chosen


def _warn_ignored(paths, **given) -> None:
    """--type, --cost and --pt describe the card of --text; with PATH (or the bundled cards) each
    card brings its own, so they are ignored, and said to be (a silent no-op looks like a bug)."""
    options = [f"--{option}" for option, value in given.items() if value is not None]
    if options:
        where = "PATH" if paths else "the bundled cards"
        verb = "applies" if len(options) == 1 else "apply"
        click.echo(f"cardtext compile: warning: {' and '.join(options)} only {verb} with --text; "
                   f"ignored for {where} (each card has its own type line, cost and P/T)", err=True)


def _where_looked(paths, entries) -> str:
    from ..source.loaders import search_places
    if paths:
        n = len(entries)
        return f"looked in {', '.join(paths)} ({n} card{'s' if n != 1 else ''})"
    return search_places()


def _card_folders(paths, text) -> list[str]:
    """Where keyword files beside the cards are looked for: PATHs, or the bundled cards."""
    if text is not None:
        return []
    if paths:
        return list(paths)
    from ..source.loaders import bundled_cards_dir
    return [str(bundled_cards_dir())]


def compile_entry(entry: ParsedCard, canonical: bool = False, keywords=None, summaries: bool = True,
                  ability_data: bool = True):
    """(JSON data, text summary lines) for one card; never raises. Without `summaries` (the JSON
    output prints none) the lines are not worked out: an empty list. Without `ability_data` (the
    text output prints the card's name, whether it compiled fully and its diagnostics) the data's
    abilities are each None where serialize.data_fits vouches that their data would be made."""
    return _entry_data(entry, *_compiled(entry, keywords), canonical, summaries, ability_data)


def _entry_data(entry: ParsedCard, compiled, extra: tuple[Diagnostic, ...], canonical: bool, summaries: bool,
                ability_data: bool):
    """compile_entry of a card compiled (`compiled`, `extra`: _compiled's answer)."""
    data = _card_data(entry, compiled, extra, ability_data)
    if canonical and compiled is not None:
        data["canonical"] = canonical_lines(compiled)
        return data, [_round_trip_mark(c) + c["text"] for c in data["canonical"]]
    return data, _summaries(compiled) if summaries else []


def _compiled(entry: ParsedCard, keywords=None) -> tuple:
    """(the compiled card or None, the internal error diagnostics); never raises."""
    if entry.source is None:
        return None, ()
    try:
        from ..api import compile_card
        return compile_card(entry.source, keywords), ()
    except Exception as exc:  # the compiler's bug must not stop the other cards
        return None, (internal_error(entry, exc),)


def _card_data(entry: ParsedCard, compiled, extra: tuple[Diagnostic, ...], ability_data: bool = True) -> dict:
    """serialize.card_data, or the card with no abilities and an internal error if it raises.
    Without `ability_data`, each ability's data is None when serialize.data_fits vouches that
    making it would not raise (a tenth of the text output's time went into data it never read);
    otherwise the data is made, and what it raises reported, as with `ability_data`."""
    from ..serialize import card_data
    if not ability_data:
        try:
            return card_data(entry, compiled, extra, row=_unmade)
        except Exception:   # the data path below repeats it and reports it
            pass
    try:
        return card_data(entry, compiled, extra)
    except Exception as exc:
        return card_data(entry, None, extra + (internal_error(entry, exc),))


class _DataNeeded(Exception):
    """An ability data_fits does not vouch for: its data is made, to say what it raises."""


def _unmade(ability, line) -> None:
    """card_data's row for an ability whose data the text output does not read."""
    from ..serialize import data_fits
    if not data_fits(ability):
        raise _DataNeeded


def _round_trip_mark(line: dict) -> str:
    """"  " both round trips hold, "~ " the text differs, "! " the text is equal but the rendering
    compiles to other abilities."""
    if not line["round_trip_equal"]:
        return "~ "
    return "  " if line["lowered_equal"] else "! "


def canonical_lines(compiled) -> list[dict]:
    """Each compiled line rendered back in printed style, with whether it round-trips as text and
    whether its rendering compiles to the same abilities."""
    from ..render.canonical import display
    from ..render.roundtrip import check_card
    return [{"line": c.number, "text": display(c.rendered, compiled.source.name) if c.rendered else "",
             "round_trip_equal": c.equal, "lowered_equal": bool(c.lowered_equal)}
            for c in check_card(compiled, lowered=True)]


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
    if compiled.back_face is not None:              # a double-faced card (CR 712.1)
        out.append(f"  back face: {compiled.back_face.source.name}")
        out += ["  " + line for line in _summaries(compiled.back_face)]
    if compiled.melded_face is not None:            # a meld card (CR 701.42a)
        out.append(f"  melded face: {compiled.melded_face.source.name}")
        out += ["  " + line for line in _summaries(compiled.melded_face)]
    return out


def _print_text(results: list[CardOutput]) -> None:
    full = 0
    for output in results:
        full += output.fully_compiled
        for line in output.lines:
            click.echo(line)
        for error in output.errors:
            click.echo(error, err=True)
    n = len(results)
    click.echo(f"{n} card{'s' if n != 1 else ''}, {full} fully compiled")


def _render(d: dict) -> str:
    return Diagnostic(d["code"], Severity(d["severity"]), d["message"], d["file"], d["line"],
                      d["column"], d["excerpt"], d["hint"], d["excerpt_column"]).render()
