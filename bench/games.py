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
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DEFAULT = REPO.parent / "shared" / "corpus" / "modern.jsonl"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("corpus", nargs="?", default=str(DEFAULT))
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--turns", type=int, default=10)
    ap.add_argument("--deck-size", type=int, default=40)
    ap.add_argument("--logs", help="write each game's log to DIR/<seed>.log")
    args = ap.parse_args(argv)
    timing = play_games(args.corpus, args.games, args.seed, args.turns, args.deck_size, args.logs, print)
    print(f"decks dealt (cards compiled) in {timing.dealing:.1f} s CPU", file=sys.stderr)
    print(f"{args.games} games, {timing.actions} actions in {timing.playing:.2f} s CPU: "
          f"{args.games / timing.playing:.2f} games/s, {timing.actions / timing.playing:.0f} actions/s",
          file=sys.stderr)
    return 0


@dataclass(frozen=True)
class GamesTiming:
    """CPU seconds of dealing every game's decks (compiling their cards) and of playing the games."""

    dealing: float
    playing: float
    actions: int


def play_games(corpus: str, games: int, seed: int, turns: int = 10, deck_size: int = 40,
               logs: str | None = None, report=None) -> GamesTiming:
    """Deal, then play, the games `cardtext play` plays; `report(line)` gets one line per game."""
    from cardtext.compiler.harness import autoplay
    from cardtext.compiler.harness.decks import CardPool
    from cardtext.compiler.harness.random_games import PlaySettings
    from cardtext.compiler.source.loaders import load_paths

    settings = PlaySettings(games, turns, seed, deck_size, (corpus,))
    pool = CardPool(load_paths([corpus]))
    started = time.process_time()
    seeds = list(range(seed, seed + games))
    decks = {}
    for s in seeds:                         # as random_games.play_games deals them
        rng = random.Random(s)
        decks[s] = [pool.deck(rng, settings.deck_size).cards for _ in range(2)]
    # the corpus and the decks dealt (compiled cards) live for the whole run: frozen, so that the
    # cyclic collector's full passes during the games (two or three per 40 games, each walking
    # the whole heap) don't walk them again; collected first, so nothing dead is frozen
    gc.collect()
    gc.freeze()
    dealt = time.process_time()
    kept: dict[int, object] = {}
    if logs:                                # keep each game to write its log
        keep = autoplay.new_random_game

        def remember(decks_, seed, *rest, **named):
            game = keep(decks_, seed, *rest, **named)
            kept.setdefault(seed, game)     # the game played, not a replay made for a refusal
            return game
        autoplay.new_random_game = remember
    actions = 0
    for s in seeds:
        played = autoplay.play_checked(decks[s], s, settings.turns, settings.budget)
        actions += played.actions
        problem = "" if played.violation is None else f" VIOLATION {played.violation.messages[0][:120]}"
        if report is not None:
            report(f"seed {s}: {played.actions} actions, {played.refused} refused, turn {played.turn}, "
                   f"{played.ended}, log {played.log_digest[:16]}{problem}")
        if logs:
            Path(logs).mkdir(parents=True, exist_ok=True)
            Path(logs, f"{s}.log").write_text("\n".join(kept.pop(s).log_lines()) + "\n", encoding="utf-8")
    finished = time.process_time()
    gc.unfreeze()
    if logs:
        autoplay.new_random_game = keep
    return GamesTiming(dealt - started, finished - dealt, actions)


if __name__ == "__main__":
    sys.exit(main())
