"""Two trigger events joined by "or" in one phrase (CR 603.2), and abilities inside quotes:
granted by statics and effects, given to tokens, on emblems (CR 113.1a, 114). Each inner
ability compiles as it does written alone, and renders back to the printed words."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.events import AnyOf, Attacks, EntersBattlefield, SpellCast

from .conftest import compile_text


def compiled(text, type_line="Creature — Test"):
    card = compile_text(text, type_line=type_line)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    return card.definition.abilities


def test_whenever_you_cast_a_spell_or_a_land_enters_is_one_ability_of_two_events():
    (ability,) = compiled("Whenever you cast a black spell or a Swamp enters under your control, "
                          "you gain 1 life.", "Artifact")
    assert isinstance(ability.event, AnyOf)
    cast, enters = ability.event.events
    assert isinstance(cast, SpellCast) and isinstance(enters, EntersBattlefield)
    assert enters.subject.subtypes == ("Swamp",)


def test_whenever_a_player_casts_a_spell_or_a_creature_attacks():
    (ability,) = compiled("Whenever a player casts a spell or a creature attacks, you gain 1 life.",
                          "Enchantment")
    assert [type(e) for e in ability.event.events] == [SpellCast, Attacks]


def test_put_another_counter_is_one_counter():
    (ability,) = compiled("At the beginning of your upkeep, you may put another +1/+1 counter on ~.")
    (may,) = ability.effects
    (put,) = may.effects
    assert put.counter == "+1/+1" and put.amount.value == 1


def test_activate_only_once_is_a_limit_for_the_object():
    (ability,) = compiled("{0}: Untap ~. Activate only once.")
    assert ability.timing.only_once and not ability.timing.once_per_turn


def test_a_quoted_ability_activated_only_once_given_until_end_of_turn():
    (spell,) = compiled('Until end of turn, target creature gains haste and "{0}: Untap this creature. '
                        'Activate this ability only once."', "Instant")
    granted = spell.effects[-1]
    assert granted.ability.timing.only_once
