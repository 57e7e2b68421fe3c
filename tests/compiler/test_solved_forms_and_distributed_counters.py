"""The three forms of "Solved — [ability]" (CR 702.169b-d) and counters distributed among
targets (CR 601.2d), as the compiler reads them."""
from cardtext.runtime import abilities as R
from cardtext.runtime import effects as E
from cardtext.runtime.filters import AllOfConditions, Fixed, SourceState, TargetRef

from .conftest import compile_corpus_card, compile_text

SOLVED = SourceState("solved")


def test_a_solved_triggered_ability_triggers_only_while_solved(corpus):
    """CR 702.169c: "[Ability text]. This ability triggers only if this Case is solved." -- a
    restriction on triggering, not an intervening "if" checked again on resolution (CR 603.4)."""
    card = compile_corpus_card(corpus["Case of the Trampled Garden"])
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    enters, to_solve, solved = card.definition.abilities
    assert solved.event_condition == SOLVED and solved.condition is None
    assert enters.effects == (E.DistributeCounters(TargetRef(0), "+1/+1"),)
    (spec,) = enters.targets
    assert spec.divided == Fixed(2) and (spec.minimum, spec.maximum) == (1, 2)


def test_a_solved_static_ability_applies_as_long_as_solved():
    """CR 702.169b: "As long as this Case is solved, [ability text]." """
    card = compile_text("Solved — Creatures you control get +1/+0.", type_line="Enchantment — Case")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (static,) = card.definition.abilities
    assert isinstance(static, R.StaticAbility) and static.condition == SOLVED


def test_a_solved_activated_ability_keeps_its_own_condition_too():
    """CR 702.169d with "Activate only as a sorcery": both restrictions hold."""
    card = compile_text("Solved — {1}: Draw a card. Activate only if you control a creature.",
                        type_line="Enchantment — Case")
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    (activated,) = card.definition.abilities
    assert isinstance(activated.timing.condition, AllOfConditions)
    assert SOLVED in activated.timing.condition.parts
