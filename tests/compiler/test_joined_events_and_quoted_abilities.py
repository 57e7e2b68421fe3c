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
