"""Subjects that list groups: "Goblins you control and Elementals you control have menace",
"Servos and Thopters you control get +1/+1", "Kithkin spells and Soldier spells you cast cost {1}
less to cast" (CR 611.3, 601.2f). The subject is every object any group names, once: one filter
whose alternatives are the groups; whose, written once after the last group, is every group's."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import abilities as R
from cardtext.runtime.characteristics import CardType, Color
from cardtext.runtime.filters import Controller, ObjectFilter

from .conftest import compile_text


def _static_effect(text: str):
    card = compile_text(text, type_line="Enchantment")
    assert card.fully_compiled, card.diagnostics
    assert all(c.equal for c in check_card(card))
    (ability,) = card.definition.abilities
    return ability.effect


def test_goblins_you_control_and_elementals_you_control_is_one_group_of_either():
    grant = _static_effect("Goblins you control and Elementals you control have menace.")
    subject = grant.objects
    assert [a.subtypes for a in subject.alternatives] == [("Goblin",), ("Elemental",)]
    assert subject.controller is Controller.YOU


def test_you_control_after_the_last_group_is_every_groups():
    anthem = _static_effect("Servos and Thopters you control get +1/+1.")
    assert all(a.controller is Controller.YOU for a in anthem.objects.alternatives)


def test_two_spell_groups_you_cast_cost_one_less_once():
    cost = _static_effect("Kithkin spells and Soldier spells you cast cost {1} less to cast.")
    assert [a.subtypes for a in cost.spells.alternatives] == [("Kithkin",), ("Soldier",)]


def test_two_spell_groups_anyone_casts_cost_one_more_once():
    """CR 601.2f: "Red creature spells and green creature spells cost {1} more to cast": a red and
    green creature spell is either, so costs {1} more once; whoever casts it."""
    cost = _static_effect("Red creature spells and green creature spells cost {1} more to cast.")
    assert cost.more and not cost.yours
    assert [a.colors for a in cost.spells.alternatives] == [(Color.RED,), (Color.GREEN,)]
    assert all(CardType.CREATURE in a.types for a in cost.spells.alternatives)


def test_instant_and_sorcery_spells_are_spells_of_either_type():
    cost = _static_effect("Instant and sorcery spells you cast cost {1} less to cast.")
    assert set(cost.spells.types) == {CardType.INSTANT, CardType.SORCERY} and not cost.spells.all_types


def test_a_list_of_groups_is_no_object_of_an_effect():
    """Without "all", "destroy artifacts and enchantments" names no objects (only a subject may
    go without a determiner)."""
    card = compile_text("Destroy artifacts and enchantments.", type_line="Sorcery")
    assert not card.fully_compiled


def test_an_object_and_the_source_after_it_are_still_two_objects():
    card = compile_text("Enchant creature\n{U}: Return enchanted creature and ~ to their owners' hands.",
                        name="Disappear", type_line="Enchantment — Aura")
    assert card.fully_compiled


def test_a_singular_noun_is_not_a_group():
    card = compile_text("Goblin you control and Elementals you control have menace.", type_line="Enchantment")
    assert not card.fully_compiled


def test_a_subtype_the_same_in_the_plural_is_a_group_beside_another():
    """"Other Treefolk and Forests you control": "Treefolk" is plural beside "Forests"."""
    grant = _static_effect("Other Treefolk and Forests you control have indestructible.")
    assert [a.subtypes for a in grant.objects.alternatives] == [("Treefolk",), ("Forest",)]


def test_all_auras_and_equipment_is_all_of_each():
    card = compile_text("Destroy all Auras and Equipment.", type_line="Instant")
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_enchanted_equipment_is_still_the_one_object_the_aura_is_attached_to():
    card = compile_text("Enchant Equipment\nWhen ~ enters, unattach enchanted Equipment.",
                        name="Carry Away", type_line="Enchantment — Aura")
    assert card.fully_compiled
