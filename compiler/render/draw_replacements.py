"""Static replacements of a player's draws, in words (CR 614.1a, 614.11): "if you would draw a
card, you may skip that draw instead.", "if you would draw a card while you have no cards in hand,
instead draw two cards and lose 1 life."."""
from __future__ import annotations

from ..syntax.nodes import draw_replacements as D

from .clause_lists import clauses_text
from .conditions import condition

DRAW_LINES = D.DRAW_LINES


def draw_line(line: D.DrawReplacementLine) -> str:
    head = "if you would draw a card" + (f" while {condition(line.condition)}" if line.condition is not None else "")
    if not line.clauses:
        return f"{head}, you may skip that draw instead."
    body = ("you may " if line.optional else "") + clauses_text(line.clauses)
    if line.instead_first:
        return f"{head}, instead {body}."
    return f"{head}, {body} instead."
