"""Role tokens (CR 303.7, 111.10j-q): "create a Cursed Role token attached to it" creates the
Aura token its rule defines, attached to that object (CR 303.4f); the Roles' definitions in
grammar/tokens.toml are the rules' own text."""
from __future__ import annotations

import pytest

from cardtext.runtime import abilities as R
from cardtext.runtime import effects as E
from cardtext.runtime.characteristics import CardType
from cardtext.runtime.filters import SelfRef, TargetRef

from .conftest import compile_corpus_card, compile_text, corpus_cards


def _created(card) -> E.CreateToken:
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (made,) = [e for a in card.definition.abilities for e in getattr(a, "effects", ())
               if isinstance(e, E.CreateToken)]
    return made


def _enchant(spec: E.TokenSpec) -> R.KeywordAbility:
    (enchant,) = [a for a in spec.abilities if isinstance(a, R.KeywordAbility) and a.name == "enchant"]
    return enchant


@pytest.mark.parametrize("name", ["Cursed", "Monster", "Royal", "Virtuous", "Wicked"])
def test_a_role_is_a_colorless_aura_role_enchantment_token_named_for_its_kind(name):
    """CR 111.10j-q: "a colorless Aura Role enchantment token named <kind> with enchant creature"."""
    made = _created(compile_text(f"Create a {name} Role token attached to target creature.", type_line="Sorcery"))
    spec = made.token
    assert spec.name == name and spec.types == (CardType.ENCHANTMENT,) and spec.colors == ()
    assert spec.subtypes == ("Aura", "Role")
    assert _enchant(spec).quality.types == (CardType.CREATURE,)
    assert made.attached_to == TargetRef(0)


def test_cursed_courtier_puts_a_cursed_role_on_itself():
    """"create a Cursed Role token attached to it": "it" is the creature entering (CR 111.10j:
    "Enchanted creature has base power and toughness 1/1.")."""
    made = _created(compile_corpus_card(corpus_cards()["Cursed Courtier"]))
    assert made.attached_to == SelfRef()
    statics = [a for a in made.token.abilities if isinstance(a, R.StaticAbility)]
    assert len(statics) == 1


def test_the_wicked_role_has_both_of_its_abilities():
    """CR 111.10q: "Enchanted creature gets +1/+1," and "When this token is put into a graveyard
    from the battlefield, each opponent loses 1 life.\""""
    made = _created(compile_corpus_card(corpus_cards()["Lord Skitter's Blessing"]))
    kinds = sorted(type(a).__name__ for a in made.token.abilities)
    assert kinds == ["KeywordAbility", "StaticAbility", "TriggeredAbility"]
    assert made.attached_to == TargetRef(0)


def test_if_you_control_an_enchanted_creature_means_any_creature_with_an_aura():
    """Lord Skitter's Blessing is no Aura: "an enchanted creature" is one an Aura is attached to
    (CR 303.4), not the creature this permanent enchants."""
    card = compile_corpus_card(corpus_cards()["Lord Skitter's Blessing"])
    condition = card.definition.abilities[1].condition
    assert condition.filter.has_attached == "aura" and not condition.filter.attached_to_source


@pytest.mark.parametrize("name", ["Royal Treatment", "Monstrous Rage"])
def test_a_spell_puts_a_role_on_its_target(name):
    made = _created(compile_corpus_card(corpus_cards()[name]))
    assert made.attached_to == TargetRef(0)
