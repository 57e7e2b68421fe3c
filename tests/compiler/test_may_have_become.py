""""You may have <object> become ...": an optional change of what the object is (CR 609.3), the
same animation (CR 613.1d-f, 613.4b) or copy effect (CR 707.2, 613.2a) as "becomes" gives, with
the verb in its base form after "have"; rendered back in the same words."""
import pytest

from cardtext.compiler.render.canonical import render_line
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E

from .conftest import compile_text


def _only_effect(text: str):
    card = compile_text(text, type_line="Creature — Shapeshifter", power="1", toughness="1")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (effect,) = card.definition.abilities[0].effects
    return card, effect


@pytest.mark.parametrize("optional, plain", [
    ("When ~ enters, you may have ~ become a 3/3 white Angel artifact creature with flying until end of turn.",
     "When ~ enters, ~ becomes a 3/3 white Angel artifact creature with flying until end of turn."),
    ("Whenever you cast a noncreature spell, you may have ~ become a 3/3 Sphinx creature with flying in addition "
     "to its other types until end of turn.",
     "Whenever you cast a noncreature spell, ~ becomes a 3/3 Sphinx creature with flying in addition to its "
     "other types until end of turn."),
    ("Whenever another creature enters, you may have ~ become a copy of that creature until end of turn.",
     "Whenever another creature enters, ~ becomes a copy of that creature until end of turn."),
    ("Whenever you cast a spell that targets ~, you may have ~ become a copy of target creature and gain "
     "this ability.",
     "Whenever you cast a spell that targets ~, ~ becomes a copy of target creature and gains this ability."),
])
def test_the_optional_change_is_the_plain_one_under_you_may(optional, plain):
    card, effect = _only_effect(optional)
    assert isinstance(effect, E.Optional)
    assert effect.effects == (_only_effect(plain)[1],)
    assert render_line(card.lines[0].ast) == optional.lower()       # the line as it reads, lower case
    assert all(c.equal for c in check_card(card))


def test_its_still_a_land_keeps_the_types_of_the_optional_animation():
    """CR 205.1b: "It's still a land." after the optional animation: the land keeps its types."""
    text = ("Whenever a land enters under your control, you may have target land you control become a 3/3 "
            "Elemental creature with haste until end of turn. It's still a land.")
    card = compile_text(text, type_line="Creature — Elemental", power="1", toughness="1")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (effect,) = card.definition.abilities[0].effects
    assert isinstance(effect, E.Optional)
    (animate,) = effect.effects
    assert isinstance(animate, E.Animate) and animate.keep_types
    assert all(c.equal for c in check_card(card))


@pytest.mark.parametrize("text", [
    "When ~ enters, you may have ~ becomes a 3/3 Angel creature until end of turn.",
    "When ~ enters, you may have ~ become a copy of target creature and gains this ability.",
])
def test_have_takes_the_base_form_of_the_verb(text):
    assert not compile_text(text).fully_compiled
