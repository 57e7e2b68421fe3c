"""Historic (CR 700.6): "Artifacts, legendaries, and Sagas are historic." A filter word: "whenever
you cast a historic spell", "historic permanent you control", "historic card"."""
from __future__ import annotations

from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.abilities import TriggeredAbility

from .conftest import compile_text


def test_whenever_you_cast_a_historic_spell_reads_historic_and_round_trips():
    card = compile_text("Whenever you cast a historic spell, scry 1.", name="Test",
                        type_line="Creature — Human Artificer", power="2", toughness="3")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    trigger = next(a for a in card.definition.abilities if isinstance(a, TriggeredAbility))
    assert "historic=True" in repr(trigger.event)
    assert all(c.equal and c.lowered_equal for c in check_card(card, lowered=True))


def test_historic_permanent_you_control_round_trips():
    card = compile_text("When ~ enters the battlefield, you may return another target historic "
                        "permanent you control to its owner's hand.", name="Test",
                        type_line="Artifact Creature — Golem", power="4", toughness="4")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal and c.lowered_equal for c in check_card(card, lowered=True))
