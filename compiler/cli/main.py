"""The `cardtext` command line: the click group; each command lives in its own module.

    cardtext compile                      # the bundled cards
    cardtext compile cards/ corpus.jsonl  # files, folders, '-' for stdin
    cardtext compile --text 'Saddle 1' --type 'Creature — Horse Mount'
    cardtext compile --name NAME --format json   # one bundled or corpus card
    cardtext coverage corpus.jsonl --out report/   # how much compiles, what to add next
    cardtext run tests/scenarios/                  # play scenario files, check expectations
    cardtext lint cards/ --fix                     # check card text, fix what is safe
    cardtext fmt cards/ --check                    # are the card files in canonical form?
    cardtext new "Sparkwright Apprentice" --type 'Creature — Goblin'  # start a card file
    cardtext import cards.json -o mycards/         # Scryfall / MTGJSON card data -> .card files
    cardtext lsp                                   # the language server an editor starts
    cardtext play --cards corpus.jsonl --games 200 # random games, invariants checked
    cardtext replay saved/game-0.json              # play back a game `play --save saved/` wrote
    cardtext cache info                            # what is cached on disk (prune, clear)

Exit status: 0 every card compiled fully, 1 some card has an error
diagnostic, 2 usage error (bad option, unknown path, unknown card name).
Starting the command line loads only click and these command modules: each command loads
the compiler (and `run`, `coverage --exercise` the rules engine) when it runs.
"""
from __future__ import annotations

import atexit
import os
import sys
from typing import NoReturn

import click

from .cache import cache
from .compile import compile
from .coverage import coverage
from .fmt import fmt
from .import_cards import import_cards
from .lint import lint
from .lsp import lsp
from .new import new
from .play import play
from .replay import replay
from .run import run


# `-h` as well as `--help`, on the group and, inherited through the context, on every command.
CONTEXT_SETTINGS = {"help_option_names": ["-h", "--help"]}


class CommandLine(click.Group):
    """The group as the `cardtext` process runs it: given no arguments (they are the process's
    own command line) it ends the process with `leave` once the command is done. Called with
    arguments, as tests and CliRunner call it, it behaves as any click group."""

    def main(self, args=None, prog_name=None, complete_var=None, standalone_mode=True, **extra):
        if args is not None or not standalone_mode:
            return super().main(args, prog_name, complete_var, standalone_mode, **extra)
        try:
            return super().main(None, prog_name, complete_var, True, **extra)
        except SystemExit as done:
            leave(done)


def leave(done: SystemExit) -> NoReturn:
    """End the process as `raise done` would, but without the interpreter's teardown: after a
    corpus compile that teardown (one last collection over everything the run kept, then the
    freeing of each object) took a second of CPU, a sixth of the run, and the operating system
    takes the memory back at once. What the ordinary way out does that is seen outside the
    process is done first: the atexit functions (the dataclass code cache is written, worker
    processes and weakref finalizers cleaned up), then standard output and error flushed. A
    status that is not a number (sys.exit("message")), another thread still running, or a
    flush that fails (a closed pipe) take the ordinary way."""
    threading = sys.modules.get("threading")
    if not (done.code is None or type(done.code) is int) or (threading and threading.active_count() > 1):
        raise done
    try:
        atexit._run_exitfuncs()
        for stream in (sys.stdout, sys.stderr):
            if stream is not None:
                stream.flush()
    except BaseException:
        raise done from None
    os._exit(done.code or 0)


@click.group(cls=CommandLine, context_settings=CONTEXT_SETTINGS)
@click.version_option(package_name="cardtext")
def main() -> None:
    """cardtext: compile Magic: The Gathering rules text into abilities the engine runs.

    `cardtext COMMAND -h` shows a command's options and its exit statuses.

    \b
    Exit status:
      0  the command succeeded (see each command's help)
      2  usage error: unknown command or option
    """


main.add_command(cache)
main.add_command(compile)
main.add_command(coverage)
main.add_command(fmt)
main.add_command(import_cards)
main.add_command(lint)
main.add_command(lsp)
main.add_command(new)
main.add_command(play)
main.add_command(replay)
main.add_command(run)


if __name__ == "__main__":
    main()
