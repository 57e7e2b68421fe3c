"""The turn-structure clauses (grammar/turns.lark, compiler/syntax/transform/turns.py): each wording
compiles, lowers to the instruction it means, and renders back unchanged."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime.filters import SelfRef, TargetRef

from .conftest import compile_text


def effects_of(card):
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), [(c.expected, c.rendered) for c in check_card(card)]
    return card.definition.abilities[-1].effects


def test_a_permanent_phases_out():
    """Teferi's Honor Guard: "{U}{U}: ~ phases out." (CR 702.26a)."""
    assert effects_of(compile_text("{U}{U}: ~ phases out.")) == (E.PhaseOut(SelfRef()),)
    (phase,) = effects_of(compile_text("Target artifact, creature, or land phases out.", type_line="Instant"))
    assert phase == E.PhaseOut(TargetRef(0))


def test_permanents_phase_out_together():
    (phase,) = effects_of(compile_text("All creatures you control phase out.", type_line="Instant"))
    assert isinstance(phase, E.PhaseOut)


def test_only_permanents_phase_out():
    """CR 702.26a: phasing acts on permanents; a player doesn't phase out (CT302)."""
    card = compile_text("Target player phases out.", type_line="Instant")
    assert [d.code for d in card.diagnostics] == ["CT302"]
