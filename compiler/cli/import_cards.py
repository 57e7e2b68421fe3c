"""`cardtext import FILE...`: Scryfall or MTGJSON card objects -> .card files.

One file per card by default, in the folder given with -o (the current folder without it),
named after the card's front face in a form safe on every OS (compiler/source/card_writer.py);
a card with two faces is one file holding both faces, each naming the other ('Other face:').
`-o FILE.card` puts every card in that one file; `--stdout` prints that file instead.

Exit status: 0 cards were imported (skipped objects are warnings); 1 an input is malformed or
holds no card (nothing is written); 2 usage error (no such input, a card file would be
overwritten without --force).
"""
from __future__ import annotations

import sys
from pathlib import Path

import click

from ..diagnostics import Diagnostic, Severity

MAX_LISTED = 5          # files named in the "would overwrite" error


@click.command("import")
@click.argument("inputs", nargs=-1, required=True, metavar="FILE.json[l]...",
                type=click.Path(exists=True, dir_okay=False))
@click.option("-o", "--output", "output", default=None, metavar="DIR|FILE.card",
              help="A folder for one file per card (default: the current folder), or a file "
                   "ending in .card for all the cards in one file.")
@click.option("--stdout", "to_stdout", is_flag=True, help="Print all the cards as one card file.")
@click.option("--force", is_flag=True, help="Overwrite card files that exist.")
def import_cards(inputs, output, to_stdout, force) -> None:
    """Turn Scryfall or MTGJSON card objects into .card files.

    FILE is a Scryfall card or list object, a JSON list of cards, JSON lines (.jsonl), or an
    MTGJSON file (AtomicCards.json, a set file). A card with two faces becomes one card per
    face, each naming the other.

    \b
    Exit status:
      0  cards were imported (skipped objects are warnings)
      1  an input is malformed or holds no card (nothing is written)
      2  usage error: no such input, or an existing file without --force
    """
    if to_stdout and output is not None:
        raise click.UsageError("give either -o or --stdout, not both")
    cards = _read(inputs)
    if to_stdout:
        text = _one_file(cards, inputs)
        _check_readback(Path("<stdout>"), text)
        click.echo(text, nl=False)
        _summary(cards, "standard output", 0)
        return
    target = Path(output if output is not None else ".")
    files = _plan(cards, target, inputs)
    _refuse_overwrite(files, force)
    _write(files, target)
    _summary(cards, str(target), len(files))


def _write(files: dict[Path, str], target: Path) -> None:
    """Write each file whole (atomically); a file system error stops the command (exit status
    1), saying how many files were written before it."""
    from ..source.card_writer import write_atomically
    done = 0
    try:
        if target.suffix != ".card":
            target.mkdir(parents=True, exist_ok=True)
        for path, text in files.items():
            write_atomically(path, text)
            done += 1
    except OSError as exc:
        where = exc.filename or target
        click.echo(f"{where}: error: cannot write: {exc.strerror or exc} ({done} of {len(files)} "
                   "files were written, each whole)", err=True)
        sys.exit(1)


def _read(inputs):
    """Every card of every input, warnings printed; exit 1 on an error, before any writing."""
    from ..source.card_objects import Imported, read_card_objects
    from ..source.loaders import decode
    everything, failed = Imported([], []), False
    for name in inputs:
        try:
            data = Path(name).read_bytes()
        except OSError as exc:
            click.echo(Diagnostic("CT103", Severity.ERROR, f"cannot read: {exc.strerror or exc}", name,
                                  1, 1, "", "give a readable file").render(), err=True)
            failed = True
            continue
        text, problem = decode(data, name, limit=None)
        if text is None:
            click.echo(problem.diagnostics[0].render(), err=True)
            failed = True
            continue
        before = len(everything.cards)
        imported = read_card_objects(text, name, everything)
        for d in imported.diagnostics:
            click.echo(d.render(), err=True)
        failed = failed or imported.failed
        if len(everything.cards) == before and not imported.duplicates and not imported.failed:
            click.echo(Diagnostic("CT106", Severity.ERROR, "no card objects found", name, 1, 1, "",
                                  "give Scryfall or MTGJSON card data (docs/authoring.md)").render(),
                       err=True)
            failed = True
    if failed:
        click.echo("nothing was written", err=True)
        sys.exit(1)
    return everything.cards


def _faces_text(card) -> list[str]:
    from ..source.card_writer import card_text
    return [card_text(face) for face in card.faces]


def _one_file(cards, inputs) -> str:
    from ..source.card_writer import file_text
    heading = [f"Imported by `cardtext import` from {', '.join(Path(i).name for i in inputs)}."]
    return file_text([t for card in cards for t in _faces_text(card)], heading)


def _plan(cards, target: Path, inputs) -> dict[Path, str]:
    """Each file to write and its text; a card whose text would not read back as written is
    reported (a warning: the file keeps what the data says)."""
    from ..source.card_writer import file_text, unique_stems
    if target.suffix == ".card":
        if target.is_dir():
            raise click.BadParameter(f"'{target}' is a folder", param_hint="-o")
        files = {target: _one_file(cards, inputs)}
    else:
        if target.exists() and not target.is_dir():
            raise click.BadParameter(f"'{target}' is a file; give a folder, or a name ending "
                                     "in .card for one file", param_hint="-o")
        stems = unique_stems(card.name for card in cards)
        files = {target / f"{stem}.card": file_text(_faces_text(card)) for stem, card in zip(stems, cards)}
    for path, text in files.items():
        _check_readback(path, text)
    return files


def _check_readback(path: Path, text: str) -> None:
    """Warn where the written file would not read back as the data says (a P/T the card format
    does not know, a planeswalker without loyalty): the file keeps what the data says."""
    from ..source.cardfile import parse_card_file
    for parsed in parse_card_file(text, str(path)):
        for d in parsed.diagnostics:
            warning = Diagnostic(d.code, Severity.WARNING, d.message + " (written as the data gives it)",
                                 d.file, d.line, d.column, d.excerpt, d.hint)
            click.echo(warning.render(), err=True)


def _refuse_overwrite(files: dict[Path, str], force: bool) -> None:
    existing = [str(p) for p in files if p.exists()]
    if existing and not force:
        more = f" and {len(existing) - MAX_LISTED} more" if len(existing) > MAX_LISTED else ""
        raise click.UsageError(f"would overwrite {', '.join(existing[:MAX_LISTED])}{more}; nothing "
                               "was written (hint: --force overwrites, or choose another -o)")


def _summary(cards, where: str, files: int) -> None:
    faces = sum(len(c.faces) for c in cards)
    into = f"{files} file{'s' if files != 1 else ''} in {where}" if files else where
    click.echo(f"imported {len(cards)} card{'s' if len(cards) != 1 else ''} ({faces} face"
               f"{'s' if faces != 1 else ''}) into {into}", err=True)
