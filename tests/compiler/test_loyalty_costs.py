"""Loyalty abilities' costs (CR 606.4): "+N:", "−N:", "0:", and "−X:", where X is chosen as the
cost is paid (CR 107.3); "with mana value X" is a filter of one exact mana value (CR 202.3)."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.costs import Loyalty
from cardtext.runtime.filters import Compare, NumberTest

from .conftest import compile_text

WALKER = "Legendary Planeswalker — Liliana"


def test_minus_x_is_a_loyalty_cost_of_the_x_chosen_and_round_trips():
    card = compile_text("−X: Target creature gets -X/-X until end of turn.", type_line=WALKER)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (ability,) = card.definition.abilities
    assert ability.costs == (Loyalty(0, x=True),)
    assert ability.timing.loyalty and ability.timing.sorcery_speed       # CR 606.3
    assert all(c.equal for c in check_card(card, lowered=True))


def test_numbered_loyalty_costs_are_unchanged():
    card = compile_text("−2: Target player draws a card.", type_line=WALKER)
    assert card.definition.abilities[0].costs == (Loyalty(-2),)


def test_plus_x_is_reported_not_supported():
    card = compile_text("+X: You gain X life.", type_line=WALKER)
    assert not card.fully_compiled
    assert [d.code for d in card.diagnostics] == ["CT301"]


def test_with_mana_value_n_is_an_exact_mana_value():
    card = compile_text("Destroy target creature with mana value 2.", type_line="Sorcery")
    assert card.fully_compiled
    (spec,) = card.definition.abilities[0].targets
    assert spec.filter.tests == (NumberTest("mana_value", Compare.EQ, 2),)
    assert all(c.equal for c in check_card(card, lowered=True))


def test_him_in_a_planeswalkers_text_is_the_planeswalker_itself():
    """Gideon's "Prevent all damage that would be dealt to him this turn": "him" is Gideon, read
    as "it"; "him or her" stays a player."""
    text = ("+1: Until end of turn, ~ becomes a 5/5 Human Soldier Ally creature with indestructible "
            "that's still a planeswalker. Prevent all damage that would be dealt to him this turn.")
    card = compile_text(text, name="Gideon, Ally of Zendikar", type_line="Legendary Planeswalker — Gideon")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    it = compile_text(text.replace("to him", "to it"), name="Gideon, Ally of Zendikar",
                      type_line="Legendary Planeswalker — Gideon")
    assert card.definition.abilities == it.definition.abilities
    assert all(c.equal for c in check_card(card, lowered=True))
