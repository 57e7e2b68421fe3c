"""One answer kept while the game state reads as it did when the answer was worked out.

Questions asked on every event or check (the graveyard cards whose triggers work there, whether
any token is off the battlefield; Board.of writes the same rule out for its speed) are functions
of one state object, a count of settings (objects.DEFINITIONS_SET) and a few lists of ids.
`LastAnswer` keeps the last answer with those three and gives it back while the same state
object has the same count and lists equal to the copies kept (compared in C). Why equal lists
are enough is each user's to say in its docstring: within one state object an id names one
object (state.new_id counts up; a rollback or a probe puts another state object in the game's
place), and what the answer reads of those objects changes only by a counted setting or never.
"""
from __future__ import annotations

from typing import Any, Iterable


class LastAnswer:
    """The last answer, with the state object, the count and copies of the lists it was
    worked out for."""

    __slots__ = ("_state", "_count", "_lists", "_answer")

    def __init__(self) -> None:
        self._state = self._count = self._lists = self._answer = None

    def get(self, state, count, lists: list) -> Any:
        """The answer kept for STATE, COUNT and LISTS (equal to the copies kept), else None."""
        if self._state is state and self._count == count and self._lists == lists:
            return self._answer
        return None

    def keep(self, state, count, lists: Iterable, answer: Any) -> Any:
        """Keep ANSWER (not None) for STATE, COUNT and copies of LISTS; give it back."""
        self._state, self._count, self._lists, self._answer = state, count, list(map(list, lists)), answer
        return answer
