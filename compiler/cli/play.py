"""`cardtext play`: seeded random games of compiled cards, with the engine's invariants checked
after every action (compiler/harness/random_games.py plays them).

The compiler and the rules engine load when the command runs.
"""
from __future__ import annotations

import sys

import click

from .common import keywords_option, load_keywords, with_progress


@click.command("play")
@click.option("--games", type=click.IntRange(min=1), default=20, show_default=True,
              help="How many games to play.")
@click.option("--turns", type=click.IntRange(min=1), default=10, show_default=True,
              help="Play each game until this turn ends (or the game does).")
@click.option("--seed", type=int, default=0, show_default=True,
              help="Game i is played with seed SEED+i: its decks, shuffles and choices.")
@click.option("--cards", "card_paths", multiple=True, metavar="PATH",
              help="Where the decks' cards come from (repeatable): .card files, folders of them, "
                   ".jsonl files. Default: the bundled cards.")
@click.option("--deck-size", "deck_size", type=click.IntRange(min=10, max=200), default=40,
              show_default=True, help="Cards in each deck, two fifths of them basic lands.")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
@click.option("--save", "save_dir", type=click.Path(file_okay=False), metavar="DIR",
              help="Write each game to DIR as a replay file (game-SEED.json: its start, every "
                   "action, its log), for `cardtext replay`.")
@click.option("--no-cache", "no_cache", is_flag=True,
              help="Compile every card dealt, neither reading nor writing the compiled cards kept "
                   "from earlier runs (also CARDTEXT_NO_CACHE=1; kept beside `compile`'s results).")
@keywords_option
def play(games, turns, seed, card_paths, deck_size, fmt, save_dir, no_cache, keyword_files) -> None:
    """Play seeded random games with decks of compiled cards and check the engine's invariants
    after every action: each object in one zone, no negative counters, pools empty between
    steps, life changed only through the log, a refused action changes nothing, and no
    exception but a refusal.

    Each violation is printed with its game's seed, the action, the cards and the command line
    that plays that game again. Timings go to standard error.

    \b
    Exit status:
      0  every game kept every invariant
      1  a violation (or engine exception) was found, or the cards have no compiled card
      2  usage error: bad option, unknown path
    """
    import json
    import time
    from pathlib import Path

    from ..harness.decks import CardPool, NoCompiledCards
    from ..harness.random_games import PlaySettings, play_games, render_text
    from ..source.loaders import InputError, bundled_cards, load_paths
    from .batch import open_cache
    try:
        entries = load_paths(card_paths) if card_paths else bundled_cards()
    except InputError as exc:
        raise click.BadParameter(str(exc), param_hint="--cards") from None
    keywords = load_keywords(card_paths, keyword_files) if keyword_files else None
    pool = CardPool(entries, keywords, open_cache("play-cards", no_cache, keywords))
    settings = PlaySettings(games, turns, seed, deck_size, tuple(card_paths))
    save = None
    if save_dir is not None:
        save = Path(save_dir)
        try:
            save.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise click.BadParameter(f"can't make the folder: {exc.strerror}", param_hint="--save") from None
    started = time.perf_counter()
    try:
        result = play_games(pool, settings, lambda seeds: with_progress(seeds, "playing", fmt == "text"), save)
        pool.save()                 # the cards compiled for the next run (timed: this run's work)
    except NoCompiledCards as exc:
        click.echo(f"cardtext play: {exc}", err=True)
        sys.exit(1)
    seconds = time.perf_counter() - started
    summary = result.summary()
    if fmt == "json":
        click.echo(json.dumps(summary, indent=2, ensure_ascii=False))
    else:
        for line in render_text(summary):
            click.echo(line)
    rate = games / seconds if seconds > 0 else 0.0
    click.echo(f"time: {seconds:.1f} s, {rate:.2f} games/s", err=True)
    sys.exit(1 if summary["violations"] else 0)
