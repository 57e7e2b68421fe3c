"""Combat keywords of today's Magic in the keyword database (grammar/keywords.toml): each one's
reminder template gives the reminder text printed on real cards, and a card with it compiles
to the keyword's form (a keyword the engine plays, CR 702.164; or its definition's abilities,
named for it, CR 702.1)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardtext.compiler.api import compile_card
from cardtext.compiler.keywords.database import builtin
from cardtext.compiler.keywords.templates import fill
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.abilities import KeywordAbility

MODERN = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "modern.jsonl"


def _modern(name: str) -> dict:
    for row in MODERN.read_text(encoding="utf-8").splitlines():
        card = json.loads(row)
        if card["name"] == name:
            return card
    raise LookupError(name)


def _compiled(card: dict):
    return compile_card(CardSource(card["name"], card["oracle_text"], card.get("mana_cost", ""),
                                   card["type_line"], card.get("power"), card.get("toughness")))


# (keyword, N, a card printing "Keyword N (reminder)")
PRINTED = [("toxic", 1, "Blightbelly Rat"), ("toxic", 2, "Necrogen Rotpriest"),
           ("toxic", 6, "Paladin of Predation")]


@pytest.mark.parametrize("name, number, card", PRINTED)
def test_the_reminder_template_gives_the_printed_reminder_text(name, number, card):
    text = _modern(card)["oracle_text"]
    printed = text.split(f"{name.capitalize()} {number} (", 1)[1].split(")", 1)[0]
    assert fill(builtin().get(name).reminder, number) == printed


def test_toxic_compiles_to_the_keyword_the_engine_plays():
    """CR 702.164a: toxic is a static ability; the engine gives its poison with the combat
    damage (runtime/mechanics/combat_keywords.py), so it compiles to the keyword itself."""
    card = _compiled(_modern("Paladin of Predation"))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert KeywordAbility("toxic", number=6) in card.definition.abilities
    assert builtin().get("toxic").mechanic == "toxic"
