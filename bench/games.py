"""Random games per CPU second, and each game's log digest to compare engines.

    python bench/games.py [CORPUS.jsonl] [--games N] [--seed S] [--turns T] [--logs DIR]

Plays the games `cardtext play --cards CORPUS --games N --seed S --turns T` plays (the same
decks, seeds and invariant checks, compiler/harness/random_games.py), but deals every game's
decks first, so the cards are compiled before the clock starts: the games/s figure is the
engine's alone (CPU seconds of this process, which a loaded machine disturbs less than wall
time). One line per game gives its seed, actions, how it ended and the sha256 of its log
lines; two engines that play the same games print the same lines. The objects alive once the
decks are dealt are frozen (gc.freeze): the collector's full passes then walk what the games
make, not the compiled corpus. `--logs DIR` also writes each game's log to DIR/<seed>.log, for
a diff when digests differ. Timings are printed, never asserted.
"""
from __future__ import annotations

import argparse
import gc
import random
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DEFAULT = REPO.parent / "shared" / "corpus" / "modern.jsonl"


def main(argv: list[str] | None = None) -> int:
    from cardtext.compiler.harness import autoplay
    from cardtext.compiler.harness.decks import CardPool
    from cardtext.compiler.harness.random_games import PlaySettings
    from cardtext.compiler.source.loaders import load_paths

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("corpus", nargs="?", default=str(DEFAULT))
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--turns", type=int, default=10)
    ap.add_argument("--deck-size", type=int, default=40)
    ap.add_argument("--logs", help="write each game's log to DIR/<seed>.log")
    args = ap.parse_args(argv)
    settings = PlaySettings(args.games, args.turns, args.seed, args.deck_size, (args.corpus,))
    pool = CardPool(load_paths([args.corpus]))
    started = time.process_time()
    seeds = list(range(args.seed, args.seed + args.games))
    decks = {}
    for seed in seeds:                      # as random_games.play_games deals them
        rng = random.Random(seed)
        decks[seed] = [pool.deck(rng, settings.deck_size).cards for _ in range(2)]
    # the corpus and the decks dealt (compiled cards) live for the whole run: frozen, so that the
    # cyclic collector's full passes during the games (two or three per 40 games, each walking
    # the whole heap) don't walk them again; collected first, so nothing dead is frozen
    gc.collect()
    gc.freeze()
    dealt = time.process_time()
    games: dict[int, object] = {}
    if args.logs:                           # keep each game to write its log
        keep = autoplay.new_random_game

        def remember(decks_, seed, *rest, **named):
            game = keep(decks_, seed, *rest, **named)
            games.setdefault(seed, game)    # the game played, not a replay made for a refusal
            return game
        autoplay.new_random_game = remember
    actions = 0
    for seed in seeds:
        report = autoplay.play_checked(decks[seed], seed, settings.turns, settings.budget)
        actions += report.actions
        problem = "" if report.violation is None else f" VIOLATION {report.violation.messages[0][:120]}"
        print(f"seed {seed}: {report.actions} actions, {report.refused} refused, turn {report.turn}, "
              f"{report.ended}, log {report.log_digest[:16]}{problem}")
        if args.logs:
            Path(args.logs).mkdir(parents=True, exist_ok=True)
            Path(args.logs, f"{seed}.log").write_text("\n".join(games.pop(seed).log_lines()) + "\n",
                                                      encoding="utf-8")
    played = time.process_time() - dealt
    print(f"decks dealt (cards compiled) in {dealt - started:.1f} s CPU", file=sys.stderr)
    print(f"{args.games} games, {actions} actions in {played:.2f} s CPU: "
          f"{args.games / played:.2f} games/s, {actions / played:.0f} actions/s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
