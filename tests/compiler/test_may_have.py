""""You may have <object or player> <verb> ...": an optional instruction (CR 609.3) whose verb
takes its base form after "have" ("get", "discard", "sacrifice"); it lowers as "you may" does and
renders back in the same words."""
import pytest

from cardtext.compiler.render.canonical import render_line
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E

from .conftest import compile_text


def _only_effect(text: str):
    card = compile_text(text, type_line="Creature — Test")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card, lowered=True))
    (ability,) = card.definition.abilities
    (effect,) = ability.effects
    return card, effect


@pytest.mark.parametrize("optional, plain", [
    ("When ~ dies, you may have target creature get -2/-2 until end of turn.",
     "When ~ dies, target creature gets -2/-2 until end of turn."),
    ("When ~ enters, you may have target player lose 3 life.", "When ~ enters, target player loses 3 life."),
])
def test_the_optional_instruction_is_the_plain_one_under_you_may(optional, plain):
    card, effect = _only_effect(optional)
    assert isinstance(effect, E.Optional)
    (step,) = effect.effects
    assert step == _only_effect(plain)[1]
    assert render_line(card.lines[0].ast) == optional.replace("When", "when")


def test_have_takes_the_base_form_of_the_verb():
    assert not compile_text("When ~ enters, you may have target player loses 3 life.").fully_compiled


def test_an_optional_discard_and_sacrifice_of_a_target_opponent():
    for verb, plain in (("discard a card", "discards a card"), ("sacrifice a creature", "sacrifices a creature")):
        card, effect = _only_effect(f"When ~ enters, you may have target opponent {verb}.")
        _, without = _only_effect(f"When ~ enters, target opponent {plain}.")
        assert isinstance(effect, E.Optional) and effect.effects == (without,)
        assert render_line(card.lines[0].ast) == f"when ~ enters, you may have target opponent {verb}."


def test_the_third_person_verb_after_have_is_not_read():
    card = compile_text("When ~ dies, you may have target creature gets -2/-2 until end of turn.")
    assert not card.fully_compiled
    assert [d.code for d in card.diagnostics] == ["CT301"]



def test_an_optional_pump_with_a_keyword_gets_and_gains_in_the_base_form():
    text = ("Whenever you cast an artifact spell, you may have target creature get +2/+0 and gain deathtouch "
            "until end of turn.")
    card, effect = _only_effect(text)
    plain = compile_text("Whenever you cast an artifact spell, target creature gets +2/+0 and gains deathtouch "
                         "until end of turn.")
    assert isinstance(effect, E.Optional)
    assert effect.effects == plain.definition.abilities[0].effects
    assert render_line(card.lines[0].ast) == text[0].lower() + text[1:]



def test_an_optional_pump_of_a_group_is_each_of_them():
    """"you may have Ally creatures you control get +1/+0": the group as the plain pump names it;
    the renderer gives the group its determiner ("all"), which lowers the same."""
    card = compile_text("When ~ enters, you may have Ally creatures you control get +1/+0 until end of turn.")
    assert card.fully_compiled
    (effect,) = card.definition.abilities[0].effects
    _, plain = _only_effect("When ~ enters, Ally creatures you control get +1/+0 until end of turn.")
    assert isinstance(effect, E.Optional) and effect.effects == (plain,)
    assert all(c.lowered_equal for c in check_card(card, lowered=True))
    assert render_line(card.lines[0].ast) == \
        "when ~ enters, you may have all ally creatures you control get +1/+0 until end of turn."
