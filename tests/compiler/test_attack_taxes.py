"""Costs to attack (CR 508.1d, 508.1h): "Creatures can't attack you [or a planeswalker you
control] unless their controller pays {2} for each ..." is one AttackTax static, in the old
("he or she controls") and the current ("they control") wording."""
import pytest

from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import abilities as R
from cardtext.runtime.characteristics import Color

from .conftest import compile_text

OLD = "Creatures can't attack you unless their controller pays {2} for each creature he or she controls that's attacking you."
CURRENT = "Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking you."


@pytest.mark.parametrize("text", [OLD, CURRENT])
def test_a_tax_on_creatures_attacking_you(text):
    card = compile_text(text, type_line="Enchantment")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (static,) = card.definition.abilities
    tax = static.effect
    assert isinstance(tax, R.AttackTax) and not tax.or_planeswalkers
    assert tax.cost.mana_value == 2
    assert all(c.equal for c in check_card(card))


def test_a_tax_on_creatures_attacking_you_or_your_planeswalkers():
    card = compile_text("Creatures can't attack you or a planeswalker you control unless their controller "
                        "pays {W/P} for each of those creatures.", type_line="Artifact")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (static,) = card.definition.abilities
    assert isinstance(static.effect, R.AttackTax) and static.effect.or_planeswalkers
    assert all(c.equal for c in check_card(card))


def test_the_tax_keeps_its_subject():
    card = compile_text(OLD.replace("Creatures", "Nonblack creatures", 1), type_line="Enchantment")
    (static,) = card.definition.abilities
    assert Color.BLACK in static.effect.objects.excluded_colors


@pytest.mark.parametrize("text", [
    # X needs its definition
    "Creatures can't attack you or a planeswalker you control unless their controller pays {X} for each "
    "of those creatures.",
    # a cost to block is not a cost to attack
    "Creatures can't block you unless their controller pays {2} for each creature they control that's attacking you.",
])
def test_other_costs_stay_unsupported(text):
    assert not compile_text(text, type_line="Enchantment").fully_compiled


@pytest.mark.parametrize("text, counted", [
    ("Creatures can't attack you or a planeswalker you control unless their controller pays {X} for each of "
     "those creatures, where X is the number of enchantments you control.", "CountOf"),
    ("Creatures can't attack you unless their controller pays {X} for each creature they control that's "
     "attacking you, where X is the number of basic land types among lands you control.", "BasicLandTypes"),
])
def test_x_of_the_tax_is_counted_by_the_static(text, counted):
    card = compile_text(text, type_line="Enchantment")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (static,) = card.definition.abilities
    assert type(static.effect.x).__name__ == counted
    assert all(c.equal for c in check_card(card))
