""""enchanted"/"equipped" after a determiner or in the plural (CR 303.4, 301.5).

A bare singular "enchanted creature" is the one object the source Aura is attached to; "target
enchanted permanent", "each enchanted permanent" and "equipped creatures you control" describe
any object that has an Aura/Equipment attached. The engine's filters have no form for that yet,
so those lines must be CT301, never silently read as the source's own attached object.
"""
import pytest

from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E

from .conftest import compile_text

ATTACHMENT = "'an enchanted/equipped object' (one with an attachment)"


def _ct301(card):
    return [d for d in card.diagnostics if d.code == "CT301" and ATTACHMENT in d.message]


@pytest.mark.parametrize("text, type_line", [
    ("Destroy target enchanted permanent.", "Instant"),
    ("Return target enchanted permanent to its owner's hand.", "Instant"),
    ("{T}: Destroy target enchanted creature.", "Creature — Human"),
    ("Untap each enchanted permanent you control.", "Sorcery"),
    ("Destroy all enchanted creatures.", "Sorcery"),
    ("Equipped creatures you control get +1/+1.", "Creature — Kor Soldier"),
])
def test_enchanted_with_a_determiner_is_not_the_sources_attached_object(text, type_line):
    card = compile_text(text, type_line=type_line)
    assert not card.fully_compiled
    assert _ct301(card), [d.render() for d in card.diagnostics]


def test_bare_enchanted_creature_is_still_the_attached_object():
    card = compile_text("Enchant creature\nWhen ~ enters, tap enchanted creature.",
                        type_line="Enchantment — Aura")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    trigger = card.definition.abilities[-1]
    (tap,) = trigger.effects
    assert isinstance(tap, E.TapObjects) and tap.objects.filter.attached_to_source
    assert all(c.equal for c in check_card(card))


def test_enchanted_creature_static_subject_still_compiles():
    card = compile_text("Enchant creature\nEnchanted creature gets +1/+1.", type_line="Enchantment — Aura")
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_attach_target_aura_to_another_creature_is_chosen_on_resolution():
    """CR 701.3a-b: "another creature" is not a target; it's chosen as the ability resolves."""
    from cardtext.runtime.characteristics import CardType
    from cardtext.runtime.filters import ObjectFilter, TargetRef
    card = compile_text("{1}: Attach target Aura attached to a creature to another creature.",
                        type_line="Artifact")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (ability,) = card.definition.abilities
    (attach,) = ability.effects
    assert isinstance(attach, E.AttachToAnother) and isinstance(attach.objects, TargetRef)
    assert attach.to == ObjectFilter(types=(CardType.CREATURE,))
    assert len(ability.targets) == 1
    assert all(c.equal for c in check_card(card))


def test_attach_to_another_target_is_still_a_target():
    card = compile_text("Attach target Aura you control to another target creature.", type_line="Instant")
    assert card.fully_compiled and len(card.definition.abilities[0].targets) == 2


def test_return_an_aura_to_the_battlefield_attached_to_that_creature():
    """CR 303.4f: "return ~ from your graveyard to the battlefield attached to that creature"."""
    from cardtext.runtime.filters import EventObjectRef, SelfRef
    card = compile_text("Enchant creature\nEnchanted creature has haste.\nWhen a creature with mana value 6 "
                        "or greater enters, you may return ~ from your graveyard to the battlefield "
                        "attached to that creature.", name="Wyrm Mantle", type_line="Enchantment — Aura")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (ret,) = [e for e in card.definition.abilities[-1].effects if isinstance(e, E.ReturnToBattlefield)] or \
        [e for e in getattr(card.definition.abilities[-1].effects[0], "effects", ()) if isinstance(e, E.ReturnToBattlefield)]
    assert isinstance(ret.objects, SelfRef) and isinstance(ret.attached_to, EventObjectRef)
    assert all(c.equal for c in check_card(card))


def test_return_target_aura_card_attached_to_target_creature_has_two_targets():
    card = compile_text("Return target Aura card from your graveyard to the battlefield attached to "
                        "target creature.", name="Rehome", type_line="Sorcery")
    assert card.fully_compiled
    (spell,) = card.definition.abilities
    (ret,) = spell.effects
    assert ret.attached_to is not None and len(spell.targets) == 2
    assert all(c.equal for c in check_card(card))


def test_put_an_aura_card_from_hand_onto_the_battlefield_attached_to_the_source():
    from cardtext.runtime.filters import SelfRef
    card = compile_text("When ~ enters, you may put an Aura card from your hand onto the battlefield "
                        "attached to ~.", name="Aura Scholar", type_line="Creature — Human Wizard")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    puts = [e for e in card.definition.abilities[0].effects if isinstance(e, E.PutFromHand)] or \
        [e for e in getattr(card.definition.abilities[0].effects[0], "effects", ()) if isinstance(e, E.PutFromHand)]
    (put,) = puts
    assert put.filter.subtypes == ("Aura",) and isinstance(put.attached_to, SelfRef)
    assert all(c.equal for c in check_card(card))


def test_put_target_aura_card_from_a_graveyard_under_your_control_attached_to_the_source():
    from cardtext.runtime.filters import SelfRef, TargetRef
    card = compile_text("When ~ enters, put target Aura card from a graveyard onto the battlefield under "
                        "your control attached to ~.", name="Aura Drake", type_line="Creature — Drake")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (ret,) = card.definition.abilities[0].effects
    assert isinstance(ret, E.ReturnToBattlefield) and not ret.under_owner_control
    assert isinstance(ret.objects, TargetRef) and isinstance(ret.attached_to, SelfRef)
    assert all(c.equal for c in check_card(card))


def test_another_permanent_of_that_type_is_not_read_as_a_chosen_type():
    card = compile_text("Attach target Aura attached to a creature or land to another permanent of that type.",
                        name="Realign", type_line="Instant")
    assert not card.fully_compiled
    assert any("attaching to another object of this kind" in d.message for d in card.diagnostics)


def test_attaching_to_that_creature_in_a_delayed_trigger_is_not_supported():
    """The creature an earlier step returned is a new object (CR 400.7): the trigger event no
    longer names it, so the Aura must not be read as attaching to the old one."""
    card = compile_text("Enchant creature\nWhen enchanted creature dies, return that card to the battlefield "
                        "under its owner's control. Return ~ to the battlefield attached to that creature "
                        "at the beginning of the next end step.", name="Second Life",
                        type_line="Enchantment — Aura")
    assert not card.fully_compiled
    assert any("delayed trigger" in d.message for d in card.diagnostics)
