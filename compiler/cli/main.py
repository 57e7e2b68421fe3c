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


@click.group(context_settings=CONTEXT_SETTINGS)
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
