"""Trigger events of activating an ability (CR 602.2), with or without mana abilities (CR 605.1a):
the three wordings round-trip."""
from __future__ import annotations

import pytest

from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.abilities import TriggeredAbility
from cardtext.runtime.characteristics import CardType
from cardtext.runtime.events import AbilityActivated
from cardtext.runtime.filters import Controller

from .conftest import compile_text


def _event(text: str) -> AbilityActivated:
    card = compile_text(text, power="2", toughness="2")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal and c.lowered_equal for c in check_card(card, lowered=True))
    return next(a for a in card.definition.abilities if isinstance(a, TriggeredAbility)).event


def test_a_player_activates_an_ability_that_isnt_a_mana_ability():
    e = _event("Whenever a player activates an ability that isn't a mana ability, ~ deals 1 damage to that player.")
    assert e == AbilityActivated(Controller.ANY, None, non_mana=True)


def test_you_activate_an_ability_of_an_elemental_counts_mana_abilities():
    e = _event("Whenever you activate an ability of an Elemental, ~ gets +1/+0 until end of turn.")
    assert e.player is Controller.YOU and e.sources.subtypes == ("Elemental",) and not e.non_mana


@pytest.mark.parametrize("test", ["that isn't a mana ability,", "on the battlefield, if it isn't a mana ability,"])
def test_the_mana_test_after_the_sources_or_after_the_event(test):
    e = _event(f"Whenever an opponent activates an ability of an artifact, creature, or land {test} "
               "~ deals 2 damage to that player.")
    assert e.player is Controller.OPPONENT and e.non_mana
    assert set(e.sources.types) == {CardType.ARTIFACT, CardType.CREATURE, CardType.LAND}
