"""The turn-structure clauses (grammar/turns.lark, compiler/syntax/transform/turns.py): each wording
compiles, lowers to the instruction it means, and renders back unchanged."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import abilities as R
from cardtext.runtime import effects as E
from cardtext.runtime.characteristics import Step
from cardtext.runtime.filters import PlayerRef, SelfRef, TargetRef

from .conftest import compile_text


def effects_of(card):
    assert card.fully_compiled, [d.render() for d in card.diagnostics]
    assert all(c.equal for c in check_card(card)), [(c.expected, c.rendered) for c in check_card(card)]
    return getattr(card.definition.abilities[-1], "effects", ())


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


def test_tap_that_creature_and_it_doesnt_untap():
    """Kashi-Tribe Elite: "tap that creature and it doesn't untap during its controller's next untap
    step" (CR 502.3): the "and" joins two clauses; "it" is the tapped creature."""
    tap, skip = effects_of(compile_text(
        "Whenever ~ deals combat damage to a creature, tap that creature and it doesn't untap during "
        "its controller's next untap step."))
    assert isinstance(tap, E.TapObjects) and skip == E.SkipNextUntap(tap.objects)


def test_doesnt_untap_without_a_subject_acts_on_the_clause_befores():
    """Deep Spawn: "~ gains shroud until end of turn and doesn't untap during your next untap
    step"; Reveka: "~ deals 2 damage to any target and doesn't untap ...": the source, not the
    creature dealt damage."""
    gain, skip = effects_of(compile_text(
        "{U}: ~ gains shroud until end of turn and doesn't untap during your next untap step."))
    assert skip == E.SkipNextUntap(SelfRef())
    deal, skip = effects_of(compile_text(
        "{T}: ~ deals 2 damage to target creature or player and doesn't untap during your next untap step."))
    assert isinstance(deal, E.DealDamage) and skip == E.SkipNextUntap(SelfRef())
    assert not compile_text("Draw a card and doesn't untap during your next untap step.",
                            type_line="Instant").fully_compiled


def test_it_after_tapping_a_target_is_that_target():
    """Quiet Contemplation: "tap target creature an opponent controls and it doesn't untap during its
    controller's next untap step": one target, tapped and kept tapped."""
    tap, skip = effects_of(compile_text(
        "Whenever you cast a noncreature spell, tap target creature an opponent controls and it doesn't "
        "untap during its controller's next untap step."))
    assert tap == E.TapObjects(TargetRef(0)) and skip == E.SkipNextUntap(TargetRef(0))


def test_doesnt_untap_for_as_long_as_the_source_remains_tapped():
    """Mana Leech: "It doesn't untap during its controller's untap step for as long as ~ remains
    tapped." (CR 502.3, 611.2b): every untap step, while the duration holds."""
    tap, keep = effects_of(compile_text(
        "{T}: Tap target land. It doesn't untap during its controller's untap step for as long as ~ "
        "remains tapped."))
    assert keep == E.KeepTapped(TargetRef(0), (E.WhileSource.TAPPED,))
    (_, keep) = effects_of(compile_text(
        "When ~ enters the battlefield, tap target creature an opponent controls. That creature doesn't "
        "untap during its controller's untap step for as long as you control ~."))
    assert keep.while_source == (E.WhileSource.CONTROLLED,)


def test_you_skip_your_next_turns():
    """Meditate: "You skip your next turn."; Eater of Days: "you skip your next two turns." (CR 614.10)."""
    (_, skip) = effects_of(compile_text("Draw four cards. You skip your next turn.", type_line="Instant"))
    assert skip == E.SkipTurns(PlayerRef.YOU, 1)
    (skip,) = effects_of(compile_text("When ~ enters the battlefield, you skip your next two turns."))
    assert skip == E.SkipTurns(PlayerRef.YOU, 2)


def test_you_skip_your_next_untap_step():
    """Avizoa: "You skip your next untap step." (CR 614.10)."""
    (_, skip) = effects_of(compile_text("{0}: ~ gets +2/+2 until end of turn. You skip your next untap step."))
    assert skip == E.SkipNextStep(Step.UNTAP, PlayerRef.YOU)


def test_skip_your_draw_step_is_a_replacement():
    """Yawgmoth's Bargain: "Skip your draw step." (CR 614.1b); Gibbering Descent's hellbent line
    skips the upkeep step only while its controller has no cards in hand."""
    card = compile_text("Skip your draw step.", type_line="Enchantment")
    effects_of(card)
    assert card.definition.abilities[0] == R.ReplacementAbility(R.SkipStep(Step.DRAW))
    card = compile_text("Hellbent — Skip your upkeep step if you have no cards in hand.", type_line="Enchantment")
    effects_of(card)
    skip = card.definition.abilities[0].replacement
    assert skip.step is Step.UPKEEP and skip.condition is not None
