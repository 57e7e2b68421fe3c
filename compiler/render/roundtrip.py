"""Round trip: render each compiled line back and compare with its normalised text."""
from __future__ import annotations

from dataclasses import dataclass

from ..api import CompiledCard
from ..source.normalize import normalise
from .canonical import Unrenderable, render_line


@dataclass(frozen=True)
class LineCheck:
    number: int
    expected: str        # the normalised input
    rendered: str        # what the AST renders to ("" when the renderer has no wording)

    @property
    def equal(self) -> bool:
        return self.expected == self.rendered


def check_card(card: CompiledCard) -> tuple[LineCheck, ...]:
    """Compare every compiled line of a card; lines without an AST are skipped."""
    out = []
    for line in card.lines:
        if line.ast is None:
            continue
        expected = normalise(line.text, card.source.name, card.source.nickname)[0].text
        try:
            rendered = render_line(line.ast, card.definition.subtypes)
        except Unrenderable:
            rendered = ""
        out.append(LineCheck(line.number, expected, rendered))
    return tuple(out)
