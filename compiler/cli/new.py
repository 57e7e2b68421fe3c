"""`cardtext new NAME`: write a new .card file to start a card from (compiler/source/scaffold.py).

Exit status: 0 the file was written; 1 the file system refused it; 2 usage error: a field the card format refuses (the same
CT code as the card-file parser gives, at its place in the file that would have been written),
a lint error in the new card (a cost such as '{1R}', CL102), or the file exists (without
--force). Nothing is written on an error.
"""
from __future__ import annotations

import sys
from pathlib import Path

import click


@click.command("new")
@click.argument("name")
@click.option("--type", "type_line", default=None, metavar="TYPE_LINE",
              help="The type line, e.g. 'Creature — Elf Druid' (default: Creature).")
@click.option("--cost", default=None, metavar="COST", help="The mana cost, e.g. '{1}{G}' (default: {1}; none for a land).")
@click.option("--pt", default=None, metavar="P/T", help="Power/toughness (default 1/1 for a creature or Vehicle).")
@click.option("--loyalty", default=None, metavar="N", help="Starting loyalty (default 3 for a planeswalker).")
@click.option("-o", "--output", "output", default=None, metavar="FILE",
              help="Where to write the card ('-' for standard output; default: NAME as a file "
                   "name in the current folder: 'My Card' -> my-card.card).")
@click.option("--force", is_flag=True, help="Overwrite FILE if it exists.")
def new(name, type_line, cost, pt, loyalty, output, force) -> None:
    """Write a new card file: the header its type needs and an example rule, commented out.

    The file compiles and lints clean as written; write the rules text below its '---' line.

    \b
    Exit status:
      0  the file was written
      1  the file system refused the file
      2  usage error: a field the card format or lint refuses, or FILE exists
         (nothing is written)
    """
    from ..source.card_writer import file_stem, write_atomically
    from ..source.scaffold import new_card, new_card_text
    given = {"NAME": name, "--type": type_line, "--cost": cost, "--pt": pt, "--loyalty": loyalty}
    for option, value in given.items():
        if value is not None and ("\n" in value or "\r" in value):
            raise click.BadParameter("must be one line", param_hint=option)
    target = output if output is not None else f"{file_stem(name)}.card"
    text = new_card_text(new_card(name.strip(), type_line, cost, pt, loyalty))
    _validate(text, target if target != "-" else "<stdout>")
    if target == "-":
        _lint(text, "<stdout>")
        click.echo(text, nl=False)
        return
    path = Path(target)
    if path.is_dir():
        raise click.BadParameter(f"'{target}' is a folder; give a file name", param_hint="-o")
    if not path.parent.is_dir():
        raise click.BadParameter(f"no such folder: '{path.parent}'", param_hint="-o")
    if path.exists() and not force:
        raise click.UsageError(f"'{target}' exists; nothing was written (hint: --force overwrites "
                               "it, or give another file with -o)")
    _lint(text, target)
    try:
        write_atomically(path, text)
    except OSError as exc:
        click.echo(f"{target}: error: cannot write: {exc.strerror or exc}; nothing was written", err=True)
        sys.exit(1)
    click.echo(f"wrote {target}", err=True)


def _validate(text: str, shown: str) -> None:
    """The card-file parser's checks (CT1xx) on the file as it would be written; on a finding,
    its diagnostics at their places in that file, and exit status 2."""
    from ..source.cardfile import parse_card_file
    diagnostics = [d for card in parse_card_file(text, shown) for d in card.diagnostics]
    if diagnostics:
        for d in diagnostics:
            click.echo(d.render(), err=True)
        click.echo("nothing was written", err=True)
        sys.exit(2)


def _lint(text: str, path: str) -> None:
    """Lint the new card: an error (a cost like '{1R}', which the parser reads as a symbol but
    is none) stops the command (exit status 2, nothing written); a warning is printed and the
    file is written as asked."""
    from ..lint.output import text as lint_text
    from ..lint.runner import Selection, lint_entries
    from ..source.cardfile import parse_card_file
    findings = [f for f in lint_entries(parse_card_file(text, path), Selection(), None, {path: text})
                if f.level.value in ("error", "warning")]
    if findings:
        click.echo(lint_text(findings), err=True)
    if any(f.level.value == "error" for f in findings):
        click.echo("nothing was written", err=True)
        sys.exit(2)
