"""What "that creature" and "it" name after "put a creature card from your hand onto the
battlefield": the permanent the card became (CR 400.7), not a target or the source."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime.filters import AffectedRef

from .conftest import compile_text


def compiled(text: str, type_line: str):
    card = compile_text(text, type_line=type_line)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), check_card(card)
    return card


def test_that_creature_after_a_creature_card_put_from_your_hand():
    """CR 400.7: the permanent the card became, labelled by the step that put it."""
    (spell,) = compiled("You may put a creature card from your hand onto the battlefield. That creature gains "
                        "haste. Sacrifice that creature at the beginning of the next end step.",
                        "Sorcery").definition.abilities
    may, haste, delayed = spell.effects
    assert may.effects[0].label == "put1" and haste.objects == AffectedRef("put1")
    assert delayed.effects == (E.SacrificeObjects(AffectedRef("put1")),)


def test_it_after_the_put_is_not_the_source():
    card = compiled("{1}{R}, {T}: You may put an Elemental creature card from your hand onto the battlefield. "
                    "Sacrifice it at the beginning of the next end step.", "Creature — Elemental")
    _may, delayed = card.definition.abilities[0].effects
    assert delayed.effects == (E.SacrificeObjects(AffectedRef("put1")),)
