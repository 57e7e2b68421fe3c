"""`cardtext lint`: check card text against the rules and today's Oracle templating.

Exit status: 0 no finding of severity warning or error, 1 some, 2 usage error.
"""
from __future__ import annotations

import functools
import sys

import click

from .batch import batch_options
from .common import keywords_option, load_keywords, progress, write_atomically

FORMATS = ["text", "json", "github", "sarif"]


@click.command("lint")
@click.argument("paths", nargs=-1, metavar="[PATH]...")
@click.option("--select", "select", default="", metavar="CODES",
              help="Comma-separated rule codes or prefixes to run (default: all), e.g. CL2,CL401.")
@click.option("--ignore", "ignore", default="", metavar="CODES", help="Codes or prefixes to skip.")
@click.option("--format", "fmt", type=click.Choice(FORMATS), default="text", show_default=True)
@click.option("--fix", is_flag=True, help="Apply safe fixes to .card files in place.")
@click.option("--diff", "show_diff", is_flag=True, help="Print the fixes as a unified diff; change nothing.")
@click.option("--statistics", is_flag=True, help="Print a count per rule instead of each finding.")
@click.option("--oracle-era", "era", type=click.Choice(["modern", "pre2024"]), default=None,
              help="The wording to expect: modern (2024+, 'enters'; the default) or pre2024.")
@click.option("--explain", "explain", metavar="CODE", default=None, help="Explain one rule and exit.")
@keywords_option
@batch_options
def lint(paths, select, ignore, fmt, fix, show_diff, statistics, era, explain, keyword_files, jobs,
         no_cache) -> None:
    """Lint card text: PATH is anything `cardtext compile` accepts (default: the bundled cards).

    \b
    Exit status:
      0  no finding is a warning or an error (info findings, such as text cardtext
         does not support yet, do not count)
      1  some finding is a warning or an error, or a keyword file is malformed
      2  usage error: bad option, unknown path or rule code, bad settings file
    """
    from ..lint.registry import RULES
    from ..lint.runner import Selection, lint_entries
    from ..lint.settings import SettingsError, find
    if explain is not None:
        _explain(explain.upper(), RULES)
        return
    entries = _load(paths)
    try:
        settings = find(paths[0] if paths and paths[0] != "-" else ".")
    except SettingsError as exc:
        raise click.UsageError(str(exc)) from None
    selection = Selection(_codes(select) or settings.select, _codes(ignore) or settings.ignore,
                          era or settings.era or "modern")
    _check_codes(selection, RULES)
    keywords = load_keywords(_folders(paths), keyword_files)
    batch = _batch(selection, keywords, no_cache, jobs, progress("linting", fmt == "text" and not show_diff))
    findings = lint_entries(entries, selection, keywords, batch=batch)
    if fix or show_diff:
        findings = _fix(findings, selection, keywords, write=fix and not show_diff)
    _print(findings, fmt, statistics)
    failing = any(f.level.value in ("error", "warning") for f in findings)
    sys.exit(1 if failing else 0)


def _batch(selection, keywords, no_cache: bool, jobs, bar):
    """Each card's findings through the results cache and worker processes (cli/batch.py); the
    rules looking at a whole file run afterwards, in this process."""
    from .batch import open_cache, run_batch, warm_parser
    cache = open_cache("lint", no_cache, keywords)

    def batch(cards, work, key):
        return run_batch(cards, work, lambda card: (*key(card), selection), cache, jobs, bar,
                         functools.partial(warm_parser, keywords))
    return batch


def _codes(text: str) -> tuple[str, ...]:
    return tuple(c.strip().upper() for c in text.split(",") if c.strip())


def _check_codes(selection, rules) -> None:
    known = set(rules) | {"CT"}
    for code in selection.select + selection.ignore:
        if not any(k.startswith(code) or code.startswith(k) for k in known):
            raise click.UsageError(f"unknown rule code '{code}' (see `cardtext lint --explain CODE`)")


def _load(paths):
    from ..source.loaders import InputError, bundled_cards, load_paths
    try:
        return load_paths(paths) if paths else bundled_cards()
    except InputError as exc:
        raise click.BadParameter(str(exc), param_hint="PATH") from None


def _folders(paths) -> list[str]:
    if paths:
        return list(paths)
    from ..source.loaders import bundled_cards_dir
    return [str(bundled_cards_dir())]


def _fix(findings, selection, keywords, write: bool):
    """Apply fixes file by file until they settle; print the diff when not writing. The
    findings returned are those that remain."""
    from pathlib import Path

    from ..lint import fixes
    paths = sorted({f.path for f in findings if f.fix and fixes.fixable_file(f.path)})
    remaining = [f for f in findings if f.path not in paths]
    for path in paths:
        before = text = Path(path).read_text(encoding="utf-8")
        current = [f for f in findings if f.path == path]
        for _ in range(fixes.MAX_PASSES):
            text, applied = fixes.apply(text, current)
            if not applied:
                break
            current = _relint(path, text, selection, keywords)
        if write and text != before:
            try:
                write_atomically(path, text)
            except OSError as exc:
                raise click.FileError(path, hint=f"cannot write the fixes: {exc.strerror or exc}") from None
        elif text != before:
            click.echo(fixes.diff(path, before, text), nl=False)
        remaining += current if write else [f for f in findings if f.path == path]
    return sorted(remaining, key=lambda f: f.sort_key)


def _relint(path, text, selection, keywords):
    from ..lint.runner import lint_entries
    from ..source.cardfile import parse_card_file
    return lint_entries(parse_card_file(text, path), selection, keywords, {path: text})


def _print(findings, fmt, statistics) -> None:
    from ..lint import output
    if fmt == "json":
        click.echo(output.as_json(findings))
    elif fmt == "github":
        text = output.github(findings)
        if text:
            click.echo(text)
    elif fmt == "sarif":
        from importlib.metadata import PackageNotFoundError, version
        try:
            v = version("cardtext")
        except PackageNotFoundError:
            v = "0"
        click.echo(output.sarif(findings, v))
    else:
        click.echo(output.text(findings, statistics))


def _explain(code: str, rules) -> None:
    rule = rules.get(code)
    if rule is None:
        raise click.UsageError(f"unknown rule code '{code}'")
    fix = "yes (safe: the compiled card is unchanged)" if rule.fixable else "no"
    era = f"\nonly with --oracle-era {rule.era}" if rule.era else ""
    click.echo(f"{rule.code} ({rule.name}) [{rule.level.value}]\n\n{rule.summary}.\n\n"
               f"Why: {rule.why}\n\nBad:  {rule.bad}\nGood: {rule.good}\nFixable: {fix}{era}")
