"""Players and control: "You control enchanted creature." (CR 613.1b, layer 2) and the
"<subject> can't attack." restriction (CR 508.1c) next to "<subject> can't attack you."."""
import pytest

from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import abilities as R

from .conftest import compile_text

AURA = "Enchantment — Aura"


@pytest.mark.parametrize("noun", ["creature", "land", "permanent", "Equipment"])
def test_you_control_enchanted_is_a_control_static(noun):
    card = compile_text(f"Enchant {noun}\nYou control enchanted {noun}.", type_line=AURA)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    static = card.definition.abilities[-1]
    assert isinstance(static, R.StaticAbility) and isinstance(static.effect, R.ControlAttached)
    assert static.effect.objects.attached_to_source
    assert all(c.equal for c in check_card(card))


def test_you_control_of_a_group_is_not_supported():
    card = compile_text("You control creatures.", type_line="Enchantment")
    assert not card.fully_compiled


@pytest.mark.parametrize("text", ["Creatures without flying can't attack.",
                                  "Enchanted creature can't attack."])
def test_cant_attack_without_you_is_a_restriction(text):
    card = compile_text(text, type_line="Enchantment")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (static,) = card.definition.abilities
    assert isinstance(static.effect, R.Restriction)
    assert all(c.equal for c in check_card(card))


def test_cant_attack_you_stays_a_player_restriction():
    card = compile_text("Creatures without flying can't attack you.", type_line="Enchantment")
    (static,) = card.definition.abilities
    assert isinstance(static.effect, R.CantAttackPlayer)
    assert all(c.equal for c in check_card(card))


def test_cant_block_you_is_not_supported():
    card = compile_text("Creatures can't block you.", type_line="Enchantment")
    assert not card.fully_compiled


def test_untap_and_gain_control_of_it_joins_two_clauses_on_the_same_target():
    card = compile_text("Untap target creature and gain control of it until end of turn. "
                        "That creature gains haste until end of turn.", type_line="Sorcery")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (spell,) = card.definition.abilities
    untap, control, haste = spell.effects
    assert type(untap).__name__ == "UntapObjects" and type(control).__name__ == "GainControl"
    assert untap.objects == control.objects == haste.objects
    assert all(c.equal for c in check_card(card))



def test_unless_he_or_she_pays_names_the_clauses_player():
    from cardtext.runtime.filters import PlayerRef
    card = compile_text("Whenever an opponent casts a spell, that player sacrifices a permanent "
                        "unless he or she pays {1}.", type_line="Enchantment")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (trigger,) = card.definition.abilities
    (unless,) = trigger.effects
    assert unless.player is PlayerRef.EVENT_PLAYER
    assert all(c.equal for c in check_card(card))


@pytest.mark.parametrize("text", ["Destroy all creatures of the creature type of your choice.",
                                  "Creatures of the creature type of your choice get +0/+4 until end of turn."])
def test_creature_type_of_your_choice_is_chosen_first(text):
    card = compile_text(text, type_line="Sorcery")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (spell,) = card.definition.abilities
    choose, effect = spell.effects
    assert choose.kind == "creature_type"
    assert effect.objects.filter.chosen_subtype
    assert all(c.equal for c in check_card(card))


def test_a_target_of_the_creature_type_of_your_choice_is_not_supported():
    card = compile_text("Destroy target creature of the creature type of your choice.", type_line="Sorcery")
    assert any(d.code == "CT301" for d in card.diagnostics)


def test_attacks_you_or_a_planeswalker_you_control_is_an_attack_trigger_on_you():
    card = compile_text("Whenever a creature attacks you or a planeswalker you control, "
                        "that creature's controller loses 1 life.", type_line="Enchantment")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (trigger,) = card.definition.abilities
    assert trigger.event.you and trigger.event.or_planeswalker
    assert all(c.equal for c in check_card(card))


def test_becomes_the_basic_land_type_of_your_choice():
    card = compile_text("{T}: Target land becomes the basic land type of your choice until end of turn.")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (ability,) = card.definition.abilities
    (effect,) = ability.effects
    assert type(effect).__name__ == "BecomeBasicLandType" and not effect.in_addition
    assert all(c.equal for c in check_card(card))


def test_an_opponent_gains_control_of_it():
    from cardtext.runtime.filters import PlayerRef
    card = compile_text("When ~ enters, an opponent gains control of it.")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (trigger,) = card.definition.abilities
    (control,) = trigger.effects
    assert control.player is PlayerRef.AN_OPPONENT and control.duration.value == "permanent"
    assert all(c.equal for c in check_card(card))
