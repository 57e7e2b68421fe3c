"""The executability check (coverage --exercise) is bounded per card by the engine's limits,
deterministically: a hostile card fails its exercise with the limit it reached, at once."""
from __future__ import annotations

from cardtext.compiler.api import CardSource, compile_card
from cardtext.compiler.harness.exercise import exercise_card


def _exercised(text: str, **fields):
    card = compile_card(CardSource("Hostile", text, **fields))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    return exercise_card(card.definition)


def test_afterlife_a_million_reaches_the_token_limit():
    result = _exercised("Afterlife 1000000", mana_cost="{1}", type_line="Creature \u2014 Spirit",
                        power="1", toughness="1")
    assert not result.ok
    assert any("engine limit reached: tokens" in r for r in result.reasons), result.reasons


def test_a_million_cards_drawn_reaches_the_draw_limit():
    result = _exercised("Draw 1000000 cards.", mana_cost="{1}", type_line="Sorcery")
    assert any("engine limit reached: draws" in r for r in result.reasons), result.reasons
