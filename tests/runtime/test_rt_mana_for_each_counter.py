""""{T}: Add {C} for each storage counter on ~." (CR 106.1, 122.1): as many mana as there are
counters of that kind on the permanent as the ability resolves; with "Sacrifice ~" in its cost,
the counters it had as it last existed on the battlefield (CR 608.2h)."""
from __future__ import annotations

import pytest

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource


def _land(text: str):
    compiled = compile_card(CardSource("Counting Vault", text, "", "Land"))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


@pytest.mark.parametrize("counters, added", [(3, "{C}{C}{C}"), (0, "")])
def test_as_many_mana_as_counters_of_the_kind(game, counters, added):
    vault = _land("{T}: Add {C} for each storage counter on ~.")
    game.put_onto_battlefield("Alice", vault, counters={"storage": counters, "charge": 2})
    game.tap_for_mana("Alice", "Counting Vault")
    assert game.pool_text("Alice") == added


def test_the_counters_of_a_permanent_sacrificed_to_pay_for_it(game):
    vault = _land("{T}, Sacrifice ~: Add {G} for each charge counter on ~.")
    game.put_onto_battlefield("Alice", vault, counters={"charge": 2})
    game.tap_for_mana("Alice", "Counting Vault")
    assert game.pool_text("Alice") == "{G}{G}"
