"""Round trip: render each compiled line back and compare with its normalised text."""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from ..api import CompiledCard
from ..source.normalize import normalise
from ..source.self_names import QUOTED_NAME
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
        if _card_as_holder(line.ast):
            # the AST says the card's name in a quoted ability was read as the object that has
            # the ability (right for an ability the card grants itself, CR 201.5a): it prints "~"
            expected = expected.replace(QUOTED_NAME, "~")
        try:
            rendered = render_line(line.ast, card.definition.subtypes)
        except Unrenderable:
            rendered = ""
        out.append(LineCheck(line.number, expected, rendered))
    return tuple(out)


def _card_as_holder(node) -> bool:
    """Whether a quoted ability anywhere in `node` has AbilityLine.card_as_holder."""
    if getattr(node, "card_as_holder", False):
        return True
    if isinstance(node, tuple):
        return any(_card_as_holder(n) for n in node)
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        return any(_card_as_holder(getattr(node, f.name)) for f in dataclasses.fields(node))
    return False
