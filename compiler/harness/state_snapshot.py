"""A game state as canonical text, to compare two states byte for byte.

`Game.perform` promises that a refused action (IllegalAction) leaves the state exactly as it
was (runtime/game.py: every action is a transaction). The random-game invariants check that
promise by comparing this text before and after the refusal. Every field of every mutable
record is written out, in declaration order; the frozen model data (card definitions,
abilities, mana units) cannot change in place, so each is written as a short name standing for
its repr (computed once per value): equal reprs, equal names.
"""
from __future__ import annotations

from dataclasses import is_dataclass
from enum import Enum
from typing import Any

from ...runtime.kept_by_id import kept_by_id


class StateSnapshot:
    """Writes game states as text; remembers the text of the frozen values it has seen, so
    writing the same game's state again costs only its mutable records."""

    def __init__(self) -> None:
        self._frozen: dict[int, tuple[Any, str]] = {}     # id -> (the value, kept alive; its text)
        self._kinds: dict[type, str] = {}                  # class -> how its values are written
        self._names: dict[str, str] = {}                   # a frozen value's repr -> its short name

    def text(self, state: Any) -> str:
        return repr(self.plain(state))

    def plain(self, value: Any) -> Any:
        """VALUE as plain data (dicts, lists, strings, numbers): order kept, since an order
        change is a change."""
        if value is None or type(value) in _ATOMS:
            return value
        kind = self._kinds.get(type(value)) or self._kind(type(value))
        if kind == "record":        # its field values in declaration order, after its class
            return [type(value).__name__] + [v if v is None or type(v) in _ATOMS else _EMPTY
                                             if not v and type(v) in _CONTAINERS else self.plain(v)
                                             for v in value.__dict__.values()]
        if kind == "frozen":
            return self._frozen_text(value)
        if kind == "enum":
            return f"{type(value).__name__}.{value.name}"
        if kind == "dict":
            return [(self.plain(k), self.plain(v)) for k, v in value.items()]
        if kind == "sequence":
            return [v if v is None or type(v) in _ATOMS else self.plain(v) for v in value] if value else []
        if kind == "set":
            return sorted(repr(self.plain(v)) for v in value)
        return repr(value)

    def _kind(self, cls: type) -> str:
        if issubclass(cls, Enum):
            kind = "enum"
        elif is_dataclass(cls):
            kind = "frozen" if cls.__dataclass_params__.frozen else "record"
        elif issubclass(cls, (bool, int, float, str)):
            kind = "atom"
        elif issubclass(cls, dict):
            kind = "dict"
        elif issubclass(cls, (list, tuple)):
            kind = "sequence"
        elif issubclass(cls, (set, frozenset)):
            kind = "set"
        else:
            kind = "other"
        self._kinds[cls] = kind
        return kind

    def _frozen_text(self, value: Any) -> str:
        """A short name for a frozen value ("#12"): equal values (by their repr) share one, so
        the text stays small however often a card definition appears."""
        known = self._frozen.get(id(value))
        if known is None or known[0] is not value:
            known = (value, self._names.setdefault(_frozen_repr(value), f"#{len(self._names)}"))
            self._frozen[id(value)] = known
        return known[1]

    def frozen_value(self, name: str) -> str | None:
        """The repr of the frozen value written as NAME, to read a difference."""
        return next((text for text, n in self._names.items() if n == name), None)


_ATOMS = frozenset({bool, int, float, str})
# containers that, empty, are written as an empty list (plain's "dict" and "sequence")
_CONTAINERS = frozenset({list, tuple, dict})
_EMPTY: list = []       # never changed: repr reads it


REPRS_KEPT = 50_000


@kept_by_id(REPRS_KEPT)
def _frozen_repr(value: Any) -> str:
    """The repr of a frozen value, computed once per value for every snapshot (kept_by_id; a
    definition's repr is long; each refusal's snapshot writes every definition of the game)."""
    return repr(value)


def state_text(state: Any) -> str:
    """The canonical text of one state (a fresh StateSnapshot: nothing remembered)."""
    return StateSnapshot().text(state)
