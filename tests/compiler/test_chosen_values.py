"""Choices in rules text: made as an effect happens ("the creature type of your choice",
CR 608.2d) or as a permanent enters and remembered on it ("the chosen type", "the chosen
player", CR 607.2d)."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E

from .conftest import compile_text


def ok(card):
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card))
    return card


def test_becomes_the_creature_type_of_your_choice_until_end_of_turn():
    card = ok(compile_text("{1}: ~ becomes the creature type of your choice until end of turn."))
    (effect,) = card.definition.abilities[0].effects
    assert isinstance(effect, E.BecomeCreatureTypeChoice) and effect.duration is E.Duration.END_OF_TURN


def test_target_creature_becomes_the_creature_type_of_your_choice():
    card = ok(compile_text("Target creature becomes the creature type of your choice until end of turn.",
                           type_line="Instant"))
    assert isinstance(card.definition.abilities[0].effects[0], E.BecomeCreatureTypeChoice)
