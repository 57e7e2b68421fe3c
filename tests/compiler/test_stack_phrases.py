"""Rules text about spells and abilities on the stack reads back as written (the round trip) and
means what the rules say: "target activated ability" and "target spell or ability" are
abilities on the stack (CR 113.7, 115.1), "a spell that targets you" looks at the spell's current
targets (CR 115.9b), "its activated abilities can't be activated" forbids activating (CR 602.5)."""
import pytest

from cardtext.compiler.api import compile_card
from cardtext.compiler.render.roundtrip import check_card
from cardtext.compiler.source.card import CardSource
from cardtext.runtime.filters import Controller

LINES = [
    ("Counter target activated ability.", "Instant"),
    ("Counter target spell, activated ability, or triggered ability.", "Instant"),
    ("Counter target spell that targets you or a permanent you control.", "Instant"),
    ("{U}: Counter target spell that targets Test Card.", "Creature — Illusion"),
    ("Activated abilities of artifacts can't be activated.", "Artifact"),
    ("Whenever Test Card becomes the target of a spell or ability an opponent controls, counter that "
     "spell or ability unless its controller pays {2}.", "Creature — Giant"),
    ("Whenever Test Card becomes the target of a spell or ability, that spell or ability's controller "
     "sacrifices a land.", "Creature — Lizard"),
]


@pytest.mark.parametrize("text,type_line", LINES)
def test_the_line_compiles_and_reads_back_as_written(text, type_line):
    card = compile_card(CardSource("Test Card", text, "", type_line, power="1", toughness="1"))
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (check,) = check_card(card, lowered=True)
    assert check.equal and check.lowered_equal, (check.expected, check.rendered)


def test_an_ability_you_dont_control_is_an_opponents():
    card = compile_card(CardSource("Test Card", "Counter target activated or triggered ability you don't "
                                   "control.", "", "Instant"))
    (spec,) = card.definition.abilities[0].targets
    assert spec.filter.abilities == ("activated", "triggered") and not spec.filter.spell
    assert spec.filter.controller is Controller.OPPONENT


def test_that_spell_or_ability_is_not_an_object_to_destroy():
    card = compile_card(CardSource("Test Card", "Whenever Test Card becomes the target of a spell or ability, "
                                   "exile that spell or ability.", "", "Creature — Bird", power="1",
                                   toughness="1"))
    assert not card.fully_compiled


def test_an_activated_ability_is_no_creature_to_destroy():
    card = compile_card(CardSource("Test Card", "Destroy target activated ability.", "", "Instant"))
    assert not card.fully_compiled
