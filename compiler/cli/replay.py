"""`cardtext replay`: play back games `cardtext play --save DIR` wrote, and check that each
gives the same game (compiler/harness/replays.py).

The rules engine loads when the command runs.
"""
from __future__ import annotations

import sys

import click


@click.command("replay")
@click.argument("files", nargs=-1, required=True, type=click.Path(exists=True, dir_okay=False))
def replay(files) -> None:
    """Load each replay FILE's saved start, make its recorded actions again and compare: each
    action must end the same way (done, refused, loop limit), the log must be the same line
    for line and the final state the same byte for byte.

    \b
    Exit status:
      0  every file replayed to the same game
      1  a replay differed (the first difference is printed)
      2  usage error: a file that is no replay file, bad option
    """
    import json

    from ...runtime.saved_games import SaveError
    from ..harness.replays import replay as play_back
    differed = False
    for path in files:
        try:
            with open(path, encoding="utf-8") as f:
                document = json.load(f)
            result = play_back(document)
        except (ValueError, KeyError, TypeError, SaveError) as exc:
            click.echo(f"cardtext replay: {path}: not a replay file: {str(exc)[:200]}", err=True)
            sys.exit(2)
        if result.same:
            click.echo(f"{path}: same game ({result.calls} actions, {result.log_lines} log lines)")
        else:
            differed = True
            click.echo(f"{path}: DIFFERENT: " + "; ".join(result.differences))
    sys.exit(1 if differed else 0)
