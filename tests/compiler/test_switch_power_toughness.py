"""Switching power and toughness (CR 613.4d, layer 7d): "Switch target creature's power and
toughness until end of turn" and "Switch ~'s power and toughness until end of turn"."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.effects import Duration, SwitchPowerToughness
from cardtext.runtime.filters import SelfRef

from .conftest import compile_text


def _round_trips(card) -> bool:
    return card.fully_compiled and all(c.equal and c.lowered_equal for c in check_card(card, lowered=True))


def test_switch_target_creatures_power_and_toughness_until_end_of_turn():
    card = compile_text("Switch target creature's power and toughness until end of turn.", type_line="Instant")
    (ability,) = card.definition.abilities
    (switch,) = ability.effects
    assert isinstance(switch, SwitchPowerToughness) and switch.duration is Duration.END_OF_TURN
    assert not isinstance(switch.objects, SelfRef)
    assert _round_trips(card)


def test_an_activated_ability_switches_its_own_creatures_power_and_toughness():
    card = compile_text("{1}{U}: Switch ~'s power and toughness until end of turn.", type_line="Creature — Illusion",
                        power="1", toughness="5")
    (ability,) = card.definition.abilities
    (switch,) = ability.effects
    assert isinstance(switch, SwitchPowerToughness) and isinstance(switch.objects, SelfRef)
    assert _round_trips(card)


def test_a_switch_with_no_duration_is_not_read():
    """Oracle always says how long a switch lasts; one without is not guessed at."""
    card = compile_text("Switch target creature's power and toughness.", type_line="Instant")
    assert not card.fully_compiled


def test_its_power_and_toughness_after_a_trigger_names_the_attacking_creature_itself():
    card = compile_text("Whenever ~ attacks, switch its power and toughness until end of turn.",
                        type_line="Creature — Elemental Boar", power="1", toughness="7")
    (ability,) = card.definition.abilities
    (switch,) = ability.effects
    assert isinstance(switch, SwitchPowerToughness) and isinstance(switch.objects, SelfRef)
    assert _round_trips(card)
