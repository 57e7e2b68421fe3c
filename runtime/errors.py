"""The engine's exceptions."""
from __future__ import annotations


class IllegalAction(Exception):
    """A player tried something the rules forbid; the game state is unchanged.

    `reason` names the rule ("CR 107.5: Forest is already tapped ...").
    """

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


class DecisionMissing(Exception):
    """A ScriptedDecider was asked a question its script does not answer."""


class LoopLimit(Exception):
    """A bounded engine loop (SBA, triggers, advancing) ran too long."""


class GameOver(Exception):
    """Raised when an action is attempted after the game ended."""
