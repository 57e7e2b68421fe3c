"""The game log: readable deterministic lines plus structured entries for JSON."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any


@dataclass(frozen=True)
class LogEntry:
    turn: int
    step: str
    kind: str
    text: str
    data: dict[str, Any] = field(default_factory=dict)

    @property
    def line(self) -> str:
        return f"Turn {self.turn}, {self.step}: {self.text}"


class GameLog:
    def __init__(self) -> None:
        self.entries: list[LogEntry] = []

    def add(self, turn: int, step: str, kind: str, text: str, **data: Any) -> None:
        self.entries.append(LogEntry(turn, step, kind, text, dict(data)))

    def lines(self) -> list[str]:
        return [e.line for e in self.entries]

    def to_json(self) -> list[dict[str, Any]]:
        return [asdict(e) for e in self.entries]

    def truncate(self, length: int) -> None:
        del self.entries[length:]

    def __len__(self) -> int:
        return len(self.entries)
