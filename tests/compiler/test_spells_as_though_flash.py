""""You may cast creature spells as though they had flash." / "Any player may cast ..." (CR
601.3b): a static permission for the spells a filter names, which round-trips."""
from __future__ import annotations

from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.abilities import SpellsAsThoughFlash, StaticAbility
from cardtext.runtime.characteristics import CardType

from .conftest import compile_text


def _permission(text: str) -> SpellsAsThoughFlash:
    card = compile_text(text, type_line="Enchantment")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal and c.lowered_equal for c in check_card(card, lowered=True))
    return next(a.effect for a in card.definition.abilities if isinstance(a, StaticAbility))


def test_you_may_cast_creature_spells_as_though_they_had_flash():
    e = _permission("You may cast creature spells as though they had flash.")
    assert e.spells.types == (CardType.CREATURE,) and e.spells.spell and not e.any_player


def test_any_player_may_cast_them():
    e = _permission("Any player may cast creature and enchantment spells as though they had flash.")
    assert set(e.spells.types) == {CardType.CREATURE, CardType.ENCHANTMENT} and e.any_player


def test_every_spell():
    e = _permission("You may cast spells as though they had flash.")
    assert e.spells.spell and not e.spells.types


def test_a_permission_for_cards_is_not_read_as_one_for_spells():
    card = compile_text("You may cast artifact cards as though they had flash.", type_line="Enchantment")
    assert not card.fully_compiled
    assert "other than spells" in card.diagnostics[0].message
