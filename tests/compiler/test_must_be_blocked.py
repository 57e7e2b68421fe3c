""""~ must be blocked [this turn] if able." (CR 509.1c): compiled, lowered and rendered back."""
from cardtext.compiler.render.roundtrip import check_card
from cardtext.runtime import effects as E
from cardtext.runtime.abilities import MustBeBlocked, StaticAbility
from cardtext.runtime.filters import EachRef, SelfRef, TargetRef

from .conftest import compile_text


def test_on_a_permanent_it_is_a_static_requirement_on_itself():
    card = compile_text("~ must be blocked if able.")
    (static,) = card.definition.abilities
    assert isinstance(static, StaticAbility) and static.effect == MustBeBlocked(SelfRef())
    assert all(c.equal for c in check_card(card))


def test_this_turn_on_a_target_grants_the_requirement_until_end_of_turn():
    card = compile_text("{3}{G}: Target creature must be blocked this turn if able.")
    (ability,) = card.definition.abilities
    (gain,) = ability.effects
    assert isinstance(gain, E.GainAbility) and gain.ability.effect == MustBeBlocked(SelfRef())
    assert isinstance(gain.objects, TargetRef)
    assert all(c.equal for c in check_card(card))


def test_after_and_it_binds_to_the_subject_of_the_clause_before():
    card = compile_text("Target creature gets +5/+5 until end of turn and must be blocked this turn if able.",
                        type_line="Instant")
    pump, gain = card.definition.abilities[0].effects
    assert isinstance(pump, E.ModifyPowerToughness) and isinstance(gain, E.GainAbility)
    assert gain.objects == pump.objects                    # the same target, not a new one
    assert len(card.definition.abilities[0].targets) == 1
    assert all(c.equal for c in check_card(card))


def test_after_and_with_a_group_subject_each_creature_gets_it():
    card = compile_text("Each creature you control gets +3/+3 until end of turn and must be blocked "
                        "this turn if able.", type_line="Sorcery")
    _pump, gain = card.definition.abilities[0].effects
    assert isinstance(gain.objects, EachRef)
    assert all(c.equal for c in check_card(card))


def test_it_as_a_later_sentence_refers_to_the_target():
    card = compile_text("Target creature gets +7/+7 and gains trample until end of turn. "
                        "It must be blocked this turn if able.", type_line="Instant")
    assert card.fully_compiled and all(c.equal for c in check_card(card))


def test_without_this_turn_in_a_spell_is_not_supported():
    card = compile_text("Target creature must be blocked if able.", type_line="Instant")
    assert not card.fully_compiled


def test_target_creature_blocks_this_turn_if_able_grants_a_blocking_requirement_until_end_of_turn():
    """CR 509.1c: "target creature blocks this turn if able" is a requirement on the blocker;
    the effect gives that creature the requirement until end of turn (CR 611.2a)."""
    from cardtext.runtime.abilities import MustBlock
    card = compile_text("When ~ enters or is turned face up, target creature blocks this turn if able.")
    (trigger,) = card.definition.abilities
    (gain,) = trigger.effects
    assert isinstance(gain, E.GainAbility) and isinstance(gain.objects, TargetRef)
    assert gain.ability.effect == MustBlock(SelfRef())
    assert all(c.equal for c in check_card(card))
