"""CR 702.16n: "This effect doesn't remove ~ / Auras." after a protection an Aura grants is
read with that protection: the granted keyword says which Auras it keeps attached."""
from __future__ import annotations

from cardtext.runtime.abilities import AbilityGrant, Anthem, KeptAuras, ProtectionKeepingAuras

from .conftest import compile_text

AURA = "Enchantment — Aura"


def _grants(card):
    return [a.effect for a in card.definition.abilities if isinstance(getattr(a, "effect", None), AbilityGrant)]


def test_this_effect_doesnt_remove_the_aura_itself():
    card = compile_text("Enchant creature\nEnchanted creature has protection from black. This effect doesn't "
                        "remove Black Ward.", name="Black Ward", type_line=AURA)
    assert card.fully_compiled
    (grant,) = _grants(card)
    assert isinstance(grant.ability, ProtectionKeepingAuras) and grant.ability.kept is KeptAuras.THIS_AURA
    assert grant.ability.name == "protection" and grant.ability.quality.colors


def test_this_effect_doesnt_remove_auras_beside_a_pump():
    card = compile_text("Enchant creature\nEnchanted creature gets +2/+2 and has protection from all colors. "
                        "This effect doesn't remove Auras.", name="Spectra Ward", type_line=AURA)
    assert card.fully_compiled
    assert any(isinstance(a.effect, Anthem) for a in card.definition.abilities if hasattr(a, "effect"))
    (grant,) = _grants(card)
    assert grant.ability.kept is KeptAuras.AURAS


def test_without_a_protection_the_sentence_is_not_read():
    card = compile_text("Enchant creature\nEnchanted creature has flying. This effect doesn't remove Sky Ward.",
                        name="Sky Ward", type_line=AURA)
    assert not card.fully_compiled
    assert [d.code for d in card.diagnostics] == ["CT301"]
