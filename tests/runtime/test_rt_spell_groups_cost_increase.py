""""Red creature spells and green creature spells cost {1} more to cast." (CR 601.2f): a spell of
either group costs {1} more, whoever casts it; other spells cost what they cost."""
from __future__ import annotations

import pytest

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.errors import IllegalAction


def _card(name: str, text: str, cost: str, type_line: str, pt=(None, None)):
    compiled = compile_card(CardSource(name, text, cost, type_line, *pt))
    assert compiled.fully_compiled, [d.render() for d in compiled.diagnostics]
    return compiled.definition


SEAS = _card("Taxing Seas", "Red creature spells and green creature spells cost {1} more to cast.", "{2}{U}",
             "Enchantment")
BEAR = _card("Green Bear", "", "{G}", "Creature — Bear", ("2", "2"))
ARTIFACT = _card("Plain Trinket", "", "{1}", "Artifact")


def test_an_opponents_green_creature_spell_costs_one_more(game):
    game.put_onto_battlefield("Bob", SEAS)
    bear = game.add_card("Alice", BEAR)
    game.add_mana("Alice", "G")
    with pytest.raises(IllegalAction):
        game.cast("Alice", bear)
    game.add_mana("Alice", "G")
    game.cast("Alice", bear)
    assert game.state.stack and not game.state.players[0].pool


def test_a_spell_of_neither_group_costs_what_it_costs(game):
    game.put_onto_battlefield("Bob", SEAS)
    trinket = game.add_card("Alice", ARTIFACT)
    game.add_mana("Alice", "C")
    game.cast("Alice", trinket)
    assert game.state.stack
