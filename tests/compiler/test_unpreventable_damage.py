""""Combat damage can't be prevented." (CR 615.12) is a static ability of its own kind
(DamageCantBePrevented), not a prevention effect, and prints back as written."""
from __future__ import annotations

from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.abilities import DamageCantBePrevented, StaticAbility

from .conftest import compile_corpus_card, compile_text


def test_frenzied_baloth_makes_combat_damage_unpreventable(corpus):
    card = compile_corpus_card(corpus["Frenzied Baloth"])
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    statics = [a.effect for a in card.definition.abilities if isinstance(a, StaticAbility)]
    assert DamageCantBePrevented(combat_only=True) in statics
    assert all(c.equal and c.lowered_equal for c in check_card(card, lowered=True))


def test_noncombat_damage_cant_be_prevented_is_not_read_as_combat_damage():
    card = compile_text("Damage can't be prevented.", type_line="Enchantment")
    assert not card.fully_compiled
