""""Each player can't cast more than one spell each turn." / "You can't ..." (CR 101.2): a static
limit, which round-trips; a limit on other players stays unsupported."""
from __future__ import annotations

import pytest

from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.abilities import OneSpellEachTurn, StaticAbility
from cardtext.runtime.filters import PlayerRef

from .conftest import compile_text


@pytest.mark.parametrize("who, players", [("Each player", PlayerRef.EACH_PLAYER), ("You", PlayerRef.YOU)])
def test_the_limit_reads_and_round_trips(who, players):
    card = compile_text(f"{who} can't cast more than one spell each turn.", type_line="Enchantment")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal and c.lowered_equal for c in check_card(card, lowered=True))
    assert card.definition.abilities == (StaticAbility(OneSpellEachTurn(players)),)


def test_each_creature_is_no_player_to_limit():
    card = compile_text("Each creature can't cast more than one spell each turn.", type_line="Enchantment")
    assert not card.fully_compiled
