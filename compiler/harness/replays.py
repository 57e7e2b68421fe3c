"""A random game written down and played back (`cardtext play --save DIR`, `cardtext replay`).

A replay file holds the game as it started (`Game.to_json`: the state after the opening hands,
the random decider's generator), every call the random players made on it, in order, with how
each ended, and the log it gave. Playing it back loads the start, makes the same calls and
compares: each call must end the same way, the log must be the same line for line, and the
final state the same byte for byte. The calls are what the players did, so a replay needs no
card file: the cards are in the saved state.
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ...runtime.engine.actions import Action
from ...runtime.errors import IllegalAction, LoopLimit
from ...runtime.game import Game

FORMAT = "cardtext replay 1"


@dataclass
class Recording:
    """What one game did: its start, the calls made on it and how each ended."""

    start: str                                               # Game.to_json before the first call
    calls: list[dict[str, Any]] = field(default_factory=list)

    def add(self, call: dict[str, Any], outcome: str) -> None:
        self.calls.append({**call, "outcome": outcome})


def action_call(action: Action | None) -> dict[str, Any]:
    """A random player's action (None: no player has priority, the game moves on)."""
    if action is None:
        return {"call": "move on"}
    return {"call": "action", "kind": action.kind, "player": action.player, "object": action.object_id,
            "index": action.index, "attackers": list(action.attackers)}


def pass_call(player: int | None) -> dict[str, Any]:
    """The pass a player makes after their action was refused."""
    return {"call": "pass", "player": player}


def outcome_of(exc: BaseException | None) -> str:
    if exc is None:
        return "done"
    if isinstance(exc, IllegalAction):
        return "refused"
    if isinstance(exc, LoopLimit):
        return "loop limit"
    return f"raised {type(exc).__name__}"


def make_call(game: Game, call: dict[str, Any]) -> str:
    """Make one recorded call on GAME; how it ended ("done", "refused", "loop limit", "raised X")."""
    try:
        if call["call"] == "move on":
            game.pass_priority()
        elif call["call"] == "pass":
            game.pass_priority(call["player"])
        else:
            game.perform(Action(call["kind"], call["player"], call["object"], call["index"],
                                tuple(call["attackers"])))
    except Exception as exc:  # each outcome is compared, an exception included
        return outcome_of(exc)
    return "done"


def state_digest(game: Game) -> str:
    return hashlib.sha256(game.to_json().encode("utf-8")).hexdigest()


def replay_document(recording: Recording, game: Game, seed: int, about: dict[str, Any]) -> dict[str, Any]:
    """The replay file's content, GAME being the game as it ended."""
    return {"format": FORMAT, "seed": seed, **about, "start": json.loads(recording.start),
            "calls": recording.calls, "log": game.log_lines(), "final_state_sha256": state_digest(game)}


def write_replay(path: Path, document: dict[str, Any]) -> None:
    path.write_text(json.dumps(document, separators=(",", ":")), encoding="utf-8")


@dataclass(frozen=True)
class ReplayResult:
    calls: int
    log_lines: int
    differences: tuple[str, ...]          # empty: the replay gave the same game

    @property
    def same(self) -> bool:
        return not self.differences


def replay(document: dict[str, Any]) -> ReplayResult:
    """Play a replay file's calls on its start and compare outcomes, log and final state."""
    if document.get("format") != FORMAT:
        raise ValueError(f"not a replay file (its \"format\" is not {FORMAT!r})")
    game = Game.from_json(json.dumps(document["start"], separators=(",", ":")))
    differences: list[str] = []
    for number, call in enumerate(document["calls"], 1):
        outcome = make_call(game, call)
        if outcome != call["outcome"]:
            differences.append(f"call {number} ({_describe(call)}): {outcome}, recorded {call['outcome']}")
            break
    lines, recorded = game.log_lines(), document["log"]
    if lines != recorded:
        at = next((i for i, (a, b) in enumerate(zip(lines, recorded)) if a != b), min(len(lines), len(recorded)))
        differences.append(f"log line {at + 1}: {_line(lines, at)!r}, recorded {_line(recorded, at)!r}")
    if not differences and state_digest(game) != document["final_state_sha256"]:
        differences.append("the final state differs from the recorded one")
    return ReplayResult(len(document["calls"]), len(lines), tuple(differences))


def _describe(call: dict[str, Any]) -> str:
    if call["call"] == "action":
        return f"player {call['player']} {call['kind']} object {call['object']}"
    return call["call"]


def _line(lines: list[str], i: int) -> str:
    return lines[i] if i < len(lines) else "<end of log>"
