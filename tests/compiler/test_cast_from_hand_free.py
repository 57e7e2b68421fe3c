""""You may cast a card with converted mana cost 3 or less from your hand without paying its mana
cost." compiles to one cast from the hand as the ability resolves (CR 608.2g, 118.9), in the old
and the current wording; a card from somewhere else stays unsupported."""
from __future__ import annotations

import pytest

from cardtext.compiler.api import compile_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime import effects as E
from cardtext.runtime.characteristics import CardType, Zone
from cardtext.runtime.filters import Controller


def _sorcery(text: str):
    return compile_card(CardSource("Free Cast", text, "{2}{W}", "Sorcery"))


@pytest.mark.parametrize("value", ["converted mana cost", "mana value"])
def test_a_card_from_your_hand_with_mana_value_3_or_less(value):
    card = _sorcery(f"You may cast a card with {value} 3 or less from your hand without paying its mana cost.")
    assert card.fully_compiled
    (spell,) = card.definition.abilities
    (cast,) = spell.effects
    assert isinstance(cast, E.CastFromHandFree)
    assert cast.filter.zone is Zone.HAND and cast.filter.controller is Controller.YOU


def test_an_instant_or_sorcery_card_keeps_its_types():
    card = _sorcery("You may cast an instant or sorcery card from your hand without paying its mana cost.")
    (cast,) = card.definition.abilities[0].effects
    assert set(cast.filter.types) == {CardType.INSTANT, CardType.SORCERY}


def test_a_card_from_a_graveyard_is_not_this_permission():
    card = _sorcery("You may cast a card from your graveyard without paying its mana cost.")
    assert not card.fully_compiled
