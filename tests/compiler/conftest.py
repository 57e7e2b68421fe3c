import json
from pathlib import Path

import pytest

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource

SHARED = Path(__file__).resolve().parents[3] / "shared" / "corpus"


def corpus_cards() -> dict[str, dict]:
    cards = {}
    for name in ("cards.jsonl", "modern.jsonl"):
        path = SHARED / name
        if path.exists():
            for row in path.read_text(encoding="utf-8").splitlines():
                card = json.loads(row)
                cards[card["name"]] = card
    return cards


@pytest.fixture(scope="session")
def corpus():
    cards = corpus_cards()
    if not cards:
        pytest.skip("../shared/corpus not present")
    return cards


def compile_text(text: str, name: str = "Test Card", type_line: str = "Creature — Test", **kw):
    return compile_card(CardSource(name=name, oracle_text=text, type_line=type_line, **kw))


def compile_corpus_card(card: dict):
    return compile_card(CardSource(
        name=card["name"], oracle_text=card["oracle_text"], mana_cost=card.get("mana_cost", ""),
        type_line=card["type_line"], power=card.get("power"), toughness=card.get("toughness"),
        loyalty=card.get("loyalty"), nickname=card.get("nickname")))


def compiled_replacement(text: str, type_line: str):
    """The replacement effect of a line that compiles and round-trips (CR 614.1a)."""
    from cardtext.compiler.render.roundtrip import check_card
    from cardtext.runtime import abilities as R
    card = compile_text(text, type_line=type_line)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), [(c.expected, c.rendered) for c in check_card(card)]
    return next(a.replacement for a in card.definition.abilities if isinstance(a, R.ReplacementAbility))


def assert_round_trips(text: str, type_line: str = "Sorcery", **kw) -> None:
    """The card's one line renders back to the same words and compiles to the same abilities."""
    from cardtext.compiler.render.roundtrip import check_card
    card = compile_text(text, type_line=type_line, **kw)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (line,) = check_card(card, lowered=True)
    assert line.text_equal and line.lowered_equal, line.rendered


def compiled_effects(card) -> list:
    """The effects of a fully compiled card's abilities, in order."""
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return [e for a in card.definition.abilities for e in getattr(a, "effects", ())]
