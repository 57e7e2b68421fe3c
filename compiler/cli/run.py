"""`cardtext run SCENARIO...`: play scenario files and check their expectations.

The scenario runner and the rules engine load when the command runs.

Exit status: 0 every expectation of every scenario holds; 1 an expectation
failed, an action failed unexpectedly, or a card does not compile fully;
2 a scenario file or a card file (`cards:`, --cards) is malformed (file:line:col
message), a scenario names a card found nowhere, or a path does not exist.

`--format text|json` chooses the output; `--log` is its older spelling, kept as a hidden alias.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

import click


def _expand(paths) -> list[str]:
    files: list[str] = []
    for p in paths:
        path = Path(p)
        if path.is_dir():
            found = sorted(str(f) for f in path.rglob("*.scenario"))
            if not found:
                raise click.BadParameter(f"no .scenario files under '{p}'", param_hint="SCENARIO")
            files += found
        elif path.is_file():
            files.append(p)
        else:
            raise click.BadParameter(f"no such file or folder: '{p}'", param_hint="SCENARIO")
    return files


@click.command("run")
@click.argument("paths", nargs=-1, required=True, metavar="SCENARIO...")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default=None,
              help="text (the default): the readable game log with each expectation's result; "
                   "json: one JSON document with the structured log and the results.")
@click.option("--log", "log_format", type=click.Choice(["text", "json"]), default=None, hidden=True,
              help="The older spelling of --format.")
@click.option("--cards", "card_paths", multiple=True, metavar="PATH",
              type=click.Path(exists=True),
              help="Your own cards (repeatable): a .card file, a folder of them or a .jsonl file. "
                   "They are looked up before the bundled cards and the corpus.")
@click.option("--limit", "limit_items", multiple=True, metavar="NAME=N",
              help="Change an engine limit (repeatable): objects, tokens, counters, mana, draws, "
                   "steps (docs/limits.md). An action that goes over one is undone.")
def run(paths, fmt, log_format, card_paths, limit_items) -> None:
    """Play scenario files (or folders of *.scenario) and check their expectations.

    \b
    Exit status:
      0  every expectation of every scenario holds
      1  an expectation failed (expected vs actual is shown), an action failed
         unexpectedly, or a card the scenario uses does not compile fully
      2  usage error: a scenario or card file is malformed or does not exist, or a
         scenario names a card found nowhere
    """
    from ..harness.scenario import CardFilesError, CardRefused, load_library, run_scenario
    from ..harness.scenario_report import report_json, report_text
    from ..harness.scenario_syntax import ScenarioSyntaxError, load_scenario
    if fmt is not None and log_format is not None and fmt != log_format:
        raise click.UsageError("--log is the older spelling of --format; give one of them")
    log_format = fmt or log_format or "text"
    limits = engine_limits(limit_items)
    try:
        cards = load_library(card_paths, "--cards") if card_paths else None
    except CardFilesError as exc:
        click.echo(exc.render(), err=True)
        sys.exit(2)
    files = _expand(paths)
    scenarios = []
    for f in files:                       # parse everything first: a malformed file is exit 2
        try:
            scenarios.append(load_scenario(f))
        except ScenarioSyntaxError as exc:
            click.echo(exc.render(), err=True)
            sys.exit(2)
    status = 0
    documents = []
    passed = 0
    for sc in scenarios:
        try:
            result = run_scenario(sc, cards, limits)
        except CardRefused as exc:
            click.echo(exc.render(), err=True)
            status = max(status, 1)
            documents.append({"file": sc.file, "scenario": sc.title, "rulings": sc.rulings, "passed": False,
                              "error": {"line": exc.line, "message": exc.render()}, "expectations": [],
                              "log": []})
            continue
        except ScenarioSyntaxError as exc:          # an unknown card, a malformed card file
            click.echo(exc.render(), err=True)
            sys.exit(2)
        if not result.passed:
            status = max(status, 1)
        else:
            passed += 1
        if log_format == "json":
            documents.append(report_json(result))
        else:
            for line in report_text(result):
                click.echo(line)
            if len(scenarios) > 1:
                click.echo("")
    if log_format == "json":
        click.echo(json.dumps(documents[0] if len(files) == 1 else documents, indent=2, ensure_ascii=False))
    elif len(scenarios) > 1:
        click.echo(f"{len(scenarios)} scenarios, {passed} passed, {len(scenarios) - passed} failed")
    sys.exit(status)


if __name__ == "__main__":
    run()


def engine_limits(items: tuple[str, ...]):
    """EngineLimits from --limit NAME=N options (None: the defaults)."""
    if not items:
        return None
    from ...runtime.limits import EngineLimits
    values = {}
    for item in items:
        name, _, number = item.partition("=")
        name = name.strip().lower()
        number = number.strip()
        if name not in EngineLimits.names() or not number.isdecimal() or not number.isascii() or len(number) > 12:
            raise click.BadParameter(f"'{item}': write NAME=N with NAME one of "
                                     f"{', '.join(EngineLimits.names())}", param_hint="--limit")
        values[name] = int(number)
    return EngineLimits(**values)
