"""Keyword actions that bring cards from outside the game (CR 400.11), as the compiler reads them:
learn (CR 701.48). Each phrase lowers to the instruction its database entry names and renders
back exactly; scenarios tests/scenarios/CR701.48a_* play them with a sideboard (`outside`)."""
from cardtext.compiler.keywords.database import builtin
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime.abilities import SpellAbility, TriggeredAbility

from .conftest import compile_text


def compiled(card):
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    return card


def test_learn_names_its_instruction_and_its_reminder_is_the_current_one():
    """CR 701.48a; the current reminder text names the Lesson first."""
    entry = builtin().get("learn")
    assert entry.mechanic == "Learn" and not entry.unsupported and entry.rule == "701.48"
    assert entry.reminder == ("You may reveal a Lesson card you own from outside the game and put it into your "
                              "hand, or discard a card to draw a card.")


def test_when_it_dies_learn():
    """Eyetwitch: "When Eyetwitch dies, learn." (no corpus card prints learn)."""
    card = compiled(compile_text("Flying\nWhen Eyetwitch dies, learn.", name="Eyetwitch",
                                 type_line="Creature — Eye Bat", power="1", toughness="1"))
    trigger = card.definition.abilities[-1]
    assert isinstance(trigger, TriggeredAbility) and trigger.effects == (E.Learn(),)


def test_learn_after_another_effect_of_a_spell():
    """Lesson-era spells end with "Learn." after their effect (Igneous Inspiration: "Igneous
    Inspiration deals 3 damage to any target. Learn.")."""
    card = compiled(compile_text("Igneous Inspiration deals 3 damage to any target. Learn.",
                                 name="Igneous Inspiration", type_line="Sorcery"))
    (spell,) = card.definition.abilities
    assert isinstance(spell, SpellAbility) and spell.effects[-1] == E.Learn()
