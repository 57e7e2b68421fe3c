"""Planechase's rules text (CR 901): "planeswalk" (CR 701.31), a plane's "When you planeswalk to ~"
and "When you planeswalk away from ~" (CR 701.31d), a phenomenon's "When you encounter ~" (CR
312.5), and a plane's chaos ability: "Whenever chaos ensues" in the current rules (CR 311.7),
"Whenever you roll {CHAOS}" in the older wording (CR 310.7 in the 2022 text; the symbol CR 107.12).
The engine side: tests/runtime/test_rt_planechase.py."""
import pytest

from cardtext.compiler.keywords.database import builtin
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime import events as V

from .conftest import compile_text


def the_trigger(text, type_line="Plane — Dominaria"):
    card = compile_text(text, name="Test Card", type_line=type_line)
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card))
    (ability,) = card.definition.abilities
    return ability


@pytest.mark.parametrize("text, event", [
    ("When you planeswalk to Test Card, draw a card.", V.PlaneswalkedTo()),
    ("When you planeswalk away from Test Card, draw a card.", V.PlaneswalkedAwayFrom()),
    ("Whenever chaos ensues, draw a card.", V.ChaosEnsues()),
    ("Whenever you roll {CHAOS}, draw a card.", V.ChaosEnsues()),
])
def test_a_planes_triggers_cr_701_31d_and_311_7(text, event):
    ability = the_trigger(text)
    assert ability.event == event and isinstance(ability.effects[0], E.Draw)


def test_a_phenomenons_encounter_trigger_cr_312_5():
    """"When you encounter ~" means "When you move this card off a planar deck and turn it face up."."""
    ability = the_trigger("When you encounter Test Card, each player draws a card.", "Phenomenon")
    assert ability.event == V.Encountered()


def test_planeswalk_is_the_keyword_action_cr_701_31():
    card = compile_text("Planeswalk.", type_line="Sorcery")
    assert card.fully_compiled and all(c.equal for c in check_card(card))
    (spell,) = card.definition.abilities
    assert spell.effects == (E.Planeswalk(),)
    entry = builtin().get("planeswalk")
    assert entry.mechanic == "Planeswalk" and not entry.unsupported


def test_the_chaos_symbol_elsewhere_is_not_mana_cr_107_12():
    """{CHAOS} is no mana symbol: in a cost it is not understood (CT201), not read as mana."""
    card = compile_text("{CHAOS}: Draw a card.")
    assert not card.fully_compiled
    assert [d.code for d in card.diagnostics] == ["CT201"]
