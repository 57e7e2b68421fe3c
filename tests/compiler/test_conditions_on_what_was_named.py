"""Conditions about an object the ability named before them (CR 608.2c): "If it's an artifact
creature, ..." after a clause on a target reads that target; an intervening "if it's a creature"
after "whenever a permanent you control is turned face up" reads the permanent the event names
(CR 603.4)."""
from cardtext.compiler.harness.exercise import exercise_card
from cardtext.compiler.harness.verification import verifying
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime.characteristics import CardType
from cardtext.runtime.effects import Conditional, DealDamage, Draw, ModifyPowerToughness, ReturnToHand
from cardtext.runtime.filters import EventObjectRef, ObjectFilter, ObjectIs, TargetRef

from .conftest import compile_corpus_card


def test_built_to_last_indestructible_only_if_the_target_is_an_artifact_creature(corpus):
    """Built to Last: "Target creature gets +2/+2 until end of turn. If it's an artifact
    creature, it gains indestructible until end of turn." "it" is the target."""
    card = compile_corpus_card(corpus["Built to Last"])
    (spell,) = card.definition.abilities
    pump, conditional = spell.effects
    assert isinstance(pump, ModifyPowerToughness) and isinstance(conditional, Conditional)
    assert conditional.condition == ObjectIs(TargetRef(0), ObjectFilter(
        types=(CardType.ARTIFACT, CardType.CREATURE), all_types=True))
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_cemetery_recruitment_draws_if_the_returned_card_is_a_zombie(corpus):
    """Cemetery Recruitment: "Return target creature card from your graveyard to your hand. If
    it's a Zombie card, draw a card." The returned card is read wherever it is now."""
    card = compile_corpus_card(corpus["Cemetery Recruitment"])
    (spell,) = card.definition.abilities
    back, conditional = spell.effects
    assert isinstance(back, ReturnToHand)
    assert conditional.condition.ref == TargetRef(0) and conditional.condition.filter.subtypes == ("Zombie",)
    assert isinstance(conditional.effects[0], Draw)


def test_electrostatic_bolt_instead_reads_the_target(corpus):
    """Electrostatic Bolt: "If it's an artifact creature, ~ deals 4 damage to it instead." """
    card = compile_corpus_card(corpus["Electrostatic Bolt"])
    (spell,) = card.definition.abilities
    (choice,) = spell.effects
    assert choice.condition.ref == TargetRef(0)
    assert [e.amount.value for e in choice.effects + choice.otherwise if isinstance(e, DealDamage)] == [4, 2]


def test_turned_face_up_if_its_a_creature_reads_the_permanent_turned_up(corpus):
    """Trail of Mystery: "Whenever a permanent you control is turned face up, if it's a
    creature, it gets +2/+2 until end of turn": an intervening "if" on that permanent, checked
    as the ability triggers and as it resolves (CR 603.4)."""
    card = compile_corpus_card(corpus["Trail of Mystery"])
    trigger = card.definition.abilities[1]
    assert trigger.condition == ObjectIs(EventObjectRef(), ObjectFilter(types=(CardType.CREATURE,)))
    assert card.fully_compiled


def test_the_exercise_targets_an_object_for_which_the_condition_holds(corpus):
    """The executability check makes a target fitting "an artifact creature" and targets it, so
    the conditional step's own effect is seen, not explained away as an empty branch."""
    card = compile_corpus_card(corpus["Built to Last"])
    with verifying() as verifier:
        result = exercise_card(card.definition)
        findings = verifier.take()
    assert result.verified
    (judged,) = [f for f in findings if f.instruction == "Conditional"]
    assert judged.outcome.verdict.name == "OBSERVED"      # its inner step ran


def test_legate_free_cast_needs_both_parts_of_its_condition(corpus):
    """Massacre: "If an opponent controls a Plains and you control a Swamp, you may cast ~
    without paying its mana cost." Casting without paying the mana cost is an alternative cost
    of nothing (CR 118.9), allowed while every part of the "and" holds."""
    from cardtext.runtime.abilities import AlternativeCost
    from cardtext.runtime.filters import AllOfConditions, Controller, ObjectCount, YouControl
    card = compile_corpus_card(corpus["Massacre"])
    free, _spell = card.definition.abilities
    assert isinstance(free.effect, AlternativeCost) and free.effect.costs == ()
    opponent, you = free.effect.condition.parts
    assert isinstance(free.effect.condition, AllOfConditions)
    assert isinstance(opponent, ObjectCount) and opponent.filter.controller is Controller.OPPONENT
    assert opponent.filter.subtypes == ("Plains",)
    assert isinstance(you, YouControl) and you.filter.subtypes == ("Swamp",)
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_everflame_eidolon_if_its_an_aura_reads_the_source(corpus):
    """Everflame Eidolon: "{R}: ~ gets +1/+0 until end of turn. If it's an Aura, enchanted
    creature gets +1/+0 until end of turn instead." With nothing else named, "it" is the source
    (an Aura while bestowed, CR 702.103b)."""
    from cardtext.runtime.filters import SelfRef
    card = compile_corpus_card(corpus["Everflame Eidolon"])
    activated = card.definition.abilities[1]
    (choice,) = activated.effects
    assert choice.condition == ObjectIs(SelfRef(), ObjectFilter(subtypes=("Aura",)))
    assert choice.otherwise[0].objects == SelfRef()
