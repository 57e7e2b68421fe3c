"""Many seeded random games of corpus cards (`cardtext play`): the games, and their summary.

Game i of a run with seed S is played with seed S + i: its decks (decks.py), shuffles, random
choices and actions all follow from that seed and the input's cards, so `--games 1 --seed S+i`
plays that game again.
"""
from __future__ import annotations

import contextlib
import gc
import random
import shlex
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..collector import collect_less_often, thresholds_kept
from .autoplay import GameReport, play_checked
from .decks import CardPool, Deck
from .replays import replay_document, write_replay

# Actions one game may take per turn before it is stopped ("action budget" in the summary).
ACTIONS_PER_TURN = 150


@dataclass(frozen=True)
class PlaySettings:
    games: int
    turns: int
    seed: int
    deck_size: int
    card_paths: tuple[str, ...]       # as given on the command line ((): the bundled cards)

    @property
    def budget(self) -> int:
        return ACTIONS_PER_TURN * self.turns

    def command_for(self, seed: int) -> str:
        """The command line that plays the game of SEED again, alone."""
        words = ["cardtext", "play"]
        for path in self.card_paths:
            words += ["--cards", path]
        words += ["--games", "1", "--seed", str(seed), "--turns", str(self.turns),
                  "--deck-size", str(self.deck_size)]
        return shlex.join(words)


@dataclass
class PlayResult:
    settings: PlaySettings
    reports: list[GameReport] = field(default_factory=list)
    decks: dict[int, tuple[tuple[str, ...], ...]] = field(default_factory=dict)   # seed -> deck names (games with a violation)

    def summary(self) -> dict[str, Any]:
        turns = [r.turn for r in self.reports]
        ended: dict[str, int] = {}
        for r in self.reports:
            ended[r.ended] = ended.get(r.ended, 0) + 1
        given = self.settings
        return {
            "settings": {"seed": given.seed, "turns": given.turns, "deck_size": given.deck_size,
                         "cards": list(given.card_paths) or ["<bundled cards>"]},
            "games": len(self.reports),
            "actions": sum(r.actions for r in self.reports),
            "refused_actions": sum(r.refused for r in self.reports),
            "turns": {"min": min(turns, default=0), "max": max(turns, default=0),
                      "mean": round(sum(turns) / len(turns), 2) if turns else 0},
            "ended": dict(sorted(ended.items())),
            "violations": [self._violation(r) for r in self.reports if r.violation is not None],
        }

    def _violation(self, report: GameReport) -> dict[str, Any]:
        v = report.violation
        return {"seed": v.seed, "turn": v.turn, "step": v.step, "action": v.action,
                "cards": list(v.cards), "messages": list(v.messages),
                "decks": [list(names) for names in self.decks.get(v.seed, ())],
                "reproduce": self.settings.command_for(v.seed)}


def play_games(pool: CardPool, settings: PlaySettings,
               progress: Callable[[Iterable], Iterable] | None = None, save: Path | None = None) -> PlayResult:
    """Play the run's games, each with its own decks drawn from POOL. `save`: a folder where
    each game is written as a replay file, game-SEED.json (replays.py). The decks of the next
    DEAL_AHEAD games are dealt before the first of them is played (`_deal`): a game's decks
    follow from its seed and the input's cards alone (decks.py), so dealing them earlier deals
    the same decks, and the games are the same."""
    result = PlayResult(settings)
    seeds = range(settings.seed, settings.seed + settings.games)
    dealt: dict[int, list[Deck]] = {}
    with _collecting_for_games():
        for seed in (progress(seeds) if progress else seeds):
            if seed not in dealt:
                _deal(pool, settings, range(seed, min(seed + DEAL_AHEAD, seeds.stop)), dealt)
            result.reports.append(_play(settings, seed, dealt.pop(seed), result, save))
    return result


def _play(settings: PlaySettings, seed: int, decks: list[Deck], result: PlayResult,
          save: Path | None) -> GameReport:
    report = play_checked([d.cards for d in decks], seed, settings.turns, settings.budget,
                          record=save is not None, companions=[d.companion for d in decks])
    if report.violation is not None:            # the summary names the decks of these games only
        result.decks[seed] = tuple(d.names for d in decks)
    if save is not None:
        about = {"decks": [list(d.names) for d in decks], "ended": report.ended,
                 "command": settings.command_for(seed)}
        write_replay(save / replay_name(seed), replay_document(report.recording, report.game, seed, about))
        report.recording = report.game = None        # written: not kept for the whole run
    return report


# Games whose decks are dealt together, before the first of them is played.
DEAL_AHEAD = 25


def _deal(pool: CardPool, settings: PlaySettings, seeds: range, dealt: dict[int, list[Deck]]) -> None:
    """The decks of SEEDS' games, into DEALT. The cards a deal compiles (the pool keeps them)
    and what the compiler remembers of them live for the rest of the run: when the deal
    compiled some card, the collector makes one full pass and freezes what is left (gc.freeze),
    so its passes during the games walk what the games make, not the compiled cards (a full
    pass over them cost a fifth of a run's time). The collector rests while the cards compile:
    every cycle made meanwhile is garbage by the time of that full pass, which frees it before
    anything is frozen; a deal that compiled nothing freezes nothing, and what it made is
    collected as the collector goes on."""
    compiled = pool.drawn_count()
    gc.disable()
    try:
        for seed in seeds:
            rng = random.Random(seed)
            dealt[seed] = [pool.deck(rng, settings.deck_size) for _ in range(2)]
    finally:
        gc.enable()
    if pool.drawn_count() != compiled:
        gc.collect()
        gc.freeze()


@contextlib.contextmanager
def _collecting_for_games():
    """The collector tuned for a run of games (compiler/collector.py), and as it was again
    afterwards. What the run starts with (the cards loaded, the compiler and engine) lives for
    the whole run: collected once and frozen (gc.freeze), as _deal freezes what each deal
    compiles, so the collector's full passes during the games walk what the games make. At the
    end what was frozen is unfrozen (gc.unfreeze), so a cycle among it that became garbage during
    the run (a memo entry replaced, say) is freed by the next full pass: nothing frozen for the
    run outlives it."""
    with thresholds_kept():
        collect_less_often()
        gc.collect()
        gc.freeze()
        try:
            yield
        finally:
            gc.unfreeze()


def replay_name(seed: int) -> str:
    return f"game-{seed}.json"


def render_text(summary: dict[str, Any], seconds: float | None = None) -> list[str]:
    """The summary in lines: the counts, then each violation with what reproduces it."""
    t = summary["turns"]
    ended = ", ".join(f"{n} {why}" for why, n in summary["ended"].items())
    lines = [f"games: {summary['games']}, actions: {summary['actions']} "
             f"({summary['refused_actions']} refused)",
             f"turns reached: min {t['min']}, max {t['max']}, mean {t['mean']}",
             f"games ended by: {ended or 'none'}"]
    if seconds is not None:
        rate = summary["games"] / seconds if seconds > 0 else 0.0
        lines.append(f"time: {seconds:.1f} s, {rate:.2f} games/s")
    lines.append(f"violations: {len(summary['violations'])}")
    for v in summary["violations"]:
        lines.append(f"- seed {v['seed']}, turn {v['turn']} ({v['step']}): {v['action']}")
        lines += [f"    {m}" for m in v["messages"]]
        for player, names in zip(("Alice", "Bob"), v["decks"]):
            lines.append(f"    {player}'s deck: {', '.join(names)}")
        lines.append(f"    reproduce: {v['reproduce']}")
    return lines
