"""A card compiled from its text for an engine test: fully compiled, and its rendering says the
same and compiles to the same abilities (the round trip), so the test plays what the text means."""
from __future__ import annotations

from cardtext.compiler.api import compile_card
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.source.card import CardSource


def round_tripped(name: str, text: str, cost: str, type_line: str, **kw):
    card = compile_card(CardSource(name, text, cost, type_line, **kw))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.lowered_equal and c.text_equal for c in check_card(card, lowered=True))
    return card.definition
